// The weekly summary (the 'weekly-summary' job, Sunday evenings): each customer with a routine who
// has not turned it off is e-mailed the coming Monday-to-Sunday week, day by day, with the dish the
// weekly menu plans for each meal, the meals skipped or paused, and what the week costs against
// their credit, so that they can skip, pause or add credit before the week starts.
//
// The meals are the account page's own reading of the routine (`scheduledMeals`), so the e-mail
// and the page never disagree about what is coming.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage, Mailer } from '../context.ts';
import { inr, longDate, shortDate } from '../mail-template.ts';
import { plannedDishes } from '../menu/planned-dishes.ts';
import { loadPrices } from '../pricing/prices.ts';
import { scheduledMeals, type UpcomingMealShape } from '../skips/skips.ts';
import { addDays, businessDate, toDbDate, weekStartOf, type LocalDate } from '../time.ts';
import { unsubscribeUrl, withUnsubscribe } from './unsubscribe-link.ts';

const MEAL_NAMES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/** The Monday of the week the summary sent at `now` is about: the next one after today. */
export function summaryWeekOf(now: Date, timeZone: string): LocalDate {
  return addDays(weekStartOf(businessDate(now, timeZone)), 7);
}

/** What a meal is: 'veg, with snacks, a drink and 40 g extra protein'. */
function mealKind(meal: UpcomingMealShape): string {
  const extras = [
    ...(meal.snacks ? ['snacks'] : []),
    ...(meal.drinks ? ['a drink'] : []),
    ...(meal.proteinMultiplier > 0 ? [`${meal.proteinMultiplier * 20} g extra protein`] : []),
  ];
  const withExtras = extras.length === 0 ? '' : `, with ${extras.length === 1 ? extras[0] : `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}`}`;
  return `${meal.type}${withExtras}`;
}

function mealLine(meal: UpcomingMealShape): string {
  const head = `- ${MEAL_NAMES[meal.meal]} at ${String(meal.hour).padStart(2, '0')}:00 (${mealKind(meal)})`;
  if (meal.paused) return `${head}: paused, not charged`;
  if (meal.skipped) return `${head}: skipped, not charged`;
  return `${head}: ${meal.dishName ?? 'dish not on the menu yet'}, ${inr(meal.pricePaise)}`;
}

/** The meals that will be charged: neither skipped (paused ones are skipped too) nor charged already. */
export const weekToPayPaise = (meals: readonly UpcomingMealShape[]) =>
  meals.filter((m) => !m.skipped && !m.deducted).reduce((sum, m) => sum + m.pricePaise, 0);

export interface WeeklySummary {
  to: string;
  name: string;
  weekStart: LocalDate;
  meals: readonly UpcomingMealShape[];
  creditPaise: number;
  publicUrl: string;
  unsubscribeUrl: string;
}

export function weeklySummaryEmail(summary: WeeklySummary): MailMessage {
  const { weekStart, meals } = summary;
  const weekEnd = addDays(weekStart, 6);
  const days: string[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    const ofDay = meals.filter((m) => m.date === date);
    days.push('', longDate(date), ...(ofDay.length === 0 ? ['- No meals'] : ofDay.map(mealLine)));
  }
  const toPay = weekToPayPaise(meals);
  const short = toPay - summary.creditPaise;
  const total =
    toPay === 0
      ? 'Nothing is to be charged this week.'
      : short > 0
        ? `This week's meals come to ${inr(toPay)} and your credit is ${inr(summary.creditPaise)}: add ${inr(short)} to cover them all. A meal is only prepared when your credit covers its price.`
        : `This week's meals come to ${inr(toPay)}, and your credit of ${inr(summary.creditPaise)} covers them.`;
  const lines = [
    `Hi ${summary.name},`,
    '',
    `Here are your meals for the coming week, ${longDate(weekStart)} to ${longDate(weekEnd)}.`,
    ...days,
    '',
    total,
    '',
    `Skip a meal, pause deliveries or add credit on your account page: ${summary.publicUrl.replace(/\/$/, '')}/account`,
  ];
  return withUnsubscribe(
    { to: summary.to, tag: 'weekly-summary', subject: `FreshMeals: your meals from ${shortDate(weekStart)} to ${shortDate(weekEnd)}` },
    lines,
    { url: summary.unsubscribeUrl, reason: 'You get this e-mail because the weekly summary is on in your e-mail preferences.' },
  );
}

/**
 * E-mails the coming week's summary to every active, verified customer with a routine who has
 * the summary on and has not had it for that week. Each is claimed with a conditional update of
 * their 'last summary week' before their e-mail is written, so a job run twice (two gateways, or
 * again after a crash) never sends anyone the same week twice. Returns how many were e-mailed.
 */
export async function runWeeklySummary(deps: {
  prisma: PrismaClient;
  mailer: Mailer;
  now: Date;
  timeZone: string;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  codeSecret: string;
}): Promise<number> {
  const { prisma, mailer, now, timeZone } = deps;
  const weekStart = summaryWeekOf(now, timeZone);
  const weekEnd = addDays(weekStart, 6);
  const notYet = [{ weeklySummaryWeek: null }, { weeklySummaryWeek: { lt: toDbDate(weekStart) } }];
  const customers = await prisma.user.findMany({
    where: {
      role: 'customer',
      isDisabled: false,
      emailVerified: true,
      weeklySummaryEmails: true,
      routineSlots: { some: {} },
      OR: notYet,
    },
    select: { id: true, name: true, email: true, creditPaise: true },
    orderBy: { id: 'asc' },
  });
  if (customers.length === 0) return 0;
  // The same week for everyone: prices and the menu are read once.
  const [prices, dishOf] = await Promise.all([loadPrices(prisma), plannedDishes(prisma, weekStart, weekEnd)]);
  let sent = 0;
  for (const customer of customers) {
    const meals = await scheduledMeals(prisma, customer.id, weekStart, weekEnd, { now, timeZone, prices, dishOf });
    const claimed = await prisma.user.updateMany({ where: { id: customer.id, OR: notYet }, data: { weeklySummaryWeek: toDbDate(weekStart) } });
    if (claimed.count === 0) continue;
    await mailer.send(
      weeklySummaryEmail({
        to: customer.email,
        name: customer.name,
        weekStart,
        meals,
        creditPaise: customer.creditPaise,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.codeSecret, customer.id, 'weekly_summary'),
      }),
    );
    sent++;
  }
  return sent;
}
