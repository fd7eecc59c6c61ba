// Who may call what: every root field of the schema (queries and mutations), called as a visitor, a
// customer, kitchen staff, delivery staff and an admin with arguments of the right types, must be refused (401 for a
// visitor, 403 for the others) exactly when its rule says, on PGlite and PostgreSQL. A new root field
// fails this test until it is given a rule here. Every REST route likewise, by the access its
// OpenAPI entry states. Money below the root (balances, prices, transactions) is tried field by
// field as the same four callers and a read-only API key at the end; other field and type rules
// (node(id)) have their own tests in each domain's file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import type { RestRoute } from '../../gateway/rest/facade.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

type Rule = 'public' | 'loggedIn' | 'run' | 'staff' | 'admin';
type Caller = 'visitor' | 'customer' | 'kitchen' | 'delivery' | 'admin';

/** The rule of every root field. */
const RULES: Record<string, Rule> = {
  // Queries
  'Query.node': 'public',
  'Query.nodes': 'public',
  'Query.viewer': 'public',
  'Query.publicMenu': 'public',
  'Query.startingMealPrice': 'public',
  'Query.dishes': 'staff',
  'Query.dish': 'staff',
  'Query.dishCategories': 'staff',
  'Query.dishImages': 'staff',
  'Query.signedImageUrl': 'staff',
  'Query.menu': 'staff',
  'Query.summary': 'staff',
  'Query.dispatchList': 'staff',
  'Query.meals': 'run',
  'Query.kitchenClosures': 'staff',
  'Query.productionSheet': 'staff',
  'Query.myMeals': 'loggedIn',
  'Query.users': 'staff',
  'Query.routine': 'staff',
  'Query.myRoutine': 'loggedIn',
  'Query.upcomingMeals': 'loggedIn',
  'Query.settings': 'loggedIn',
  'Query.addresses': 'loggedIn',
  'Query.pauses': 'loggedIn',
  'Query.serviceArea': 'public',
  'Query.deliversTo': 'public',
  'Query.transactions': 'admin',
  'Query.prices': 'admin',
  'Query.enquiries': 'admin',
  'Query.enquiry': 'admin',
  'Query.contactEnquiries': 'admin',
  'Query.contactEnquiry': 'admin',
  'Query.analyticsReport': 'admin',
  'Query.apiKeys': 'admin',
  'Query.auditLog': 'admin',
  'Query.emailOutbox': 'admin',
  'Query.webhookEndpoints': 'admin',
  'Query.webhookEndpoint': 'admin',
  'Query.topUpOptions': 'loggedIn',
  'Query.topUpQuote': 'loggedIn',
  'Query.payments': 'admin',
  'Query.activeOffer': 'public',
  'Query.referralProgramme': 'public',
  'Query.referralInvite': 'public',
  'Query.myReferrals': 'loggedIn',
  'Query.myAutoTopUp': 'loggedIn',
  'Query.taxSettings': 'admin',
  'Query.myTaxDocuments': 'loggedIn',
  'Query.myTaxDocument': 'loggedIn',
  'Query.userTaxDocuments': 'admin',
  'Query.taxDocument': 'admin',
  'Query.offers': 'admin',
  'Query.paymentDifferences': 'admin',
  'Query.staff': 'admin',
  // Mutations
  'Mutation.signup': 'public',
  'Mutation.verifyEmail': 'public',
  'Mutation.resendCode': 'public',
  'Mutation.login': 'public',
  'Mutation.refreshToken': 'public',
  'Mutation.logout': 'public',
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.requestSignInCode': 'public',
  'Mutation.signInWithCode': 'public',
  'Mutation.setPassword': 'public',
  'Mutation.createEnquiry': 'public',
  'Mutation.createContactEnquiry': 'public',
  'Mutation.trackEvents': 'public',
  'Mutation.unsubscribe': 'public',
  'Mutation.changePassword': 'loggedIn',
  'Mutation.updateProfile': 'loggedIn',
  'Mutation.setEmailPreferences': 'loggedIn',
  'Mutation.skipMeal': 'loggedIn',
  'Mutation.addAddress': 'loggedIn',
  'Mutation.updateAddress': 'loggedIn',
  'Mutation.deleteAddress': 'loggedIn',
  'Mutation.addServiceAreaPins': 'admin',
  'Mutation.removeServiceAreaPin': 'admin',
  'Mutation.unskipMeal': 'loggedIn',
  'Mutation.createDish': 'staff',
  'Mutation.updateDish': 'staff',
  'Mutation.deleteDish': 'staff',
  'Mutation.createDishCategory': 'staff',
  'Mutation.deleteDishImage': 'staff',
  'Mutation.uploadDishImage': 'staff',
  'Mutation.setMenuItems': 'staff',
  'Mutation.addCredit': 'admin',
  'Mutation.debitCredit': 'admin',
  'Mutation.reverseTransaction': 'admin',
  'Mutation.deductCredits': 'admin',
  'Mutation.deductAll': 'admin',
  'Mutation.setPrice': 'admin',
  'Mutation.setRoutine': 'loggedIn',
  'Mutation.pauseDeliveries': 'loggedIn',
  'Mutation.resumeDeliveries': 'loggedIn',
  'Mutation.setRoutinePreference': 'admin',
  'Mutation.updateSettings': 'admin',
  'Mutation.registerUser': 'admin',
  'Mutation.resendInvitation': 'admin',
  'Mutation.setUserDisabled': 'admin',
  'Mutation.inviteStaff': 'admin',
  'Mutation.setUserRole': 'admin',
  'Mutation.updateEnquiry': 'admin',
  'Mutation.updateContactEnquiry': 'admin',
  'Mutation.createApiKey': 'admin',
  'Mutation.revokeApiKey': 'admin',
  'Mutation.retryEmail': 'admin',
  'Mutation.createWebhookEndpoint': 'admin',
  'Mutation.updateWebhookEndpoint': 'admin',
  'Mutation.deleteWebhookEndpoint': 'admin',
  'Mutation.sendTestWebhookEvent': 'admin',
  'Mutation.redeliverWebhook': 'admin',
  'Mutation.startTopUp': 'loggedIn',
  'Mutation.createCoupon': 'admin',
  'Mutation.updateCoupon': 'admin',
  'Mutation.updateFirstMonthOffer': 'admin',
  'Mutation.updateReferralProgramme': 'admin',
  'Mutation.startAutoTopUp': 'loggedIn',
  'Mutation.turnOffAutoTopUp': 'loggedIn',
  'Mutation.updateTaxSettings': 'admin',
  'Mutation.resolvePaymentDifference': 'admin',
  'Mutation.setMealDelivery': 'run',
  'Mutation.returnMealCredit': 'admin',
  'Mutation.changeMealForDay': 'loggedIn',
  'Mutation.undoMealChange': 'loggedIn',
  'Mutation.setRunOrder': 'admin',
  'Mutation.closeKitchen': 'admin',
  'Mutation.updateMealCutoffs': 'admin',
  'Mutation.reopenKitchen': 'admin',
  'Mutation.rateMeal': 'loggedIn',
  'Mutation.dismissProposedPlan': 'loggedIn',
  'Mutation.confirmProposedPlan': 'loggedIn',
  // Subscriptions
  'Subscription.dispatchListChanged': 'staff',
};

const ALLOWED: Record<Rule, Caller[]> = {
  public: ['visitor', 'customer', 'kitchen', 'delivery', 'admin'],
  loggedIn: ['customer', 'kitchen', 'delivery', 'admin'],
  run: ['kitchen', 'delivery', 'admin'],
  staff: ['kitchen', 'admin'],
  admin: ['admin'],
};

/** A value of the right type for a required argument (optional ones are left out). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    // A @oneOf input takes exactly one of its fields.
    const [first] = Object.values(type.getFields());
    if (type.isOneOf && first) return { [first.name]: sample(first.type) };
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      // A global id of a dish that does not exist (arguments typed for dishes decode it before the rule runs).
      Int: 1, Float: 1, String: 'x', Boolean: false, ID: Buffer.from('Dish:1000000').toString('base64'), Date: '2026-01-05', DateTime: '2026-01-05T00:00:00.000Z',
      RoutinePreference: {}, JSON: {}, AnalyticsEventInput: {},
    };
    if (!(type.name in samples)) throw new Error(`no sample for scalar ${type.name}`);
    return samples[type.name];
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The field called with its required arguments as variables, selecting __typename of an object. */
function operationOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)]));
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { query, variables };
}

const rootFields = () => [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ['query', 'Query', field] as const),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ['mutation', 'Mutation', field] as const),
  ...Object.values(schema.getSubscriptionType()!.getFields()).map((field) => ['subscription', 'Subscription', field] as const),
];

describe('authorization rules', () => {
  it('name a rule for every root field of the schema, and no field that is gone', () => {
    const names = rootFields().map(([, type, field]) => `${type}.${field.name}`);
    expect(names.filter((name) => !(name in RULES)), 'root fields without a rule').toEqual([]);
    expect(Object.keys(RULES).filter((name) => !names.includes(name)), 'rules of fields that are gone').toEqual([]);
  });
});

describe.each(dbKinds)('authorization matrix on %s: visitor, customer, kitchen, delivery, admin', (kind) => {
  let t: TestApp;
  const tokens: Record<Caller, string | null> = { visitor: null, customer: null, kitchen: null, delivery: null, admin: null };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // User #1 is the one the calls' `userId: 1` changes (setUserRole, setUserDisabled...): none of the callers.
    await t.prisma.user.create({ data: { name: 'Matrix target', email: `matrix.${kind}.target@example.com`, phone: '9876500008', role: 'customer' } });
    for (const role of ['customer', 'kitchen', 'delivery', 'admin'] as const) {
      const user = await t.prisma.user.create({
        data: { name: `Matrix ${role}`, email: `matrix.${kind}.${role}@example.com`, phone: '9876500009', role, emailVerified: true },
      });
      expect(user.id).not.toBe(1);
      tokens[role] = await t.app.services.tokens.issue({ id: user.id, role });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  // The admin goes last: what its calls change (a setting, a price) must not decide the others' answers.
  const callers: Caller[] = ['visitor', 'customer', 'kitchen', 'delivery', 'admin'];
  const fields = rootFields().filter(([, , field]) => !field.args.some((arg) => getNamedType(arg.type).name === 'File'));

  it.each(fields.map(([kind, type, field]) => [`${type}.${field.name}`, kind, field] as const))('%s', async (name, opKind, field) => {
    const { query, variables } = operationOf(opKind, field);
    const rule = RULES[name]!;
    for (const caller of callers) {
      if (opKind === 'subscription') {
        // Over server-sent events, as a browser watches: a caller who may watch gets an open stream
        // (nothing to read until a change), any other the refusal at once and the end of the stream.
        const stream = await t.subscribe(query, variables, { token: tokens[caller] });
        if (ALLOWED[rule].includes(caller)) {
          expect([stream.status, stream.contentType], `${name} as ${caller}`).toEqual([200, 'text/event-stream']);
          stream.close();
        } else {
          expect((await stream.next())?.errors?.[0]?.extensions?.code, `${name} as ${caller}`).toBe(caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
          expect(await stream.next(), `${name} as ${caller}: the stream ends`).toBeNull();
        }
        continue;
      }
      const res = await t.gql(query, variables, { token: tokens[caller] });
      const code = res.errors?.[0]?.extensions?.code;
      if (name === 'Mutation.refreshToken') {
        // Public, but it answers from the refresh cookie, which no caller here has.
        expect(res.errors?.[0]?.message).toBe('Your session has expired. Please sign in again.');
      } else if (ALLOWED[rule].includes(caller)) {
        expect(['UNAUTHENTICATED', 'FORBIDDEN'], `${name} as ${caller}: ${JSON.stringify(res.errors)}`).not.toContain(code);
      } else {
        expect(code, `${name} as ${caller}: ${res.status} ${JSON.stringify(res.errors)}`).toBe(caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
  });
});

/** Bodies for the routes whose facade checks the body's shape before the GraphQL rule runs. */
const REST_BODIES: Record<string, Record<string, unknown>> = {
  'PATCH /admin/users/disable': { userId: 1, state: true },
  'PATCH /admin/users/credit': { id: 1, credit: 10, paymentMethod: 'online' },
  'PATCH /admin/users/debit': { id: 1, amount: 10, reason: 'correction' },
  'PATCH /admin/users/set-preference': { userId: 1, preference: {} },
  'POST /admin/deduct-credits': { userId: 1, mealType: 'lunch' },
  'POST /admin/deduct-all': { mealType: 'lunch' },
  'PUT /admin/menu': { weekStart: '2026-11-23', items: [] },
  'PATCH /admin/meals/:id/delivery': { status: 'delivered' },
  'POST /admin/closures': { date: '2099-01-05', reason: 'Matrix' },
  'POST /me/meals/:id/rating': { stars: 5 },
  'POST /me/topups': { amount: 600 },
  'POST /admin/coupons': { code: 'MATRIX', discountType: 'flat', value: 100 },
  'PUT /admin/coupons/:id': { code: 'MATRIX', discountType: 'flat', value: 100 },
  'PUT /admin/offers/first-month': { percent: 20, maxDiscount: 2000, active: true, title: 'T', description: 'D', badge: 'B' },
  'PUT /admin/referrals': { credit: 200 },
  'POST /me/auto-top-up': { days: 3, amount: 500 },
};

/** Queries for the GET routes whose facade checks the query before the GraphQL rule runs. */
const REST_QUERIES: Record<string, string> = {
  'GET /me/topups/quote': '?amount=600',
};

const REST_ALLOWED: Record<RestRoute['access'], Caller[]> = {
  visitor: ['visitor', 'customer', 'kitchen', 'delivery', 'admin'],
  'logged-in': ['customer', 'kitchen', 'delivery', 'admin'],
  delivery: ['kitchen', 'delivery', 'admin'],
  staff: ['kitchen', 'admin'],
  admin: ['admin'],
};

describe.each(dbKinds)('REST authorization on %s: every route as a visitor, a customer, kitchen staff, delivery staff and an admin', (kind) => {
  let t: TestApp;
  const tokens: Record<Caller, string | null> = { visitor: null, customer: null, kitchen: null, delivery: null, admin: null };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.prisma.user.create({ data: { name: 'Matrix target', email: `rest.${kind}.target@example.com`, phone: '9876500008', role: 'customer' } });
    for (const role of ['customer', 'kitchen', 'delivery', 'admin'] as const) {
      const user = await t.prisma.user.create({
        data: { name: `REST ${role}`, email: `rest.${kind}.${role}@example.com`, phone: '9876500009', role, emailVerified: true },
      });
      tokens[role] = await t.app.services.tokens.issue({ id: user.id, role });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  // Uploads have their own tests (the gate answers before the body is read).
  const routes = restRoutes.filter((route) => !route.multipart);

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (name, route) => {
    const path = route.path.replace(/:\w+/g, '1') + (REST_QUERIES[name] ?? '');
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (REST_BODIES[name] ?? {});
    for (const caller of ['visitor', 'customer', 'kitchen', 'delivery', 'admin'] as const) {
      const res = await t.rest(route.method, path, body, { token: tokens[caller] });
      if (name === 'POST /auth/refresh-token') {
        expect(res.status).toBe(401);
      } else if (REST_ALLOWED[route.access].includes(caller)) {
        expect([401, 403], `${name} as ${caller}: ${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
      } else {
        expect(res.status, `${name} as ${caller}: ${JSON.stringify(res.body)}`).toBe(caller === 'visitor' ? 401 : 403);
      }
    }
  });
});

/**
 * Every amount of money a staff-readable type carries, reached through a field kitchen staff may call:
 * admins (and a read-only API key) read it; kitchen staff are refused the amount itself; a visitor
 * and a customer are refused on the way (a customer reaches only their own, checked below).
 * `rows` finds the objects in an admin's answer, so the rule is shown to run on real rows.
 */
const MONEY_FIELDS: { field: string; query: string; rows: (data: any) => unknown[] }[] = [
  { field: 'User.credit', query: '{ users(first: 10) { edges { node { credit } } } }', rows: (d) => d.users.edges },
  {
    field: 'User.transactions',
    query: '{ users(first: 10) { edges { node { transactions(first: 1) { edges { node { amount } } } } } } }',
    rows: (d) => d.users.edges.flatMap((e: any) => e.node.transactions.edges),
  },
  // Who joined through a customer's link, and the credit each referral gave.
  { field: 'User.referrals', query: '{ users(first: 10) { edges { node { referrals { name credit } } } } }', rows: (d) => d.users.edges },
  // GST documents: each holds what was paid or charged.
  { field: 'User.taxDocuments', query: '{ users(first: 10) { edges { node { taxDocuments(first: 1) { totalCount } } } } }', rows: (d) => d.users.edges },
  { field: 'DispatchEntry.credit', query: '{ dispatchList { entries { credit } } }', rows: (d) => d.dispatchList.entries },
  { field: 'DispatchEntry.price', query: '{ dispatchList { entries { price } } }', rows: (d) => d.dispatchList.entries },
  { field: 'DispatchEntry.price (a page)', query: '{ dispatchList { page { edges { node { price } } } } }', rows: (d) => d.dispatchList.page.edges },
  { field: 'DispatchToDeduct.total', query: '{ dispatchList { toDeduct { total } } }', rows: (d) => [d.dispatchList.toDeduct] },
  {
    field: 'NotAffordableUser.credit',
    query: '{ summary { tomorrow { meals { notAffordableUsers { credit } } } } }',
    rows: (d) => d.summary.tomorrow.meals.flatMap((m: any) => m.notAffordableUsers),
  },
  {
    field: 'NotAffordableUser.price',
    query: '{ summary { tomorrow { meals { notAffordableUsers { price } } } } }',
    rows: (d) => d.summary.tomorrow.meals.flatMap((m: any) => m.notAffordableUsers),
  },
  { field: 'UpcomingMeal.price', query: 'query($u: Int) { upcomingMeals(userId: $u) { price } }', rows: (d) => d.upcomingMeals },
  // Yesterday's lunch is in the ledger (its cut-off has passed).
  { field: 'Meal.price', query: '{ meals(date: "2026-11-24") { edges { node { price } } } }', rows: (d) => d.meals.edges },
];

describe.each(dbKinds)('money on %s: balances, prices and transactions as a visitor, a customer, kitchen staff, delivery staff and an admin', (kind) => {
  let t: TestApp;
  let targetId = 0;
  const tokens: Record<Caller, string | null> = { visitor: null, customer: null, kitchen: null, delivery: null, admin: null };
  let readOnlyKey = '';

  beforeAll(async () => {
    // A Wednesday morning, India time: today's and tomorrow's lunches are still to come.
    t = await createTestApp(kind, { now: new Date('2026-11-25T08:00:00+05:30') });
    // The customer whose money is asked about: a lunch every day and no credit, so every list has them
    // (dispatch, not affordable, coming meals), and one top-up in the past.
    const target = await t.prisma.user.create({
      data: { name: 'Money target', email: `money.${kind}.target@example.com`, phone: '9876500018', role: 'customer', emailVerified: true },
    });
    targetId = target.id;
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    await t.prisma.routineSlot.createMany({ data: weekdays.map((weekday) => ({ userId: target.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    await t.prisma.creditTransaction.create({ data: { userId: target.id, type: 'credit', amountPaise: 10_000, paymentMethod: 'offline' } });
    for (const role of ['customer', 'kitchen', 'delivery', 'admin'] as const) {
      const user = await t.prisma.user.create({
        data: { name: `Money ${role}`, email: `money.${kind}.${role}@example.com`, phone: '9876500019', role, emailVerified: true, creditPaise: 12_345 },
      });
      tokens[role] = await t.app.services.tokens.issue({ id: user.id, role });
    }
    const key = await t.gql('mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { key } }', { i: { name: 'Reports', role: 'readonly' } }, { token: tokens.admin });
    expect(key.errors).toBeUndefined();
    readOnlyKey = key.data.createApiKey.key;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(MONEY_FIELDS.map((m) => [m.field, m] as const))('%s: admins only', async (_name, { query, rows }) => {
    const variables = { u: targetId };
    const admin = await t.gql(query, variables, { token: tokens.admin });
    expect(admin.errors, JSON.stringify(admin.errors)).toBeUndefined();
    expect(rows(admin.data).length, 'rows the rule runs on').toBeGreaterThan(0);
    // A read-only key acts as its admin: it reads them as today.
    const key = await t.gql(query, variables, { token: readOnlyKey });
    expect(key.errors, JSON.stringify(key.errors)).toBeUndefined();
    expect(key.data).toEqual(admin.data);
    for (const caller of ['visitor', 'customer', 'kitchen', 'delivery'] as const) {
      const res = await t.gql(query, variables, { token: tokens[caller] });
      expect(res.errors?.[0]?.extensions?.code, `${caller}: ${JSON.stringify(res.errors)}`).toBe(caller === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      expect(JSON.stringify(res.data ?? null), caller).not.toMatch(/credit|price|amount/);
    }
  });

  it('kitchen staff read whether a meal is affordable, yes or no, instead of the amounts', async () => {
    const res = await t.gql(
      `query($u: Int) {
        dispatchList { entries { userId notAffordable } }
        summary { tomorrow { meals { meal notAffordable notAffordableUsers { userId } } } }
        upcomingMeals(userId: $u) { date notAffordable }
      }`,
      { u: targetId },
      { token: tokens.kitchen },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.dispatchList.entries).toEqual([{ userId: targetId, notAffordable: true }]);
    const lunch = res.data.summary.tomorrow.meals.find((m: { meal: string }) => m.meal === 'lunch');
    expect(lunch).toEqual({ meal: 'lunch', notAffordable: 1, notAffordableUsers: [{ userId: targetId }] });
    expect(res.data.upcomingMeals.length).toBeGreaterThan(0);
    expect(res.data.upcomingMeals.every((m: { notAffordable: boolean }) => m.notAffordable)).toBe(true);
  });

  it('a customer, and kitchen staff too, read their own balance, transactions and meal prices', async () => {
    for (const caller of ['customer', 'kitchen'] as const) {
      const res = await t.gql('{ viewer { credit transactions(first: 1) { totalCount } } upcomingMeals { price } }', {}, { token: tokens[caller] });
      expect(res.errors, `${caller}: ${JSON.stringify(res.errors)}`).toBeUndefined();
      expect(res.data.viewer).toEqual({ credit: 123.45, transactions: { totalCount: 0 } });
    }
  });
});
