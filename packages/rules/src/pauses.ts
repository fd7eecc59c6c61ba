// 'Pause deliveries': a customer stops every meal from one day to another (both included), at
// least the routine change cut-off ahead. One set of rules for the gateway and the account page.
import { z } from 'zod';
import { addDays, firstChangeableDay, formatDate } from './dates.ts';
import { FIRST_HOUR, localDateField } from './routines.ts';

/** A limit of our own: one pause covers at most this many days (a longer break: pause again later). */
export const MAX_PAUSE_DAYS = 60;

export const PAUSE_MESSAGES = {
  from: 'Choose the first day of the pause',
  to: 'Choose the last day of the pause',
  order: 'The last day cannot be before the first day',
  tooLong: `A pause can last at most ${MAX_PAUSE_DAYS} days`,
  overlap: 'You already have a pause on some of these days.',
  notFound: 'Pause not found',
  paused: 'This meal is paused. Resume deliveries to bring it back.',
  ended: 'This pause has already ended.',
  pausedDone: 'Deliveries paused. Those meals will not be prepared or charged.',
  resumed: 'Deliveries resumed.',
} as const;

/**
 * The first day a pause may start: the first whose first meal starts more than the routine change
 * cut-off after `now` (never today). The gateway refuses an earlier start; the account page's 'From'
 * picker starts there.
 */
export function firstPauseDay(now: Date, timeZone: string, cutoffHours: number): string {
  return firstChangeableDay(now, timeZone, cutoffHours, FIRST_HOUR);
}

/** The refusal of a pause that starts before `firstDay`. */
export const pauseTooSoonMessage = (firstDay: string, cutoffHours: number) =>
  `Deliveries can be paused from ${formatDate(firstDay)} at the earliest: changes close ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} before a meal.`;

/** The last day a pause starting on `from` may end on (MAX_PAUSE_DAYS days, both ends included). */
export const lastPauseDay = (from: string): string => addDays(from, MAX_PAUSE_DAYS - 1);

/** Days from `from` to `to`, both included (YYYY-MM-DD strings). */
export function pauseDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const pauseSchema = z
  .object({
    from: z.string(PAUSE_MESSAGES.from).min(1, PAUSE_MESSAGES.from).pipe(localDateField),
    to: z.string(PAUSE_MESSAGES.to).min(1, PAUSE_MESSAGES.to).pipe(localDateField),
  })
  .refine((v) => v.to >= v.from, { message: PAUSE_MESSAGES.order, path: ['to'] })
  .refine((v) => v.to < v.from || pauseDays(v.from, v.to) <= MAX_PAUSE_DAYS, { message: PAUSE_MESSAGES.tooLong, path: ['to'] });
export type PauseInput = z.input<typeof pauseSchema>;
