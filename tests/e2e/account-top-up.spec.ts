// 'Add credit' on the account page with the local test checkout (no Razorpay keys in embedded mode):
// a pack of the customer's routine is paid and the balance goes up by its price; a failed payment
// changes nothing and says so (the admin's payments screen lists it, and no difference with the
// provider); another amount below ₹500 is refused before anything starts; a coupon an admin creates
// is applied before paying, a wrong one refused with its reason.
import type { Page } from '@playwright/test';
import { formatINR } from '@freshmeals/ui/format';
import { expect, test } from './support/test';
import { chooseOption, DEMO_CUSTOMER, gql, loginAs, loginAsAdmin, shot } from './support';
import { isMobile } from './support/public';

// Kavya Nair (seeded): ₹100 of credit against veg lunches on workdays.
const KAVYA = { email: 'kavya.nair@example.com', password: DEMO_CUSTOMER.password };

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function balance(page: Page): Promise<number> {
  const value = page.getByText('Credit balance').locator('xpath=following-sibling::*[1]');
  return rupees((await value.textContent()) ?? '');
}

test('a customer pays a pack through the test checkout and sees their credit go up; the admin finds it under Online @phone', async ({ page, browser }) => {
  await loginAs(page, KAVYA, '/account');
  const section = page.getByRole('form', { name: 'Add credit' });
  await section.scrollIntoViewIfNeeded();
  const before = await balance(page);
  const week = section.getByRole('radio', { name: /^7 days of your meals/ });
  await expect(week).toBeChecked();
  const price = rupees((await week.locator('xpath=..').textContent())!.replace('7 days of your meals', ''));
  expect(price).toBeGreaterThan(0);
  await expect(section.getByRole('radio', { name: /^14 days of your meals/ })).toBeVisible();
  await shot(page, 'account-add-credit');

  await section.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  await expect(page.getByRole('heading', { name: 'Add credit' })).toBeVisible();
  await expect(page.getByText('This is the local test checkout: no money moves.')).toBeVisible();
  await shot(page, 'test-checkout');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Payment received: your credit has been updated.')).toBeVisible();
  await expect.poll(() => balance(page)).toBeCloseTo(before + price, 2);
  // The transactions list has it, paid online.
  const latest = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(latest).toContainText('Paid online');

  // The admin's 'Online' filter keeps the gateway's top-up, which reads with a short reference
  // instead of the gateway's raw payment id.
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
  const admin = await context.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/dashboard/users');
  await admin.getByPlaceholder('Search name, email or phone...').fill(KAVYA.email);
  const kavya = admin.locator('.ant-table-tbody tr.ant-table-row');
  await expect(kavya).toHaveCount(1);
  await kavya.getByRole('button', { name: 'View Transactions' }).click();
  await expect(admin.getByRole('heading', { name: `Transactions for Kavya Nair - ${KAVYA.email}` })).toBeVisible();
  await chooseOption(admin, admin.getByRole('combobox', { name: 'Payment Method' }), 'Online');
  await expect(admin).toHaveURL(/paymentMethod=online/);
  const paid = admin.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(paid).toContainText('Online (Razorpay)');
  await expect(paid).toContainText(/Online payment · Ref …[\w-]{6}/);
  await expect(paid).not.toContainText('pay_');
  await expect(paid).toContainText(formatINR(price));
  await shot(admin, 'admin-transactions-online-top-up');
  await context.close();
});

test('a failed payment changes nothing and is listed for admins; an amount below ₹500 is refused before paying @phone', async ({ page, browser }) => {
  await loginAs(page, KAVYA, '/account');
  const section = page.getByRole('form', { name: 'Add credit' });
  await section.scrollIntoViewIfNeeded();
  const before = await balance(page);

  await section.getByRole('radio', { name: 'Another amount' }).check();
  await section.getByLabel('Amount (₹)').fill('499');
  await section.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(section.getByText('Enter a whole amount of at least ₹500')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await section.getByLabel('Amount (₹)').fill('600');
  await section.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  // Kavya is in her first month: 20% of the credit comes off the price.
  await expect(page.getByText('₹480.00', { exact: true })).toBeVisible();
  await expect(page.getByText('₹600.00 of FreshMeals credit (₹120.00 off) for Kavya Nair')).toBeVisible();
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('The payment did not go through and no money was taken. You can try again.')).toBeVisible();
  expect(await balance(page)).toBe(before);

  // The kitchen's admin sees it among the failed and abandoned payments.
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
  const admin = await context.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/dashboard/payments');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Payments');
  const row = admin.getByRole('row').filter({ hasText: KAVYA.email }).filter({ hasText: '₹480.00' }).first();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Payment failed in the test checkout');
  // Below, what the reconciliation job found the provider and us disagree on: nothing, with the
  // test checkout, which keeps no records of its own to compare ours with.
  const differences = admin.getByRole('region', { name: 'Differences with the payment provider' });
  await expect(differences).toBeVisible();
  await expect(differences).toContainText('No differences: the provider’s records and ours agree.');
  await shot(admin, 'admin-payments');
  await context.close();
});

test('a coupon an admin creates saves more than the first-month offer: shown before paying, charged, and the whole credit added @phone', async ({ page, browser }, testInfo) => {
  const code = `SAVE300${testInfo.project.name.toUpperCase()}`;
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
  const admin = await context.newPage();
  await loginAsAdmin(admin);
  await gql(admin, 'mutation ($input: CouponInput!) { createCoupon(input: $input) { code } }', {
    input: { code, discountType: 'flat', value: 300, minTopUp: 500 },
  });
  await context.close();

  await loginAs(page, KAVYA, '/account');
  const section = page.getByRole('form', { name: 'Add credit' });
  await section.scrollIntoViewIfNeeded();
  const before = await balance(page);
  await section.getByRole('radio', { name: 'Another amount' }).check();
  await section.getByLabel('Amount (₹)').fill('600');
  const bill = section.getByLabel('What you pay');
  // Kavya's first month: 20% of ₹600 until she enters a better coupon.
  await expect(bill).toContainText('First-month offer−₹120.00');

  const coupon = section.getByLabel('Coupon code (optional)');
  await coupon.fill('NOSUCHCODE');
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText('This coupon code is not valid')).toBeVisible();
  await coupon.fill(code.toLowerCase());
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(bill).toContainText(`Coupon ${code}−₹300.00`);
  await expect(bill).toContainText('You pay₹300.00');
  await expect(section.getByText('This coupon code is not valid')).toBeHidden();
  await shot(page, 'account-add-credit-coupon');

  await section.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  await expect(page.getByText('₹600.00 of FreshMeals credit (₹300.00 off) for Kavya Nair')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹300.00' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Payment received: your credit has been updated.')).toBeVisible();
  await expect.poll(() => balance(page)).toBeCloseTo(before + 600, 2);
  const latest = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(latest).toContainText(`₹300 off, coupon ${code}`);
});
