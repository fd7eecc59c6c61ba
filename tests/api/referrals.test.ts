// Referrals, against the real gateway on PGlite and PostgreSQL: a customer's link code is theirs
// and stays the same; a visitor who signs up through it (in the browser that signed up) becomes
// their referral when the address is verified; when that customer's first top-up is paid, both get
// the admin's referral credit (default ₹200) once, with a receipt e-mail each, even when two first
// payments are paid at the same moment; a code that is no customer's is refused and creates
// nothing; the admins set the credit (0 turns referrals off). The REST routes answer the same.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '@freshmeals/rules/referrals';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const SIGNUP = 'mutation ($input: SignupInput!) { signup(input: $input) { message } }';
const VERIFY = 'mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken user { userId } } }';
const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId } }';
const MINE = '{ myReferrals { code joined { name joinedAt creditedAt credit } } }';
const INVITE = 'query ($code: String!) { referralInvite(code: $code) { code credit } }';
const PROGRAMME = '{ referralProgramme { credit active } }';
const UPDATE = 'mutation ($credit: Int!) { updateReferralProgramme(input: { credit: $credit }) { credit active } }';
const PASSWORD = 'Secret@123';

describe.each(dbKinds)('referrals on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    // The first-month offer is beside the point here: top-ups cost what they add.
    const off = await t.gql(
      'mutation { updateFirstMonthOffer(input: { percent: 20, maxDiscount: 2000, active: false, title: "T", description: "D", badge: "B" }) { active } }',
      {},
      { token: admin.token },
    );
    expect(off.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    expect((await t.gql(UPDATE, { credit: 200 }, { token: admin.token })).errors).toBeUndefined();
  });

  const balance = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditPaise;
  const codeOf = async (user: TestUser) => (await t.gql(MINE, {}, { token: user.token })).data.myReferrals.code as string;
  const post = (path: string, form: Record<string, string>) =>
    t.app.fetch(`http://localhost${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  /** Pays the order through the local test checkout, following its redirect to the callback. */
  async function pay(orderId: string) {
    const pressed = await post('/payments/test-checkout', { order_id: orderId, outcome: 'pay' });
    const back = await t.app.fetch(new URL(pressed.headers.get('location')!, 'http://localhost').toString(), { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('/account?topup=paid');
  }

  async function topUp(token: string, amount = 1000) {
    const started = await t.gql(START, { input: { amount } }, { token });
    expect(started.errors).toBeUndefined();
    return started.data.startTopUp.orderId as string;
  }

  /** Signs up (through `referralCode` if given), verifies in the same browser, and signs in. */
  async function signUpThrough(referralCode: string | undefined, opts: { sameBrowser?: boolean } = {}) {
    const i = n++;
    const email = `referred.${kind}.${i}@example.com`;
    const name = `Friend ${i}`;
    const ip = `10.9.${i >> 8}.${i & 255}`;
    const signup = await t.gql(SIGNUP, { input: { name, email, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD, referralCode } }, { ip });
    expect(signup.errors).toBeUndefined();
    const code = await t.latestCode(email);
    const cookie = signup.setCookies.find((c) => c.startsWith('signup_ticket='))!.split(';')[0];
    const verify =
      opts.sameBrowser === false
        ? await t.gql(VERIFY, { input: { email, code, password: PASSWORD, confirmPassword: PASSWORD } }, { ip })
        : await t.gql(VERIFY, { input: { email, code } }, { cookie, ip });
    expect(verify.errors).toBeUndefined();
    const login = await t.gql(LOGIN, { input: { email, password: PASSWORD } }, { ip });
    expect(login.errors).toBeUndefined();
    return { id: login.data.login.user.userId as number, email, name, token: login.data.login.accessToken as string };
  }

  it("a customer's link code is theirs, the same each time, read only by them; staff have none", async () => {
    const customer = await createUserAndLogin(t);
    const code = await codeOf(customer);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(await codeOf(customer)).toBe(code);
    expect(await codeOf(await createUserAndLogin(t))).not.toBe(code);
    expect(await codeOf(admin)).toBeNull();
    // An admin reads who joined through a customer's link; another customer does not.
    const byAdmin = await t.gql('query ($id: ID!) { node(id: $id) { ... on User { referrals { name } } } }', { id: customer.globalId }, { token: admin.token });
    expect(byAdmin.data.node).toEqual({ referrals: [] });
    const other = await createUserAndLogin(t);
    const byOther = await t.gql('query ($id: ID!) { node(id: $id) { ... on User { referrals { name } } } }', { id: customer.globalId }, { token: other.token });
    expect(byOther.data?.node ?? null).toBeNull();

    // Anyone may ask whether a code is good (any case), and what it promises.
    expect((await t.gql(INVITE, { code: code.toLowerCase() })).data.referralInvite).toEqual({ code, credit: 200 });
    expect((await t.gql(INVITE, { code: 'ABCDEFGH' })).data.referralInvite).toBeNull();
    expect((await t.gql(INVITE, { code: 'not a code' })).data.referralInvite).toBeNull();
    expect(await t.rest('GET', `/referrals/${code}`)).toMatchObject({ status: 200, body: { invite: { code, credit: 200 } } });
    expect((await t.gql(PROGRAMME)).data.referralProgramme).toEqual({ credit: 200, active: true });
  });

  it("signing up through a link makes its customer the referrer; the first paid top-up credits both ₹200 once, with a receipt each", async () => {
    const referrer = await createUserAndLogin(t, { name: 'Asha Rao' });
    const friend = await signUpThrough(await codeOf(referrer));
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: friend.id } })).referredById).toBe(referrer.id);
    const waiting = (await t.gql(MINE, {}, { token: referrer.token })).data.myReferrals.joined;
    expect(waiting).toEqual([{ name: friend.name, joinedAt: expect.any(String), creditedAt: null, credit: null }]);

    await pay(await topUp(friend.token, 1000));
    expect(await balance(friend.id)).toBe(100_000 + 20_000);
    expect(await balance(referrer.id)).toBe(20_000);
    const notes = await t.prisma.creditTransaction.findMany({ where: { userId: { in: [friend.id, referrer.id] }, paymentMethod: 'exempted' }, orderBy: { userId: 'asc' } });
    expect(notes.map((row) => [row.userId, row.amountPaise, row.note])).toEqual([
      [referrer.id, 20_000, `Referral credit: ${friend.name} joined through your link`],
      [friend.id, 20_000, 'Referral credit: you joined through Asha Rao\'s link'],
    ].sort((a, b) => (a[0] as number) - (b[0] as number)));
    await t.settled();
    for (const email of [friend.email, referrer.email]) {
      const receipts = await t.prisma.emailOutbox.findMany({ where: { to: email, text: { contains: 'complimentary credit: Referral credit' } } });
      expect(receipts.map((mail) => mail.subject)).toEqual(['FreshMeals: ₹200.00 added to your credit']);
    }
    const credited = (await t.gql(MINE, {}, { token: referrer.token })).data.myReferrals.joined;
    expect(credited).toEqual([{ name: friend.name, joinedAt: expect.any(String), creditedAt: expect.any(String), credit: 200 }]);

    // A second top-up is not a first one: nothing more.
    await pay(await topUp(friend.token, 500));
    expect(await balance(friend.id)).toBe(150_000 + 20_000);
    expect(await balance(referrer.id)).toBe(20_000);
    expect(await t.prisma.referralReward.count({ where: { referredId: friend.id } })).toBe(1);

    // REST: the referrer's code and who joined.
    const rest = await t.rest('GET', '/me/referrals', undefined, { token: referrer.token });
    expect(rest).toMatchObject({ status: 200, body: { code: await codeOf(referrer), programme: { credit: 200, active: true }, joined: [{ name: friend.name, credit: 200 }] } });
  });

  it('two first top-ups paid at the same moment credit the referral once', async () => {
    const referrer = await createUserAndLogin(t);
    const friend = await signUpThrough(await codeOf(referrer));
    const orders = [await topUp(friend.token, 600), await topUp(friend.token, 700)];
    await Promise.all(orders.map(pay));
    expect(await balance(friend.id)).toBe(60_000 + 70_000 + 20_000);
    expect(await balance(referrer.id)).toBe(20_000);
    expect(await t.prisma.referralReward.count({ where: { referrerId: referrer.id } })).toBe(1);
  });

  it("a code that is no customer's is refused and creates nothing; a verification outside the sign-up's browser takes no referrer", async () => {
    const email = `nobody.${kind}@example.com`;
    const input = { name: 'Nobody', email, phone: '9876501234', password: PASSWORD, confirmPassword: PASSWORD };
    for (const referralCode of ['ABCDEFGH', 'short']) {
      const refused = await t.gql(SIGNUP, { input: { ...input, referralCode } }, { ip: '10.8.0.1' });
      expect(refused.errors?.[0]).toMatchObject({ message: REFERRAL_MESSAGES.invalid, extensions: { code: 'BAD_USER_INPUT', field: 'referralCode' } });
    }
    // A disabled customer's link no longer works.
    const gone = await createUserAndLogin(t);
    const goneCode = await codeOf(gone);
    await t.prisma.user.update({ where: { id: gone.id }, data: { isDisabled: true } });
    const refused = await t.rest('POST', '/auth/signup', { ...input, referralCode: goneCode }, { ip: '10.8.0.2' });
    expect(refused).toMatchObject({ status: 400, body: { message: REFERRAL_MESSAGES.invalid } });
    await t.settled();
    expect(await t.prisma.user.findUnique({ where: { email } })).toBeNull();

    // The code was the sign-up's browser's choice: typed elsewhere, the e-mailed code binds no referrer.
    const referrer = await createUserAndLogin(t);
    const friend = await signUpThrough(await codeOf(referrer), { sameBrowser: false });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: friend.id } })).referredById).toBeNull();

    // REST sign-up carries the code.
    const restEmail = `rest.${kind}@example.com`;
    const viaRest = await t.rest('POST', '/auth/signup', { ...input, email: restEmail, referralCode: (await codeOf(referrer)).toLowerCase() }, { ip: '10.8.0.3' });
    expect(viaRest.status).toBe(200);
    await t.settled();
    const pending = await t.prisma.emailCode.findFirstOrThrow({ where: { user: { email: restEmail } } });
    expect(pending.signupReferrerId).toBe(referrer.id);
  });

  it('admins set the credit: a referral takes the credit of the moment it is paid, and 0 turns referrals off', async () => {
    const customer = await createUserAndLogin(t);
    for (const credit of [-1, 5001]) {
      const bad = await t.gql(UPDATE, { credit }, { token: admin.token });
      expect(bad.errors?.[0]).toMatchObject({ message: REFERRAL_MESSAGES.credit });
    }
    expect((await t.gql(UPDATE, { credit: 350 }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { credit: 350 }, { token: admin.token })).data.updateReferralProgramme).toEqual({ credit: 350, active: true });
    expect(await t.prisma.auditEntry.count({ where: { action: 'settings.update', subject: 'Referral credit' } })).toBeGreaterThan(0);

    const referrer = await createUserAndLogin(t);
    const friend = await signUpThrough(await codeOf(referrer));
    await pay(await topUp(friend.token, 500));
    expect(await balance(referrer.id)).toBe(35_000);

    const rest = await t.rest('PUT', '/admin/referrals', { credit: 0 }, { token: admin.token });
    expect(rest).toMatchObject({ status: 200, body: { programme: { credit: 0, active: false }, message: 'Referral credit saved' } });
    expect((await t.rest('PUT', '/admin/referrals', { credit: 2.5 }, { token: admin.token })).body).toMatchObject({ message: REFERRAL_MESSAGES.credit });
    const later = await signUpThrough(await codeOf(referrer));
    await pay(await topUp(later.token, 500));
    expect(await balance(referrer.id)).toBe(35_000);
    expect(await balance(later.id)).toBe(50_000);
  });
});
