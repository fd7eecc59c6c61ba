// 'Pause deliveries': a customer stops every meal from one day to another (both included), at
// least the routine change cut-off ahead. One set of rules for the gateway and the account page.
import { z } from 'zod';
import { localDateField } from './routines.ts';

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
