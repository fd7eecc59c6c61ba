// Rules for the weekly menu (admins assign dishes to weekday x meal x type). Shared by the GraphQL
// resolvers and the admin's menu screen: zod only.
import { z } from 'zod';
import { localDateField, mealField, mealTypeField, weekdayField } from './routines.ts';

/** 7 days x 3 meals x 3 types x a few dishes each: far more than a kitchen plans. */
export const MAX_MENU_ITEMS = 300;

export const MENU_MESSAGES = {
  dish: 'Select a dish',
  tooMany: `A week's menu can have at most ${MAX_MENU_ITEMS} items`,
  duplicate: 'This dish is already on the menu for that meal',
} as const;

export const menuItemSchema = z.object({
  weekday: weekdayField,
  meal: mealField,
  type: mealTypeField,
  dishId: z.number(MENU_MESSAGES.dish).int(MENU_MESSAGES.dish).positive(MENU_MESSAGES.dish),
});
export type MenuItemInput = z.input<typeof menuItemSchema>;

export const setMenuItemsSchema = z.object({
  /** Any date of the week; the week is the Monday–Sunday week that contains it. */
  weekStart: localDateField,
  items: z
    .array(menuItemSchema)
    .max(MAX_MENU_ITEMS, MENU_MESSAGES.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const key = `${item.weekday}:${item.meal}:${item.type}:${item.dishId}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: MENU_MESSAGES.duplicate, path: [i, 'dishId'] });
        seen.add(key);
      });
    }),
});
export type SetMenuItemsInput = z.input<typeof setMenuItemsSchema>;

export const menuWeekSchema = z.object({ weekStart: localDateField.optional() });
