// The service area: an admin adds and removes the PIN codes the kitchen delivers to, and an address
// outside them is refused with the product's message.
import { expect, test } from './support/test';
import { gqlResponse, loginAsAdmin, openAdminScreen, shot } from './support';

test('an admin keeps the service area, and addresses outside it are refused', async ({ page }) => {
  await loginAsAdmin(page);
  await openAdminScreen(page, 'Service area');
  await expect(page).toHaveURL(/\/dashboard\/service-area$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service area');

  const input = page.getByLabel('PIN codes to add');
  await input.fill('560038, 5600');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a 6-digit PIN code: 5600');

  // Both projects run against one gateway: each adds its own PIN besides the shared one.
  const own = test.info().project.name === 'desktop' ? '560001' : '560002';
  await input.fill(`560038, ${own}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('PIN codes added')).toBeVisible();
  const list = page.getByRole('list', { name: 'Service area PIN codes' });
  await expect(list).toContainText('560038');
  await expect(list).toContainText(own);
  await expect(input).toHaveValue('');
  await shot(page, 'admin-service-area');

  await page.getByRole('button', { name: `Remove ${own}` }).click();
  await expect(page.getByText('PIN code removed')).toBeVisible();
  await expect(list).not.toContainText(own);

  // An address outside the area is refused, one inside it is kept.
  const address = (pin: string) => ({ input: { label: 'Home', line1: '14, 2nd Cross', city: 'Bengaluru', pin } });
  const mutation = 'mutation ($input: AddressInput!) { addAddress(input: $input) { pin isDefault } }';
  const outside = await gqlResponse(page, mutation, address(own));
  expect(outside.errors?.[0]?.message).toBe('We do not deliver to this PIN code yet.');
  const inside = await gqlResponse<{ addAddress: { pin: string } }>(page, mutation, address('560038'));
  expect(inside.data?.addAddress.pin).toBe('560038');
});
