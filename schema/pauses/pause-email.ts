// The confirmation a customer gets when their deliveries are paused (by them, or by the team on
// their behalf): the days, that no meal is prepared or charged on them, and the day deliveries
// start again. Essential (it is about what they receive and pay), so it has no unsubscribe link.
import type { MailMessage } from '../context.ts';
import { longDate, shortDate, textAndHtml } from '../mail-template.ts';
import { addDays, type LocalDate } from '../time.ts';

export interface DeliveriesPaused {
  to: string;
  name: string;
  from: LocalDate;
  until: LocalDate;
  days: number;
  byStaff: boolean;
}

export function deliveriesPausedEmail(pause: DeliveriesPaused): MailMessage {
  const lines = [
    `Hi ${pause.name},`,
    '',
    `${pause.byStaff ? 'Our team has paused' : 'You have paused'} your deliveries from ${longDate(pause.from)} to ${longDate(pause.until)} (${pause.days} ${pause.days === 1 ? 'day' : 'days'}): no meal is prepared, delivered or charged on those days.`,
    `Your meals start again on ${longDate(addDays(pause.until, 1))}. To start them sooner, choose Resume deliveries on your account page.`,
  ];
  return {
    to: pause.to,
    tag: 'deliveries-paused',
    subject: `FreshMeals: deliveries paused from ${shortDate(pause.from)} to ${shortDate(pause.until)}`,
    ...textAndHtml(lines),
  };
}
