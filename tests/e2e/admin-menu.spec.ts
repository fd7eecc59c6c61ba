// The weekly menu: a week picker defaulting to this week, a grid of weekday
// rows x meal columns with a dish select per type (only dishes of that type), Save with a toast, and
// the saved menu after a reload. Below the grid, the Prices panel: a new amount saved per row stays
// after a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAsAdmin, shot } from './support';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Picks a dish in one select (weekday x meal x type) by typing part of its name. */
async function pickDish(page: Page, label: string, dish: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(dish.split(' ')[0]!);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: dish }).click();
}

test('an admin assigns dishes for a week, saves and sees them after a reload @phone', async ({ page }) => {
  await signInAsAdmin(page);
  // Next week on mobile, so the two projects do not share a menu.
  await page.goto('/dashboard/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  const week = page.getByTestId('menu-week');
  await expect(week).toHaveText(/^\d{2} \w{3}( \d{4})? – \d{2} \w{3} \d{4}$/);
  const thisWeek = await week.innerText();
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(week).not.toHaveText(thisWeek);
  }
  const shownWeek = await week.innerText();
  for (const day of ['Monday', 'Sunday']) await expect(page.getByRole('rowheader', { name: day })).toBeVisible();

  // Each type's select offers only dishes of that type.
  const veg = page.getByLabel('Monday lunch veg dish', { exact: true });
  await veg.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: 'Paneer Tikka Bowl' })).toBeVisible();
  await expect(options.filter({ hasText: 'Grilled Chicken Bowl' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await pickDish(page, 'Monday lunch veg dish', 'Paneer Tikka Bowl');
  await pickDish(page, 'Monday lunch chicken dish', 'Grilled Chicken Bowl');
  await pickDish(page, 'Wednesday breakfast egg dish', 'Egg Bhurji Breakfast Plate');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await shot(page, 'admin-menu');

  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();
  await expect(page.getByText("3 dishes on this week's menu")).toBeVisible();

  await page.reload();
  await expect(week).toHaveText(shownWeek);
  const monday = page.getByTestId('menu-monday-lunch');
  await expect(monday).toContainText('Paneer Tikka Bowl');
  await expect(monday).toContainText('Grilled Chicken Bowl');
  await expect(page.getByTestId('menu-wednesday-breakfast')).toContainText('Egg Bhurji Breakfast Plate');
  await shot(page, 'admin-menu-saved', { fullPage: true });

  // Clearing a slot and saving removes it.
  await page.getByTestId('menu-wednesday-breakfast').locator('.ant-select').nth(1).hover();
  await page.getByTestId('menu-wednesday-breakfast').locator('.ant-select-clear').first().click();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('menu-wednesday-breakfast')).not.toContainText('Egg Bhurji Breakfast Plate');
  await expect(page.getByText("2 dishes on this week's menu")).toBeVisible();

  // Prices: one key per project (desktop snacks, mobile drinks), put back to the default at the end
  // so that other tests see the product's price table.
  const prices = page.getByRole('region', { name: 'Prices' });
  await prices.scrollIntoViewIfNeeded();
  for (const item of ['Veg meal', 'Egg meal', 'Chicken meal', 'Extra protein (per 20 g portion)', 'Snacks', 'Drinks']) {
    await expect(prices.getByRole('cell', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('price-veg')).toHaveText('₹139.00');
  await expect(page.getByTestId('price-chicken')).toHaveText('₹179.00');
  await expect(page.getByTestId('price-protein_portion')).toHaveText('₹40.00');
  const [key, label, before] = isMobile(page) ? ['drinks', 'Drinks', '₹30.00'] : ['snacks', 'Snacks', '₹40.00'];
  await expect(page.getByTestId(`price-${key}`)).toHaveText(before);
  const save = prices.getByRole('button', { name: `Save price for ${label}` });
  await expect(save).toBeDisabled();
  await prices.getByLabel(`New price for ${label}`).fill('1234.567');
  await prices.getByLabel(`New price for ${label}`).blur();
  await expect(prices.getByLabel(`New price for ${label}`)).toHaveValue('1234.57');
  // More than half the current price: asked first.
  await save.click();
  await expect(page.getByText(`Change ${label} from ${before} to ₹1,234.57?`)).toBeVisible();
  await shot(page, 'admin-menu-prices-confirm');
  await page.getByRole('button', { name: 'Change price' }).click();
  await expect(page.getByText('Price updated')).toBeVisible();
  await expect(page.getByTestId(`price-${key}`)).toHaveText('₹1,234.57');
  await shot(page, 'admin-menu-prices');

  await page.reload();
  await expect(page.getByTestId(`price-${key}`)).toHaveText('₹1,234.57');
  await page.getByRole('region', { name: 'Prices' }).scrollIntoViewIfNeeded();
  await shot(page, 'admin-menu-prices-saved', { fullPage: true });

  // A meal is never priced at 0: the server's words under the field, and nothing to save.
  await prices.getByLabel('New price for Veg meal').fill('0');
  await expect(prices.getByRole('alert').filter({ hasText: 'A meal price must be more than 0' })).toBeVisible();
  await expect(prices.getByRole('button', { name: 'Save price for Veg meal' })).toBeDisabled();
  await prices.getByLabel('New price for Veg meal').fill('');

  // Back to the default (again more than half: confirmed).
  await prices.getByLabel(`New price for ${label}`).fill(before.slice(1));
  await prices.getByRole('button', { name: `Save price for ${label}` }).click();
  await page.getByRole('button', { name: 'Change price' }).click();
  await expect(page.getByTestId(`price-${key}`)).toHaveText(before);
});
