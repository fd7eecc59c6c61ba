// The confirmation a customer gets when one of their meals is skipped (by them, or by the team on
// their behalf): which meal, that it is neither prepared nor charged, and until when it can be
// undone. Essential (it is about what they receive and pay), so it has no unsubscribe link.
import type { MailMessage } from '../context.ts';
import { dateTimeIn, longDate, shortDate, textAndHtml } from '../mail-template.ts';
import type { LocalDate } from '../time.ts';

export interface MealSkipped {
  to: string;
  name: string;
  date: LocalDate;
  meal: 'breakfast' | 'lunch' | 'dinner';
  /** The team skipped it, not the customer. */
  byStaff: boolean;
  /** The last moment the skip can be undone. */
  undoUntil: Date;
  timeZone: string;
}

export function mealSkippedEmail(skip: MealSkipped): MailMessage {
  const lines = [
    `Hi ${skip.name},`,
    '',
    `${skip.byStaff ? 'Our team has skipped' : 'You have skipped'} your ${skip.meal} on ${longDate(skip.date)}: it will not be prepared, delivered or charged.`,
    `Changed your mind? You can undo the skip on your account page until ${dateTimeIn(skip.undoUntil, skip.timeZone)}.`,
  ];
  return {
    to: skip.to,
    tag: 'meal-skipped',
    subject: `FreshMeals: your ${skip.meal} on ${shortDate(skip.date)} is skipped`,
    ...textAndHtml(lines),
  };
}
