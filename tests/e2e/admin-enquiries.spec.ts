// Order enquiries: the table 10 a page with 'Page X of N', a row opens the detail
// with every field (meal type as 'Veg Plan'), the attended toggle and admin notes saved and kept
// after a reload, the 1000-character rule, and the inline 'Enquiry not found'; the work-queue
// filters (search, unattended only, date range, plan type) kept in the address.
import { expect, test } from './support/test';
import { chooseOption, signInAsAdmin, shot } from './support';

// One sign-in per project: the API allows 10 logins per e-mail in 10 minutes.
test('an admin works through order enquiries', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await test.step('an admin narrows the queue: search, unattended only, plan type and dates', async () => {
    await page.goto('/dashboard/order-enquiry');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    await page.getByPlaceholder('Search name, email or phone...').fill('tanvi.shah@');
    await expect(page).toHaveURL(/search=tanvi\.shah%40/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Tanvi Shah');
    await page.getByPlaceholder('Search name, email or phone...').fill('98250 90123');
    await expect(rows).toHaveCount(1);
    await page.getByPlaceholder('Search name, email or phone...').fill('');
    await expect(page).not.toHaveURL(/search=/);

    // The box follows the address once the filtered rows have loaded.
    await page.getByRole('checkbox', { name: 'Unattended only' }).click();
    await expect(page).toHaveURL(/unattended=1/);
    await expect(page.getByRole('checkbox', { name: 'Unattended only' })).toBeChecked();
    await expect(rows.first()).toBeVisible();
    await expect(rows.getByText('Yes', { exact: true })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Unattended only' }).click();
    await expect(page).not.toHaveURL(/unattended=1/);

    await chooseOption(page, page.getByRole('combobox', { name: 'Plan type' }), 'Chicken Plan');
    await expect(page).toHaveURL(/plan=chickenPlan/);
    await expect(rows.first()).toBeVisible();
    // Every row shown is a chicken plan (the plan shows in the name cell on a phone).
    await expect(rows.filter({ hasNotText: 'Chicken Plan' })).toHaveCount(0);
    await shot(page, 'admin-order-enquiries-filtered');

    // No enquiry is received in the future; the range keeps both ends.
    await page.getByLabel('From', { exact: true }).fill('2099-01-01');
    await expect(page).toHaveURL(/from=2099-01-01/);
    await expect(rows).toHaveCount(0);
    await page.goto('/dashboard/order-enquiry?to=2000-01-01');
    await expect(rows).toHaveCount(0);
    await page.goto('/dashboard/order-enquiry?from=2000-01-01&to=2099-12-31');
    await expect(rows).toHaveCount(10);
  });

  await test.step('an admin pages through order enquiries, opens one and saves attended and notes', async () => {
    await page.goto('/dashboard/order-enquiry');
    await expect(page.getByRole('heading', { name: 'Order Enquiry', level: 1 })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    // Newest first: the demo data's newest enquiry is Neha Gupta's veg plan.
    await expect(rows.first()).toContainText('Neha Gupta');
    await expect(rows.first()).toContainText('Veg Plan');
    await shot(page, 'admin-order-enquiries');

    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(page).toHaveURL(/\?page=2$/);

    await rows.filter({ hasText: 'Tanvi Shah' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order-enquiry\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Order Enquiry Details', level: 1 })).toBeVisible();
    const details = page.locator('.ant-descriptions');
    for (const text of ['Tanvi Shah', 'tanvi.shah@example.com', '9825090123', 'Veg Plan', 'Breakfast, Lunch, Dinner', '28 days', 'Paneer']) {
      await expect(details).toContainText(text);
    }
    const notes = page.getByLabel('Admin Notes');
    await expect(notes).toHaveValue(/Jain food requested|Called back \(/);
    await shot(page, 'admin-order-enquiry-detail', { fullPage: true });

    // The 1000-character rule, with the product's message; nothing is saved.
    await notes.fill('x'.repeat(1001));
    await expect(page.getByText('Note is too long')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enquiry updated successfully')).toHaveCount(0);

    // Toggle attended (whatever it is now) and save a new note; a reload shows both saved.
    const toggle = page.getByRole('switch', { name: 'Attended' });
    const wasAttended = (await toggle.getAttribute('aria-checked')) === 'true';
    const note = `Called back (${info.project.name} ${Date.now()})`;
    await notes.fill(note);
    await expect(page.getByText('Note is too long')).toHaveCount(0);
    await toggle.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enquiry updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Admin Notes')).toHaveValue(note);
    await expect(page.getByRole('switch', { name: 'Attended' })).toHaveAttribute('aria-checked', String(!wasAttended));

    // Back to the table: the row shows the new attended badge.
    await page.goto('/dashboard/order-enquiry?page=2');
    await expect(rows.filter({ hasText: 'Tanvi Shah' })).toContainText(wasAttended ? 'No' : 'Yes');
  });

  await test.step('an unknown order enquiry shows Enquiry not found inline', async () => {
    await page.goto('/dashboard/order-enquiry/999999');
    await expect(page.getByText('Enquiry not found')).toBeVisible();
    await shot(page, 'admin-order-enquiry-not-found');
  });
});