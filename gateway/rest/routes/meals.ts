// REST routes for the meal ledger and the delivery run: GET /admin/meals?date=&mealType=&status= (the
// ledger's meals of a day, by PIN code) and PATCH /admin/meals/{id}/delivery { status, reason?, note? }
// (a rider's record of one meal), staff and delivery staff for today's run; POST
// /admin/meals/{id}/return-credit (an admin gives back the charge of a meal not delivered, once); and kitchen closures:
// GET /admin/closures (staff), POST /admin/closures { date, mealType?, reason } and
// DELETE /admin/closures/{id} (admin); and the customer's own: GET /me/meals?from=&to= and
// POST /me/meals/{id}/rating { stars, comment? }.
import { z } from 'zod';
import { closureSchema, DELIVERY_STATUSES, MAX_RATING_COMMENT, RATING_MESSAGES, MAX_DELIVERY_NOTE, MEALS_PAGE_SIZE, mealsQuerySchema, NOT_DELIVERED_REASONS } from '@freshmeals/rules/meals';
import { localDateField } from '@freshmeals/rules/routines';
import { message, page, pageVariables, requiredInt, ruled, text, type RestRoute } from '../facade.ts';

/** A kitchen closure, with its numeric id. */
const CLOSURE = `fragment Closure on KitchenClosure { id: closureId date mealType: meal reason createdAt }`;

/** A meal of the ledger, with numeric ids. */
const MEAL = `fragment LedgerMeal on Meal {
  id: mealId date mealType: meal hour categoryType snacks drinks proteinGrams dishName price @include(if: $withMoney)
  status: state reason note stateChangedAt customerName phone address addressLabel landmark pin deliveryNotes
}`;

/** A query filter: absent or '' is no filter. */
const filter = (value: string | null) => (value === null || value.trim() === '' ? undefined : value.trim());

export const mealRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/meals',
    tag: 'meals',
    access: 'delivery',
    summary:
      "The ledger's meals of a date (default today, business time zone), by PIN code, hour and name, 20 a page; a meal " +
      "appears once its cut-off has passed. Delivery staff: today's only. price is left out for all but admins.",
    querySchema: {
      date: { type: 'string', format: 'date', description: 'YYYY-MM-DD (default today)' },
      mealType: { type: 'string', description: 'breakfast, lunch or dinner (default all three)' },
      status: { type: 'string', description: 'Meal states, comma-separated, e.g. delivered,not_delivered (default all)' },
      page: { type: 'integer', description: '1-based page number (default 1)' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 20)' },
    },
    document: `query RestMeals($first: Int, $after: String, $date: Date, $meal: MealOfDay, $states: [MealState!], $withMoney: Boolean!) {
      meals(first: $first, after: $after, date: $date, meal: $meal, states: $states) @flatten {
        total: totalCount meals: edges @unwrap { node { ...LedgerMeal } }
      }
    } ${MEAL}`,
    variables: ({ query }) => {
      const input = ruled(mealsQuerySchema, {
        date: filter(query.get('date')),
        meal: filter(query.get('mealType')),
        states: filter(query.get('status'))?.split(',').map((s) => s.trim()),
      });
      const { first, after } = pageVariables(query, MEALS_PAGE_SIZE);
      return { first, after, date: input.date ?? null, meal: input.meal ?? null, states: input.states ?? null, withMoney: true };
    },
    // Kitchen and delivery staff do not read prices: they get the list without them.
    fallbackVariables: { withMoney: false },
    add: { page: page(MEALS_PAGE_SIZE) },
  },
  {
    method: 'PATCH',
    path: '/admin/meals/:id/delivery',
    tag: 'meals',
    access: 'delivery',
    summary:
      "A rider's record of one meal: status out_for_delivery, delivered or not_delivered (with reason not_at_home, refused, " +
      "address_not_found or other, and a note, required for other). Only a meal that goes out, on its day or later.",
    bodySchema: z.object({
      status: z.enum(DELIVERY_STATUSES),
      reason: z.enum(NOT_DELIVERED_REASONS).optional(),
      note: z.string().max(MAX_DELIVERY_NOTE).optional(),
    }),
    errorStatuses: [404],
    document: `mutation RestSetMealDelivery($id: ID!, $status: MealDeliveryStatus!, $reason: NotDeliveredReason, $note: String, $withMoney: Boolean!) {
      meal: setMealDelivery(id: $id, status: $status, reason: $reason, note: $note) { ...LedgerMeal }
    } ${MEAL}`,
    // The mutation's rules answer a bad status, reason or note with their message (400).
    variables: ({ params, body }) => ({
      id: params.id!,
      status: typeof body.status === 'string' ? body.status : null,
      reason: typeof body.reason === 'string' ? body.reason : null,
      note: typeof body.note === 'string' ? body.note : null,
      withMoney: true,
    }),
    fallbackVariables: { withMoney: false },
  },
  {
    method: 'POST',
    path: '/admin/meals/:id/return-credit',
    tag: 'meals',
    access: 'admin',
    summary:
      "'Return credit': gives back the charge of a meal not delivered, as a reversal of its charge. Once per meal (409 " +
      'the second time); 400 for a meal delivered or not charged.',
    errorStatuses: [404, 409],
    document: `mutation RestReturnMealCredit($id: ID!, $withMoney: Boolean!) {
      meal: returnMealCredit(id: $id) { ...LedgerMeal creditReturned }
    } ${MEAL}`,
    variables: ({ params }) => ({ id: params.id!, withMoney: true }),
  },
  {
    method: 'GET',
    path: '/admin/closures',
    tag: 'meals',
    access: 'staff',
    summary: 'Kitchen closures from a date on (default today), by date and meal: a closed day is one per meal.',
    querySchema: { from: { type: 'string', format: 'date', description: 'YYYY-MM-DD (default today)' } },
    document: `query RestClosures($from: Date) { closures: kitchenClosures(from: $from) { ...Closure } } ${CLOSURE}`,
    variables: ({ query }) => ({ from: query.get('from') ? ruled(localDateField, query.get('from')) : null }),
  },
  {
    method: 'POST',
    path: '/admin/closures',
    tag: 'meals',
    access: 'admin',
    summary:
      'Closes the kitchen for a date (today or later), all day or one meal (mealType), with a reason: its meals are not ' +
      'cooked, listed or charged, and each customer who had one is e-mailed once. 409: already closed.',
    bodySchema: closureSchema.extend({ mealType: closureSchema.shape.meal }).omit({ meal: true }),
    errorStatuses: [409],
    document: `mutation RestCloseKitchen($input: CloseKitchenInput!) { closures: closeKitchen(input: $input) { ...Closure } } ${CLOSURE}`,
    variables: ({ body }) => {
      const input = ruled(closureSchema, { date: text(body.date), meal: body.mealType === undefined || body.mealType === null ? null : text(body.mealType), reason: text(body.reason) });
      return { input: { date: input.date, meal: input.meal ?? null, reason: input.reason } };
    },
    add: { message: message('Kitchen closed') },
  },
  {
    method: 'DELETE',
    path: '/admin/closures/:id',
    tag: 'meals',
    access: 'admin',
    summary: 'Reopens a closed meal of today or later: its meals are back on the lists.',
    document: `mutation RestReopenKitchen($id: ID!) { reopened: reopenKitchen(id: $id) }`,
    variables: ({ params }) => ({ id: params.id! }),
    add: { message: message('Kitchen reopened') },
  },
  {
    method: 'GET',
    path: '/me/meals',
    tag: 'meals',
    access: 'logged-in',
    summary:
      "The signed-in user's meals from the ledger, from a date to another (default the last 14 days to tomorrow, at most 62 " +
      'days), with their state, price, charge, dish and rating.',
    querySchema: {
      from: { type: 'string', format: 'date', description: 'YYYY-MM-DD (default 14 days ago)' },
      to: { type: 'string', format: 'date', description: 'YYYY-MM-DD (default tomorrow)' },
    },
    document: `query RestMyMeals($from: Date, $to: Date) {
      meals: myMeals(from: $from, to: $to) {
        id: mealId date mealType: meal hour categoryType snacks drinks proteinGrams dishName price charged
        status: state reason rating ratingComment canRate address
      }
    }`,
    variables: ({ query }) => ({
      from: query.get('from') ? ruled(localDateField, query.get('from')) : null,
      to: query.get('to') ? ruled(localDateField, query.get('to')) : null,
    }),
  },
  {
    method: 'POST',
    path: '/me/meals/:id/rating',
    tag: 'meals',
    access: 'logged-in',
    summary: 'Rates the signed-in customer\'s delivered meal, 1 to 5 stars with an optional comment, within 3 days of its hour.',
    bodySchema: z.object({ stars: z.number().int().min(1).max(5), comment: z.string().max(MAX_RATING_COMMENT).optional() }),
    errorStatuses: [404],
    document: `mutation RestRateMeal($id: ID!, $stars: Int!, $comment: String) {
      meal: rateMeal(id: $id, stars: $stars, comment: $comment) { id: mealId rating ratingComment canRate }
    }`,
    variables: ({ params, body }) => ({
      id: params.id!,
      stars: requiredInt(body.stars, RATING_MESSAGES.stars),
      comment: typeof body.comment === 'string' ? body.comment : null,
    }),
    add: { message: message('Thank you for rating your meal') },
  },
];
