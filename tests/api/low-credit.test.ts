// The daily low-credit check (the 'low-credit-check' job): who is e-mailed, what the e-mail says,
// and that nobody hears it twice in three days however often the check runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_CREDIT_DAYS, LOW_CREDIT_REMINDER_DAYS, lowCreditEmail, runLowCreditCheck, weekCost } from '../../schema/credits/low-credit.ts';
import { loadPrices } from '../../schema/pricing/prices.ts';
import { unsubscribeToken } from '../../schema/notifications/unsubscribe-link.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const DAY = 86_400_000;
const CODE_SECRET = 'test-code-secret-test-code-secret-0123';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe.each(dbKinds)('low-credit check on %s', (kind) => {
  let t: TestApp;
  let seq = 0;
  let week = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A veg lunch every day: a week of it costs seven veg lunches, from the price table.
    week = weekCost(DAYS.map(() => ({ type: 'veg' as const, proteinMultiplier: 0, snacks: false, drinks: false })), await loadPrices(t.prisma));
  });
  afterAll(async () => {
    await t?.close();
  });

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

  it('e-mails a customer whose credit covers fewer than three days of their routine, once in three days', async () => {
    // Just under three days' worth (3/7 of a week), and exactly three days' worth.
    const threeDays = (LOW_CREDIT_DAYS * week) / 7;
    const low = await customer(Math.ceil(threeDays) - 1);
    const enough = await customer(Math.ceil(threeDays));
    const empty = await customer(0);
    const noRoutine = await customer(0, { routine: false });
    const disabled = await customer(0, { disabled: true });
    const unverified = await customer(0, { verified: false });

    await runCheck();
    const [mail] = await lowCreditMails(low.email);
    expect(mail).toMatchObject({ subject: 'FreshMeals: your credit is running low', status: 'local' });
    expect(mail!.text).toContain(`Hi ${low.name},`);
    expect(mail!.text).toContain('covers about 2 days of your meals');
    expect(mail!.text).toContain('http://localhost:4000/account');
    expect(mail!.html).toContain('<p>');
    expect(await lowCreditMails(empty.email)).toHaveLength(1);
    for (const user of [enough, noRoutine, disabled, unverified]) expect(await lowCreditMails(user.email)).toHaveLength(0);

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
    const deps = { prisma: t.prisma, mailer: t.app.services.mailer, now: t.clock.now(), publicUrl: 'http://localhost:4000', codeSecret: CODE_SECRET };
    const [a, b] = await Promise.all([runLowCreditCheck(deps), runLowCreditCheck(deps)]);
    expect(await lowCreditMails(low.email)).toHaveLength(1);
    expect(a + b).toBeGreaterThanOrEqual(1);
  });
});

describe('the low-credit e-mail', () => {
  it('says when the credit does not cover a single day', () => {
    const unsubscribeUrl = 'https://freshmeals.in/unsubscribe?token=7.low_credit.c2ln';
    const mail = lowCreditEmail({ to: 'a@example.com', name: 'Asha', creditPaise: 10_000, weekPaise: 97_300, publicUrl: 'https://freshmeals.in/', unsubscribeUrl });
    expect(mail.text).toContain('Your FreshMeals credit is ₹100.00, which does not cover a day of your meals (a week of your routine costs ₹973.00).');
    expect(mail.text).toContain('Add credit on your account page: https://freshmeals.in/account');
    expect(mail.tag).toBe('low-credit');
    expect(mail.text.split('\n').at(-1)).toBe(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail).toMatchObject({ unsubscribeUrl, secrets: ['7.low_credit.c2ln'] });
  });
});
