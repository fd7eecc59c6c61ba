// The weekly menu through the real gateway, GraphQL and REST, on PGlite and real PostgreSQL. "Now"
// is Wednesday 25 November 2026, 09:00 in Asia/Kolkata: this week starts on Monday 23 November.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const NOW = '2026-11-25T09:00:00+05:30';
const MENU = `query($weekStart: Date) { menu(weekStart: $weekStart) { weekStart items {
  id menuItemId weekStart weekday meal type dishId dishName dishDescription dishImageUrl dish { dishId name type } } } }`;
const SET_MENU = `mutation($weekStart: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $weekStart, items: $items) {
  weekStart items { weekday meal type dishId dishName } } }`;
const PUBLIC_MENU = `{ publicMenu { weekStart items { weekday meal type name description imageUrl } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on MenuItem { dishName } } }`;

describe.each(dbKinds)('weekly menu on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  let customer: { token: string };
  const dish: Record<string, number> = {};

  async function makeUser(role: 'admin' | 'customer') {
    const user = await t.prisma.user.create({
      data: { name: role, email: `menu.${role}.${kind}@example.com`, phone: '9876500000', role, emailVerified: true },
    });
    return { token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    admin = await makeUser('admin');
    customer = await makeUser('customer');
    const category = await t.prisma.dishCategory.create({ data: { name: 'Bowls', nameKey: 'bowls' } });
    const make = async (key: string, name: string, type: 'veg' | 'egg' | 'chicken', imageUrl: string | null = null) => {
      dish[key] = (await t.prisma.dish.create({ data: { name, description: `${name}, freshly made.`, type, categoryId: category.id, imageUrl } })).id;
    };
    await make('paneer', 'Paneer Tikka Bowl', 'veg', 'https://images.example.com/paneer.jpg');
    await make('rajma', 'Rajma Rice Bowl', 'veg');
    await make('omelette', 'Masala Omelette Wrap', 'egg');
    await make('chicken', 'Grilled Chicken Bowl', 'chicken');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is empty until a menu is set (the home page then shows its static meals)', async () => {
    const res = await t.gql(PUBLIC_MENU);
    expect(res.errors).toBeUndefined();
    expect(res.data.publicMenu).toEqual({ weekStart: '2026-11-23', items: [] });
    expect(await t.rest('GET', '/menu')).toMatchObject({ status: 200, body: { weekStart: '2026-11-23', data: [], total: 0 } });
  });

  it("sets this week's menu from any date of the week and shows it to visitors, public fields only", async () => {
    const res = await t.gql(
      SET_MENU,
      {
        weekStart: '2026-11-26', // a Thursday: the week is Monday 23 – Sunday 29
        items: [
          { weekday: 'tuesday', meal: 'dinner', type: 'chicken', dishId: dish.chicken },
          { weekday: 'monday', meal: 'lunch', type: 'veg', dishId: dish.rajma },
          { weekday: 'monday', meal: 'lunch', type: 'veg', dishId: dish.paneer },
          { weekday: 'monday', meal: 'breakfast', type: 'egg', dishId: dish.omelette },
        ],
      },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.setMenuItems.weekStart).toBe('2026-11-23');
    expect(res.data.setMenuItems.items.map((i: { weekday: string; meal: string; dishName: string }) => `${i.weekday} ${i.meal} ${i.dishName}`)).toEqual([
      'monday breakfast Masala Omelette Wrap',
      'monday lunch Rajma Rice Bowl',
      'monday lunch Paneer Tikka Bowl',
      'tuesday dinner Grilled Chicken Bowl',
    ]);

    const pub = await t.gql(PUBLIC_MENU);
    expect(pub.errors).toBeUndefined();
    expect(pub.data.publicMenu.items[2]).toEqual({
      weekday: 'monday',
      meal: 'lunch',
      type: 'veg',
      name: 'Paneer Tikka Bowl',
      description: 'Paneer Tikka Bowl, freshly made.',
      imageUrl: 'https://images.example.com/paneer.jpg',
    });
    expect(pub.data.publicMenu.items[0].imageUrl).toBeNull();
    const rest = await t.rest('GET', '/menu');
    expect(rest.body.total).toBe(4);
    expect(Object.keys(rest.body.data[0]).sort()).toEqual(['description', 'imageUrl', 'meal', 'name', 'type', 'weekday']);

    const admins = await t.gql(MENU, {}, { token: admin.token });
    expect(admins.errors).toBeUndefined();
    expect(admins.data.menu.weekStart).toBe('2026-11-23');
    expect(admins.data.menu.items[0]).toMatchObject({ weekStart: '2026-11-23', weekday: 'monday', meal: 'breakfast', type: 'egg', dishId: dish.omelette, dishName: 'Masala Omelette Wrap', dishDescription: 'Masala Omelette Wrap, freshly made.', dishImageUrl: null, dish: { dishId: dish.omelette, name: 'Masala Omelette Wrap', type: 'egg' } });
    expect(admins.data.menu.items[2].dishImageUrl).toBe('https://images.example.com/paneer.jpg');
  });

  it("replaces a week's items and keeps weeks apart (REST)", async () => {
    const next = await t.rest(
      'PUT',
      '/admin/menu',
      { weekStart: '2026-11-30', items: [{ weekday: 'Wednesday', meal: 'lunch', type: 'veg', dishId: dish.paneer }] },
      { token: admin.token },
    );
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ weekStart: '2026-11-30', total: 1, data: [{ weekday: 'wednesday', meal: 'lunch', dishName: 'Paneer Tikka Bowl' }] });
    // This week's menu is untouched.
    expect((await t.rest('GET', '/menu')).body.total).toBe(4);
    const read = await t.rest('GET', '/admin/menu?weekStart=2026-12-03', undefined, { token: admin.token });
    expect(read.body).toMatchObject({ weekStart: '2026-11-30', total: 1 });

    const replaced = await t.rest('PUT', '/admin/menu', { weekStart: '2026-11-30', items: [{ weekday: 'friday', meal: 'dinner', type: 'egg', dishId: dish.omelette }] }, { token: admin.token });
    expect(replaced.body).toMatchObject({ total: 1, data: [{ weekday: 'friday', meal: 'dinner', dishName: 'Masala Omelette Wrap' }] });
    const cleared = await t.rest('PUT', '/admin/menu', { weekStart: '2026-11-30', items: [] }, { token: admin.token });
    expect(cleared.body).toMatchObject({ total: 0, data: [] });
    expect(await t.prisma.menuItem.count()).toBe(4);
  });

  describe('rejects bad items with a clear message and changes nothing', () => {
    // [label, item, message, whether GraphQL's types refuse it before the rules (an enum value)]
    const cases: [string, () => Record<string, unknown>, string, boolean][] = [
      ['an unknown dish', () => ({ weekday: 'monday', meal: 'lunch', type: 'veg', dishId: 999_999 }), 'Dish not found', false],
      ['a dish of another type', () => ({ weekday: 'monday', meal: 'lunch', type: 'chicken', dishId: dish.paneer }), 'Paneer Tikka Bowl is not a chicken dish', false],
      ['an unknown weekday', () => ({ weekday: 'Funday', meal: 'lunch', type: 'veg', dishId: dish.paneer }), 'Invalid day of the week', true],
      ['an unknown meal', () => ({ weekday: 'monday', meal: 'brunch', type: 'veg', dishId: dish.paneer }), 'Meal must be breakfast, lunch or dinner', true],
      ['an unknown type', () => ({ weekday: 'monday', meal: 'lunch', type: 'fish', dishId: dish.paneer }), 'Type must be veg, chicken or egg', true],
      ['no dish', () => ({ weekday: 'monday', meal: 'lunch', type: 'veg', dishId: 0 }), 'Select a dish', false],
    ];
    it.each(cases)('%s', async (_label, item, message, typed) => {
      const rest = await t.rest('PUT', '/admin/menu', { weekStart: '2026-11-23', items: [item()] }, { token: admin.token });
      expect(rest).toMatchObject({ status: 400, body: { message } });
      const res = await t.gql(SET_MENU, { weekStart: '2026-11-23', items: [item()] }, { token: admin.token });
      if (typed) {
        expect(res.status).toBe(400);
        expect(res.errors?.[0]?.message).toMatch(/^"\w+" is not a valid (weekday|meal of day|category type); use one of: /);
      } else {
        expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect(await t.prisma.menuItem.count()).toBe(4);
    });

    it('a dish twice in one meal, and a bad week date (GraphQL and REST)', async () => {
      const twice = { weekday: 'monday', meal: 'lunch', type: 'veg', dishId: dish.paneer };
      const res = await t.gql(SET_MENU, { weekStart: '2026-11-23', items: [twice, { ...twice }] }, { token: admin.token });
      expect(res.errors?.[0]?.message).toBe('This dish is already on the menu for that meal');
      // REST reads any case: 'Monday' is the same day.
      const rest = await t.rest('PUT', '/admin/menu', { weekStart: '2026-11-23', items: [twice, { ...twice, weekday: 'Monday' }] }, { token: admin.token });
      expect(rest).toMatchObject({ status: 400, body: { message: 'This dish is already on the menu for that meal' } });
      const badWeek = await t.gql(SET_MENU, { weekStart: '2026-02-30', items: [] }, { token: admin.token });
      expect(badWeek.errors?.[0]?.message).toContain('Enter a valid date (YYYY-MM-DD)');
      expect(await t.rest('PUT', '/admin/menu', { weekStart: '2026-02-30', items: [] }, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Enter a valid date (YYYY-MM-DD)' } });
      expect(await t.rest('GET', '/admin/menu?weekStart=soon', undefined, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Enter a valid date (YYYY-MM-DD)' } });
      expect(await t.rest('PUT', '/admin/menu', { items: [] }, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Enter a valid date (YYYY-MM-DD)' } });
      expect(await t.prisma.menuItem.count()).toBe(4);
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    it('editing and the admin view are admin-only; the public menu is open to all', async () => {
      for (const [token, code, status] of [
        [null, 'UNAUTHENTICATED', 401],
        [customer.token, 'FORBIDDEN', 403],
      ] as const) {
        expect((await t.gql(MENU, {}, { token })).errors?.[0]?.extensions?.code).toBe(code);
        expect((await t.gql(SET_MENU, { weekStart: '2026-11-23', items: [] }, { token })).errors?.[0]?.extensions?.code).toBe(code);
        expect((await t.rest('GET', '/admin/menu', undefined, { token })).status).toBe(status);
        expect((await t.rest('PUT', '/admin/menu', { weekStart: '2026-11-23', items: [] }, { token })).status).toBe(status);
        const pub = await t.gql(PUBLIC_MENU, {}, { token });
        expect(pub.errors).toBeUndefined();
        expect(pub.data.publicMenu.items).toHaveLength(4);
      }
      expect((await t.gql(PUBLIC_MENU, {}, { token: admin.token })).data.publicMenu.items).toHaveLength(4);
      expect(await t.prisma.menuItem.count()).toBe(4);
    });

    it('node(id:) on a menu item: admins only', async () => {
      const id = (await t.gql(MENU, {}, { token: admin.token })).data.menu.items[0].id;
      const visitor = await t.gql(NODE, { id });
      expect(visitor.data?.node ?? null).toBeNull();
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asCustomer = await t.gql(NODE, { id }, { token: customer.token });
      expect(asCustomer.data?.node ?? null).toBeNull();
      expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const asAdmin = await t.gql(NODE, { id }, { token: admin.token });
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.node.dishName).toBe('Masala Omelette Wrap');
    });
  });
});
