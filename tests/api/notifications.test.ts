// E-mail preferences and unsubscribe links, and the weekly summary, through the real gateway on
// PGlite and PostgreSQL. The clock is fixed at Sunday 29 November 2026, 18:00 in Asia/Kolkata (when
// the summary is scheduled), so "the coming week" is Monday 30 November to Sunday 6 December.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_TEXT, NOTIFICATION_MESSAGES } from '@freshmeals/rules/notifications';
import { runWeeklySummary, summaryWeekOf } from '../../schema/notifications/weekly-summary.ts';
import { unsubscribeToken } from '../../schema/notifications/unsubscribe-link.ts';
import { loadPrices, slotPrice } from '../../schema/pricing/prices.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

const SUNDAY_EVENING = '2026-11-29T18:00:00+05:30';
const CODE_SECRET = 'test-code-secret-test-code-secret-0123';
const DAY = 86_400_000;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

const PREFERENCES = 'query { viewer { userId lowCreditEmails weeklySummaryEmails } }';
const SET = `mutation($input: EmailPreferencesInput!) { setEmailPreferences(input: $input) { userId name lowCreditEmails weeklySummaryEmails } }`;
const UNSUBSCRIBE = 'mutation($token: String!) { unsubscribe(token: $token) { preference message } }';

describe.each(dbKinds)('e-mail preferences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const preferencesOf = (id: number) =>
    t.prisma.user.findUniqueOrThrow({ where: { id }, select: { lowCreditEmails: true, weeklySummaryEmails: true } });

  it('are both on for a new customer, who reads them on the viewer', async () => {
    const customer = await createUserAndLogin(t);
    const res = await t.gql(PREFERENCES, {}, { token: customer.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.viewer).toEqual({ userId: customer.id, lowCreditEmails: true, weeklySummaryEmails: true });
  });

  it('a customer turns one off and on again; nothing else changes', async () => {
    const customer = await createUserAndLogin(t, { name: 'Kept Name' });
    const off = await t.gql(SET, { input: { weeklySummaryEmails: false } }, { token: customer.token });
    expect(off.errors).toBeUndefined();
    expect(off.data.setEmailPreferences).toEqual({ userId: customer.id, name: 'Kept Name', lowCreditEmails: true, weeklySummaryEmails: false });
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: true, weeklySummaryEmails: false });

    const both = await t.gql(SET, { input: { lowCreditEmails: false, weeklySummaryEmails: true } }, { token: customer.token });
    expect(both.data.setEmailPreferences).toMatchObject({ lowCreditEmails: false, weeklySummaryEmails: true });
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: false, weeklySummaryEmails: true });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(row).toMatchObject({ name: 'Kept Name', email: customer.email, role: 'customer', creditPaise: 0, isDisabled: false });
  });

  it('refuses input that is not a boolean, or names nothing, and changes nothing', async () => {
    const customer = await createUserAndLogin(t);
    const empty = await t.gql(SET, { input: {} }, { token: customer.token });
    expect(empty.errors?.[0]).toMatchObject({ message: NOTIFICATION_MESSAGES.nothingToChange, extensions: { code: 'BAD_USER_INPUT' } });
    const nulls = await t.gql(SET, { input: { lowCreditEmails: null } }, { token: customer.token });
    expect(nulls.errors?.[0]?.message).toBe(NOTIFICATION_MESSAGES.nothingToChange);
    const text = await t.gql(SET, { input: { lowCreditEmails: 'no' } }, { token: customer.token });
    expect(text.errors?.[0]).toMatchObject({ message: 'lowCreditEmails must be true or false', extensions: { code: 'BAD_USER_INPUT' } });
    const other = await t.gql(SET, { input: { lowCreditEmails: false, role: 'admin' } }, { token: customer.token });
    expect(other.errors?.[0]?.message).toMatch(/role/);
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: true, weeklySummaryEmails: true });
  });

  it('a visitor may neither read nor set them; an admin reads a customer\'s, another customer does not', async () => {
    const customer = await createUserAndLogin(t);
    const visitor = await t.gql(SET, { input: { lowCreditEmails: false } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PREFERENCES)).data.viewer).toBeNull();

    const NODE = 'query($id: ID!) { node(id: $id) { ... on User { lowCreditEmails weeklySummaryEmails } } }';
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const asAdmin = await t.gql(NODE, { id: customer.globalId }, { token: admin.token });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.node).toEqual({ lowCreditEmails: true, weeklySummaryEmails: true });
    const stranger = await createUserAndLogin(t);
    const asStranger = await t.gql(NODE, { id: customer.globalId }, { token: stranger.token });
    expect(asStranger.data?.node ?? null).toBeNull();

    // An admin's setEmailPreferences is their own: the customer's stay.
    await t.gql(SET, { input: { lowCreditEmails: false } }, { token: admin.token });
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: true, weeklySummaryEmails: true });
    expect(await preferencesOf(admin.id)).toEqual({ lowCreditEmails: false, weeklySummaryEmails: true });
  });

  it('unsubscribe with a good token turns off that one preference, without signing in', async () => {
    const customer = await createUserAndLogin(t);
    const res = await t.gql(UNSUBSCRIBE, { token: unsubscribeToken(CODE_SECRET, customer.id, 'weekly_summary') });
    expect(res.errors).toBeUndefined();
    expect(res.data.unsubscribe).toEqual({ preference: 'weekly_summary', message: EMAIL_PREFERENCE_TEXT.weekly_summary.stopped });
    expect(res.data.unsubscribe.message).toBe('You will no longer get the weekly summary. You can turn it back on from your account page.');
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: true, weeklySummaryEmails: false });
    // The link does not expire and may be used again.
    t.clock.advance(400 * DAY);
    expect((await t.gql(UNSUBSCRIBE, { token: unsubscribeToken(CODE_SECRET, customer.id, 'weekly_summary') })).errors).toBeUndefined();

    const low = await t.gql(UNSUBSCRIBE, { token: unsubscribeToken(CODE_SECRET, customer.id, 'low_credit') });
    expect(low.data.unsubscribe.preference).toBe('low_credit');
    expect(await preferencesOf(customer.id)).toEqual({ lowCreditEmails: false, weeklySummaryEmails: false });
  });

  it('a tampered token, or one made for another user or another e-mail, is refused and changes nothing', async () => {
    const asha = await createUserAndLogin(t);
    const ravi = await createUserAndLogin(t);
    const good = unsubscribeToken(CODE_SECRET, asha.id, 'low_credit');
    const [, , signature] = good.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tokens = [
      `${asha.id}.low_credit.${flipped}`,
      // Asha's signature on Ravi's id, and on the other e-mail.
      `${ravi.id}.low_credit.${signature}`,
      `${asha.id}.weekly_summary.${signature}`,
      // Signed with another secret.
      unsubscribeToken('another-secret-another-secret-0123456', asha.id, 'low_credit'),
      `${asha.id}.low_credit`,
      `${asha.id}.everything.${signature}`,
      '',
      'x'.repeat(500),
    ];
    for (const token of tokens) {
      const res = await t.gql(UNSUBSCRIBE, { token });
      expect(res.errors?.[0], token).toMatchObject({ message: NOTIFICATION_MESSAGES.badLink, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // A well-signed token of a user that is gone.
    const gone = await createUserAndLogin(t);
    await t.prisma.user.delete({ where: { id: gone.id } });
    expect((await t.gql(UNSUBSCRIBE, { token: unsubscribeToken(CODE_SECRET, gone.id, 'low_credit') })).errors?.[0]?.message).toBe(NOTIFICATION_MESSAGES.badLink);
    for (const user of [asha, ravi]) expect(await preferencesOf(user.id)).toEqual({ lowCreditEmails: true, weeklySummaryEmails: true });
  });
});

describe.each(dbKinds)('the weekly summary on %s', (kind) => {
  let t: TestApp;
  let seq = 0;

  function setNow(iso: string) {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => setNow(SUNDAY_EVENING));
  afterAll(async () => {
    await t?.close();
  });

  /** Lunch (veg, 13:00) every day and dinner (chicken with a drink, 19:00) on Thursdays. */
  const ROUTINE = [
    ...DAYS.map((weekday) => ({ weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const, drinks: false })),
    { weekday: 'thursday' as const, meal: 'dinner' as const, hour: 19, type: 'chicken' as const, drinks: true },
  ];

  async function customer(creditPaise: number, opts: { routine?: boolean; disabled?: boolean; verified?: boolean; summary?: boolean } = {}) {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: {
        name: `Weekly ${n}`,
        email: `weekly.${kind}.${n}@example.com`,
        phone: '9876500000',
        role: 'customer',
        emailVerified: opts.verified ?? true,
        isDisabled: opts.disabled ?? false,
        weeklySummaryEmails: opts.summary ?? true,
        creditPaise,
      },
    });
    if (opts.routine !== false) await t.prisma.routineSlot.createMany({ data: ROUTINE.map((slot) => ({ userId: user.id, ...slot })) });
    return user;
  }

  const summaries = (to: string) => t.prisma.emailOutbox.findMany({ where: { to, tag: 'weekly-summary' }, orderBy: { id: 'asc' } });

  async function runJob() {
    await t.app.jobs.add('weekly-summary');
    await t.app.settled();
  }

  it('is about the Monday-to-Sunday week after today, whichever day it runs', () => {
    expect(summaryWeekOf(new Date(SUNDAY_EVENING), 'Asia/Kolkata')).toBe('2026-11-30');
    expect(summaryWeekOf(new Date('2026-11-30T00:10:00+05:30'), 'Asia/Kolkata')).toBe('2026-12-07');
    expect(summaryWeekOf(new Date('2026-12-05T12:00:00+05:30'), 'Asia/Kolkata')).toBe('2026-12-07');
  });

  it("lists the week day by day: dishes from the menu, skipped and paused meals, the total against the credit", async () => {
    const prices = await loadPrices(t.prisma);
    const lunch = slotPrice({ type: 'veg', proteinMultiplier: 0, snacks: false, drinks: false }, prices);
    const dinner = slotPrice({ type: 'chicken', proteinMultiplier: 0, snacks: false, drinks: true }, prices);
    // Seven lunches and a dinner, less Tuesday's skipped lunch and the paused weekend's two.
    const toPay = 4 * lunch + dinner;
    const short = await customer(toPay - 10_000);
    const covered = await customer(toPay + 5_000);

    const category = await t.prisma.dishCategory.create({ data: { name: `Weekly ${kind}`, nameKey: `weekly ${kind}` } });
    const rajma = await t.prisma.dish.create({ data: { name: 'Rajma Rice', description: 'Rajma', type: 'veg', categoryId: category.id } });
    const butter = await t.prisma.dish.create({ data: { name: 'Butter Chicken', description: 'Chicken', type: 'chicken', categoryId: category.id } });
    const week = new Date('2026-11-30T00:00:00.000Z');
    await t.prisma.menuItem.createMany({
      data: [
        { weekStart: week, weekday: 'monday', meal: 'lunch', type: 'veg', dishId: rajma.id },
        { weekStart: week, weekday: 'thursday', meal: 'dinner', type: 'chicken', dishId: butter.id },
        // This week's menu is not the coming week's.
        { weekStart: new Date('2026-11-23T00:00:00.000Z'), weekday: 'wednesday', meal: 'lunch', type: 'veg', dishId: rajma.id },
      ],
    });
    for (const user of [short, covered]) {
      await t.prisma.skip.create({ data: { userId: user.id, date: new Date('2026-12-01T00:00:00.000Z'), meal: 'lunch' } });
      const pause = await t.prisma.pause.create({
        data: { userId: user.id, fromDate: new Date('2026-12-05T00:00:00.000Z'), toDate: new Date('2026-12-06T00:00:00.000Z') },
      });
      await t.prisma.skip.createMany({
        data: ['2026-12-05', '2026-12-06'].map((date) => ({ userId: user.id, date: new Date(`${date}T00:00:00.000Z`), meal: 'lunch' as const, pauseId: pause.id })),
      });
    }

    await runJob();
    const [mail] = await summaries(short.email);
    expect(mail).toMatchObject({ subject: 'FreshMeals: your meals from Mon, 30 Nov to Sun, 6 Dec', status: 'local' });
    const text = mail!.text;
    const day = (title: string) => text.slice(text.indexOf(`\n${title}\n`) + 1).split('\n\n')[0];
    expect(text).toContain(`Hi ${short.name},`);
    expect(text).toContain('Here are your meals for the coming week, Monday, 30 November 2026 to Sunday, 6 December 2026.');
    expect(day('Monday, 30 November 2026')).toBe(`Monday, 30 November 2026\n- Lunch at 13:00 (veg): Rajma Rice, ${inr(lunch)}`);
    expect(day('Tuesday, 1 December 2026')).toBe('Tuesday, 1 December 2026\n- Lunch at 13:00 (veg): skipped, not charged');
    expect(day('Wednesday, 2 December 2026')).toBe(`Wednesday, 2 December 2026\n- Lunch at 13:00 (veg): dish not on the menu yet, ${inr(lunch)}`);
    expect(day('Thursday, 3 December 2026')).toBe(
      `Thursday, 3 December 2026\n- Lunch at 13:00 (veg): dish not on the menu yet, ${inr(lunch)}\n- Dinner at 19:00 (chicken, with a drink): Butter Chicken, ${inr(dinner)}`,
    );
    expect(day('Saturday, 5 December 2026')).toBe('Saturday, 5 December 2026\n- Lunch at 13:00 (veg): paused, not charged');
    expect(day('Sunday, 6 December 2026')).toBe('Sunday, 6 December 2026\n- Lunch at 13:00 (veg): paused, not charged');
    expect(text).toContain(`This week's meals come to ${inr(toPay)} and your credit is ${inr(toPay - 10_000)}: add ${inr(10_000)} to cover them all.`);
    expect(text).toContain('Skip a meal, pause deliveries or add credit on your account page: http://localhost:4000/account');
    expect(mail!.html).toContain('<p>- Lunch at 13:00 (veg): skipped, not charged</p>');

    // It closes with this customer's own unsubscribe link, which is also its List-Unsubscribe.
    const link = text.match(/Unsubscribe: (\S+)/)?.[1];
    expect(link).toBe(mail!.unsubscribeUrl);
    expect(link).toMatch(/^http:\/\/localhost:4000\/unsubscribe\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    expect(token).toBe(unsubscribeToken(CODE_SECRET, short.id, 'weekly_summary'));

    const [coveredMail] = await summaries(covered.email);
    expect(coveredMail!.text).toContain(`This week's meals come to ${inr(toPay)}, and your credit of ${inr(toPay + 5_000)} covers them.`);
    expect(coveredMail!.text).not.toContain('add ₹');
    await t.prisma.menuItem.deleteMany({ where: { dish: { categoryId: category.id } } });
  });

  it('goes once per customer per week, however often or on however many gateways the job runs', async () => {
    const once = await customer(50_000);
    await runJob();
    await runJob();
    const deps = { prisma: t.prisma, mailer: t.app.services.mailer, now: t.clock.now(), timeZone: 'Asia/Kolkata', publicUrl: 'http://localhost:4000', codeSecret: CODE_SECRET };
    const [a, b] = await Promise.all([runWeeklySummary(deps), runWeeklySummary(deps)]);
    expect(a + b).toBe(0);
    expect(await summaries(once.email)).toHaveLength(1);

    // Two gateways at once, for a customer nobody has e-mailed this week yet: one e-mail.
    const fresh = await customer(50_000);
    const [c, d] = await Promise.all([runWeeklySummary(deps), runWeeklySummary(deps)]);
    expect(c + d).toBeGreaterThanOrEqual(1);
    expect(await summaries(fresh.email)).toHaveLength(1);

    // A week later: the next week's summary.
    t.clock.advance(7 * DAY);
    await runJob();
    const mails = await summaries(once.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('FreshMeals: your meals from Mon, 7 Dec to Sun, 13 Dec');
  });

  it('runs at once on POST /dev/jobs/weekly-summary in embedded development (the browser tests use it)', async () => {
    const user = await customer(50_000);
    const res = await t.app.fetch('http://localhost/dev/jobs/weekly-summary', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await summaries(user.email)).toHaveLength(1);
    expect((await t.app.fetch('http://localhost/dev/jobs/no-such-job', { method: 'POST' })).status).toBe(404);
  });

  it('is not sent to customers who turned it off, are disabled or unverified, or have no routine', async () => {
    const users = [
      await customer(0, { summary: false }),
      await customer(0, { disabled: true }),
      await customer(0, { verified: false }),
      await customer(0, { routine: false }),
    ];
    const staff = await t.prisma.user.create({ data: { name: 'Kitchen', email: `weekly.${kind}.kitchen@example.com`, phone: '9876500000', role: 'kitchen', emailVerified: true } });
    await t.prisma.routineSlot.create({ data: { userId: staff.id, weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg' } });
    await runJob();
    for (const user of [...users, staff]) expect(await summaries(user.email)).toHaveLength(0);

    // Turned back on, the summary comes with the next run.
    await t.prisma.user.update({ where: { id: users[0]!.id }, data: { weeklySummaryEmails: true } });
    await runJob();
    expect(await summaries(users[0]!.email)).toHaveLength(1);
  });
});
