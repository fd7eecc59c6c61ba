// Dishes and dish categories end to end through the gateway (GraphQL and REST) on PGlite and real
// PostgreSQL: the product's Dish form rules and messages, the list (page size, search, type filter,
// order), deletion, categories unique regardless of case, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { solidPng } from '../support/png.ts';
import { createAccessTokens } from '../../gateway/tokens.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, dbKinds } from '../support/db.ts';
import { gqlUpload } from '../support/uploads.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const DISH_FIELDS = 'id dishId name description type categoryId dishCategoryName calories protein fat carbs imageUrl imageKey category { id name }';
const CREATE = `mutation($input: CreateDishInput!) { createDish(input: $input) { ${DISH_FIELDS} } }`;
const LIST = `query($first: Int, $after: String, $search: String, $types: [MealCategory!]) {
  dishes(first: $first, after: $after, search: $search, types: $types) { totalCount pageInfo { hasNextPage } edges { cursor node { dishId name type } } }
}`;
const DELETE = `mutation($id: ID!) { deleteDish(id: $id) { deletedId deletedDishId message } }`;
const DELETE_FROM_MENU = `mutation($id: ID!) { deleteDish(id: $id, removeFromMenu: true) { deletedDishId message } }`;
const UPDATE = `mutation($id: ID!, $input: CreateDishInput!) { updateDish(id: $id, input: $input) { ${DISH_FIELDS} menuDays } }`;
const MENU_DAYS = `query($id: ID!) { node(id: $id) { ... on Dish { menuDays } } }`;
const DISH = `query($id: ID!) { dish(id: $id) { dishId name menuDays } }`;
const CATEGORIES = `{ dishCategories { id categoryId name } }`;
const CREATE_CATEGORY = `mutation($name: String!) { createDishCategory(name: $name) { id categoryId name } }`;

describe.each(dbKinds)('dishes on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
    const c = await t.gql(CREATE_CATEGORY, { name: 'Bowls' }, { token: admin.token });
    expect(c.errors).toBeUndefined();
    categoryId = c.data.createDishCategory.categoryId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Paneer Tikka Bowl',
    description: 'Char-grilled paneer on brown rice.',
    type: 'veg',
    dishCategoryId: categoryId,
    ...over,
  });

  async function createDish(over: Record<string, unknown> = {}) {
    const res = await t.gql(CREATE, { input: valid(over) }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    return res.data.createDish;
  }

  describe('categories', () => {
    it('creates categories, lists them by name regardless of case, refuses a name that exists in any case', async () => {
      const created = await t.rest('POST', '/dishes/categories', { name: '  salads   and  sides ' }, { token: admin.token });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ data: { id: expect.any(Number), name: 'salads and sides' } });
      const row = await t.prisma.dishCategory.findUniqueOrThrow({ where: { id: created.body.data.id } });
      expect(row.nameKey).toBe('salads and sides');

      for (const name of ['SALADS AND SIDES', 'Salads and Sides', ' salads  and sides']) {
        const g = await t.gql(CREATE_CATEGORY, { name }, { token: admin.token });
        expect(g.errors?.[0]).toMatchObject({ message: 'Category already exists', extensions: { code: 'CONFLICT' } });
      }
      const r = await t.rest('POST', '/dishes/categories', { name: 'bowls' }, { token: admin.token });
      expect(r).toMatchObject({ status: 409, body: { message: 'Category already exists' } });

      const blank = await t.rest('POST', '/dishes/categories', { name: '   ' }, { token: admin.token });
      expect(blank).toMatchObject({ status: 400, body: { message: 'Category name is required' } });
      const missing = await t.rest('POST', '/dishes/categories', {}, { token: admin.token });
      expect(missing).toMatchObject({ status: 400, body: { message: 'Category name is required' } });
      const long = await t.gql(CREATE_CATEGORY, { name: 'x'.repeat(61) }, { token: admin.token });
      expect(long.errors?.[0]?.message).toBe('Category name must be at most 60 characters');

      await t.gql(CREATE_CATEGORY, { name: 'appetisers' }, { token: admin.token });
      const list = await t.rest('GET', '/dishes/categories', undefined, { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['appetisers', 'Bowls', 'salads and sides']);
      expect(list.body.data[1]).toEqual({ id: categoryId, name: 'Bowls' });
      const g = await t.gql(CATEGORIES, {}, { token: admin.token });
      expect(g.data.dishCategories.map((c: { name: string }) => c.name)).toEqual(['appetisers', 'Bowls', 'salads and sides']);
      expect(await t.prisma.dishCategory.count({ where: { nameKey: 'salads and sides' } })).toBe(1);
    });

    it('two admins creating the same name at once: one wins, the other gets the conflict', async () => {
      const results = await Promise.all(
        ['Curries', 'curries', 'CURRIES'].map((name) => t.gql(CREATE_CATEGORY, { name }, { token: admin.token })),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      for (const r of results.filter((x) => x.errors)) expect(r.errors![0]!.message).toBe('Category already exists');
      expect(await t.prisma.dishCategory.count({ where: { nameKey: 'curries' } })).toBe(1);
    });
  });

  describe('Dish form rules, same messages over GraphQL and REST', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['short name', { name: 'A' }, 'Name is required'],
      ['blank name', { name: '   ' }, 'Name is required'],
      ['short description', { description: 'Nice' }, 'Description must be at least 5 characters'],
      ['not a URL', { imageUrl: 'not a url' }, 'Must be a valid URL'],
      ['not http(s)', { imageUrl: 'javascript:alert(1)' }, 'Must be a valid URL'],
      ['no type', { type: null }, 'Select a type'],
      ['no category', { dishCategoryId: null }, 'Category is required'],
      ['category 0', { dishCategoryId: 0 }, 'Category is required'],
      ['negative calories', { calories: -10 }, 'Calories must be a positive number'],
      ['zero fat', { fat: 0 }, 'Fat must be a positive number'],
      ['negative carbs', { carbs: -1 }, 'Carbs must be a positive number'],
      ['negative protein', { protein: -0.5 }, 'Protein must be a positive number'],
    ];
    it.each(cases)('%s', async (_label, over, message) => {
      const before = await t.prisma.dish.count();
      const g = await t.gql(CREATE, { input: valid(over) }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const r = await t.rest('POST', '/dishes', valid(over), { token: admin.token });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
      expect(await t.prisma.dish.count()).toBe(before);
    });

    it('REST: a missing or unknown type, a missing or non-numeric category get the product’s messages', async () => {
      const { type: _type, ...noType } = valid();
      expect(await t.rest('POST', '/dishes', noType, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Select a type' } });
      expect(await t.rest('POST', '/dishes', valid({ type: 'fish' }), { token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'Select a type' },
      });
      const { dishCategoryId: _c, ...noCategory } = valid();
      expect(await t.rest('POST', '/dishes', noCategory, { token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'Category is required' },
      });
      expect(await t.rest('POST', '/dishes', valid({ dishCategoryId: 'abc' }), { token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'Category is required' },
      });
      expect(await t.rest('POST', '/dishes', {}, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    });

    it("an unknown category is refused with 'Category not found'; an unknown image key with 'Image not found'", async () => {
      const g = await t.gql(CREATE, { input: valid({ dishCategoryId: 999_999 }) }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'BAD_USER_INPUT' } });
      const r = await t.rest('POST', '/dishes', valid({ dishCategoryId: 999_999 }), { token: admin.token });
      expect(r).toMatchObject({ status: 400, body: { message: 'Category not found' } });
      const img = await t.gql(
        CREATE,
        { input: valid({ imageUrl: 'dishes/00000000-0000-0000-0000-000000000000.png' }) },
        { token: admin.token },
      );
      expect(img.errors?.[0]?.message).toBe('Image not found');
    });
  });

  it('creates a dish: missing nutrition reads as 0, numbers as strings are accepted over REST, the category name is shown', async () => {
    const g = await createDish({ name: '  Egg Bhurji Wrap ', type: 'egg', calories: 410.5, protein: 22 });
    expect(g).toMatchObject({
      name: 'Egg Bhurji Wrap',
      type: 'egg',
      categoryId,
      dishCategoryName: 'Bowls',
      calories: 410.5,
      protein: 22,
      fat: 0,
      carbs: 0,
      imageUrl: null,
      imageKey: null,
      category: { name: 'Bowls' },
    });
    const row = await t.prisma.dish.findUniqueOrThrow({ where: { id: g.dishId } });
    expect(row).toMatchObject({ calories: 410.5, protein: 22, fat: null, carbs: null, imageUrl: null });

    const r = await t.rest(
      'POST',
      '/dishes',
      valid({ name: 'Chicken Tikka', type: 'chicken', calories: '350', fat: '', carbs: 12, protein: 31, imageUrl: '' }),
      { token: admin.token },
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Dish added successfully!');
    expect(r.body.data).toMatchObject({
      id: expect.any(Number),
      name: 'Chicken Tikka',
      type: 'chicken',
      dishCategoryId: categoryId,
      dishCategoryName: 'Bowls',
      calories: 350,
      fat: 0,
      carbs: 12,
      protein: 31,
      imageUrl: null,
    });
  });

  it('imageUrl: an external URL is kept as is; an uploaded key or a signed URL of it is stored as the key and read as a fresh signed URL', async () => {
    const external = await createDish({ imageUrl: 'https://images.example.com/paneer.jpg?w=300' });
    expect(external).toMatchObject({ imageUrl: 'https://images.example.com/paneer.jpg?w=300', imageKey: null });

    const up = await gqlUpload(t, { name: 'file', bytes: solidPng(300, 300, [10, 200, 10]), filename: 'a.png' }, admin.token);
    const { key, url } = up.body.data.uploadDishImage;

    const byKey = await createDish({ imageUrl: key });
    expect(byKey.imageKey).toBe(key);
    expect(byKey.imageUrl).toMatch(new RegExp(`^/uploads/${key}\\?expires=\\d+&signature=`));
    const served = await t.app.fetch(new URL(byKey.imageUrl, 'http://127.0.0.1:4000'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const bySignedUrl = await createDish({ imageUrl: url });
    expect((await t.prisma.dish.findUniqueOrThrow({ where: { id: bySignedUrl.dishId } })).imageUrl).toBe(key);

    // Read later, the URL is signed anew (the stored value never expires).
    t.clock.advance(2 * 3600_000);
    const list = await t.gql(`query { dishes(first: 50) { edges { node { dishId imageUrl } } } }`, {}, { token: admin.token });
    const again = list.data.dishes.edges.find((e: any) => e.node.dishId === byKey.dishId).node.imageUrl;
    const expires = Number(new URL(again, 'http://localhost').searchParams.get('expires'));
    expect(expires).toBeGreaterThan(Math.floor(t.clock.now().getTime() / 1000) + 3500);
    const rest = await t.rest('GET', '/dishes?limit=50', undefined, { token: admin.token });
    expect(rest.body.data.find((d: any) => d.id === byKey.dishId).imageUrl).toContain(`/uploads/${key}?expires=`);
  });

  describe('the list', () => {
    const names: string[] = [];
    beforeAll(async () => {
      await t.prisma.dish.deleteMany({});
      const specs: [string, string, 'veg' | 'egg' | 'chicken'][] = [
        ['Rajma Chawal', 'Kidney beans curry with rice', 'veg'],
        ['Masala Omelette', 'Two eggs, onions and green chillies', 'egg'],
        ['Butter Chicken', 'Creamy tomato gravy, Paneer-free', 'chicken'],
        ['Palak Paneer', 'Spinach and cottage cheese', 'veg'],
        ['Egg Curry', 'Boiled eggs in onion-tomato masala', 'egg'],
        ['Chicken Biryani', 'Basmati rice layered with chicken', 'chicken'],
        ['Dal Tadka', 'Yellow lentils tempered with cumin', 'veg'],
        ['Chole', 'Spiced chickpeas', 'veg'],
        ['Egg Fried Rice', 'Wok-tossed rice with egg', 'egg'],
        ['Chicken Salad', 'Grilled chicken on greens', 'chicken'],
        ['Paneer Wrap', 'PANEER tikka in a wholewheat wrap', 'veg'],
        ['Veg Pulao', 'Rice with seasonal vegetables', 'veg'],
      ];
      for (const [name, description, type] of specs) {
        await createDish({ name, description, type });
        names.push(name);
        t.clock.advance(1000);
      }
    });

    it('10 a page, newest first, with totalCount; page 2 through the offset cursor', async () => {
      const newest = [...names].reverse();
      const p1 = await t.gql(LIST, {}, { token: admin.token });
      expect(p1.errors).toBeUndefined();
      expect(p1.data.dishes.totalCount).toBe(12);
      expect(p1.data.dishes.edges.map((e: any) => e.node.name)).toEqual(newest.slice(0, 10));
      expect(p1.data.dishes.pageInfo.hasNextPage).toBe(true);
      const after = p1.data.dishes.edges[9].cursor;
      const p2 = await t.gql(LIST, { after }, { token: admin.token });
      expect(p2.data.dishes.edges.map((e: any) => e.node.name)).toEqual(newest.slice(10));

      const r = await t.rest('GET', '/dishes?page=2&limit=10', undefined, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(12);
      expect(r.body.page).toBe(2);
      expect(r.body.data.map((d: any) => d.name)).toEqual(newest.slice(10));
      expect(Object.keys(r.body.data[0]).sort()).toEqual(
        ['calories', 'carbs', 'createdAt', 'description', 'dishCategoryId', 'dishCategoryName', 'fat', 'id', 'imageUrl', 'name', 'protein', 'type'].sort(),
      );
    });

    it('search is case-insensitive on name and description', async () => {
      const g = await t.gql(LIST, { search: 'paneer' }, { token: admin.token });
      expect(g.data.dishes.edges.map((e: any) => e.node.name).sort()).toEqual(['Butter Chicken', 'Palak Paneer', 'Paneer Wrap']);
      expect(g.data.dishes.totalCount).toBe(3);
      const r = await t.rest('GET', '/dishes?search=RICE', undefined, { token: admin.token });
      expect(r.body.data.map((d: any) => d.name).sort()).toEqual(['Chicken Biryani', 'Egg Fried Rice', 'Rajma Chawal', 'Veg Pulao']);
      expect(r.body.total).toBe(4);
    });

    it('types keeps any of the given types; searchTag repeats; all means no filter', async () => {
      const g = await t.gql(LIST, { types: ['egg', 'chicken'] }, { token: admin.token });
      expect(g.data.dishes.totalCount).toBe(6);
      expect(new Set(g.data.dishes.edges.map((e: any) => e.node.type))).toEqual(new Set(['egg', 'chicken']));
      const r = await t.rest('GET', '/dishes?searchTag=egg&searchTag=chicken&search=chicken', undefined, { token: admin.token });
      expect(r.body.data.map((d: any) => d.name).sort()).toEqual(['Butter Chicken', 'Chicken Biryani', 'Chicken Salad']);
      const all = await t.rest('GET', '/dishes?searchTag=all', undefined, { token: admin.token });
      expect(all.body.total).toBe(12);
      const veg = await t.rest('GET', '/dishes?searchTag=veg', undefined, { token: admin.token });
      expect(veg.body.total).toBe(6);
      const bad = await t.rest('GET', '/dishes?searchTag=fish', undefined, { token: admin.token });
      expect(bad.status).toBe(400);
    });

    it('deletes a dish by global id (GraphQL) and by numeric id (REST); unknown ids are 404', async () => {
      const dish = await createDish({ name: 'To Delete' });
      const g = await t.gql(DELETE, { id: dish.id }, { token: admin.token });
      expect(g.errors).toBeUndefined();
      expect(g.data.deleteDish).toEqual({ deletedId: dish.id, deletedDishId: dish.dishId, message: 'Dish deleted' });
      expect(await t.prisma.dish.count({ where: { id: dish.dishId } })).toBe(0);
      const again = await t.gql(DELETE, { id: dish.id }, { token: admin.token });
      expect(again.errors?.[0]).toMatchObject({ message: 'Dish not found', extensions: { code: 'NOT_FOUND' } });

      const other = await createDish({ name: 'Also Delete' });
      expect(await t.rest('DELETE', `/dishes/${other.dishId}`, undefined, { token: admin.token })).toMatchObject({
        status: 200,
        body: { message: 'Dish deleted' },
      });
      expect(await t.prisma.dish.count({ where: { id: other.dishId } })).toBe(0);
      expect(await t.rest('DELETE', `/dishes/${other.dishId}`, undefined, { token: admin.token })).toMatchObject({
        status: 404,
        body: { message: 'Dish not found' },
      });
      expect((await t.rest('DELETE', '/dishes/abc', undefined, { token: admin.token })).status).toBe(404);
      // A global id of another type is refused.
      const wrongType = await t.gql(DELETE, { id: admin.globalId }, { token: admin.token });
      expect(wrongType.errors).toBeDefined();
      expect(await t.prisma.user.count({ where: { id: admin.id } })).toBe(1);
    });
  });

  describe('editing and deleting a dish that is on the menu', () => {
    // Wednesday 25 November 2026, 09:00 in Asia/Kolkata: the week runs Monday 23 – Sunday 29.
    const NOW = '2026-11-25T09:00:00+05:30';
    beforeAll(() => {
      t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    });

    async function putOnMenu(dishId: number, type: 'veg' | 'egg' | 'chicken', days: [string, string][]) {
      for (const [weekStart, weekday] of days) {
        await t.prisma.menuItem.create({ data: { weekStart: new Date(`${weekStart}T00:00:00.000Z`), weekday: weekday as 'monday', meal: 'lunch', type, dishId } });
      }
    }

    it('edits every field with the Add Dish rules (GraphQL and REST) and keeps the dish on its menus', async () => {
      const dish = await createDish({ name: 'Dal Bowl', imageUrl: 'https://images.example.com/dal.jpg', calories: 400 });
      await putOnMenu(dish.dishId, 'veg', [['2026-11-23', 'thursday']]);
      const other = await t.gql(CREATE_CATEGORY, { name: 'Thalis' }, { token: admin.token });
      const curries = other.data.createDishCategory.categoryId;

      const g = await t.gql(
        UPDATE,
        { id: dish.id, input: valid({ name: 'Dal Tadka Bowl', description: 'Yellow dal, tempered.', type: 'egg', dishCategoryId: curries, protein: 21 }) },
        { token: admin.token },
      );
      expect(g.errors).toBeUndefined();
      expect(g.data.updateDish).toMatchObject({
        id: dish.id,
        dishId: dish.dishId,
        name: 'Dal Tadka Bowl',
        description: 'Yellow dal, tempered.',
        type: 'egg',
        dishCategoryName: 'Thalis',
        // Every field is replaced: the image and the calories that were not sent are gone.
        imageUrl: null,
        calories: 0,
        protein: 21,
        menuDays: 1,
      });
      expect(await t.prisma.menuItem.count({ where: { dishId: dish.dishId } })).toBe(1);

      const r = await t.rest(
        'PUT',
        `/dishes/${dish.dishId}`,
        { ...valid({ name: 'Dal Bowl', dishCategoryId: String(categoryId) }), calories: '410', imageUrl: 'https://images.example.com/dal-2.jpg' },
        { token: admin.token },
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        message: 'Dish updated successfully!',
        data: { id: dish.dishId, name: 'Dal Bowl', type: 'veg', dishCategoryId: categoryId, dishCategoryName: 'Bowls', calories: 410, imageUrl: 'https://images.example.com/dal-2.jpg' },
      });
      expect(await t.prisma.menuItem.count({ where: { dishId: dish.dishId } })).toBe(1);
    });

    it('refuses a bad edit with the form messages and changes nothing; unknown dishes are 404', async () => {
      const dish = await createDish({ name: 'Untouched Bowl' });
      const before = await t.prisma.dish.findUniqueOrThrow({ where: { id: dish.dishId } });
      const cases: [Record<string, unknown>, string][] = [
        [valid({ name: '' }), 'Name is required'],
        [valid({ description: 'abc' }), 'Description must be at least 5 characters'],
        [valid({ type: null }), 'Select a type'],
        [valid({ dishCategoryId: 999999 }), 'Category not found'],
        [valid({ calories: -5 }), 'Calories must be a positive number'],
        [valid({ imageUrl: 'dishes/00000000-0000-0000-0000-000000000000.png' }), 'Image not found'],
      ];
      for (const [input, message] of cases) {
        const g = await t.gql(UPDATE, { id: dish.id, input }, { token: admin.token });
        expect(g.errors?.[0]?.message, message).toBe(message);
        const r = await t.rest('PUT', `/dishes/${dish.dishId}`, input, { token: admin.token });
        expect(r, message).toMatchObject({ status: 400, body: { message } });
      }
      expect(await t.prisma.dish.findUniqueOrThrow({ where: { id: dish.dishId } })).toEqual(before);

      for (const id of [dish.id, String(dish.dishId)]) {
        expect((await t.gql(DISH, { id }, { token: admin.token })).data.dish).toEqual({ dishId: dish.dishId, name: 'Untouched Bowl', menuDays: 0 });
      }
      for (const id of ['999999', 'abc', admin.globalId]) {
        expect((await t.gql(DISH, { id }, { token: admin.token })).errors?.[0]).toMatchObject({ message: 'Dish not found', extensions: { code: 'NOT_FOUND' } });
      }
      expect(await t.rest('PUT', '/dishes/999999', valid(), { token: admin.token })).toMatchObject({ status: 404, body: { message: 'Dish not found' } });
      expect((await t.rest('PUT', '/dishes/abc', valid(), { token: admin.token })).status).toBe(404);
    });

    it("deleting a dish on today's or a later menu asks first; past menus do not count; REST deletes at once", async () => {
      const dish = await createDish({ name: 'Menu Regular' });
      // Monday and Tuesday of this week are past; Wednesday (today), Friday and next Monday count.
      await putOnMenu(dish.dishId, 'veg', [
        ['2026-11-16', 'friday'],
        ['2026-11-23', 'monday'],
        ['2026-11-23', 'tuesday'],
        ['2026-11-23', 'wednesday'],
        ['2026-11-23', 'friday'],
        ['2026-11-30', 'monday'],
      ]);
      expect((await t.gql(MENU_DAYS, { id: dish.id }, { token: admin.token })).data.node.menuDays).toBe(3);

      const asked = await t.gql(DELETE, { id: dish.id }, { token: admin.token });
      expect(asked.errors?.[0]).toMatchObject({
        message: 'This dish is on the menu for 3 days. Remove it from the menu and delete?',
        extensions: { code: 'CONFLICT', menuDays: 3 },
      });
      expect(await t.prisma.dish.count({ where: { id: dish.dishId } })).toBe(1);
      expect(await t.prisma.menuItem.count({ where: { dishId: dish.dishId } })).toBe(6);

      const confirmed = await t.gql(DELETE_FROM_MENU, { id: dish.id }, { token: admin.token });
      expect(confirmed.errors).toBeUndefined();
      expect(confirmed.data.deleteDish).toEqual({ deletedDishId: dish.dishId, message: 'Dish deleted' });
      expect(await t.prisma.menuItem.count({ where: { dishId: dish.dishId } })).toBe(0);

      const single = await createDish({ name: 'One Day Special' });
      await putOnMenu(single.dishId, 'veg', [['2026-11-23', 'sunday']]);
      expect((await t.gql(DELETE, { id: single.id }, { token: admin.token })).errors?.[0]?.message).toBe(
        'This dish is on the menu for 1 day. Remove it from the menu and delete?',
      );
      expect(await t.rest('DELETE', `/dishes/${single.dishId}`, undefined, { token: admin.token })).toMatchObject({ status: 200, body: { message: 'Dish deleted' } });
      expect(await t.prisma.dish.count({ where: { id: single.dishId } })).toBe(0);

      const pastOnly = await createDish({ name: 'Last Week Only' });
      await putOnMenu(pastOnly.dishId, 'veg', [['2026-11-16', 'sunday']]);
      expect((await t.gql(DELETE, { id: pastOnly.id }, { token: admin.token })).errors).toBeUndefined();
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    it('GraphQL fields and node(id:) on Dish and DishCategory', async () => {
      const dish = await createDish({ name: 'Guarded Dish' });
      const ops: [string, Record<string, unknown>][] = [
        [LIST, {}],
        [CATEGORIES, {}],
        [CREATE, { input: valid({ name: 'Sneaky' }) }],
        [DELETE, { id: dish.id }],
        [DELETE_FROM_MENU, { id: dish.id }],
        [DISH, { id: String(dish.dishId) }],
        [UPDATE, { id: dish.id, input: valid({ name: 'Sneaky edit' }) }],
        [CREATE_CATEGORY, { name: 'Sneaky category' }],
      ];
      for (const [query, variables] of ops) {
        const visitor = await t.gql(query, variables);
        expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        const cust = await t.gql(query, variables, { token: customer.token });
        expect(cust.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
        expect(cust.data ?? null, query).toBeNull();
      }
      expect(await t.prisma.dish.count({ where: { name: 'Sneaky' } })).toBe(0);
      expect(await t.prisma.dish.count({ where: { id: dish.dishId } })).toBe(1);
      expect(await t.prisma.dish.count({ where: { name: 'Sneaky edit' } })).toBe(0);
      expect(await t.prisma.dishCategory.count({ where: { nameKey: 'sneaky category' } })).toBe(0);

      const NODE = 'query($id: ID!) { node(id: $id) { id ... on Dish { name } ... on DishCategory { name } } }';
      for (const id of [dish.id, dish.category.id]) {
        expect((await t.gql(NODE, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        const cust = await t.gql(NODE, { id }, { token: customer.token });
        expect(cust.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(cust.data?.node ?? null).toBeNull();
        const ok = await t.gql(NODE, { id }, { token: admin.token });
        expect(ok.errors).toBeUndefined();
        expect(ok.data.node.name).toBe(id === dish.id ? 'Guarded Dish' : 'Bowls');
      }
    });

    it('REST routes: 401 for visitors, 403 for customers', async () => {
      const dish = await createDish({ name: 'Guarded REST Dish' });
      const routes: [string, string, unknown?][] = [
        ['GET', '/dishes?page=1&limit=10'],
        ['POST', '/dishes', valid({ name: 'Sneaky REST' })],
        ['DELETE', `/dishes/${dish.dishId}`],
        ['PUT', `/dishes/${dish.dishId}`, valid({ name: 'Sneaky REST edit' })],
        ['GET', '/dishes/categories'],
        ['POST', '/dishes/categories', { name: 'Sneaky REST category' }],
      ];
      for (const [method, path, body] of routes) {
        const visitor = await t.rest(method, path, body);
        expect(visitor.status, `${method} ${path}`).toBe(401);
        expect(visitor.body).toEqual({ message: 'You must be logged in' });
        const cust = await t.rest(method, path, body, { token: customer.token });
        expect(cust.status, `${method} ${path}`).toBe(403);
        expect(cust.body).toEqual({ message: 'Not authorized' });
      }
      expect(await t.prisma.dish.count({ where: { id: dish.dishId } })).toBe(1);
      expect(await t.prisma.dish.count({ where: { name: 'Sneaky REST' } })).toBe(0);
      expect(await t.prisma.dish.count({ where: { name: 'Sneaky REST edit' } })).toBe(0);
    });
  });
});

describe('the dishes page loads in a fixed number of SQL statements', () => {
  it('one page of 2 or of 10 dishes with their categories, images and ratings: the same statements, each dish its own ratings', async () => {
    const statements: string[] = [];
    const db = await createTestDatabase('pglite', { log: (e) => statements.push(e.query) });
    // VIEWER_CACHE_MS 0: the viewer is read on every request, so each count includes it.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-test-secret-test-secret-123', CODE_SECRET: 'c', STATIC_DIR: '/nonexistent', VIEWER_CACHE_MS: '0' });
    const app = await createApp({ config, database: db, mailTransport: null });
    try {
      const admin = await db.prisma.user.create({ data: { name: 'A', email: 'a@example.com', phone: '98765', role: 'admin', emailVerified: true } });
      const token = await createAccessTokens(config.jwt).issue({ id: admin.id, role: 'admin' });
      const dishIds: number[] = [];
      for (let c = 0; c < 5; c++) {
        const category = await db.prisma.dishCategory.create({ data: { name: `C${c}`, nameKey: `c${c}` } });
        for (let i = 0; i < 3; i++) {
          const dish = await db.prisma.dish.create({ data: { name: `D${c}${i}`, description: 'A dish', type: 'veg', categoryId: category.id, imageUrl: `dishes/${c}${i}.png` } });
          dishIds.push(dish.id);
        }
      }
      // Rated meals of the two newest dishes (both on every page: newest first): D42 twice (5 and 4,
      // one comment), D42 with D41 in one meal (2, a comment) and D41 alone (unrated, so not
      // counted); the others none. Each dish of the page reads its own ratings.
      const [d00, d01] = [dishIds[14]!, dishIds[13]!];
      let day = 1;
      const meal = (ids: number[], rating: number | null, ratingComment: string | null, ratedAt: string | null) =>
        db.prisma.mealRecord.create({
          data: {
            userId: admin.id,
            date: new Date(`2026-11-${String(day++).padStart(2, '0')}T00:00:00Z`),
            meal: 'lunch',
            hour: 13,
            type: 'veg',
            pricePaise: 13_900,
            state: 'delivered',
            dishIds: ids,
            rating,
            ratingComment,
            ratedAt: ratedAt ? new Date(ratedAt) : null,
          },
        });
      await meal([d00], 5, 'Lovely', '2026-11-01T14:00:00Z');
      await meal([d00], 4, null, '2026-11-02T14:00:00Z');
      await meal([d00, d01], 2, 'Cold', '2026-11-03T14:00:00Z');
      await meal([d01], null, null, null);
      const count = async (first: number) => {
        statements.length = 0;
        const res = await app.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: `{ dishes(first: ${first}) { totalCount edges { node { dishId name dishCategoryName category { name } imageUrl averageRating ratingCount ratings { stars comment date } } } } }`,
          }),
        });
        const body = (await res.json()) as { data: { dishes: { edges: { node: { dishId: number } }[] } } };
        expect(body.data.dishes.edges).toHaveLength(first);
        const byId = new Map(body.data.dishes.edges.map((e) => [e.node.dishId, e.node]));
        expect(byId.get(d00)).toMatchObject({
          averageRating: 3.7,
          ratingCount: 3,
          ratings: [
            { stars: 2, comment: 'Cold', date: '2026-11-03' },
            { stars: 5, comment: 'Lovely', date: '2026-11-01' },
          ],
        });
        expect(byId.get(d01)).toMatchObject({ averageRating: 2, ratingCount: 1, ratings: [{ stars: 2, comment: 'Cold', date: '2026-11-03' }] });
        for (const [id, node] of byId) {
          if (id !== d00 && id !== d01) expect(node).toMatchObject({ averageRating: null, ratingCount: 0, ratings: [] });
        }
        return statements.filter((q) => !/^(BEGIN|COMMIT)/.test(q)).length;
      };
      // The viewer's row, the page of dishes with their categories (one joined statement), its count,
      // the page's average ratings and counts, and its latest comments.
      expect(await count(2)).toBe(5);
      expect(await count(10)).toBe(5);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
