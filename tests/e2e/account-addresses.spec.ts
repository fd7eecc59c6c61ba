// A customer's delivery addresses on the account page: add one (the first is the default), the PIN
// rule of the service area, a second address made the default, edit and delete.
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, gql, loginAs, signInAsAdmin, shot } from './support';

test('a customer keeps their delivery addresses on the account page', async ({ page }) => {
  // The service area: one PIN code, so that another is refused.
  await signInAsAdmin(page);
  await gql(page, 'mutation { addServiceAreaPins(pins: ["560038", "560001"]) { pin } }');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  // A visitor whose PIN code is outside the area is told so at sign-up.
  await page.goto('/sign-up');
  await page.getByLabel('Name', { exact: true }).fill('Far Away');
  await page.getByLabel('Email', { exact: true }).fill(`far.${Date.now()}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill('9876500099');
  await page.getByLabel('PIN code', { exact: true }).fill('110001');
  await page.getByLabel('Password', { exact: true }).fill('Secret#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('We do not deliver to this PIN code yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await shot(page, 'sign-up-outside-area');

  await loginAs(page, DEMO_CUSTOMER, '/account');
  // Start from no address (both projects use the demo customer).
  const { addresses } = await gql<{ addresses: Array<{ id: string }> }>(page, '{ addresses { id } }');
  for (const address of addresses) await gql(page, 'mutation ($id: ID!) { deleteAddress(id: $id) { userId } }', { id: address.id });
  await page.reload();

  const section = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(section.getByText('No address yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add address' }).click();
  const form = section.getByRole('form', { name: 'Address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('Enter a 6-digit PIN code')).toBeVisible();
  await form.getByLabel('Address', { exact: true }).fill('14, 2nd Cross, Indiranagar');
  await form.getByLabel('Landmark (optional)').fill('Near the metro');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('PIN code').fill('110001');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('We do not deliver to this PIN code yet.')).toBeVisible();
  await form.getByLabel('PIN code').fill('560038');
  await form.getByLabel('Delivery notes (optional)').fill('Ring twice');
  await shot(page, 'account-address-form');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  const home = section.getByRole('listitem').filter({ hasText: 'Home' });
  await expect(home).toContainText('Default');
  await expect(home).toContainText('14, 2nd Cross, Indiranagar, Near the metro, Bengaluru 560038');
  await expect(home).toContainText('Ring twice');

  // A second address, made the default from the list.
  await section.getByRole('button', { name: 'Add address' }).click();
  await form.getByLabel('Label').fill('Office');
  await form.getByLabel('Address', { exact: true }).fill('MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('PIN code').fill('560 001');
  await form.getByRole('button', { name: 'Save address' }).click();
  const office = section.getByRole('listitem').filter({ hasText: 'Office' });
  await expect(office).toContainText('MG Road, Bengaluru 560001');
  await expect(office).not.toContainText('Default');
  await office.getByRole('button', { name: 'Make default' }).click();
  await expect(office).toContainText('Default');
  await expect(home).not.toContainText('Default');
  await shot(page, 'account-addresses');

  // Edit, then delete the default: the other one becomes the default.
  await home.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Label').fill('Flat');
  await form.getByRole('button', { name: 'Save address' }).click();
  const flat = section.getByRole('listitem').filter({ hasText: 'Flat' });
  await expect(flat).toContainText('Bengaluru 560038');
  await office.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(office).toHaveCount(0);
  await expect(flat).toContainText('Default');
});
