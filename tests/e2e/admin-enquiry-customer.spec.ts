// 'Create customer' from an order enquiry: Add user opens filled in from the enquiry, the account is
// made, and the enquiry is attended with a note naming it. Its own spec (own gateway and data), so
// the enquiry lists' counts in admin-enquiries.spec.ts stay those of the demo data.
import { expect, test } from './support/test';
import { signInAsAdmin, shot } from './support';

test('an admin turns an order enquiry into a customer in one step, then links to it @phone', async ({ page }, info) => {
  await signInAsAdmin(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const quote = {
    name: `Quote ${info.project.name}`,
    email: `quote.${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
    mealType: 'eggPlan',
    mealDetails: ['lunch'],
    duration: 14,
    addons: [],
  };
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation($input: CreateEnquiryInput!) { createEnquiry(input: $input) { enquiry { enquiryId } } }', variables: { input: quote } },
  });
  const { data } = (await response.json()) as { data: { createEnquiry: { enquiry: { enquiryId: number } } } };
  const enquiryId = data.createEnquiry.enquiry.enquiryId;

  await page.goto(`/dashboard/order-enquiry/${enquiryId}`);
  await expect(page.getByText('Not attended')).toBeVisible();
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\?addUser=1&/);
  const dialog = page.getByRole('dialog', { name: /Create new user/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`From order enquiry #${enquiryId}: it will be marked attended.`);
  await expect(dialog.getByLabel('Name')).toHaveValue(quote.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(quote.email);
  await expect(dialog.getByLabel('Phone')).toHaveValue(quote.phone);
  await shot(page, 'admin-create-customer');
  await dialog.locator('button[type=submit]').click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/addUser=/);

  await page.goto(`/dashboard/order-enquiry/${enquiryId}`);
  await expect(page.locator('.ant-tag', { hasText: /^Attended$/ })).toBeVisible();
  await expect(page.getByLabel('Admin Notes')).toHaveValue(new RegExp(`Customer account created: ${quote.email.replace(/\./g, '\\.')} \\(user #\\d+\\)\\.`));

  // The e-mail has an account now: the enquiry links to it instead of offering to create another.
  await expect(page.getByRole('button', { name: 'Create customer' })).toHaveCount(0);
  await shot(page, 'admin-enquiry-with-account');
  await page.getByRole('button', { name: 'View customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\?search=/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(quote.email);
});
