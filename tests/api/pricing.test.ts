// The price table: slotPrice as a pure function, and the
// `prices` / `setPrice` operations through the real gateway on PGlite and real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE, slotPrice, type PriceTable } from '../../schema/pricing/prices.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const PRICES = `{ prices { key label amount defaultAmount updatedAt } }`;
const SET_PRICE = `mutation($key: String!, $amount: Float!) { setPrice(key: $key, amount: $amount) { key amount updatedAt } }`;

describe('slotPrice (paise)', () => {
  it('uses the default prices: veg 139, egg 159, chicken 179, protein 40 a portion, snacks 40, drinks 30', () => {
    expect(DEFAULT_PRICE_TABLE).toEqual({ veg: 13900, egg: 15900, chicken: 17900, protein_portion: 4000, snacks: 4000, drinks: 3000 });
  });

  it('is base + portions x protein + snacks + drinks', () => {
    const p = DEFAULT_PRICE_TABLE;
    expect(slotPrice({ type: 'veg', proteinMultiplier: 0, snacks: false, drinks: false }, p)).toBe(13900);
    // 17900 + 2 x 4000 + 4000 + 3000 = 32900
    expect(slotPrice({ type: 'chicken', proteinMultiplier: 2, snacks: true, drinks: true }, p)).toBe(32900);
    // 15900 + 0 + 0 + 3000 = 18900
    expect(slotPrice({ type: 'egg', proteinMultiplier: 0, snacks: false, drinks: true }, p)).toBe(18900);
    const custom: PriceTable = { veg: 10000, egg: 12000, chicken: 15000, protein_portion: 2550, snacks: 0, drinks: 1999 };
    // 12000 + 3 x 2550 + 0 + 1999 = 21649
    expect(slotPrice({ type: 'egg', proteinMultiplier: 3, snacks: true, drinks: true }, custom)).toBe(21649);
  });
});

describe.each(dbKinds)('prices on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  let customer: { token: string };

  async function makeUser(role: 'admin' | 'customer', n: string) {
    const user = await t.prisma.user.create({
      data: { name: `Price ${n}`, email: `price.${kind}.${n}@example.com`, phone: '9876500000', role, emailVerified: true },
    });
    return { token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser('admin', 'admin');
    customer = await makeUser('customer', 'customer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every key in INR, falling back to the default when a row is missing', async () => {
    // The test database has no seeded rows: everything is the default, updatedAt null.
    await t.prisma.price.create({ data: { key: 'veg', amountPaise: 14550 } });
    const res = await t.gql(PRICES, {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.prices.map((p: { key: string; amount: number }) => [p.key, p.amount])).toEqual([
      ['veg', 145.5],
      ['egg', 159],
      ['chicken', 179],
      ['protein_portion', 40],
      ['snacks', 40],
      ['drinks', 30],
    ]);
    expect(res.data.prices[0].updatedAt).toEqual(expect.any(String));
    expect(res.data.prices[1].updatedAt).toBeNull();
    expect(res.data.prices[3]).toMatchObject({ label: 'Extra protein (per 20 g portion)', defaultAmount: 40 });
  });

  it('sets a price in INR with up to 2 decimals, stored as paise', async () => {
    const res = await t.gql(SET_PRICE, { key: 'protein_portion', amount: 42.75 }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.setPrice).toMatchObject({ key: 'protein_portion', amount: 42.75 });
    expect((await t.prisma.price.findUniqueOrThrow({ where: { key: 'protein_portion' } })).amountPaise).toBe(4275);
    // Float noise of a 2-decimal amount is not a third decimal; 0 is allowed (a free add-on).
    expect((await t.gql(SET_PRICE, { key: 'snacks', amount: 0.1 + 0.2 }, { token: admin.token })).data.setPrice.amount).toBe(0.3);
    expect((await t.gql(SET_PRICE, { key: 'drinks', amount: 0 }, { token: admin.token })).data.setPrice.amount).toBe(0);
    expect((await t.gql(SET_PRICE, { key: 'drinks', amount: 30 }, { token: admin.token })).data.setPrice.amount).toBe(30);
  });

  const invalid: [string, string, number, string][] = [
    ['negative', 'veg', -1, 'Amount must be at least 0'],
    ['a meal at 0', 'veg', 0, 'A meal price must be more than 0'],
    ['a chicken meal at 0', 'chicken', 0, 'A meal price must be more than 0'],
    ['three decimals', 'veg', 139.999, 'Amount can have at most 2 decimal places'],
    ['too large', 'veg', 100_000.01, 'Amount must be at most 100000'],
    ['unknown key', 'fish', 100, 'Unknown price'],
  ];
  it.each(invalid)('rejects %s and changes nothing', async (_label, key, amount, message) => {
    const before = await t.prisma.price.findMany({ orderBy: { key: 'asc' } });
    const res = await t.gql(SET_PRICE, { key, amount }, { token: admin.token });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.prisma.price.findMany({ orderBy: { key: 'asc' } })).toEqual(before);
  });

  it('is admin-only: visitors and customers can neither read nor set prices', async () => {
    for (const [token, code] of [
      [null, 'UNAUTHENTICATED'],
      [customer.token, 'FORBIDDEN'],
    ] as const) {
      expect((await t.gql(PRICES, {}, { token })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await t.gql(SET_PRICE, { key: 'veg', amount: 1 }, { token })).errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await t.prisma.price.findUniqueOrThrow({ where: { key: 'veg' } })).amountPaise).toBe(14550);
  });

  it('startingMealPrice: the lowest meal price without extras, for anyone, following admin changes', async () => {
    const STARTING = '{ startingMealPrice }';
    for (const token of [null, customer.token, admin.token]) {
      const res = await t.gql(STARTING, {}, { token });
      expect(res.errors, String(token)).toBeUndefined();
      // veg was set to 145.50 above; egg and chicken keep their defaults (159, 179).
      expect(res.data.startingMealPrice).toBe(145.5);
    }
    expect((await t.gql(SET_PRICE, { key: 'egg', amount: 129 }, { token: admin.token })).errors).toBeUndefined();
    // Extras never count: a cheap drink is not a meal.
    expect((await t.gql(SET_PRICE, { key: 'drinks', amount: 5 }, { token: admin.token })).errors).toBeUndefined();
    expect((await t.gql(STARTING)).data.startingMealPrice).toBe(129);
  });
});
