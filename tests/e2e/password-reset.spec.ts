// Forgot password in a real browser against the gateway: from the login page's link,
// a 6-digit code is e-mailed (read from the dev outbox), a new password is set, and it signs in.
import { expect, test } from './support/test';
import { readAuthStorage, readLatestOutboxCode, shot, verifiedCustomer } from './support';

const OLD_PASSWORD = 'Fresh#Meals1';
const NEW_PASSWORD = 'Reset#Meals2';


test.describe('forgot password', () => {
  test('a customer resets a forgotten password with the mailed code and signs in with the new one', async ({
    page,
    request,
  }) => {
    const email = await verifiedCustomer(request, 'reset', { name: 'Meera Iyer', password: OLD_PASSWORD });

    // From the login page's link.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Reset your password – FreshMeals');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await shot(page, 'forgot-password', { fullPage: true });

    // A bad address is caught by the form.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    const sentAfter = new Date(Date.now() - 1000);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account exists for this email, we sent a 6-digit code')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?email=/);
    await expect(page).toHaveTitle('Choose a new password – FreshMeals');
    await expect(page.getByText(email)).toBeVisible();
    // The code was just sent: Resend counts down.
    await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
    const code = await readLatestOutboxCode(request, email, { after: sentAfter });

    // The sign-up password rules and a wrong code, with the server's message.
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid or expired code')).toBeVisible();
    await shot(page, 'reset-password', { fullPage: true });

    await page.getByLabel('Reset code').fill(code);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset! You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // The old password no longer works; the new one does.
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect((await readAuthStorage(page))?.state.user?.email).toBe(email);
  });
});
