// Contact enquiries: the table with the attended Yes/No badge and 'Page X of N',
// clickable rows, the detail with the attended toggle and session notes saved and kept after a
// reload, the 1000-character rule, and the inline 'Contact not found'.
import { expect, test } from './support/test';
import { signInAsAdmin, shot } from './support';

// One sign-in per project: the API allows 10 logins per e-mail in 10 minutes.
test('an admin works through contact enquiries', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await test.step('an admin opens a contact enquiry and saves attended and session notes', async () => {
    await page.goto('/dashboard/contact-enquiry');
    await expect(page.getByRole('heading', { name: 'Contact Enquiry', level: 1 })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(rows.filter({ hasText: 'Nikhil Bose' }).locator('.ant-tag')).toHaveText('Yes');
    await shot(page, 'admin-contact-enquiries');

    await rows.filter({ hasText: 'Ritika Saxena' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contact-enquiry\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Contact Enquiry Details', level: 1 })).toBeVisible();
    const details = page.locator('.ant-descriptions');
    for (const text of ['Ritika Saxena', 'ritika.saxena@example.com', '9811345678', 'Do you deliver to Indiranagar?']) {
      await expect(details).toContainText(text);
    }
    await shot(page, 'admin-contact-enquiry-detail', { fullPage: true });

    const notes = page.getByLabel('Session Notes');
    await notes.fill('y'.repeat(1001));
    await expect(page.getByText('Note is too long')).toBeVisible();

    const toggle = page.getByRole('switch', { name: 'Attended' });
    const wasAttended = (await toggle.getAttribute('aria-checked')) === 'true';
    const note = `Shared the delivery map (${info.project.name} ${Date.now()})`;
    await notes.fill(note);
    await toggle.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Session Notes')).toHaveValue(note);
    await expect(page.getByRole('switch', { name: 'Attended' })).toHaveAttribute('aria-checked', String(!wasAttended));

    await page.goto('/dashboard/contact-enquiry');
    await expect(rows.filter({ hasText: 'Ritika Saxena' }).locator('.ant-tag')).toHaveText(wasAttended ? 'No' : 'Yes');
  });

  await test.step('an unknown contact enquiry shows Contact not found inline', async () => {
    await page.goto('/dashboard/contact-enquiry/999999');
    await expect(page.getByText('Contact not found')).toBeVisible();
  });
});