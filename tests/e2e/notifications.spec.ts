// The e-mails a customer controls: 'E-mail preferences' on the account page (switches saved on
// change, by mouse and keyboard), and the unsubscribe link of the weekly summary, taken from the
// local outbox, which turns exactly that e-mail off without signing in.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, loginAs, signInAsAdmin, newCustomer, shot, type OutboxMessage } from './support';

/** This spec's new customer, Kavya Menon, with a password of their own. */
const newSpecCustomer = (page: Page, password: string) => newCustomer(page, { tag: 'notify', name: 'Kavya Menon', phone: '9876500222', password });

test('a customer turns their e-mails off on the account page', async ({ page }) => {
  const customer = await newSpecCustomer(page, 'Notify#2026');
  await loginAs(page, customer, '/account');
  const section = page.getByRole('region', { name: 'E-mail preferences' });
  const weekly = section.getByRole('switch', { name: 'Weekly summary' });
  const low = section.getByRole('switch', { name: 'Low-credit warnings' });
  await expect(weekly).toBeChecked();
  await expect(low).toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'account-email-preferences');

  await weekly.click();
  await expect(page.getByText('Weekly summary turned off.')).toBeVisible();
  await expect(weekly).not.toBeChecked();
  // The keyboard works as with any checkbox.
  await low.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Low-credit warnings turned off.')).toBeVisible();
  await expect(low).not.toBeChecked();
  await shot(page, 'account-email-preferences-off');

  await page.reload();
  await expect(weekly).not.toBeChecked();
  await expect(low).not.toBeChecked();
  await low.click();
  await expect(page.getByText('Low-credit warnings turned on.')).toBeVisible();
  const { viewer } = await gql<{ viewer: { lowCreditEmails: boolean; weeklySummaryEmails: boolean } }>(page, '{ viewer { lowCreditEmails weeklySummaryEmails } }');
  expect(viewer).toEqual({ lowCreditEmails: true, weeklySummaryEmails: false });
});

test("the weekly summary's unsubscribe link turns it off, and only it", async ({ page }) => {
  await signInAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { weekday: string } } }>(page, '{ summary { today { weekday } } }');
  const customer = await newSpecCustomer(page, 'Unsub#2026');
  await loginAs(page, customer, '/account');
  // Lunch every day but today (closed to changes), set by the customer themselves.
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await gql(page, 'mutation ($slots: [RoutineSlotInput!]!) { setRoutine(slots: $slots) { userId } }', {
    slots: days.filter((day) => day !== summary.today.weekday).map((weekday) => ({ weekday, meal: 'lunch', hour: 13, type: 'veg' })),
  });
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  // The Sunday job, run now; its e-mail closes with the customer's own link.
  expect((await page.request.post('/dev/jobs/weekly-summary')).ok()).toBe(true);
  const messages = (await (await page.request.get('/dev/outbox')).json()) as (OutboxMessage & { tag: string | null; unsubscribeUrl: string | null })[];
  const mail = messages.find((m) => m.to === customer.email && m.tag === 'weekly-summary');
  expect(mail?.text).toContain('Here are your meals for the coming week');
  const token = mail?.text.match(/\/unsubscribe\?token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  expect(mail?.unsubscribeUrl).toContain(`/unsubscribe?token=${token}`);

  // A link altered by hand is refused, and changes nothing.
  const tampered = token!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await page.goto(`/unsubscribe?token=${tampered}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. You can change your e-mail preferences on your account page.');

  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop getting the weekly summary?')).toBeVisible();
  await shot(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You will no longer get the weekly summary. You can turn it back on from your account page.');
  await shot(page, 'unsubscribe-done');

  await page.getByRole('link', { name: 'Go to your account page' }).click();
  await loginAs(page, customer, '/account');
  const section = page.getByRole('region', { name: 'E-mail preferences' });
  await expect(section.getByRole('switch', { name: 'Weekly summary' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Low-credit warnings' })).toBeChecked();
});
