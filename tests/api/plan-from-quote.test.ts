// Starting a plan from a quote: the plans page's choices sent with a sign-up become, once the
// address is verified, the account's proposed plan (a routine of every chosen meal on every day);
// confirming it sets the routine through the routine's own rules (a meal the change cut-off has
// closed is left out and named); 'Not now' forgets it. On PGlite and PostgreSQL, at a fixed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages } from '@freshmeals/rules/enquiry';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const SIGNUP = 'mutation ($input: SignupInput!) { signup(input: $input) { message } }';
const VERIFY = 'mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
const PROPOSED = '{ viewer { proposedPlan { plan meals duration addons summary slots { weekday meal hour type proteinMultiplier } } } }';
const CONFIRM = 'mutation { confirmProposedPlan { leftOut duration routine { slots { weekday meal hour type proteinMultiplier } } } }';
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

  async function signUpAndSignIn(plan?: Record<string, unknown>) {
    const email = `quote.${kind}.${n++}@example.com`;
    const signup = await t.gql(SIGNUP, { input: { name: 'Meera Das', email, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, plan } });
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
    expect(confirmed.data.confirmProposedPlan.leftOut).toEqual(['Thursday lunch', 'Thursday dinner']);
    expect(confirmed.data.confirmProposedPlan.duration).toBe(28);
    const slots = confirmed.data.confirmProposedPlan.routine.slots;
    expect(slots).toHaveLength(12);
    expect(slots.some((slot: { weekday: string }) => slot.weekday === 'thursday')).toBe(false);
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
});
