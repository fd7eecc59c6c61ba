// The plan a customer signed up with from a quote (plan type, meals, duration, add-ons), proposed
// as their routine on the account page while they have none. 'Confirm this routine' sets it as the
// routine through the routine's own rules: a meal the change cut-off has already closed (today's
// lunch at 08:00, say) is left out and named, for the customer to add from the routine editor
// once it has passed. 'Not now' dismisses the proposal. Before that, the proposal says what it
// costs (a week, and the plan's duration) with the price table and the rule routines are charged
// by, and what became of each add-on: the routine's only protein extra is a 20 g portion, so an
// add-on that is not one (Egg, 12 g) is named with why rather than turned into 20 g.
//
// GraphQL: User.proposedPlan (the user or staff), confirmProposedPlan and dismissProposedPlan (the
// signed-in user).
import { addonOutcomes, describePlan, parsePlanChoice, proposedCost, proposedSlots, type AddonOutcome, type PlanChoice } from '@freshmeals/rules/plan-proposal';
import { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import { UserNode } from '../users/user.ts';
import { MealOfDayEnum, WeekdayEnum, CategoryTypeEnum } from './enums.ts';
import { mealCutoffs } from '../meals/ledger.ts';
import { changeDates } from './cutoff.ts';
import { loadRoutine, replaceRoutine, RoutineRef } from './routines.ts';
import { clientError } from '../errors.ts';
import { loadPrices, paiseToInr } from '../pricing/prices.ts';

export const NO_PROPOSAL = 'There is no proposed plan to confirm.';
export const HAS_ROUTINE = 'You already have a routine: change it under Your routine.';

const ConfirmedPlan = builder
  .objectRef<{ routine: Awaited<ReturnType<typeof loadRoutine>>; firstMealDate: string | null; duration: number }>('ConfirmedPlan')
  .implement({
    description: 'The routine a proposed plan became, and when its first meal comes.',
    fields: (t) => ({
      routine: t.field({ type: RoutineRef, description: 'The routine now.', resolve: (c) => c.routine }),
      firstMealDate: t.exposeString('firstMealDate', {
        nullable: true,
        description: 'The date of its first meal, YYYY-MM-DD: the earliest its meals can still be added (null: a plan without meals).',
      }),
      duration: t.exposeInt('duration', { description: "The plan's duration in days (for 'Add credit')." }),
    }),
  });

const ProposedSlot = builder.objectRef<ReturnType<typeof proposedSlots>[number]>('ProposedSlot').implement({
  description: 'One slot of a proposed routine.',
  fields: (t) => ({
    weekday: t.expose('weekday', { type: WeekdayEnum, description: 'The day.' }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
    hour: t.exposeInt('hour', { description: 'Delivery hour.' }),
    type: t.expose('type', { type: CategoryTypeEnum, description: 'veg, egg or chicken.' }),
    proteinMultiplier: t.exposeInt('proteinMultiplier', { description: 'Extra 20 g protein portions: those the add-ons become (see addonResults).' }),
  }),
});

const ProposedAddon = builder.objectRef<AddonOutcome>('ProposedAddon').implement({
  description: 'What became of one add-on of the quote in the proposed routine.',
  fields: (t) => ({
    addon: t.exposeString('addon', { description: 'Chicken, Paneer or Egg.' }),
    applied: t.exposeBoolean('applied', { description: 'Whether the routine includes it (as extra protein portions).' }),
    note: t.exposeString('note', { description: 'In words: what it became, or why the routine cannot include it.' }),
  }),
});

const ProposedPlan = builder.objectRef<PlanChoice>('ProposedPlan').implement({
  description: "A quote's choices, proposed as a routine.",
  fields: (t) => ({
    plan: t.exposeString('plan', { description: 'vegPlan, eggPlan or chickenPlan.' }),
    meals: t.exposeStringList('meals', { description: 'The meals chosen.' }),
    duration: t.exposeInt('duration', { description: 'Days the plan is for.' }),
    addons: t.exposeStringList('addons', { description: 'Add-ons chosen.' }),
    summary: t.string({ description: "In words: 'Veg plan: lunch and dinner every day, for 28 days'.", resolve: (plan) => describePlan(plan) }),
    slots: t.field({ type: [ProposedSlot], description: 'The routine it proposes: every chosen meal on every day.', resolve: (plan) => proposedSlots(plan) }),
    addonResults: t.field({
      type: [ProposedAddon],
      description: 'Each add-on chosen, and whether the routine includes it (and why not).',
      resolve: (plan) => addonOutcomes(plan),
    }),
    weekPrice: t.float({
      description: 'What a week of the proposed routine costs now, INR (the price table, as routines are charged).',
      resolve: async (plan, _args, ctx) => paiseToInr(proposedCost(plan, await loadPrices(ctx.prisma)).weekPaise),
    }),
    durationPrice: t.float({
      description: "What the plan's duration of the proposed routine costs now, INR (the 'Add credit' pack of that many days).",
      resolve: async (plan, _args, ctx) => paiseToInr(proposedCost(plan, await loadPrices(ctx.prisma)).durationPaise),
    }),
  }),
});

builder.objectField(UserNode, 'proposedPlan', (t) =>
  t.field({
    type: ProposedPlan,
    nullable: true,
    description: 'The plan the user signed up with from a quote, until they set a routine or dismiss it (the user or staff).',
    resolve: (user) => parsePlanChoice(user.proposedPlan),
  }),
);

builder.mutationFields((t) => ({
  confirmProposedPlan: t.field({
    type: ConfirmedPlan,
    description:
      "Sets the signed-in user's proposed plan as their routine (while they have none), from each meal's next date not yet " +
      `locked, and forgets the proposal. CONFLICT '${NO_PROPOSAL}' or '${HAS_ROUTINE}'.`,
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      const userId = ctx.viewer!.id;
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { proposedPlan: true } });
      const plan = parsePlanChoice(user.proposedPlan);
      if (!plan) throw clientError('CONFLICT', NO_PROPOSAL);
      if ((await loadRoutine(ctx, userId)).slots.length > 0) throw clientError('CONFLICT', HAS_ROUTINE);
      const slots = proposedSlots(plan);
      const routine = await replaceRoutine(ctx, userId, slots.map((slot) => ({ ...slot, addressId: null })));
      await ctx.prisma.user.update({ where: { id: userId }, data: { proposedPlan: Prisma.DbNull } });
      const from = changeDates(await mealCutoffs(ctx.prisma), ctx.now(), ctx.timeZone);
      const firstMealDate = from
        .filter((change) => slots.some((slot) => slot.weekday === change.weekday && slot.meal === change.meal))
        .map((change) => change.date)
        .sort()[0] ?? null;
      return { routine, firstMealDate, duration: plan.duration };
    },
  }),
  dismissProposedPlan: t.prismaField({
    type: 'User',
    description: "Forgets the signed-in user's proposed plan ('Not now').",
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.user.update({ ...query, where: { id: ctx.viewer!.id }, data: { proposedPlan: Prisma.DbNull } }),
  }),
}));
