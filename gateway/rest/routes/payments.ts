// REST routes for top-ups and offers: POST /me/topups (start one: its price, discount and where to
// pay), GET /me/topups/quote (the same price without making an order), GET /offers/active (the
// offer the site advertises), and the admins' GET /admin/offers, POST /admin/coupons,
// PUT /admin/coupons/{id} and PUT /admin/offers/first-month. Amounts are INR.
import { z } from 'zod';
import { startTopUpSchema, TOP_UP_PACKS } from '@freshmeals/rules/payments';
import { couponSchema, firstMonthSchema } from '@freshmeals/rules/offers';
import { autoTopUpSchema } from '@freshmeals/rules/auto-top-up';
import { int, message, page, pageVariables, ruled, type RestRoute } from '../facade.ts';

const OFFER = `fragment Offer on Offer {
  id: offerId kind code title description badge discountType value maxDiscount minTopUp validFrom validTo
  totalUses usesPerCustomer newCustomersOnly active uses discountGiven createdAt
}`;

const topUpBody = z.object({
  pack: z.enum(TOP_UP_PACKS).optional(),
  amount: z.number().int().optional(),
  couponCode: z.string().max(30).optional(),
});

/** `{ pack }` or `{ amount }` as GraphQL's @oneOf input takes it (the rules answer neither or both). */
function topUpInput(source: { pack?: unknown; amount?: unknown }) {
  const input: Record<string, unknown> = {};
  if (source.pack !== undefined && source.pack !== null && source.pack !== '') input.pack = source.pack;
  if (source.amount !== undefined && source.amount !== null && source.amount !== '') input.amount = typeof source.amount === 'string' ? int(source.amount) : source.amount;
  ruled(startTopUpSchema, input);
  return input;
}

const couponCode = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

const couponBody = z.object({
  code: z.string(),
  description: z.string().optional(),
  discountType: z.enum(['percent', 'flat']),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable().optional(),
  minTopUp: z.number().int().nullable().optional(),
  validFrom: z.string().nullable().optional(),
  validTo: z.string().nullable().optional(),
  totalUses: z.number().int().nullable().optional(),
  usesPerCustomer: z.number().int().nullable().optional(),
  newCustomersOnly: z.boolean().optional(),
  active: z.boolean().optional(),
});

/** The coupon as GraphQL takes it, after the rules have answered a bad field with the form's message. */
function couponInput(body: Record<string, unknown>) {
  const pick = (key: string) => (body[key] === undefined ? null : body[key]);
  const input = {
    code: typeof body.code === 'string' ? body.code : '',
    description: pick('description'),
    discountType: pick('discountType'),
    value: pick('value'),
    maxDiscount: pick('maxDiscount'),
    minTopUp: pick('minTopUp'),
    validFrom: pick('validFrom'),
    validTo: pick('validTo'),
    totalUses: pick('totalUses'),
    usesPerCustomer: pick('usesPerCustomer'),
    newCustomersOnly: pick('newCustomersOnly'),
    active: pick('active'),
  };
  ruled(couponSchema, input);
  return input;
}

const AUTO_TOP_UP = 'fragment AutoTopUp on AutoTopUp { status days amount rule failures offReason }';

export const paymentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/me/auto-top-up',
    tag: 'payments',
    access: 'logged-in',
    summary: "The signed-in customer's auto top-up (status pending, active or off; days; amount INR; the rule in words; failures in a row); null if never turned on.",
    document: `query RestMyAutoTopUp { autoTopUp: myAutoTopUp { ...AutoTopUp } } ${AUTO_TOP_UP}`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/me/auto-top-up',
    tag: 'payments',
    access: 'logged-in',
    summary:
      'Turns on auto top-up: when the credit covers fewer than `days` days (1–14) of meals, `amount` (whole INR, 500–50,000) is charged. ' +
      'Answers the ₹1 order whose payment at checkoutUrl authorises the mandate (and is added to the credit); once paid, auto top-up is on.',
    bodySchema: z.object({ days: z.number().int(), amount: z.number().int() }),
    errorStatuses: [409],
    document: `mutation RestStartAutoTopUp($input: AutoTopUpInput!) {
      checkout: startAutoTopUp(input: $input) @flatten { orderId price: amount credit provider keyId checkoutUrl }
    }`,
    variables: ({ body }) => {
      const input = { days: body.days ?? null, amount: body.amount ?? null };
      ruled(autoTopUpSchema, input);
      return { input };
    },
  },
  {
    method: 'DELETE',
    path: '/me/auto-top-up',
    tag: 'payments',
    access: 'logged-in',
    summary: "Turns off the signed-in customer's auto top-up; 404 if it was never turned on.",
    errorStatuses: [404],
    document: `mutation RestTurnOffAutoTopUp { autoTopUp: turnOffAutoTopUp { ...AutoTopUp } } ${AUTO_TOP_UP}`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/me/topups',
    tag: 'payments',
    access: 'logged-in',
    summary:
      "Starts a top-up of the signed-in user's credit: a pack of their routine (days_7, days_14, days_28) or an amount (whole INR, " +
      'at least 500), with an optional coupon code. Answers the price (the credit less the better of the first-month offer and ' +
      'the coupon), the discount, and the checkout page to pay at. A coupon that cannot be used is 400 with its reason.',
    bodySchema: topUpBody,
    errorStatuses: [409],
    idempotent: 'argument',
    document: `mutation RestStartTopUp($input: StartTopUpInput!, $couponCode: String, $idempotencyKey: String) {
      topUp: startTopUp(input: $input, couponCode: $couponCode, idempotencyKey: $idempotencyKey) @flatten {
        orderId price: amount credit discount provider keyId checkoutUrl
      }
    }`,
    variables: ({ body }) => ({ input: topUpInput(body), couponCode: couponCode(body.couponCode) }),
  },
  {
    method: 'GET',
    path: '/me/topups/quote',
    tag: 'payments',
    access: 'logged-in',
    summary: 'What a top-up would cost the signed-in user now (pack or amount, optional couponCode), without making an order.',
    querySchema: {
      pack: { type: 'string', description: 'days_7, days_14 or days_28' },
      amount: { type: 'integer', description: 'INR, whole, at least 500' },
      couponCode: { type: 'string', description: 'A coupon code' },
    },
    document: `query RestTopUpQuote($input: StartTopUpInput!, $couponCode: String) {
      quote: topUpQuote(input: $input, couponCode: $couponCode) @flatten { credit discount price discountName couponApplied }
    }`,
    variables: ({ query }) => ({ input: topUpInput({ pack: query.get('pack'), amount: query.get('amount') }), couponCode: couponCode(query.get('couponCode')) }),
  },
  {
    method: 'GET',
    path: '/offers/active',
    tag: 'payments',
    access: 'visitor',
    summary: 'The offer the site advertises now, in its own words (title, description, badge, percent); offer is null when none is active.',
    document: `query RestActiveOffer { offer: activeOffer { title description badge percent } }`,
    variables: () => ({}),
  },
  {
    method: 'GET',
    path: '/admin/offers',
    tag: 'payments',
    access: 'admin',
    summary: 'Offers and coupons with their terms and uses: the first-month offer first, then coupons newest first, 20 a page.',
    querySchema: { page: { type: 'integer', description: '1-based' }, limit: { type: 'integer', description: 'Rows a page (default 20)' } },
    document: `query RestOffers($first: Int, $after: String) { offers(first: $first, after: $after) @flatten {
      total: totalCount data: edges @unwrap { node { ...Offer } } } } ${OFFER}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, 20);
      return { first, after };
    },
    add: { page: page(20) },
  },
  {
    method: 'POST',
    path: '/admin/coupons',
    tag: 'payments',
    access: 'admin',
    summary:
      'Creates a coupon: code, discountType percent or flat, value (percent, or INR), optional maxDiscount, minTopUp (INR), ' +
      'validFrom/validTo (ISO 8601), totalUses, usesPerCustomer, newCustomersOnly, active.',
    bodySchema: couponBody,
    document: `mutation RestCreateCoupon($input: CouponInput!) { offer: createCoupon(input: $input) { ...Offer } } ${OFFER}`,
    variables: ({ body }) => ({ input: couponInput(body) }),
    add: { message: message('Coupon created') },
  },
  {
    method: 'PUT',
    path: '/admin/coupons/:id',
    tag: 'payments',
    access: 'admin',
    summary: "Replaces a coupon's code and terms (the same fields as creating one), or turns it off with active false.",
    bodySchema: couponBody,
    document: `mutation RestUpdateCoupon($id: ID!, $input: CouponInput!) { offer: updateCoupon(id: $id, input: $input) { ...Offer } } ${OFFER}`,
    variables: ({ params, body }) => ({ id: params.id!, input: couponInput(body) }),
    add: { message: message('Coupon saved') },
  },
  {
    method: 'PUT',
    path: '/admin/offers/first-month',
    tag: 'payments',
    access: 'admin',
    summary: "Changes the first-month offer: percent, maxDiscount (INR, one customer's total), active, and its words (title, description, badge).",
    bodySchema: z.object({ percent: z.number().int(), maxDiscount: z.number().int(), active: z.boolean(), title: z.string(), description: z.string(), badge: z.string() }),
    document: `mutation RestUpdateFirstMonthOffer($input: FirstMonthOfferInput!) { offer: updateFirstMonthOffer(input: $input) { ...Offer } } ${OFFER}`,
    variables: ({ body }) => {
      const input = {
        percent: body.percent ?? null,
        maxDiscount: body.maxDiscount ?? null,
        active: body.active ?? null,
        title: body.title ?? null,
        description: body.description ?? null,
        badge: body.badge ?? null,
      };
      ruled(firstMonthSchema, input);
      return { input };
    },
    add: { message: message('Offer saved') },
  },
];
