// Sign-up, e-mail verification and login in a real browser against the gateway: the code is read
// from the dev outbox, the messages are the product's and the server's.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, readAuthStorage, readLatestOutboxCode, shot } from './support';
import { isMobile } from './support/public';

const PASSWORD = 'Fresh#Meals1';

/** An address no earlier run has used. */
function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function fillSignUp(page: Page, values: { name: string; email: string; phone: string; password: string; confirm: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Phone', { exact: true }).fill(values.phone);
  await page.getByLabel('PIN code', { exact: true }).fill('560038');
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(values.confirm);
}

/** Signs up through /sign-up and waits for /verify. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/sign-up');
  await fillSignUp(page, { name, email, phone: uniquePhone(), password: PASSWORD, confirm: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
}

async function readSignupData(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('signup-data'));
  return raw ? JSON.parse(raw) : null;
}

test.describe('sign-up, verify and login', () => {
  test('a new customer signs up, verifies with the mailed code and signs in to their account @phone', async ({
    page,
    request,
  }) => {
    const name = 'Priya Sharma';
    const email = uniqueEmail('signup');

    await page.goto('/sign-up');
    await expect(page).toHaveTitle('Create account – FreshMeals');
    await shot(page, 'sign-up', { fullPage: true });
    await fillSignUp(page, { name, email, phone: uniquePhone(), password: PASSWORD, confirm: PASSWORD });
    await page.getByRole('button', { name: 'Create account' }).click();
    // The loading toast is replaced by the server's message.
    await expect(page.getByText('If this address is new, we sent it a 6-digit verification code.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/verify$/);
    expect(await readSignupData(page)).toEqual({ state: { name, email, codeSentAt: expect.any(Number) }, version: 0 });

    // /verify says where the code went; a code was just sent, so Resend counts down first.
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
    await shot(page, 'verify', { fullPage: true });

    // A wrong code: the server's message.
    const code = await readLatestOutboxCode(request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid or expired code')).toBeVisible();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readSignupData(page)).toBeNull();

    // The verified address is already in the form.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    // /dashboard sends a customer on to their account page.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('₹0.00')).toBeVisible();
    await expect(page).toHaveTitle('My account – FreshMeals');
    await shot(page, 'account', { fullPage: true });

    // The header offers the way back and out too (on a phone, in the menu drawer).
    if (!isMobile(page)) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    }
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing up with the e-mail of an existing account: the same answer, and /verify says a sign-in link went instead @phone', async ({
    page,
    request,
  }) => {
    // An existing, verified account: the demo customer's. (A fresh sign-up would hold the address's
    // 30-second code cooldown, which refuses a second sign-up at once.)
    const email = DEMO_CUSTOMER.email;

    const sentAfter = new Date(Date.now() - 1000);
    await page.goto('/sign-up');
    await fillSignUp(page, { name: 'Someone Else', email, phone: uniquePhone(), password: PASSWORD, confirm: PASSWORD });
    await page.getByRole('button', { name: 'Create account' }).click();
    // The answer a new address gets too: it tells nobody whether the account exists.
    await expect(page.getByText('If this address is new, we sent it a 6-digit verification code. If it already has an account, we e-mailed a sign-in link instead.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText(`If ${email} is new to FreshMeals, we sent it a 6-digit code. Enter it below to activate your account.`)).toBeVisible();
    await expect(page.getByText('Already have an account with this email? Then no code is coming: we e-mailed you a link to sign in instead.')).toBeVisible();
    await shot(page, 'verify-after-sign-up');

    // What the e-mail holds: no code, a link to sign in.
    await expect
      .poll(async () => {
        const messages = (await (await request.get('/dev/outbox')).json()) as Array<{ to: string; subject: string; text: string; createdAt: string }>;
        return messages.find((m) => m.to.includes(email) && new Date(m.createdAt) >= sentAfter)?.subject ?? null;
      })
      .toBe('You already have a FreshMeals account');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the server's message and keeps the visitor on /login", async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await signUp(page, 'Rohan Mehta', email);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in – FreshMeals');
    await shot(page, 'login', { fullPage: true });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await readAuthStorage(page))?.state.accessToken ?? null).toBeNull();
  });

  test('sign-up shows the validation messages under the fields', async ({ page }) => {
    await page.goto('/signup');
    await fillSignUp(page, { name: 'A', email: 'priya@', phone: '98765', password: 'short', confirm: 'other' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'sign-up-errors', { fullPage: true });

    // One rule at a time for the phone and the password.
    await page.getByLabel('Phone', { exact: true }).fill('98765abcde');
    for (const [password, message] of [
      ['secret#123', 'Must contain an uppercase letter'],
      ['SECRET#123', 'Must contain a lowercase letter'],
      ['Secret#abc', 'Must contain a number'],
      ['Secret1234', 'Must contain a special character'],
    ] as const) {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText('Enter a valid 10-digit phone number')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('login shows its validation messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await shot(page, 'login-errors', { fullPage: true });
  });

  test('an unverified user who logs in is sent to /verify with their e-mail', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    await signUp(page, 'Kavya Iyer', email);
    // Forget the sign-up: the login alone must bring the address back.
    await page.evaluate(() => localStorage.removeItem('signup-data'));

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please verify your email before logging in.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText(email)).toBeVisible();
    // Signing in sent no code: no countdown is kept.
    expect(await readSignupData(page)).toEqual({ state: { name: 'Kavya Iyer', email, codeSentAt: null }, version: 0 });
    expect((await readAuthStorage(page))?.state.accessToken ?? null).toBeNull();

    // The code mailed at sign-up still works from here.
    const code = await readLatestOutboxCode(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Resend waits out the 30 s from the sign-up code (also after a reload), then resends and counts down 30 s', async ({ page, request, gateway }) => {
    // The 30 s pass on the page's clock and the gateway's, without being waited for.
    await page.clock.install();
    const email = uniqueEmail('resend');
    await signUp(page, 'Neha Gupta', email);
    await readLatestOutboxCode(request, email); // the sign-up code went out

    // The server allows one code per 30 s per address: Resend counts down from the sign-up's code,
    // and a reload does not reset it.
    const counting = page.getByRole('button', { name: /^Resend \(\d+s\)$/ });
    const resend = page.getByRole('button', { name: 'Resend', exact: true });
    await expect(counting).toBeDisabled();
    await page.reload();
    await expect(counting).toBeDisabled();
    // Its last seconds still count down; once the 30 s are up it may be pressed.
    const left = Number(/\d+/.exec((await counting.textContent()) ?? '')![0]);
    expect(left).toBeGreaterThan(2);
    await page.clock.fastForward((left - 2) * 1_000);
    await expect(counting).toHaveText(/^Resend \((1|2)s\)$/);
    await expect(counting).toBeDisabled();
    gateway.advanceClock(30_000);
    await page.clock.fastForward(2_000);
    await expect(resend).toBeEnabled();

    const sentAfter = new Date();
    await resend.click();
    await expect(page.getByText('Verification code resent')).toBeVisible();
    await expect(counting).toBeDisabled();
    await expect(counting).toHaveText(/^Resend \((30|29)s\)$/);
    await page.clock.fastForward(2_000);
    await expect(counting).toHaveText(/^Resend \((28|27)s\)$/);
    await shot(page, 'verify-resend-countdown');

    // The new code verifies the address.
    const code = await readLatestOutboxCode(request, email, { after: new Date(sentAfter.getTime() - 1_000) });
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/verify without a pending sign-up goes to /sign-up after a short wait', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByText('No pending sign-up found')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});
