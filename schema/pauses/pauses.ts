// 'Pause deliveries': a customer (or an admin for them) stops every meal from one day to another,
// both included, starting at least the routine change cut-off ahead. A pause is kept as one skip
// per day and meal (Skip.pauseId), so the summary, the dispatch list and the charges treat a paused
// meal as a skipped one; those skips do not count towards the weekly skip limit, and only resuming
// the pause brings them back. Resuming ends a pause from the first day still open to changes (all
// of it when it has not started).
//
// GraphQL: `pauses(userId)` (current and coming, a customer's own; staff anyone's),
// `pauseDeliveries(input, userId)` and `resumeDeliveries(pauseId)`.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { deliveriesPausedEmail } from './pause-email.ts';
import { requestCutoffHours } from '../settings/settings.ts';
import { lockUser } from '../skips/skips.ts';
import { addDays, businessDate, fromDbDate, toDbDate, type LocalDate } from '../time.ts';
import { TX_OPTIONS } from '../transactions.ts';
import { whoseData } from '../users/whose.ts';
import { parseInput } from '../validate.ts';
import { firstPauseDay, PAUSE_MESSAGES, pauseDays, pauseSchema, pauseTooSoonMessage } from '@freshmeals/rules/pauses';
import { MEALS } from '@freshmeals/rules/routines';

/** The first day a pause may start (the rule the account page's date picker uses too). */
async function firstOpenDay(ctx: Context): Promise<LocalDate> {
  return firstPauseDay(ctx.now(), ctx.timeZone, await requestCutoffHours(ctx));
}

builder.prismaNode('Pause', {
  description: "A stretch of days when none of a customer's meals is prepared or charged.",
  id: { field: 'id' },
  authScopes: (pause) => ({ $any: { staff: true, self: pause.userId } }),
  fields: (t) => ({
    pauseId: t.exposeInt('id', { description: 'The numeric id.' }),
    userId: t.exposeInt('userId', { description: 'Whose.' }),
    from: t.string({ description: 'The first paused day, YYYY-MM-DD.', resolve: (p) => fromDbDate(p.fromDate) }),
    to: t.string({ description: 'The last paused day, YYYY-MM-DD.', resolve: (p) => fromDbDate(p.toDate) }),
    days: t.int({ description: 'How many days, both ends included.', resolve: (p) => pauseDays(fromDbDate(p.fromDate), fromDbDate(p.toDate)) }),
  }),
});

const PauseInput = builder.inputType('PauseInput', {
  description: 'The days to pause, both included (at most 60).',
  fields: (t) => ({
    from: t.string({ required: true, description: 'The first day, YYYY-MM-DD: it must start more than the change cut-off ahead.' }),
    to: t.string({ required: true, description: 'The last day, YYYY-MM-DD.' }),
  }),
});

async function audit(tx: Prisma.TransactionClient, ctx: Context, action: 'meal.pause' | 'meal.resume', user: { id: number; name: string }, after: Prisma.InputJsonValue) {
  await recordAudit(tx, ctx, { action, subject: userSubject(user), after });
}

builder.queryFields((t) => ({
  pauses: t.prismaField({
    type: ['Pause'],
    description: "A user's current and coming pauses, the earliest first: a customer's own (userId omitted); staff anyone's.",
    authScopes: { loggedIn: true },
    args: { userId: t.arg.int({ description: "Whose: the viewer's own when omitted." }) },
    resolve: (query, _root, args, ctx) => {
      const userId = whoseData(ctx, args.userId, 'read');
      const today = businessDate(ctx.now(), ctx.timeZone);
      return ctx.prisma.pause.findMany({ ...query, where: { userId, toDate: { gte: toDbDate(today) } }, orderBy: { fromDate: 'asc' } });
    },
  }),
}));

builder.mutationFields((t) => ({
  pauseDeliveries: t.prismaField({
    type: 'Pause',
    description:
      "Pauses every meal of the user from `from` to `to` (both included, at most 60 days): they are neither prepared nor charged. " +
      "A customer's own (userId omitted), an admin for anyone. The first day must start more than the routine change cut-off ahead; " +
      "a pause cannot overlap another ('You already have a pause on some of these days.'). The customer is e-mailed a confirmation.",
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({ type: PauseInput, required: true }),
      userId: t.arg.int({ description: "Whose: the viewer's own when omitted; another user's for admins only." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const userId = whoseData(ctx, args.userId);
      const { from, to } = parseInput(pauseSchema, args.input);
      const open = await firstOpenDay(ctx);
      if (from < open) {
        const hours = await requestCutoffHours(ctx);
        throw badInput(pauseTooSoonMessage(open, hours), 'from');
      }
      const { pause, confirmation } = await ctx.prisma.$transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        const overlapping = await tx.pause.findFirst({
          where: { userId, fromDate: { lte: toDbDate(to) }, toDate: { gte: toDbDate(from) } },
          select: { id: true },
        });
        if (overlapping) throw conflict(PAUSE_MESSAGES.overlap);
        const pause = await tx.pause.create({ data: { userId, fromDate: toDbDate(from), toDate: toDbDate(to), createdById: ctx.viewer!.id, createdAt: ctx.now() } });
        // Every meal of every day, whatever the routine holds now: a meal added later is paused too.
        const days = Array.from({ length: pauseDays(from, to) }, (_, i) => addDays(from, i));
        await tx.skip.createMany({
          data: days.flatMap((day) => MEALS.map((meal) => ({ userId, date: toDbDate(day), meal, pauseId: pause.id, createdById: ctx.viewer!.id }))),
          // A meal the customer had skipped already stays their own skip.
          skipDuplicates: true,
        });
        await audit(tx, ctx, 'meal.pause', user, { from, to });
        const confirmation = deliveriesPausedEmail({ to: user.email, name: user.name, from, until: to, days: days.length, byStaff: ctx.viewer!.id !== userId });
        return { pause: await tx.pause.findUniqueOrThrow({ ...query, where: { id: pause.id } }), confirmation };
      }, TX_OPTIONS);
      // Only once the pause is committed: no confirmation for a pause that was refused.
      await ctx.mailer.send(confirmation);
      return pause;
    },
  }),

  resumeDeliveries: t.prismaField({
    type: 'Pause',
    nullable: true,
    description:
      "Ends a pause from the first day still open to changes: the pause as it is now, or null when it had not started and is gone. " +
      "A customer their own; an admin anyone's.",
    authScopes: { loggedIn: true },
    args: { pauseId: t.arg.int({ required: true }) },
    resolve: async (query, _root, { pauseId }, ctx) => {
      const found = await ctx.prisma.pause.findUnique({ where: { id: pauseId }, select: { userId: true } });
      if (!found) throw notFound(PAUSE_MESSAGES.notFound);
      whoseData(ctx, found.userId);
      const open = await firstOpenDay(ctx);
      return ctx.prisma.$transaction(async (tx) => {
        const user = await lockUser(tx, found.userId);
        const pause = await tx.pause.findUnique({ where: { id: pauseId } });
        if (!pause) throw notFound(PAUSE_MESSAGES.notFound);
        const [from, to] = [fromDbDate(pause.fromDate), fromDbDate(pause.toDate)];
        if (to < open) throw badInput(PAUSE_MESSAGES.ended);
        await audit(tx, ctx, 'meal.resume', user, { from, to, resumedFrom: open > from ? open : from });
        if (open <= from) {
          await tx.pause.delete({ where: { id: pause.id } });
          return null;
        }
        await tx.skip.deleteMany({ where: { pauseId: pause.id, date: { gte: toDbDate(open) } } });
        return tx.pause.update({ ...query, where: { id: pause.id }, data: { toDate: toDbDate(addDays(open, -1)) } });
      }, TX_OPTIONS);
    },
  }),
}));

