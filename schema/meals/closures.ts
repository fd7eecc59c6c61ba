// Kitchen closures: an admin closes a date (all three meals) or one meal of it, with a reason
// ('Diwali'). Its meals are closed: not on the dispatch list, not counted in the summary, never
// charged; meals already locked into the ledger are closed there too. Each customer who had a meal
// then is e-mailed once, with the reason. Reopening puts the meals back.
//
// GraphQL: `kitchenClosures(from)` (staff), `closeKitchen(input)` and `reopenKitchen(id)` (admin).
import { builder } from '../builder.ts';
import type { Context, MailMessage } from '../context.ts';
import { recordAudit } from '../audit/audit.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { recordId } from '../enquiries/record-id.ts';
import { longDate, shortDate, textAndHtml } from '../mail-template.ts';
import { MealOfDayEnum } from '../routines/enums.ts';
import { businessDate, fromDbDate, toDbDate, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { CLOSURE_MESSAGES, closureSchema } from '@freshmeals/rules/meals';
import { MEALS, type Meal } from '@freshmeals/rules/routines';
import { planMeals } from './ledger.ts';

export const KitchenClosureNode = builder.prismaNode('KitchenClosure', {
  id: { field: 'id' },
  description: 'A meal of a date the kitchen does not cook (a whole day is three, one per meal). Staff only.',
  authScopes: { staff: true },
  fields: (t) => ({
    closureId: t.exposeInt('id', { description: 'The numeric id.' }),
    date: t.string({ description: 'YYYY-MM-DD.', resolve: (c) => fromDbDate(c.date) }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
    reason: t.exposeString('reason', { description: "Why, as customers read it (e.g. 'Diwali')." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was closed.' }),
  }),
});

const CloseKitchenInput = builder.inputType('CloseKitchenInput', {
  description: 'A date to close, all day or one meal, and why.',
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD, today or later.' }),
    meal: t.field({ type: MealOfDayEnum, required: false, description: 'One meal; absent: the whole day.' }),
    reason: t.string({ required: true, description: 'Why (at most 100 characters); customers read it.' }),
  }),
});

/** The e-mail a customer gets once when the kitchen closes for their meals. */
export function kitchenClosedEmail(to: { email: string; name: string }, date: LocalDate, meals: readonly Meal[], reason: string): MailMessage {
  const theirs = meals.map((m) => m.toLowerCase()).join(' and ');
  return {
    to: to.email,
    tag: 'kitchen-closed',
    subject: `FreshMeals: our kitchen is closed on ${shortDate(date)} (${reason})`,
    ...textAndHtml([
      `Hi ${to.name},`,
      '',
      `Our kitchen is closed on ${longDate(date)} (${reason}).`,
      `Your ${theirs} that day will not be delivered, and you will not be charged for ${meals.length === 1 ? 'it' : 'them'}.`,
    ]),
  };
}

/** Who had a meal (not skipped) of `meals` on `date`: from the ledger once locked, else the routine. */
async function affectedCustomers(ctx: Context, date: LocalDate, meals: readonly Meal[]) {
  const byUser = new Map<number, { email: string; name: string; meals: Meal[] }>();
  for (const meal of meals) {
    const lock = await ctx.prisma.mealLock.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { meal: true } });
    const users = lock
      ? (await ctx.prisma.mealRecord.findMany({ where: { date: toDbDate(date), meal, state: 'closed' }, select: { user: { select: { id: true, email: true, name: true } } } })).map((r) => r.user)
      : (await planMeals(ctx.prisma, date, meal)).filter((m) => m.state === 'closed').map((m) => ({ id: m.userId, email: m.email, name: m.name }));
    for (const user of users) {
      const entry = byUser.get(user.id) ?? { email: user.email, name: user.name, meals: [] };
      entry.meals.push(meal);
      byUser.set(user.id, entry);
    }
  }
  return [...byUser.values()];
}

builder.queryFields((t) => ({
  kitchenClosures: t.prismaField({
    type: ['KitchenClosure'],
    description: 'Closures from a date on (default today, business time zone), by date and meal (staff).',
    authScopes: { staff: true },
    args: { from: t.arg({ type: 'Date', required: false, description: 'Default today.' }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.kitchenClosure.findMany({
        ...query,
        where: { date: { gte: toDbDate(args.from ?? businessDate(ctx.now(), ctx.timeZone)) } },
        orderBy: [{ date: 'asc' }, { meal: 'asc' }],
        take: 366,
      }),
  }),
}));

builder.mutationFields((t) => ({
  closeKitchen: t.prismaField({
    type: ['KitchenClosure'],
    description:
      'Closes the kitchen for a date (today or later), all day or one meal, with a reason: its meals are not cooked, ' +
      'listed or charged, and each customer who had one is e-mailed once. Refused when a meal is already closed or ' +
      'already charged (admin).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CloseKitchenInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { date, meal, reason } = parseInput(closureSchema, input);
      if (date < businessDate(ctx.now(), ctx.timeZone)) throw badInput(CLOSURE_MESSAGES.past, 'date');
      const meals = meal ? [meal] : [...MEALS];
      const dbDate = toDbDate(date);
      const ids = await ctx.prisma.$transaction(async (tx) => {
        if (await tx.kitchenClosure.findFirst({ where: { date: dbDate, meal: { in: meals } }, select: { id: true } })) throw conflict(CLOSURE_MESSAGES.already);
        if (await tx.deduction.findFirst({ where: { date: dbDate, meal: { in: meals } }, select: { id: true } })) throw badInput(CLOSURE_MESSAGES.charged);
        const rows = await tx.kitchenClosure.createManyAndReturn({
          data: meals.map((m) => ({ date: dbDate, meal: m, reason, createdById: ctx.viewer!.id, createdAt: ctx.now() })),
          select: { id: true },
        });
        // Meals already locked are closed in the ledger; those still out on the road are left as they are.
        await tx.mealRecord.updateMany({ where: { date: dbDate, meal: { in: meals }, state: 'locked' }, data: { state: 'closed' } });
        await recordAudit(tx, ctx, { action: 'kitchen.close', subject: `${longDate(date)}: ${meals.join(', ')}`, after: { date, meals, reason } });
        return rows.map((row) => row.id);
      });
      for (const customer of await affectedCustomers(ctx, date, meals)) {
        await ctx.mailer.send(kitchenClosedEmail(customer, date, customer.meals, reason));
      }
      return ctx.prisma.kitchenClosure.findMany({ ...query, where: { id: { in: ids } }, orderBy: { meal: 'asc' } });
    },
  }),

  reopenKitchen: t.field({
    type: 'Boolean',
    description: "Reopens a closed meal of today or later: its meals are back on the lists (admin). Unknown id: NOT_FOUND 'Closure not found'.",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The closure (global id or closureId).' }) },
    resolve: async (_root, args, ctx) => {
      const id = recordId('KitchenClosure', args.id);
      const closure = id === null ? null : await ctx.prisma.kitchenClosure.findUnique({ where: { id } });
      if (!closure) throw notFound(CLOSURE_MESSAGES.notFound);
      const date = fromDbDate(closure.date);
      if (date < businessDate(ctx.now(), ctx.timeZone)) throw badInput(CLOSURE_MESSAGES.past, 'date');
      await ctx.prisma.$transaction(async (tx) => {
        await tx.kitchenClosure.delete({ where: { id: closure.id } });
        await tx.mealRecord.updateMany({ where: { date: closure.date, meal: closure.meal, state: 'closed' }, data: { state: 'locked' } });
        await recordAudit(tx, ctx, { action: 'kitchen.reopen', subject: `${longDate(date)}: ${closure.meal}`, before: { date, meal: closure.meal, reason: closure.reason } });
      });
      return true;
    },
  }),
}));
