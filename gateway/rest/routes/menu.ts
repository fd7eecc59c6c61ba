// REST routes for the weekly menu (added to the original contract, which had none):
// GET /menu (anyone: this week's menu for the home page), GET /admin/menu?weekStart=YYYY-MM-DD and
// PUT /admin/menu { weekStart, items: [{ weekday, meal, type, dishId }] } (admin).
import { z } from 'zod';
import { MENU_MESSAGES, menuWeekSchema, setMenuItemsSchema } from '@freshmeals/rules/menu';
import { requiredInt, ruled, text, type RestRoute } from '../facade.ts';

/** A week's menu for admins: the week's Monday and its items (with a count, `total`). */
const ADMIN_ITEMS = 'weekStart data: items { menuItemId weekday meal type dishId dishName dishDescription dishImageUrl }';
/** `total`: how many items the week's menu has. */
const total = { schema: { type: 'integer', minimum: 0 }, value: (body: Record<string, any>) => body.data.length };

export const menuRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/menu',
    tag: 'menu',
    access: 'visitor',
    summary: "This week's menu (empty when none is set).",
    document: 'query RestPublicMenu { publicMenu @flatten { weekStart data: items { weekday meal type name description imageUrl } } }',
    variables: () => ({}),
    add: { total },
  },
  {
    method: 'GET',
    path: '/admin/menu',
    tag: 'menu',
    access: 'staff',
    summary: "A week's menu (weekStart: any date of the week; default this week).",
    querySchema: { weekStart: { type: 'string', description: 'YYYY-MM-DD' } },
    document: `query RestMenu($weekStart: Date) { menu(weekStart: $weekStart) @flatten { ${ADMIN_ITEMS} } }`,
    variables: ({ query }) => ({ weekStart: ruled(menuWeekSchema, { weekStart: query.get('weekStart') || undefined }).weekStart ?? null }),
    add: { total },
  },
  {
    method: 'PUT',
    path: '/admin/menu',
    tag: 'menu',
    access: 'staff',
    summary: "Replaces a week's menu. Each dish must exist and be of the item's type.",
    bodySchema: z.object({
      weekStart: z.string(),
      items: z.array(z.object({ weekday: z.string(), meal: z.string(), type: z.string(), dishId: z.number().int() })),
    }),
    document: `mutation RestSetMenu($weekStart: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $weekStart, items: $items) @flatten { ${ADMIN_ITEMS} } }`,
    // The rules read any-case names and answer with their messages; GraphQL then gets enum values.
    variables: ({ body }) =>
      ruled(setMenuItemsSchema, {
        weekStart: text(body.weekStart),
        items: (Array.isArray(body.items) ? body.items : []).map((raw) => {
          const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
          return { weekday: text(item.weekday), meal: text(item.meal), type: text(item.type), dishId: requiredInt(item.dishId, MENU_MESSAGES.dish) };
        }),
      }),
    add: { total },
  },
];
