// Dishes, Add Dish and Edit Dish: cards with the 'Add Dish' tile, search and the multi-select
// type filter back to page 1, 10 a page; the dish form's rules; a dish added with a new category and
// an uploaded image ('No ratings yet'), edited, put on a menu, then deleted with Cancel and Confirm
// (asked as a dish on the menu). A dish a customer rated shows its stars on its card, and the
// comment under 'Ratings' in its form.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, gqlResponse, loginAsAdmin, signInAsAdmin, shot, type OutboxMessage } from './support';

// A 2 x 2 PNG (the server tells images by their bytes, and decodes them: a corrupt file is refused).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4UG35oNqSAUIBAC7aBlF7tfwLAAAAAElFTkSuQmCC',
  'base64',
);

const cards = (page: Page) => page.getByTestId('dish-card');

async function typeFilter(page: Page, option: string) {
  await page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: option, exact: true }).click();
}

// One sign-in per project: the API allows 10 logins per e-mail in 10 minutes.
test('an admin lists, filters, adds and deletes dishes', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await test.step('an admin searches and filters the dishes', async () => {
    await page.goto('/dashboard/dishes');
    await expect(page.getByRole('heading', { name: 'Dishes', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Dish' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'all', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'admin-dishes');
    // The demo dishes' images come with scaled copies: a card loads a copy its size, not the full image.
    const image = cards(page).first().locator('img');
    await expect(image).toHaveAttribute('srcset', /-w320\.webp\?\S+ 320w, \S+-w640\.webp\?\S+ 640w, \S+-w960\.png\?\S+ 960w$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-w(320|640)\.webp\?/);

    // Page 2, then a filter change goes back to page 1.
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await typeFilter(page, 'egg');
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/type=egg/);
    await expect(cards(page)).toHaveCount(4);
    for (const name of ['Masala Omelette Wrap', 'Egg Bhurji Breakfast Plate', 'Egg Curry with Brown Rice', 'Egg and Avocado Salad']) {
      await expect(cards(page).filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'all', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // Several types at once.
    await typeFilter(page, 'chicken');
    await expect(cards(page).filter({ hasText: 'Grilled Chicken Bowl' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Paneer Tikka Bowl' })).toHaveCount(0);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    // Search within the chosen types (debounced), back to page 1.
    await page.getByPlaceholder('Search dishes...').fill('salad');
    await expect(page).toHaveURL(/search=salad/);
    // The search matches names and descriptions ('... brown rice and salad').
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).filter({ hasText: 'Chicken Caesar Salad' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Egg and Avocado Salad' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Egg Curry with Brown Rice' })).toHaveCount(1);
    await shot(page, 'admin-dishes-filtered');

    await typeFilter(page, 'all');
    await expect(cards(page).filter({ hasText: 'Chana Quinoa Salad' })).toHaveCount(1);
    await page.getByPlaceholder('Search dishes...').fill('no such dish anywhere');
    await expect(page.getByText('No dishes found')).toBeVisible();
  });

  await test.step('the dish form shows the rules', async () => {
    await page.goto('/dashboard/dishes');
    await page.getByRole('link', { name: 'Add Dish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/dishes\/add$/);
    await expect(page.getByRole('heading', { name: 'Add Dish', level: 1 })).toBeVisible();
    await expect(page.getByText('Image dimensions 300 X 300')).toBeVisible();
    await page.getByRole('button', { name: 'Add Dish' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Description must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Select a type')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await page.getByLabel('Calories').fill('-5');
    await page.getByRole('button', { name: 'Add Dish' }).click();
    await expect(page.getByText('Calories must be a positive number')).toBeVisible();
    await shot(page, 'admin-add-dish-errors', { fullPage: true });
  });

  await test.step('an admin adds a dish with a new category and an uploaded image, then deletes it', async () => {
    const stamp = `${info.project.name} ${Date.now()}`;
    const dishName = `Millet Khichdi ${stamp}`;
    const category = `Comfort ${stamp}`;
    await page.goto('/dashboard/dishes/add');
    await page.getByLabel('Dish Name').fill(dishName);
    await page.getByLabel('Description').fill('Foxtail millet and moong dal with ghee tadka.');

    // The image picker: no file, then an upload, then a click on the new thumbnail.
    await page.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('No file selected')).toBeVisible();
    await picker.getByLabel('Image file').setInputFiles({ name: 'khichdi.png', mimeType: 'image/png', buffer: PNG });
    await picker.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Upload successful')).toBeVisible();
    const thumbnails = picker.getByRole('button', { name: /^Select image / });
    await expect(thumbnails.first()).toBeVisible();
    await shot(page, 'admin-add-dish-picker');

    // A spare upload is deleted only after a confirmation: Cancel keeps it, Delete removes it.
    const kept = await thumbnails.first().getAttribute('aria-label');
    await picker.getByLabel('Image file').setInputFiles({ name: 'spare.png', mimeType: 'image/png', buffer: PNG });
    await picker.getByRole('button', { name: 'Upload' }).click();
    await expect(thumbnails.first()).not.toHaveAttribute('aria-label', kept!);
    const spare = (await thumbnails.first().getAttribute('aria-label'))!.replace(/^Select image /, '');
    const deleteSpare = picker.getByRole('button', { name: `Delete image ${spare}` });
    await deleteSpare.click();
    const confirmImage = page.getByRole('tooltip').filter({ hasText: 'Delete this image?' });
    await expect(confirmImage).toBeVisible();
    await confirmImage.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteSpare).toBeVisible();
    await deleteSpare.click();
    await confirmImage.getByRole('button', { name: 'Delete' }).click();
    await expect(deleteSpare).toHaveCount(0);
    await expect(thumbnails.first()).toHaveAttribute('aria-label', kept!);

    await thumbnails.first().click();
    await expect(picker).toBeHidden();
    const preview = page.getByRole('img', { name: 'Selected dish image' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Clear, then pick it again.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(preview).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose image' }).click();
    await thumbnails.first().click();
    await expect(preview).toBeVisible();

    await page.getByLabel('Type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Chicken$/ }).click();

    // The category combobox: an existing name offers no Create; a new one does.
    const categoryBox = page.getByLabel('Category');
    await categoryBox.click();
    await categoryBox.fill('bowls');
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.locator('.ant-select-item-option', { hasText: /^Bowls$/ })).toBeVisible();
    await expect(dropdown.getByText(/^Create "/)).toHaveCount(0);
    await categoryBox.fill(category);
    await dropdown.getByText(`Create "${category}"`).click();
    await expect(page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: category }).first()).toBeVisible();

    await page.getByLabel('Calories').fill('430');
    await page.getByLabel('Fat').fill('12');
    await page.getByLabel('Carbs').fill('58');
    await page.getByLabel('Protein').fill('18.5');
    await shot(page, 'admin-add-dish', { fullPage: true });
    await page.getByRole('button', { name: 'Add Dish' }).click();
    await expect(page.getByText('Dish added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/dishes$/);

    // The new dish in the list, with its category and image.
    await page.getByPlaceholder('Search dishes...').fill(stamp);
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card).toContainText(dishName);
    await expect(card).toContainText(category);
    await expect(card).toContainText('Chicken');
    await expect(card).toContainText('430');
    await expect(card.getByTestId('dish-rating')).toHaveText('No ratings yet');
    await expect.poll(() => card.getByRole('img', { name: dishName }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Edit: the form opens filled in; the rules are those of Add Dish; saving keeps the image.
    await card.getByRole('button', { name: `Edit ${dishName}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/dishes\/edit\?id=\d+$/);
    const dishId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('heading', { name: 'Edit Dish', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Dish Name')).toHaveValue(dishName);
    await expect(page.getByLabel('Calories')).toHaveValue('430');
    await expect(page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: category }).first()).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel('Description').fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Description must be at least 5 characters')).toBeVisible();
    const editedName = `Millet Pongal ${stamp}`;
    await page.getByLabel('Dish Name').fill(editedName);
    await page.getByLabel('Description').fill('Foxtail millet pongal with pepper and ghee.');
    await page.getByLabel('Protein').fill('22');
    await shot(page, 'admin-edit-dish', { fullPage: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Dish updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/dishes$/);
    await page.getByPlaceholder('Search dishes...').fill(stamp);
    await expect(card).toContainText(editedName);
    await expect(card).toContainText('22g');
    await expect(card).toContainText(category);
    await expect.poll(() => card.getByRole('img', { name: editedName }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // On a menu three weeks ahead (a week of its own per browser project) for two days.
    const weekStart = new Date(Date.now() + (info.project.name === 'mobile' ? 28 : 21) * 86_400_000).toISOString().slice(0, 10);
    await gql(page, 'mutation($weekStart: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $weekStart, items: $items) { weekStart } }', {
      weekStart,
      items: ['monday', 'tuesday'].map((weekday) => ({ weekday, meal: 'lunch', type: 'chicken', dishId })),
    });

    // Delete: Cancel keeps it, Confirm removes it (and its menu days) and the list reloads.
    await card.getByRole('button', { name: `Delete ${editedName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete dish' });
    await expect(confirm).toContainText('This dish is on the menu for 2 days. Remove it from the menu and delete?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await shot(page, 'admin-dishes-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await card.getByRole('button', { name: `Delete ${editedName}` }).click();
    await expect(confirm).toContainText('This dish is on the menu for 2 days.');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No dishes found')).toBeVisible();

    // A dish that is gone (or never was) cannot be edited.
    await page.goto(`/dashboard/dishes/edit?id=${dishId}`);
    await expect(page.getByText('Dish not found')).toBeVisible();
  });
});

const CUTOFFS = 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }';
/** The template's cut-offs (tests/e2e/support/global-setup.ts), which the other tests of this gateway expect. */
const LATE = { time: '23:59', dayBefore: false };

/**
 * A GraphQL call as someone else than the admin signed in on the page (a customer), from a request
 * context of its own: a customer's sign-in never replaces the admin's cookies.
 */
async function gqlAs<T>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: token ? { Authorization: `Bearer ${token}` } : {}, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test("a dish a customer rated shows its stars on its card and the comment in its form @phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const dishName = `Dal Tadka ${test.info().project.name} ${stamp}`;
  await loginAsAdmin(page);

  // Today's business date, as the gateway counts it, and this week's menu as it is.
  const { dispatchList } = await gql<{ dispatchList: { date: string; weekday: string } }>(page, '{ dispatchList { date weekday } }');
  type Item = { weekday: string; meal: string; type: string; dishId: number };
  const { menu } = await gql<{ menu: { items: Item[] } }>(page, 'query ($w: Date) { menu(weekStart: $w) { items { weekday meal type dishId } } }', { w: dispatchList.date });
  const { settings } = await gql<{ settings: { routineCutoffHours: number } }>(page, '{ settings { routineCutoffHours } }');
  const setMenu = (items: Item[]) =>
    gql(page, 'mutation ($w: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $w, items: $items) { weekStart } }', {
      w: dispatchList.date,
      items: items.map(({ weekday, meal, type, dishId }) => ({ weekday, meal, type, dishId })),
    });

  const { dishCategories } = await gql<{ dishCategories: { categoryId: number }[] }>(page, '{ dishCategories { categoryId } }');
  const { createDish } = await gql<{ createDish: { id: string; dishId: number } }>(
    page,
    'mutation ($input: CreateDishInput!) { createDish(input: $input) { id dishId } }',
    { input: { name: dishName, description: 'Yellow dal with a cumin and garlic tadka.', type: 'veg', dishCategoryId: dishCategories[0]!.categoryId, calories: 380 } },
  );
  try {
    // Today's veg lunch is the new dish; a new customer eats it, and it is delivered.
    await setMenu([...menu.items.filter((i) => !(i.weekday === dispatchList.weekday && i.meal === 'lunch' && i.type === 'veg')), {
      weekday: dispatchList.weekday,
      meal: 'lunch',
      type: 'veg',
      dishId: createDish.dishId,
    }]);
    const who = { email: `rated.${stamp}@example.com`, password: 'Rated#2026' };
    const { registerUser } = await gql<{ registerUser: { userId: number } }>(page, 'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }', {
      input: { name: `Rating Customer ${test.info().project.name}`, email: who.email, phone: `6${stamp.slice(-9)}` },
    });
    const messages = (await (await page.request.get('/dev/outbox')).json()) as OutboxMessage[];
    const link = messages.find((m) => m.to.toLowerCase() === who.email)?.text.match(/set-password\?token=(\S+)/)?.[1];
    expect(link).toBeTruthy();
    await gqlAs(request, null, 'mutation ($input: SetPasswordInput!) { setPassword(input: $input) { message } }', {
      input: { token: decodeURIComponent(link!), password: who.password, confirmPassword: who.password },
    });
    await gql(page, 'mutation ($input: AddCreditInput!) { addCredit(input: $input) { userId } }', {
      input: { userId: registerUser.userId, amount: 500, paymentMethod: 'offline', note: 'E2E ratings' },
    });
    // Today's lunch on the routine: the routine change cut-off is off for the set-up.
    await gql(page, 'mutation ($hours: Int!) { updateSettings(input: { routineCutoffHours: $hours }) { routineCutoffHours } }', { hours: 0 });
    await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
      id: registerUser.userId,
      slots: [{ weekday: dispatchList.weekday, meal: 'lunch', hour: 13, type: 'veg' }],
    });
    // Lunch's cut-off at 00:00 of its day for a moment: the next read locks today's lunch into the
    // ledger with its dish. Put back to the template's 23:59 whatever happens.
    let lunchId: string;
    try {
      await gql(page, CUTOFFS, { i: { breakfast: LATE, lunch: { time: '00:00', dayBefore: false }, dinner: LATE } });
      const { meals } = await gql<{ meals: { edges: { node: { id: string; state: string; dishName: string | null } }[] } }>(
        page,
        'query ($userId: Int!) { meals(meal: lunch, userId: $userId) { edges { node { id state dishName } } } }',
        { userId: registerUser.userId },
      );
      expect(meals.edges.map((e) => e.node)).toEqual([expect.objectContaining({ state: 'locked', dishName })]);
      lunchId = meals.edges[0]!.node.id;
    } finally {
      await gql(page, CUTOFFS, { i: { breakfast: LATE, lunch: LATE, dinner: LATE } });
    }
    await gql(page, 'mutation ($id: ID!) { setMealDelivery(id: $id, status: delivered) { state } }', { id: lunchId });
    const { login } = await gqlAs<{ login: { accessToken: string } }>(request, null, 'mutation ($i: LoginInput!) { login(input: $i) { accessToken } }', { i: who });
    await gqlAs(request, login.accessToken, 'mutation ($id: ID!) { rateMeal(id: $id, stars: 4, comment: "Lovely dal, a little salty.") { rating } }', { id: lunchId });

    // The card: four stars and '4 (1 rating)'.
    await page.goto(`/dashboard/dishes?search=${encodeURIComponent(stamp)}`);
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByTestId('dish-rating')).toHaveText('4 (1 rating)');
    await expect(card.getByRole('img', { name: 'Rated 4 of 5 stars' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'admin-dish-card-rating');

    // The form: 'Ratings', read only, with the comment, its stars and the meal's date.
    await card.getByRole('button', { name: `Edit ${dishName}` }).click();
    const ratings = page.getByRole('region', { name: 'Ratings' });
    await expect(ratings.getByTestId('dish-rating')).toHaveText('4 (1 rating)');
    const comment = ratings.getByRole('list', { name: 'Latest comments' }).getByRole('listitem');
    await expect(comment).toHaveCount(1);
    await expect(comment).toContainText('Lovely dal, a little salty.');
    await expect(comment.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    const [year, month, day] = dispatchList.date.split('-');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    await expect(comment).toContainText(`${day} ${months[Number(month) - 1]} ${year}`);
    await ratings.scrollIntoViewIfNeeded();
    await shot(page, 'admin-dish-ratings');
  } finally {
    // This gateway's other tests see the menu, the routine cut-off and the dishes as they were.
    await gqlResponse(page, 'mutation ($id: ID!) { deleteDish(id: $id, removeFromMenu: true) { deletedId } }', { id: createDish.id });
    await setMenu(menu.items);
    await gql(page, 'mutation ($hours: Int!) { updateSettings(input: { routineCutoffHours: $hours }) { routineCutoffHours } }', { hours: settings.routineCutoffHours });
  }
});
