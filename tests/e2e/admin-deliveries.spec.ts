// Deliveries: a rider (delivery staff, invited by an admin) signs in, lands on their run and records
// it from a phone. Two customers eat lunch today at homes in two PIN codes; once lunch's cut-off has
// passed their meals are in the ledger, and the rider sees them under their PIN codes, marks one
// Delivered and the other Not delivered ('Other', which needs a note, with a photo of the locked
// gate), and both stay so after a reload. The rider's sidebar offers nothing else. The kitchen's
// dispatch list shows a rider's record within seconds, without a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, loginAs, loginAsAdmin, signInAsAdmin, setRoutineCutoff, shot, type OutboxMessage } from './support';
import { isMobile } from './support/public';

/** A 2 x 2 PNG: what the phone's camera gives, as far as the gateway can tell. */
const GATE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4UG35oNqSAUIBAC7aBlF7tfwLAAAAAElFTkSuQmCC',
  'base64',
);

/** Today's weekday in the business time zone, as the gateway works it out. */
async function businessWeekday(page: Page): Promise<string> {
  const { dispatchList } = await gql<{ dispatchList: { weekday: string } }>(page, '{ dispatchList { weekday } }');
  return dispatchList.weekday;
}

/** A customer with a home in `pin` who eats lunch (or `meal`) today at 13:00 (or 19:00). */
async function lunchCustomer(page: Page, who: { name: string; pin: string; landmark: string; notes: string }, weekday: string, stamp: string, meal = 'lunch') {
  const email = `deliveries.${who.pin}.${stamp}@example.com`;
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: { name: who.name, email, phone: `8${who.pin.slice(-3)}${stamp.slice(-6)}` } },
  );
  await gql(page, 'mutation ($id: Int!, $input: AddressInput!) { addAddress(userId: $id, input: $input) { addressId } }', {
    id: registerUser.userId,
    input: { label: 'Home', line1: `${who.pin.slice(-2)}, 2nd Cross, Janpath`, city: 'New Delhi', pin: who.pin, landmark: who.landmark, notes: who.notes },
  });
  await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: registerUser.userId,
    slots: [{ weekday, meal, hour: meal === 'dinner' ? 19 : 13, type: 'veg', snacks: true }],
  });
}

test("the kitchen's dispatch list shows a rider's record within seconds, without a reload", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eater = { name: `Live Stop ${stamp}`, pin: '110003', landmark: 'Near the park', notes: 'Ring twice' };
  await signInAsAdmin(page);
  await setRoutineCutoff(page, 0);
  const weekday = await businessWeekday(page);
  // Dinner: the run below is lunch's, and each meal locks once (this spec's database is shared by its tests).
  await lunchCustomer(page, eater, weekday, stamp, 'dinner');
  const midnight = { time: '00:00', dayBefore: false };
  await gql(page, 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }', {
    i: { breakfast: midnight, lunch: midnight, dinner: midnight },
  });

  await page.goto('/dashboard/dispatch-summary?mealType=dinner');
  const row = page.getByRole('row').filter({ hasText: eater.name });
  await expect(row).toContainText('Not affordable');
  await expect(row).not.toContainText('Delivered');
  // The rider's tap, made elsewhere: nothing on this page asks for it.
  // (The dispatch list's own ids: reading it locks dinner only, where the meals query would lock lunch too.)
  const { dispatchList } = await gql<{ dispatchList: { page: { edges: { node: { mealId: number; name: string } }[] } } }>(
    page,
    '{ dispatchList(meal: dinner) { page(first: 50) { edges { node { mealId name } } } } }',
  );
  const mealId = dispatchList.page.edges.find((edge) => edge.node.name === eater.name)!.node.mealId;
  await gql(page, 'mutation ($id: ID!) { setMealDelivery(id: $id, status: delivered) { state } }', { id: String(mealId) });
  // Within seconds: the list would otherwise show it only when read again.
  await expect(row).toContainText('Delivered', { timeout: 5_000 });
  await shot(page, 'dispatch-live-delivered');
  // The cut-offs as the suite's database has them (23:59), for the run below: with every meal due at
  // midnight, that test's first routine change would lock lunch before its customers are added.
  const late = { time: '23:59', dayBefore: false };
  await gql(page, 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }', {
    i: { breakfast: late, lunch: late, dinner: late },
  });
});

test('a rider sees today\'s lunches under their PIN codes and records Delivered and Not delivered @phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // PIN codes that sort before the demo customers', so both meals are on the run's first page.
  const first = { name: `Rider Stop One ${project}`, pin: '110001', landmark: 'Opposite the post office', notes: 'Leave with the guard' };
  const second = { name: `Rider Stop Two ${project}`, pin: '110002', landmark: 'Behind the temple', notes: 'Call on arrival' };

  await loginAsAdmin(page);
  // Today's lunch is inside the default routine cut-off: it is off for the set-up.
  await setRoutineCutoff(page, 0);
  const weekday = await businessWeekday(page);
  await lunchCustomer(page, first, weekday, stamp);
  await lunchCustomer(page, second, weekday, stamp);
  // Every meal's cut-off at 00:00 of its own day: today's meals lock on the next read.
  const midnight = { time: '00:00', dayBefore: false };
  await gql(page, 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }', {
    i: { breakfast: midnight, lunch: midnight, dinner: midnight },
  });

  // A rider, invited by the admin, sets a password from the invitation.
  const rider = { name: `Rider ${project}`, email: `rider.${stamp}@example.com`, phone: `6${stamp.slice(-9)}`, password: 'Rider#2026' };
  await gql(page, 'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { userId } }', {
    input: { name: rider.name, email: rider.email, phone: rider.phone, role: 'delivery' },
  });
  const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
  const token = messages.find((m) => m.to.toLowerCase() === rider.email)?.text.match(/set-password\?token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  await gql(page, 'mutation ($input: SetPasswordInput!) { setPassword(input: $input) { message } }', {
    input: { token: decodeURIComponent(token!), password: rider.password, confirmPassword: rider.password },
  });
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  // Signed in, the rider lands on their run; the sidebar offers nothing else.
  await loginAs(page, rider, '/dashboard/deliveries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deliveries');
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('menuitem', { name: 'Deliveries' })).toBeVisible();
  await expect(nav.getByRole('menuitem')).toHaveCount(1);
  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Admin navigation' })).toBeHidden();
  }
  // An admin's screen sends them back to their run.
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard\/deliveries$/);

  await page.goto('/dashboard/deliveries?meal=lunch');
  await expect(page.getByRole('radio', { name: 'Lunch' })).toBeChecked();
  const one = page.getByRole('region', { name: 'PIN 110001' }).getByRole('article', { name: first.name });
  const two = page.getByRole('region', { name: 'PIN 110002' }).getByRole('article', { name: second.name });
  await expect(one).toBeVisible();
  await expect(two).toBeVisible();
  // The address line, its landmark included.
  await expect(one).toContainText(`Home: 01, 2nd Cross, Janpath, ${first.landmark}, New Delhi 110001`);
  await expect(one).toContainText(first.notes);
  await expect(one).toContainText('13:00');
  await expect(one).toContainText('Snacks');
  await expect(one.locator('.ant-tag')).toHaveText('Locked');
  await expect(one.getByRole('link', { name: new RegExp(`^Call ${first.name}`) })).toHaveAttribute('href', /^tel:8\d{9}$/);
  await shot(page, 'rider-deliveries');

  // Delivered.
  await one.getByRole('button', { name: `Delivered: ${first.name}`, exact: true }).click();
  await expect(one.locator('.ant-tag')).toHaveText('Delivered');
  await expect(one.getByRole('button', { name: `Delivered: ${first.name}`, exact: true })).toBeDisabled();

  // Not delivered, 'Other': a note is needed first.
  await two.getByRole('button', { name: `Not delivered: ${second.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Not delivered' });
  await expect(dialog).toBeVisible();
  await dialog.locator('label').filter({ hasText: /^Other$/ }).click();
  await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Add a note to say why ('Other')")).toBeVisible();
  await shot(page, 'rider-not-delivered');
  await dialog.getByLabel('Note').fill('Gate locked, nobody answered the bell');
  // A photo of the locked gate, from the phone's camera (here, the file it would give).
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Take a photo' }).click();
  await (await chooser).setFiles({ name: 'gate.png', mimeType: 'image/png', buffer: GATE_PHOTO });
  await expect(dialog.getByRole('img', { name: 'The photo to send' })).toBeVisible();
  await shot(page, 'rider-not-delivered-photo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(two.locator('.ant-tag')).toHaveText('Not delivered');
  await expect(two).toContainText('Other: Gate locked, nobody answered the bell');
  const photo = two.getByRole('img', { name: `Photo: ${second.name}` });
  await expect(photo).toBeVisible();
  // The stored photo loads.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Both stay so.
  await page.reload();
  await expect(one.locator('.ant-tag')).toHaveText('Delivered');
  await expect(two.locator('.ant-tag')).toHaveText('Not delivered');
  await expect(two).toContainText('Other: Gate locked, nobody answered the bell');
  await expect(two.getByRole('img', { name: `Photo: ${second.name}` })).toBeVisible();
  await shot(page, 'rider-deliveries-recorded', { fullPage: true });
});
