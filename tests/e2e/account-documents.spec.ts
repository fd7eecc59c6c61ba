// GST documents in the browser: an admin enters the seller's GST details on the settings screen; a
// customer pays a pack through the test checkout and downloads its receipt voucher from the account
// page's Documents; the admin finds the same voucher on the customer's page in the console and
// downloads it too.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { chooseOption, DEMO_CUSTOMER, gql, loginAs, loginAsAdmin } from './support';
import { isMobile } from './support/public';

// Kavya Nair (seeded): veg lunches on workdays.
const KAVYA = { email: 'kavya.nair@example.com', password: DEMO_CUSTOMER.password };
const VOUCHER_FILE = /^FMR-\d\d-\d\d-\d{6}\.pdf$/;

test('a paid top-up gives a receipt voucher the customer and the admin download as a PDF @phone', async ({ page, browser }) => {
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
  const admin = await context.newPage();
  await loginAsAdmin(admin, '/dashboard/settings');
  const form = admin.getByRole('form', { name: 'GST details' });
  await expect(form).toContainText('No receipt voucher or tax invoice is issued until these are saved.');
  await form.getByLabel('Legal name').fill('FreshMeals Private Limited');
  await form.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
  // The list of states is long: typed to narrow it, as an admin would.
  await form.getByRole('combobox', { name: 'State' }).fill('Karnataka');
  await chooseOption(admin, form.getByRole('combobox', { name: 'State' }), '29 Karnataka');
  await form.getByLabel('GSTIN').fill('29ABCDE1234F1Z5');
  await form.getByLabel('FSSAI licence number').fill('11221333000123');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('GST details saved')).toBeVisible();
  await expect(form).not.toContainText('No receipt voucher');

  await loginAs(page, KAVYA, '/account');
  const pay = page.getByRole('form', { name: 'Add credit' });
  await pay.scrollIntoViewIfNeeded();
  await pay.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Payment received: your credit has been updated.')).toBeVisible();

  const documents = page.getByRole('list', { name: 'Documents' });
  await documents.scrollIntoViewIfNeeded();
  const voucher = documents.getByRole('listitem').first();
  await expect(voucher).toContainText(/Receipt Voucher FMR\/\d\d-\d\d\/\d{6}/);
  const [download] = await Promise.all([page.waitForEvent('download'), voucher.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(VOUCHER_FILE);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const { viewer } = await gql<{ viewer: { userId: number } }>(page, '{ viewer { userId } }');
  await admin.goto(`/dashboard/users/transactions?userId=${viewer.userId}`);
  const table = admin.getByRole('region', { name: 'GST documents' });
  const row = table.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText(download.suggestedFilename().replace('.pdf', '').replace(/-(\d\d)-(\d\d)-/, '/$1-$2/'));
  const [adminDownload] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
  expect(adminDownload.suggestedFilename()).toBe(download.suggestedFilename());
  await context.close();
});
