// Auto top-up in the browser: a customer whose credit runs low turns it on ("When my credit covers
// fewer than 3 days, add ₹1,000"), authorises it in the test checkout with ₹1 (added to the credit),
// sees it on, and the daily low-credit job charges it: the credit goes up by ₹1,000 and the
// transaction is listed. Then they turn it off.
import type { Page } from '@playwright/test';
import { formatINR } from '@freshmeals/ui/format';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, loginAs, shot } from './support';

// Kavya Nair (seeded): ₹100 of credit against veg lunches on workdays, so it runs low.
const KAVYA = { email: 'kavya.nair@example.com', password: DEMO_CUSTOMER.password };

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const balance = async (page: Page) => rupees((await page.getByText('Credit balance').locator('xpath=following-sibling::*[1]').textContent()) ?? '');

test('a customer turns on auto top-up, authorises it with ₹1, and the low-credit job adds ₹1,000 @phone', async ({ page, request }) => {
  await loginAs(page, KAVYA, '/account');
  const section = page.getByRole('region', { name: 'Auto top-up' });
  await section.scrollIntoViewIfNeeded();
  const before = await balance(page);
  const form = section.getByRole('form', { name: 'Auto top-up' });
  await form.getByLabel('When my credit covers fewer than (days)').fill('3');
  await form.getByLabel('Add (₹)').fill('1000');
  await shot(page, 'account-auto-top-up');
  await form.getByRole('button', { name: 'Turn on auto top-up' }).click();

  // The test checkout of the ₹1 that authorises the mandate.
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  await expect(page.getByRole('heading', { name: 'Turn on auto top-up' })).toBeVisible();
  await expect(page.getByText(`authorises FreshMeals to charge up to ${formatINR(1000)} at a time`)).toBeVisible();
  await shot(page, 'auto-top-up-checkout');
  await page.getByRole('button', { name: `Pay ${formatINR(1)} and authorise` }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(section).toContainText('On When my credit covers fewer than 3 days, add ₹1,000');
  await expect.poll(() => balance(page)).toBeCloseTo(before + 1, 2);

  // The daily low-credit job charges it.
  expect((await request.post('/dev/jobs/low-credit-check')).ok()).toBe(true);
  await page.reload();
  await expect.poll(() => balance(page)).toBeCloseTo(before + 1 + 1000, 2);
  const latest = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(latest).toContainText(`+${formatINR(1000)}`);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'account-auto-top-up-on');

  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Auto top-up is off')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn on auto top-up' })).toBeVisible();
});
