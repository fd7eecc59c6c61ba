// The plans page and the quote flow against the real API: the plan cards
// with their ranges, the chips, the add-ons, the delivery note; 'Get Your Meal Plan Quote' as a
// bottom drawer below 768 px and a modal otherwise; every validation message; alreadyExists →
// Resubmit (override) → reset; and a quote carried whole into an account: sign-up, verify, account.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { animationsDone, loginAs, readLatestOutboxCode, shot } from './support';
import { adminToken, isMobile, uniqueContact } from './support/public';

const quoteDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' });

async function fillQuote(page: Page, values: { name: string; email: string; phone: string }) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Phone').fill(values.phone);
}

test.describe('plans page', () => {
  test('plans, chips, add-ons, delivery note; no prices', async ({ page }) => {
    await page.goto('/plans');
    await expect(page).toHaveTitle('Plans – FreshMeals');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /14 or 28 days/);
    for (const [plan, calories, protein] of [
      ['Veg Plan', '300–600', '15–30g'],
      ['Egg Plan', '350–650', '20–35g'],
      ['Chicken Plan', '400–700', '25–45g'],
    ]) {
      const card = page.getByRole('button', { name: new RegExp(plan) });
      await expect(card).toContainText(`${calories} kcal`);
      await expect(card).toContainText(`${protein} protein`);
    }
    await expect(page.getByRole('button', { name: /Veg Plan/ })).toHaveAttribute('aria-pressed', 'true');
    for (const chip of ['Breakfast', 'Lunch', 'Dinner', '14 days', '28 days'])
      await expect(page.getByRole('button', { name: chip, exact: true })).toHaveAttribute('aria-pressed', 'false');
    for (const [addon, grams] of [
      ['Chicken', '+20g'],
      ['Paneer', '+18g'],
      ['Egg', '+12g'],
    ])
      await expect(page.getByRole('button', { name: new RegExp(`^${addon} .*\\${grams}`) })).toBeVisible();
    await expect(page.getByText('Delivery up to 4 km')).toBeVisible();
    await expect(page.getByText(/Delivery charges depend on your location\./).first()).toBeVisible();
    // No price on plans or add-ons (only the marketing "from ₹139*").
    await expect(page.getByRole('main').getByText(/₹\d+(?![\d*])/)).toHaveCount(0);
    await shot(page, 'plans');
    await shot(page, 'plans-full', { fullPage: true });
  });

  test('the quote dialog is a bottom drawer on a phone and a modal otherwise; every message @phone', async ({ page }) => {
    await page.goto('/plans');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Get Your Meal Plan Quote' })).toBeVisible();
    await animationsDone(dialog); // the slide-in
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isMobile(page)) {
      expect(Math.round(box.width)).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(box.width).toBeLessThan(600);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(box.y).toBeGreaterThan(0);
    }
    await shot(page, 'plans-quote-dialog');

    // Default selection: Veg Plan, no meals, no duration.
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    await expect(dialog.getByText('Choose at least one meal type')).toBeVisible();
    await expect(dialog.getByText('Invalid duration')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await expect(dialog.getByText('Phone must be 10 digits')).toBeVisible();
    await fillQuote(page, { name: 'Asha', email: 'asha@example.com', phone: '98abc12345' });
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    await expect(dialog.getByText('Phone must contain only digits')).toBeVisible();
    await shot(page, 'plans-quote-errors');

    // Without a plan: 'Please select a meal plan first.'
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /Veg Plan/ }).click();
    await expect(page.getByRole('button', { name: /Veg Plan/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('main').getByText('Please select a plan')).toBeVisible();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    // Said once, inside the dialog: no toast repeats it.
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please select a meal plan first.' })).toBeVisible();
    await expect(page.getByText('Please select a meal plan first.')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please select a meal plan first.' })).toHaveCount(0);
    await expect(dialog.getByText('Please select a plan')).toBeVisible();
  });

  test('a quote is sent; the same e-mail again asks, Resubmit sends it with override, then all resets', async ({ page, request }) => {
    const contact = { name: 'Neha Gupta', ...uniqueContact('quote') };
    await page.goto('/plans');
    await page.getByRole('button', { name: /Chicken Plan/ }).click();
    await page.getByRole('button', { name: 'Lunch', exact: true }).click();
    await page.getByRole('button', { name: 'Dinner', exact: true }).click();
    await page.getByRole('button', { name: '28 days', exact: true }).click();
    await page.getByRole('button', { name: /^Paneer/ }).click();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = quoteDialog(page);
    await expect(dialog.getByText('Chicken Plan')).toBeVisible();
    await expect(dialog.getByText('Lunch, Dinner')).toBeVisible();
    await fillQuote(page, contact);
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByText('Thank you! Your quote request has been sent.', { exact: false })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Reset: Veg Plan, nothing else.
    await expect(page.getByRole('button', { name: /Veg Plan/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Chicken Plan/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Lunch', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: '28 days', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // The same e-mail again: 'Enquiry Already Exists'.
    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await page.getByRole('button', { name: '14 days', exact: true }).click();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await fillQuote(page, contact);
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    const exists = page.getByRole('alertdialog', { name: 'Enquiry Already Exists' });
    await expect(exists).toBeVisible();
    await expect(exists.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await shot(page, 'plans-enquiry-exists');
    // Cancel keeps the quote dialog and its data.
    await exists.getByRole('button', { name: 'Cancel' }).click();
    await expect(exists).toBeHidden();
    await expect(dialog.getByLabel('Email')).toHaveValue(contact.email);
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    await expect(exists).toBeVisible();
    await exists.getByRole('button', { name: 'Resubmit' }).click();
    await expect(exists).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Breakfast', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // Both enquiries are stored, as sent.
    const token = await adminToken(request);
    const response = await request.get('/server/api/v1/enquiry?page=1&limit=100', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok()).toBe(true);
    const rows = ((await response.json()) as { data: Array<Record<string, unknown>> }).data.filter((row) => row.email === contact.email);
    expect(rows.map(({ mealType, mealDetails, duration, addons, name, phone }) => ({ mealType, mealDetails, duration, addons, name, phone }))).toEqual([
      { mealType: 'vegPlan', mealDetails: ['breakfast'], duration: 14, addons: [], name: contact.name, phone: contact.phone },
      { mealType: 'chickenPlan', mealDetails: ['lunch', 'dinner'], duration: 28, addons: ['Paneer'], name: contact.name, phone: contact.phone },
    ]);
  });

  test("a quote's choices and contact details reach the account: prefilled sign-up, PIN address, priced routine, each add-on accounted for @phone", async ({ page, request }) => {
    const contact = { name: 'Kavya Menon', ...uniqueContact(`quote-plan-${test.info().project.name}`) };
    const password = 'Fresh#Meals1';
    await page.goto('/plans');
    await page.getByRole('button', { name: /Egg Plan/ }).click();
    await page.getByRole('button', { name: 'Lunch', exact: true }).click();

    // The dialog says at once what the selection lacks, before any contact detail is typed.
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = quoteDialog(page);
    const planErrors = dialog.getByTestId('quote-plan-errors');
    await expect(planErrors).toHaveText('Invalid duration');
    await expect(dialog.getByText('Name is required')).toHaveCount(0);
    await shot(page, 'quote-plan-lacking');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: '14 days', exact: true }).click();
    await page.getByRole('button', { name: /^Paneer/ }).click();
    await page.getByRole('button', { name: /^Egg .*\+12g/ }).click();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(planErrors).toHaveCount(0);
    await fillQuote(page, contact);
    await dialog.getByRole('button', { name: 'Get my quote' }).click();
    await expect(dialog).toBeHidden();

    // The sign-up opens with the quote's details; the plan is in the address, the e-mail and phone are not.
    const start = page.getByRole('region', { name: 'Start this plan now' });
    await expect(start).toContainText('Egg plan: lunch every day, for 14 days, with Paneer and Egg.');
    await start.getByRole('link', { name: 'Sign up with this plan' }).click();
    await expect(page).toHaveURL(/\/sign-up\?plan=eggPlan&meals=lunch&duration=14&addons=Paneer%2CEgg$/);
    expect(page.url()).not.toContain(contact.phone);
    expect(page.url()).not.toContain('example.com');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(contact.name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(contact.email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(contact.phone);
    await page.getByLabel('PIN code', { exact: true }).fill('560038');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await shot(page, 'quote-sign-up-prefilled');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await page.getByLabel('Verification code').fill(await readLatestOutboxCode(request, contact.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, { email: contact.email, password }, '/account');

    // The proposed routine: its price before 'Confirm', Paneer as a 20 g portion, Egg named with why not.
    const proposed = page.getByRole('region', { name: 'Your plan from the quote' });
    await expect(proposed).toContainText('Egg plan: lunch every day, for 14 days, with Paneer and Egg.');
    await expect(proposed.getByRole('list', { name: 'Proposed routine' })).toContainText('Lunch at 13:00Every day · Egg · +20 g protein');
    const addons = proposed.getByRole('list', { name: 'Add-ons' }).getByRole('listitem');
    await expect(addons).toHaveText([
      'Paneer add-on (+18 g protein): added as one 20 g protein portion to each meal.',
      'Egg add-on (+12 g protein): not available as a routine extra, which comes in 20 g protein portions.',
    ]);
    const price = proposed.getByTestId('proposed-price');
    await expect(price).toHaveText(/^₹[\d,]+\.\d{2} a week₹[\d,]+\.\d{2} for 14 days$/);
    const [week, fortnight] = ((await price.textContent()) ?? '').match(/₹[\d,.]+/g)!.map((amount) => Number(amount.replace(/[₹,]/g, '')));
    expect(fortnight).toBe(week! * 2);
    await proposed.scrollIntoViewIfNeeded();
    await shot(page, 'quote-proposed-plan');

    // The PIN code given at sign-up is the default address, asking for its street and city.
    const addresses = page.getByRole('region', { name: 'Delivery addresses' });
    await expect(addresses).not.toContainText('No address yet.');
    await expect(addresses).toContainText('560038');
    await expect(addresses).toContainText('Add your street and city so we can deliver here.');
    await addresses.scrollIntoViewIfNeeded();
    await shot(page, 'quote-pin-address');
    await addresses.getByRole('button', { name: 'Complete address' }).click();
    const form = addresses.getByRole('form', { name: 'Address' });
    await expect(form.getByLabel('PIN code')).toHaveValue('560038');
    await form.getByLabel('Address', { exact: true }).fill('14, 2nd Cross, Indiranagar');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(addresses).toContainText('14, 2nd Cross, Indiranagar, Bengaluru 560038');
    await expect(addresses).not.toContainText('Add your street and city');

    // Confirmed, 'Add credit' offers the plan's 14 days.
    await proposed.getByRole('button', { name: 'Confirm this routine' }).click();
    await expect(proposed).toBeHidden();
    await expect(page.getByRole('form', { name: 'Add credit' }).getByRole('radio', { name: /^14 days of your meals/ })).toBeChecked();
  });
});
