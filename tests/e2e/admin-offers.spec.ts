// Offers end to end: an admin opens Offers from the sidebar, reads the seeded first-month offer and
// its dialog's rules, adds a coupon (a bad code refused with the product's words, a code in use
// refused on the code by the server), edits it to a flat amount and turns it off, and the list
// shows the change, after a reload too. On a phone each offer is one card-like row.
import { expect, test } from './support/test';
import { loginAsAdmin, openAdminScreen, shot } from './support';

test('an admin reads the first-month offer, adds a coupon and edits it @phone', async ({ page }, info) => {
  test.setTimeout(120_000);
  // Both projects run against one gateway in turn: each adds a coupon of its own.
  const code = `WELCOME-${info.project.name.toUpperCase()}`;
  await loginAsAdmin(page);
  await openAdminScreen(page, 'Offers');
  await expect(page).toHaveURL(/\/dashboard\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();

  const firstMonth = page.getByRole('row').filter({ hasText: 'First-month offer' });
  await expect(firstMonth).toContainText('LIMITED TIME OFFER!');
  await expect(firstMonth).toContainText('20%');
  await expect(firstMonth).toContainText('Up to ₹2,000 a customer');
  await expect(firstMonth).toContainText('Active');

  // The first-month offer's dialog holds its terms and words, checked by the server's rules.
  await firstMonth.getByRole('button', { name: 'Edit the first-month offer' }).click();
  const offerDialog = page.getByRole('dialog', { name: 'Edit first-month offer' });
  await expect(offerDialog.getByLabel('Percent off')).toHaveValue('20');
  await expect(offerDialog.getByLabel('Maximum total discount (₹)')).toHaveValue('2000');
  await expect(offerDialog.getByLabel('Badge')).toHaveValue('20% OFF your first month');
  await offerDialog.getByLabel('Title').fill('');
  await offerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(offerDialog.getByText('Enter at most 200 characters')).toBeVisible();
  await shot(page, 'admin-offers-first-month');
  await offerDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(offerDialog).toBeHidden();

  await page.getByRole('button', { name: 'Add coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add coupon' });
  await dialog.getByLabel('Code').fill('no spaces!');
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(dialog.getByText('Enter a code of 3 to 30 letters, digits, dashes or underscores')).toBeVisible();
  await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Code')).toHaveValue(code);
  await dialog.getByLabel('Max discount a payment (₹)').fill('300');
  await dialog.getByLabel('Minimum top-up (₹)').fill('1000');
  const until = dialog.getByLabel('Valid until');
  await until.fill('2099-12-31 23:59');
  await until.press('Enter');
  await dialog.getByLabel('Total uses').fill('100');
  await dialog.getByLabel('Uses per customer').fill('1');
  await dialog.getByLabel('New customers only').check();
  await dialog.getByLabel('Note for admins').fill('Instagram launch');
  await expect(dialog.getByText('Enter a code of 3 to 30 letters, digits, dashes or underscores')).toBeHidden();
  await shot(page, 'admin-offers-add');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Instagram launch');
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Up to ₹300 a payment');
  await expect(row).toContainText('Min top-up ₹1,000');
  await expect(row).toContainText('1 per customer');
  await expect(row).toContainText('New customers only');
  await expect(row).toContainText(/Until\s*31 Dec 2099, 23:59 IST/);
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('Active');

  // The same code again: the server refuses it, and says so on the code.
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(dialog.getByLabel('Code')).toHaveValue('');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent off').fill('5');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(dialog.getByText('A coupon with this code already exists')).toBeVisible();
  await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Edited in the same dialog: a flat ₹150, and turned off.
  await row.getByRole('button', { name: `Edit coupon ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit coupon' });
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await expect(edit.getByLabel('Valid until')).toHaveValue('2099-12-31 23:59');
  await edit.getByLabel('Flat amount').check();
  await expect(edit.getByLabel('Max discount a payment (₹)')).toHaveCount(0);
  await edit.getByLabel('Amount off (₹)').fill('150');
  await edit.getByRole('switch', { name: 'Active' }).click();
  await expect(edit.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Coupon ${code} saved`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('₹150');
  await expect(row).not.toContainText('Up to ₹300 a payment');
  await expect(row).toContainText('Off');

  // What the list shows is what the server keeps.
  await page.reload();
  await expect(row).toContainText('₹150');
  await expect(row).toContainText('Off');
  await expect(firstMonth).toContainText('Active');
  await shot(page, 'admin-offers', { fullPage: true });
});
