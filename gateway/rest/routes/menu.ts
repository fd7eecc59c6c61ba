// REST routes for the weekly menu (added to the original contract, which had none):
// GET /menu (anyone: this week's menu for the home page), GET /admin/menu?weekStart=YYYY-MM-DD and
// PUT /admin/menu { weekStart, items: [{ weekday, meal, type, dishId }] } (admin).
import { z } from 'zod';
import { MENU_MESSAGES, menuWeekSchema, setMenuItemsSchema } from '@freshmeals/rules/menu';
import { requiredInt, ruled, text, type RestRoute } from '../facade.ts';
import { localDate } from '../schemas.ts';

const adminItems = 'weekStart items { menuItemId weekday meal type dishId dishName dishDescription dishImageUrl }';
const toAdminMenu = (menu: { weekStart: string; items: unknown[] }) => ({
  weekStart: menu.weekStart,
  data: menu.items,
  total: menu.items.length,
});

const slot = {
  weekday: z.string().describe('monday..sunday'),
  meal: z.string().describe('breakfast, lunch or dinner'),
  type: z.enum(['veg', 'egg', 'chicken']),
};
const publicMenuResponse = z.strictObject({
  weekStart: localDate.describe('The Monday of the week.'),
  data: z.array(z.strictObject({ ...slot, name: z.string(), description: z.string(), imageUrl: z.string().nullable() })),
  total: z.int().nonnegative(),
});
const adminMenuResponse = z.strictObject({
  weekStart: localDate.describe('The Monday of the week.'),
  data: z.array(
    z.strictObject({
      menuItemId: z.int(),
      ...slot,
      dishId: z.int(),
      dishName: z.string(),
      dishDescription: z.string(),
      dishImageUrl: z.string().nullable(),
    }),
  ),
  total: z.int().nonnegative(),
});

export const menuRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/menu',
    tag: 'menu',
    access: 'visitor',
    summary: "This week's menu (empty when none is set).",
    responseSchema: publicMenuResponse,
    responseExample: {
      weekStart: '2026-11-23',
      data: [{ weekday: 'monday', meal: 'lunch', type: 'veg', name: 'Paneer Tikka Bowl', description: 'Tandoori paneer on jeera rice.', imageUrl: null }],
      total: 1,
    },
    document: 'query RestPublicMenu { publicMenu { weekStart items { weekday meal type name description imageUrl } } }',
    variables: () => ({}),
    result: ({ publicMenu }) => ({ weekStart: publicMenu.weekStart, data: publicMenu.items, total: publicMenu.items.length }),
  },
  {
    method: 'GET',
    path: '/admin/menu',
    tag: 'menu',
    access: 'staff',
    summary: "A week's menu (weekStart: any date of the week; default this week).",
    querySchema: { weekStart: { type: 'string', description: 'YYYY-MM-DD' } },
    responseSchema: adminMenuResponse,
    document: `query RestMenu($weekStart: Date) { menu(weekStart: $weekStart) { ${adminItems} } }`,
    variables: ({ query }) => ({ weekStart: ruled(menuWeekSchema, { weekStart: query.get('weekStart') || undefined }).weekStart ?? null }),
    result: ({ menu }) => toAdminMenu(menu),
  },
  {
    method: 'PUT',
    path: '/admin/menu',
    tag: 'menu',
    access: 'staff',
    summary: "Replaces a week's menu. Each dish must exist and be of the item's type.",
    responseSchema: adminMenuResponse,
    bodySchema: z.object({
      weekStart: z.string(),
      items: z.array(z.object({ weekday: z.string(), meal: z.string(), type: z.string(), dishId: z.number().int() })),
    }),
    document: `mutation RestSetMenu($weekStart: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $weekStart, items: $items) { ${adminItems} } }`,
    // The rules read any-case names and answer with their messages; GraphQL then gets enum values.
    variables: ({ body }) =>
      ruled(setMenuItemsSchema, {
        weekStart: text(body.weekStart),
        items: (Array.isArray(body.items) ? body.items : []).map((raw) => {
          const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
          return { weekday: text(item.weekday), meal: text(item.meal), type: text(item.type), dishId: requiredInt(item.dishId, MENU_MESSAGES.dish) };
        }),
      }),
    result: ({ setMenuItems }) => toAdminMenu(setMenuItems),
  },
];
