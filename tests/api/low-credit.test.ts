// The daily low-credit check (the 'low-credit-check' job): who is e-mailed (credit below the cost of
// their meals of the next three days, as the ledger and the planned meals say), what the e-mail
// says, and that nobody hears it twice in three days however often the check runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_CREDIT_DAYS, LOW_CREDIT_REMINDER_DAYS, daysCovered, lowCreditEmail, runLowCreditCheck } from '../../schema/credits/low-credit.ts';
import { loadPrices, slotPrice } from '../../schema/pricing/prices.ts';
import { unsubscribeToken } from '../../schema/notifications/unsubscribe-link.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const DAY = 86_400_000;
const CODE_SECRET = 'test-code-secret-test-code-secret-0123';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe.each(dbKinds)('low-credit check on %s', (kind) => {
  let t: TestApp;
  let seq = 0;
  let lunch = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A veg lunch every day, at the price table's price.
    lunch = slotPrice({ type: 'veg', proteinMultiplier: 0, snacks: false, drinks: false }, await loadPrices(t.prisma));
  });
  afterAll(async () => {
    await t?.close();
  });

  let admin: string | undefined;
  async function adminToken() {
    if (admin) return admin;
    const user = await t.prisma.user.create({ data: { name: 'Low Admin', email: `low.admin.${kind}@example.com`, phone: '9876500001', role: 'admin', emailVerified: true } });
    admin = await t.app.services.tokens.issue({ id: user.id, role: 'admin' });
    return admin;
  }

  async function customer(creditPaise: number, opts: { routine?: boolean; disabled?: boolean; verified?: boolean; warnings?: boolean } = {}) {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: {
        name: `Low ${n}`,
        email: `low.${kind}.${n}@example.com`,
        phone: '9876500000',
        role: 'customer',
        emailVerified: opts.verified ?? true,
        isDisabled: opts.disabled ?? false,
        lowCreditEmails: opts.warnings ?? true,
        creditPaise,
      },
    });
    if (opts.routine !== false) {
      await t.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    }
    return user;
  }

  const lowCreditMails = (to: string) => t.prisma.emailOutbox.findMany({ where: { to, tag: 'low-credit' } });

  /** Runs the job as the schedule would, and waits for it. */
  async function runCheck() {
    await t.app.jobs.add('low-credit-check');
    await t.app.settled();
  }

  it('e-mails a customer whose credit does not cover their meals of the next three days, once in three days', async () => {
    // Just under three lunches' worth, and exactly three.
    const threeDays = LOW_CREDIT_DAYS * lunch;
    const low = await customer(threeDays - 1);
    const enough = await customer(threeDays);
    // Enough for two lunches, but one of the three is skipped: covered.
    const skipper = await customer(2 * lunch);
    const today = (await t.gql('{ summary { today { date } } }', {}, { token: (await adminToken()) })).data.summary.today.date as string;
    const dayAfter = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY);
    await t.prisma.skip.create({ data: { userId: skipper.id, date: dayAfter, meal: 'lunch' } });
    const empty = await customer(0);
    const noRoutine = await customer(0, { routine: false });
    const disabled = await customer(0, { disabled: true });
    const unverified = await customer(0, { verified: false });

    await runCheck();
    const [mail] = await lowCreditMails(low.email);
    expect(mail).toMatchObject({ subject: 'FreshMeals: your credit is running low', status: 'local' });
    expect(mail!.text).toContain(`Hi ${low.name},`);
    expect(mail!.text).toContain(`Your meals of the next 3 days cost ₹${((3 * lunch) / 100).toFixed(2)}, and your credit covers only 2 of them.`);
    expect(mail!.text).toContain('http://localhost:4000/account');
    expect(mail!.html).toContain('<p>');
    expect(await lowCreditMails(empty.email)).toHaveLength(1);
    for (const user of [enough, skipper, noRoutine, disabled, unverified]) expect(await lowCreditMails(user.email)).toHaveLength(0);

    // The check runs again the same day, and again just before three days have passed: nothing new.
    await runCheck();
    t.clock.advance(LOW_CREDIT_REMINDER_DAYS * DAY - 60_000);
    await runCheck();
    expect(await lowCreditMails(low.email)).toHaveLength(1);

    // Three days on, still low: reminded again.
    t.clock.advance(2 * 60_000);
    await runCheck();
    expect(await lowCreditMails(low.email)).toHaveLength(2);
  });

  it('carries an unsubscribe link that turns the warnings off, and is not sent to whoever turned them off', async () => {
    const low = await customer(0);
    const optedOut = await customer(0, { warnings: false });
    await runCheck();
    const [mail] = await lowCreditMails(low.email);
    const link = mail!.text.match(/Unsubscribe: (\S+)/)?.[1];
    expect(link).toBe(`http://localhost:4000/unsubscribe?token=${unsubscribeToken(CODE_SECRET, low.id, 'low_credit')}`);
    // The same link goes out as the List-Unsubscribe header, and in the HTML part.
    expect(mail!.unsubscribeUrl).toBe(link);
    expect(mail!.html).toContain(`Unsubscribe: ${link}`);
    expect(mail!.text).toContain('You get this e-mail because low-credit warnings are on in your e-mail preferences.');
    expect(await lowCreditMails(optedOut.email)).toHaveLength(0);

    // Following the link turns them off: three days on, still low, and no reminder.
    const res = await t.gql('mutation($token: String!) { unsubscribe(token: $token) { preference } }', { token: new URL(link!).searchParams.get('token') });
    expect(res.data.unsubscribe.preference).toBe('low_credit');
    t.clock.advance(LOW_CREDIT_REMINDER_DAYS * DAY + 60_000);
    await runCheck();
    expect(await lowCreditMails(low.email)).toHaveLength(1);
  });

  it('two checks at once (two gateways) e-mail each customer once', async () => {
    const low = await customer(0);
    const deps = { prisma: t.prisma, mailer: t.app.services.mailer, now: t.clock.now(), timeZone: 'Asia/Kolkata', publicUrl: 'http://localhost:4000', codeSecret: CODE_SECRET };
    const [a, b] = await Promise.all([runLowCreditCheck(deps), runLowCreditCheck(deps)]);
    expect(await lowCreditMails(low.email)).toHaveLength(1);
    expect(a + b).toBeGreaterThanOrEqual(1);
  });
});

describe('the low-credit e-mail', () => {
  it('says when the credit does not cover today, and how many days it covers otherwise', () => {
    const unsubscribeUrl = 'https://freshmeals.in/unsubscribe?token=7.low_credit.c2ln';
    const mail = lowCreditEmail({ to: 'a@example.com', name: 'Asha', creditPaise: 10_000, dayCostsPaise: [13_900, 13_900, 13_900], publicUrl: 'https://freshmeals.in/', unsubscribeUrl });
    expect(mail.text).toContain('Your FreshMeals credit is ₹100.00. Your meals of the next 3 days cost ₹417.00, and your credit does not cover today.');
    const today = lowCreditEmail({ to: 'a@example.com', name: 'Asha', creditPaise: 20_000, dayCostsPaise: [13_900, 13_900, 0], publicUrl: 'https://freshmeals.in/', unsubscribeUrl });
    expect(today.text).toContain('Your meals of the next 3 days cost ₹278.00, and your credit covers today only.');
    // Days are paid in order: a day without meals costs nothing, a dear day stops the count.
    expect(daysCovered(20_000, [0, 13_900, 13_900])).toBe(2);
    expect(daysCovered(20_000, [25_000, 0, 0])).toBe(0);
    expect(mail.text).toContain('Add credit on your account page: https://freshmeals.in/account');
    expect(mail.tag).toBe('low-credit');
    expect(mail.text.split('\n').at(-1)).toBe(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail).toMatchObject({ unsubscribeUrl, secrets: ['7.low_credit.c2ln'] });
  });
});
