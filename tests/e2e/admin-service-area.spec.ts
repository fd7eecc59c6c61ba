// The service area: an admin adds and removes the PIN codes the kitchen delivers to, and an address
// outside them is refused with the product's message.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { gql, gqlResponse, loginAsAdmin, openAdminScreen, shot } from './support';

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

// The delivery order: the admin puts two PIN codes first in the riders' runs, and the order is
// kept after a reload. Each project orders PIN codes of its own; the order is cleared at the end.
test('an admin sets the order of PIN codes in the delivery run @phone', async ({ page }) => {
  await loginAsAdmin(page);
  const [first, second] = test.info().project.name === 'desktop' ? ['560101', '560102'] : ['560201', '560202'];
  await gql(page, 'mutation ($pins: [String!]!) { addServiceAreaPins(pins: $pins) { pin } }', { pins: [first, second] });
  try {
    await openAdminScreen(page, 'Service area');
    const card = page.getByRole('region', { name: 'Delivery order' });
    await expect(card).toContainText("Riders' runs list these PIN codes in this order, then the rest by code.");
    const ordered = card.getByRole('list', { name: 'Delivery order' });
    const rest = card.getByRole('list', { name: 'Not ordered yet' });
    await expect(rest).toContainText(second);
    await expect(ordered).toHaveCount(0);

    // `second` to the top, then `first` just below it. Focus stays on the pressed button.
    const moveUp = (pin: string) => card.getByRole('button', { name: `Move ${pin} up` });
    while (await moveUp(second).isEnabled()) {
      await moveUp(second).click();
      await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Move ${second} (up|down)$`));
    }
    while ((await ordered.getByRole('listitem').nth(1).textContent())?.includes(first) !== true) await moveUp(first).click();
    await expect(ordered.getByRole('listitem').nth(0)).toContainText(second);
    await expect(ordered.getByRole('listitem').nth(1)).toContainText(first);
    await expect(card).toContainText('Changed: not saved yet');
    await shot(page, 'admin-service-area-order');
    // The card as it is now (numbered rows, disabled buttons, the unsaved note) reads well to everyone.
    const axe = await new AxeBuilder({ page }).include('[aria-labelledby="delivery-order-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await card.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Delivery order saved')).toBeVisible();
    await expect(card).not.toContainText('Changed: not saved yet');

    await page.reload();
    await expect(ordered.getByRole('listitem').nth(0)).toContainText(second);
    await expect(ordered.getByRole('listitem').nth(1)).toContainText(first);
    await expect(moveUp(second)).toBeDisabled();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'admin-service-area-order-saved');
  } finally {
    await gql(page, 'mutation { setRunOrder(pins: []) { pin } }');
    for (const pin of [first, second]) await gql(page, 'mutation ($pin: String!) { removeServiceAreaPin(pin: $pin) { pin } }', { pin });
  }
});
