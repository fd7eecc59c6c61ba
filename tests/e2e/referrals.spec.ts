// Referrals in the browser: a customer copies their link from 'Invite friends' on the account page;
// a friend opens it in a browser of their own, lands on the sign-up page told what the invitation
// gives, signs up and verifies there, and pays a first top-up with the first-month offer (₹4,000 for
// ₹5,000 of credit); both then have the referral credit (₹200), the friend's transactions name it,
// and the customer's account lists the friend as credited.
import type { Page } from '@playwright/test';
import { formatINR } from '@freshmeals/ui/format';
import { expect, test } from './support/test';
import { loginAs, readLatestOutboxCode, shot, verifiedCustomer } from './support';
import { isMobile, uniqueContact } from './support/public';

const PASSWORD = 'Fresh#Meals1';

const balance = (page: Page) => page.getByText('Credit balance').locator('xpath=following-sibling::*[1]');

test('a friend signs up through a customer’s link, pays ₹4,000 for ₹5,000 of credit, and both get ₹200 @phone', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const tag = `referrals-${test.info().project.name}`;
  const referrerEmail = await verifiedCustomer(request, tag, { name: 'Asha Rao', password: PASSWORD });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, { email: referrerEmail, password: PASSWORD }, '/account');

  // 1. The customer's link, copied from the account page.
  const invite = page.getByRole('region', { name: 'Invite friends' });
  await invite.scrollIntoViewIfNeeded();
  await expect(invite).toContainText('you both get ₹200 of credit');
  await expect(invite).toContainText('Nobody has joined through your link yet.');
  const link = await invite.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(/\/r\/[2-9A-HJ-NP-Z]{8}$/);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shot(page, 'referrals-invite');

  // 2. The friend, in a browser of their own: the link leads to the sign-up page, which says what it gives.
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
  const friend = await context.newPage();
  const contact = { name: 'Vikram Iyer', ...uniqueContact(tag) };
  await friend.goto(new URL(link).pathname);
  await expect(friend).toHaveURL(/\/signup\?ref=[2-9A-HJ-NP-Z]{8}$/);
  await expect(friend.getByText('A friend invited you to FreshMeals. You both get ₹200 of credit when your first top-up is paid.')).toBeVisible();
  await shot(friend, 'referrals-sign-up');
  await friend.getByLabel('Name', { exact: true }).fill(contact.name);
  await friend.getByLabel('Email', { exact: true }).fill(contact.email);
  await friend.getByLabel('Phone', { exact: true }).fill(contact.phone);
  await friend.getByLabel('PIN code', { exact: true }).fill('560038');
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/verify$/);
  await friend.getByLabel('Verification code').fill(await readLatestOutboxCode(request, contact.email));
  await friend.getByRole('button', { name: 'Verify' }).click();
  await expect(friend).toHaveURL(/\/login$/);
  await loginAs(friend, { email: contact.email, password: PASSWORD }, '/account');

  // 3. The friend's first top-up: ₹5,000 of credit for ₹4,000 with the first-month offer.
  const topUp = friend.getByRole('form', { name: 'Add credit' });
  await topUp.scrollIntoViewIfNeeded();
  await topUp.getByRole('radio', { name: 'Another amount' }).check();
  await topUp.getByLabel('Amount (₹)').fill('5000');
  const bill = topUp.getByLabel('What you pay');
  await expect(bill).toContainText('First-month offer');
  await expect(bill).toContainText(`You pay${formatINR(4000)}`);
  await topUp.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(friend).toHaveURL(/\/pay\/order_test_/);
  await friend.getByRole('button', { name: `Pay ${formatINR(4000)}` }).click();
  await expect(friend).toHaveURL(/\/account$/);
  await expect(friend.getByText('Payment received: your credit has been updated.')).toBeVisible();
  // The whole credit and the referral credit.
  await expect(balance(friend)).toHaveText(formatINR(5200));
  await expect(friend.getByRole('list', { name: 'Transactions' })).toContainText("Referral credit: you joined through Asha Rao's link");
  await context.close();

  // 4. The customer: ₹200 more, and the friend listed as credited.
  await page.reload();
  await expect(balance(page)).toHaveText(formatINR(200));
  const joined = page.getByRole('list', { name: 'Friends who joined' });
  await joined.scrollIntoViewIfNeeded();
  await expect(joined.getByRole('listitem')).toHaveCount(1);
  await expect(joined).toContainText(contact.name);
  await expect(joined).toContainText(`${formatINR(200)} credited to you both`);
  await shot(page, 'referrals-joined');
});
