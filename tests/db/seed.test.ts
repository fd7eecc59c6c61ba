// prisma/seed.ts on PGlite and real PostgreSQL: idempotent, a real admin, consistent demo data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../schema/auth/password.ts';
import { DEFAULT_PRICES, DEMO_CUSTOMER_PASSWORD, seed } from '../../prisma/seed.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/db.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const admin = { email: ' Boss@Example.com ', password: 'Admin@1234', name: 'Boss' };
const MEAL_HOURS = { breakfast: [6, 11], lunch: [12, 17], dinner: [18, 22] } as const;

async function rowCounts(db: TestDatabase) {
  const p = db.prisma;
  return {
    users: await p.user.count(),
    transactions: await p.creditTransaction.count(),
    deductions: await p.deduction.count(),
    slots: await p.routineSlot.count(),
    skips: await p.skip.count(),
    categories: await p.dishCategory.count(),
    dishes: await p.dish.count(),
    prices: await p.price.count(),
    enquiries: await p.enquiry.count(),
    contacts: await p.contactEnquiry.count(),
  };
}

describe.each(dbKinds)('seed on %s', (kind) => {
  let db: TestDatabase;
  const now = new Date('2026-03-18T06:30:00Z'); // a Wednesday, 12:00 in Kolkata

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('seeds an empty database once; a second run creates nothing', async () => {
    expect(await seed(db.prisma, { admin, demo: true, now })).toEqual({ created: true });
    const after = await rowCounts(db);
    expect(await seed(db.prisma, { admin, demo: true, now })).toEqual({ created: false });
    expect(await rowCounts(db)).toEqual(after);

    expect(after.users).toBeGreaterThanOrEqual(7); // admin + 6-8 customers
    expect(after.users).toBeLessThanOrEqual(9);
    expect(after.dishes).toBeGreaterThanOrEqual(12);
    expect(after.dishes).toBeLessThanOrEqual(15);
    expect(after.enquiries).toBeGreaterThanOrEqual(12);
    expect(after.contacts).toBeGreaterThanOrEqual(12);
    expect(after.skips).toBeGreaterThanOrEqual(2);
  });

  it('creates the admin with a working password', async () => {
    const found = await db.prisma.user.findUniqueOrThrow({ where: { email: 'boss@example.com' } });
    expect(found).toMatchObject({ role: 'admin', emailVerified: true, isDisabled: false, name: 'Boss' });
    expect(await verifyPassword('Admin@1234', found.passwordHash)).toBe(true);
    expect(await db.prisma.user.count({ where: { role: 'admin' } })).toBe(1);
  });

  it('gives demo customers balances equal to their transactions, each debit a deduction', async () => {
    const customers = await db.prisma.user.findMany({
      where: { role: 'customer' },
      include: { transactions: { include: { deduction: true } } },
    });
    expect(customers.length).toBeGreaterThanOrEqual(6);
    expect(customers.length).toBeLessThanOrEqual(8);
    expect(customers.filter((c) => c.isDisabled)).toHaveLength(1);

    const methods = new Set<string>();
    for (const c of customers) {
      expect(c.email).toMatch(/@example\.com$/);
      expect(c.phone).toMatch(/^\d{10}$/);
      expect(c.emailVerified).toBe(true);
      let sum = 0;
      for (const t of c.transactions) {
        methods.add(t.paymentMethod);
        expect(t.amountPaise).toBeGreaterThan(0);
        if (t.type === 'credit') {
          expect(t.paymentMethod).not.toBe('debit');
          expect(t.deduction).toBeNull();
          sum += t.amountPaise;
        } else {
          expect(t.paymentMethod).toBe('debit');
          expect(t.deduction).toMatchObject({ userId: c.id, amountPaise: t.amountPaise });
          sum -= t.amountPaise;
        }
      }
      expect(c.creditPaise, c.email).toBe(sum);
      expect(c.creditPaise).toBeGreaterThanOrEqual(0);
    }
    expect([...methods].sort()).toEqual(['debit', 'exempted', 'offline', 'online']);
    const first = customers.find((c) => c.email === 'aarav.sharma@example.com')!;
    expect(await verifyPassword(DEMO_CUSTOMER_PASSWORD, first.passwordHash)).toBe(true);
  });

  it('makes routines inside the meal windows, skips on scheduled meals, and the default prices', async () => {
    const slots = await db.prisma.routineSlot.findMany();
    expect(slots.length).toBeGreaterThan(10);
    for (const s of slots) {
      const [from, to] = MEAL_HOURS[s.meal];
      expect(s.hour).toBeGreaterThanOrEqual(from);
      expect(s.hour).toBeLessThanOrEqual(to);
      expect(s.proteinMultiplier).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(slots.map((s) => s.type))).toEqual(new Set(['veg', 'egg', 'chicken']));

    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    for (const skip of await db.prisma.skip.findMany()) {
      expect(skip.date.getTime()).toBeGreaterThan(now.getTime() + 24 * 3_600_000);
      const weekday = weekdays[skip.date.getUTCDay()] as (typeof slots)[number]['weekday'];
      expect(slots.some((s) => s.userId === skip.userId && s.weekday === weekday && s.meal === skip.meal)).toBe(true);
    }

    const prices = await db.prisma.price.findMany();
    expect(Object.fromEntries(prices.map((p) => [p.key, p.amountPaise]))).toEqual(DEFAULT_PRICES);
    expect(DEFAULT_PRICES).toEqual({ veg: 13900, egg: 15900, chicken: 17900, protein_portion: 4000, snacks: 4000, drinks: 3000 });
  });

  it('has dishes of every type in categories, and enquiries some of which are attended', async () => {
    const dishes = await db.prisma.dish.findMany({ include: { category: true } });
    expect(new Set(dishes.map((d) => d.type))).toEqual(new Set(['veg', 'egg', 'chicken']));
    for (const d of dishes) {
      expect(d.description.length).toBeGreaterThanOrEqual(5);
      expect(d.calories).toBeGreaterThan(0);
      expect(d.protein).toBeGreaterThan(0);
      expect(d.category.nameKey).toBe(d.category.name.toLowerCase());
    }

    const enquiries = await db.prisma.enquiry.findMany();
    expect(enquiries.some((e) => e.attended && e.adminNotes)).toBe(true);
    expect(enquiries.some((e) => !e.attended && e.adminNotes === null)).toBe(true);
    for (const e of enquiries) {
      expect([14, 28]).toContain(e.duration);
      expect(e.mealDetails.length).toBeGreaterThan(0);
      expect(e.phone).toMatch(/^\d{10}$/);
    }
    const contacts = await db.prisma.contactEnquiry.findMany();
    expect(contacts.some((c) => c.attended && c.sessionNotes)).toBe(true);
    expect(contacts.every((c) => c.message.length >= 10)).toBe(true);
  });
});

describe('seed without demo data', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates no admin when none is given, and only the prices', async () => {
    await seed(db.prisma, { demo: false });
    expect(await db.prisma.user.count()).toBe(0);
    expect(await db.prisma.price.count()).toBe(Object.keys(DEFAULT_PRICES).length);
    expect(await db.prisma.dish.count()).toBe(0);
  });

  it('creates just the admin (and keeps the prices) otherwise', async () => {
    expect(await seed(db.prisma, { admin, demo: false })).toEqual({ created: true });
    expect(await db.prisma.user.findMany({ select: { email: true, role: true } })).toEqual([
      { email: 'boss@example.com', role: 'admin' },
    ]);
    expect(await db.prisma.price.count()).toBe(Object.keys(DEFAULT_PRICES).length);
    expect(await db.prisma.enquiry.count()).toBe(0);
  });
});

// The demo history must not depend on the weekday the seed runs on: browser tests count the demo
// customer's transactions (two credits and ten charged meals: five routine days of lunch and dinner).
describe('demo history on every weekday', () => {
  const monday = Date.parse('2026-03-16T06:30:00Z'); // 12:00 in Kolkata
  it.each([0, 1, 2, 3, 4, 5, 6])('monday + %i days: the demo customer has 2 credits and 10 charges', async (offset) => {
    const db = await createTestDatabase('pglite');
    try {
      await seed(db.prisma, { admin, demo: true, now: new Date(monday + offset * 24 * 3_600_000) });
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email: 'aarav.sharma@example.com' } });
      const byType = await db.prisma.creditTransaction.groupBy({ by: ['type'], where: { userId: user.id }, _count: true });
      expect(Object.fromEntries(byType.map((g) => [g.type, g._count]))).toEqual({ credit: 2, debit: 10 });
    } finally {
      await db.drop();
    }
  });
});
