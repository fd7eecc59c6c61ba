// Signing in with an e-mailed code instead of the password, in a real browser against the gateway:
// from the login page's link, the code is read from the dev outbox; a wrong code is refused with the
// server's message and changes nothing; the right one signs the customer in.
import { expect, test } from './support/test';
import { readAuthStorage, readLatestOutboxCode, shot, verifiedCustomer } from './support';

const PASSWORD = 'Fresh#Meals1';

test('a customer signs in with a mailed code from the login page; a wrong code is refused @phone', async ({ page, request }) => {
  const email = await verifiedCustomer(request, 'code', { name: 'Kavya Rao', password: PASSWORD });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in code' }).click();
  await expect(page).toHaveURL(/\/sign-in-code$/);
  await expect(page).toHaveTitle('Sign in with a code – FreshMeals');
  await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible();

  // The form checks the address before anything is sent.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  const sentAfter = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for this email, we sent a 6-digit sign-in code.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The code was just sent: Resend counts down.
  await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
  const code = await readLatestOutboxCode(request, email, { after: sentAfter });
  await shot(page, 'sign-in-code', { fullPage: true });

  // A wrong code: the server's message, still signed out.
  await page.getByLabel('Sign-in code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid or expired code')).toBeVisible();
  expect((await readAuthStorage(page))?.state.accessToken ?? null).toBeNull();

  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect((await readAuthStorage(page))?.state.user?.email).toBe(email);

  // A code signs in once.
  const again = await request.post('/graphql', {
    data: { query: 'mutation ($input: SignInWithCodeInput!) { signInWithCode(input: $input) { accessToken } }', variables: { input: { email, code } } },
  });
  expect(((await again.json()) as { errors?: Array<{ message: string }> }).errors?.[0]?.message).toBe('Invalid or expired code');
});
