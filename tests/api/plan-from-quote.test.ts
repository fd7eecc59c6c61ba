// Starting a plan from a quote: the plans page's choices sent with a sign-up become, once the
// address is verified, the account's proposed plan (a routine of every chosen meal on every day);
// confirming it sets the routine through the routine's own rules (a meal the change cut-off has
// closed is left out and named); 'Not now' forgets it. Each add-on is either a routine extra or
// named with why not; the proposal is priced as routines are charged. The PIN code the sign-up gave
// becomes the account's first address with the verification. On PGlite and PostgreSQL, at a fixed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages } from '@freshmeals/rules/enquiry';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const SIGNUP = 'mutation ($input: SignupInput!) { signup(input: $input) { message } }';
const VERIFY = 'mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
const PROPOSED = '{ viewer { proposedPlan { plan meals duration addons summary slots { weekday meal hour type proteinMultiplier } } } }';
const PRICED = '{ viewer { proposedPlan { duration weekPrice durationPrice addonResults { addon applied note } } } }';
const ADDRESSES = '{ viewer { addresses { label line1 city pin isDefault complete } } }';
const CONFIRM = 'mutation { confirmProposedPlan { firstMealDate duration routine { slots { weekday meal hour type proteinMultiplier } } } }';
// A Thursday, 08:00 in India: with the 12-hour change cut-off, Thursday's lunch and dinner are closed.
const THURSDAY_8AM = new Date('2026-11-26T02:30:00.000Z');
const PASSWORD = 'Secret@123';

describe.each(dbKinds)('a plan from a quote on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: THURSDAY_8AM });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signUpAndSignIn(plan?: Record<string, unknown>, pin?: string) {
    const email = `quote.${kind}.${n++}@example.com`;
    const signup = await t.gql(SIGNUP, { input: { name: 'Meera Das', email, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, plan, pin } });
    expect(signup.errors).toBeUndefined();
    const code = await t.latestCode(email);
    // In the browser that signed up: its ticket carries the sign-up's plan over.
    const cookie = signup.setCookies.find((c) => c.startsWith('signup_ticket='))!.split(';')[0];
    expect((await t.gql(VERIFY, { input: { email, code } }, { cookie })).errors).toBeUndefined();
    const login = await t.gql(LOGIN, { input: { email, password: PASSWORD } });
    return { email, token: login.data.login.accessToken as string };
  }

  it("proposes the quote's plan as a routine once the address is verified; setting it is setting the routine", async () => {
    const { token } = await signUpAndSignIn({ plan: 'eggPlan', meals: ['dinner', 'lunch'], duration: 28, addons: ['Paneer'] });
    const { data, errors } = await t.gql(PROPOSED, {}, { token });
    expect(errors).toBeUndefined();
    const proposed = data.viewer.proposedPlan;
    expect(proposed).toMatchObject({
      plan: 'eggPlan',
      meals: ['lunch', 'dinner'],
      duration: 28,
      addons: ['Paneer'],
      summary: 'Egg plan: lunch and dinner every day, for 28 days, with Paneer',
    });
    expect(proposed.slots).toHaveLength(14);
    expect(proposed.slots[0]).toEqual({ weekday: 'monday', meal: 'lunch', hour: 13, type: 'egg', proteinMultiplier: 1 });
    expect(proposed.slots[1]).toEqual({ weekday: 'monday', meal: 'dinner', hour: 20, type: 'egg', proteinMultiplier: 1 });

    const confirmed = await t.gql(CONFIRM, {}, { token });
    expect(confirmed.errors).toBeUndefined();
    // Every meal of the plan is set; at 08:00 today's lunch (cut-off 10:00) is the first it reaches.
    expect(confirmed.data.confirmProposedPlan.firstMealDate).toBe('2026-11-26');
    expect(confirmed.data.confirmProposedPlan.duration).toBe(28);
    const slots = confirmed.data.confirmProposedPlan.routine.slots;
    expect(slots).toHaveLength(14);
    expect(slots).toContainEqual({ weekday: 'thursday', meal: 'lunch', hour: 13, type: 'egg', proteinMultiplier: 1 });
    expect(slots).toContainEqual({ weekday: 'friday', meal: 'lunch', hour: 13, type: 'egg', proteinMultiplier: 1 });
    // Confirmed: no more proposal, and no second confirmation.
    expect((await t.gql(PROPOSED, {}, { token })).data.viewer.proposedPlan).toBeNull();
    expect((await t.gql(CONFIRM, {}, { token })).errors?.[0]).toMatchObject({ message: 'There is no proposed plan to confirm.', extensions: { code: 'CONFLICT' } });
  });

  it("'Not now' forgets the proposal and sets nothing", async () => {
    const { email, token } = await signUpAndSignIn({ plan: 'vegPlan', meals: ['breakfast'], duration: 14 });
    const dismissed = await t.gql('mutation { dismissProposedPlan { proposedPlan { plan } } }', {}, { token });
    expect(dismissed.data.dismissProposedPlan.proposedPlan).toBeNull();
    expect((await t.gql(PROPOSED, {}, { token })).data.viewer.proposedPlan).toBeNull();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email }, include: { routineSlots: true } });
    expect(user.routineSlots).toEqual([]);
  });

  it('without a plan there is no proposal; a plan that breaks the plan form rules is refused with its message', async () => {
    const { token } = await signUpAndSignIn();
    expect((await t.gql(PROPOSED, {}, { token })).data.viewer.proposedPlan).toBeNull();
    const bad = await t.gql(SIGNUP, {
      input: { name: 'Meera Das', email: `bad.${kind}@example.com`, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, plan: { plan: 'vegPlan', meals: ['lunch'], duration: 30 } },
    });
    expect(bad.errors?.[0]).toMatchObject({ message: enquiryMessages.invalidDuration, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.prisma.user.count({ where: { email: `bad.${kind}@example.com` } })).toBe(0);
  });

  it("carries the duration and every add-on: Paneer becomes a 20 g portion, Egg is named with why not; priced as routines are", async () => {
    const { token } = await signUpAndSignIn({ plan: 'eggPlan', meals: ['lunch'], duration: 14, addons: ['Egg', 'Paneer'] });
    // Priced from the table as it stands (not the defaults): an egg meal ₹165, a portion ₹45.
    for (const [key, amountPaise] of [['egg', 16_500], ['protein_portion', 4_500]] as const)
      await t.prisma.price.upsert({ where: { key }, create: { key, amountPaise }, update: { amountPaise } });
    const { data, errors } = await t.gql(PRICED, {}, { token });
    expect(errors).toBeUndefined();
    const proposed = data.viewer.proposedPlan;
    expect(proposed.duration).toBe(14);
    expect(proposed.addonResults).toEqual([
      { addon: 'Paneer', applied: true, note: 'Paneer add-on (+18 g protein): added as one 20 g protein portion to each meal.' },
      { addon: 'Egg', applied: false, note: 'Egg add-on (+12 g protein): not available as a routine extra, which comes in 20 g protein portions.' },
    ]);
    // One egg lunch a day with one extra portion (Paneer's; Egg's 12 g is not turned into 20 g).
    const mealPaise = 16_500 + 4_500;
    expect(proposed.weekPrice).toBe((7 * mealPaise) / 100);
    expect(proposed.durationPrice).toBe((14 * mealPaise) / 100);
    // The routine it sets is the one priced, and 'Add credit' offers that price for the 14 days.
    const confirmed = await t.gql(CONFIRM, {}, { token });
    expect(confirmed.data.confirmProposedPlan.duration).toBe(14);
    expect(new Set(confirmed.data.confirmProposedPlan.routine.slots.map((slot: { proteinMultiplier: number }) => slot.proteinMultiplier))).toEqual(new Set([1]));
    const options = await t.gql('{ topUpOptions { packs { pack amount } } }', {}, { token });
    const pack14 = options.data.topUpOptions.packs.find((pack: { pack: string }) => pack.pack === 'days_14');
    // Every lunch of the plan is in the routine (today's from today, before its cut-off): the pack is the plan's price.
    expect(pack14.amount).toBe(proposed.durationPrice);
  });

  it('saves the PIN code the sign-up gave as the first, default address, to be completed', async () => {
    const { email, token } = await signUpAndSignIn({ plan: 'vegPlan', meals: ['lunch'], duration: 28 }, '560 038');
    const { data, errors } = await t.gql(ADDRESSES, {}, { token });
    expect(errors).toBeUndefined();
    expect(data.viewer.addresses).toEqual([{ label: 'Home', line1: '', city: '', pin: '560038', isDefault: true, complete: false }]);
    // Completing it is an ordinary address update, with the address rules.
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email }, include: { addresses: true } });
    const update = await t.gql(
      'mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { line1 city pin complete } }',
      { id: String(user.addresses[0]!.id), input: { label: 'Home', line1: '14, 2nd Cross', city: 'Bengaluru', pin: '560038' } },
      { token },
    );
    expect(update.errors).toBeUndefined();
    expect(update.data.updateAddress).toEqual({ line1: '14, 2nd Cross', city: 'Bengaluru', pin: '560038', complete: true });
  });

  it('saves no address without a PIN, for a verification from another browser, or for a PIN no longer served', async () => {
    const none = await signUpAndSignIn({ plan: 'vegPlan', meals: ['lunch'], duration: 28 });
    expect((await t.gql(ADDRESSES, {}, { token: none.token })).data.viewer.addresses).toEqual([]);

    // Another browser (no sign-up ticket) chooses its password: the sign-up's PIN, like its name, is not taken.
    const email = `quote.${kind}.${n++}@example.com`;
    await t.gql(SIGNUP, { input: { name: 'Meera Das', email, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, pin: '560038' } });
    const verified = await t.gql(VERIFY, { input: { email, code: await t.latestCode(email), password: PASSWORD, confirmPassword: PASSWORD } });
    expect(verified.errors).toBeUndefined();
    expect(await t.prisma.address.count({ where: { user: { email } } })).toBe(0);

    // The service area changed between the sign-up and the verification: the account is verified, with no address.
    const later = `quote.${kind}.${n++}@example.com`;
    const signup = await t.gql(SIGNUP, { input: { name: 'Meera Das', email: later, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, pin: '560038' } });
    expect(signup.errors).toBeUndefined();
    const code = await t.latestCode(later);
    await t.prisma.serviceAreaPin.create({ data: { pin: '110001' } });
    try {
      const cookie = signup.setCookies.find((c) => c.startsWith('signup_ticket='))!.split(';')[0];
      expect((await t.gql(VERIFY, { input: { email: later, code } }, { cookie })).errors).toBeUndefined();
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: later }, include: { addresses: true } });
      expect(user.emailVerified).toBe(true);
      expect(user.addresses).toEqual([]);
    } finally {
      await t.prisma.serviceAreaPin.deleteMany({ where: { pin: '110001' } });
    }
  });
});
