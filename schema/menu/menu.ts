// The weekly menu: admins assign dishes to weekday x meal x type for a Monday–Sunday week; the home
// page's carousel shows this week's menu (publicMenu, open to visitors), or its four static meals
// when the list is empty.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { displayImageSrcSet, displayImageUrl } from '../dishes/dishes.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import { businessDate, fromDbDate, toDbDate, weekStartOf, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { menuWeekSchema, setMenuItemsSchema } from '@freshmeals/rules/menu';
import type { Meal, MealType, Weekday } from '@freshmeals/rules/routines';

const menuOrder = [{ weekday: 'asc' as const }, { meal: 'asc' as const }, { type: 'asc' as const }, { id: 'asc' as const }];

export const MenuItemNode = builder.prismaNode('MenuItem', {
  description: 'A dish on a week\'s menu for a day, meal and type. Admin-only.',
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    menuItemId: t.exposeInt('id', { description: 'The numeric id.' }),
    weekStart: t.string({ description: 'The Monday of its week, YYYY-MM-DD.', resolve: (m) => fromDbDate(m.weekStart) }),
    weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    type: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    dishId: t.exposeInt('dishId', { description: 'The numeric id of the dish.' }),
    dish: t.relation('dish', { description: 'The dish itself (Dish, admin-only like this item).' }),
    dishName: t.string({ description: 'The dish\'s name.', select: { dish: { select: { name: true } } }, resolve: (m) => m.dish.name }),
    dishDescription: t.string({ description: 'The dish\'s description.', select: { dish: { select: { description: true } } }, resolve: (m) => m.dish.description }),
    dishImageUrl: t.string({
      nullable: true,
      description: 'A temporary signed URL of the dish image (an external URL as is), if any.',
      select: { dish: { select: { imageUrl: true } } },
      resolve: (m, _args, ctx) => displayImageUrl(ctx, m.dish.imageUrl),
    }),
    dishImageSrcSet: t.string({
      nullable: true,
      description: "The dish image's scaled copies as an <img srcset>, signed like dishImageUrl; null without copies.",
      select: { dish: { select: { imageUrl: true } } },
      resolve: (m, _args, ctx) => displayImageSrcSet(ctx, m.dish.imageUrl),
    }),
  }),
});

const MenuRef = builder.objectRef<{ weekStart: LocalDate }>('Menu').implement({
  description: "One week's menu.",
  authScopes: { staff: true },
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday of the week, YYYY-MM-DD.' }),
    items: t.prismaField({
      type: ['MenuItem'],
      description: 'In week order, then breakfast, lunch, dinner, then veg, egg, chicken.',
      resolve: (query, menu, _args, ctx) =>
        ctx.prisma.menuItem.findMany({ ...query, where: { weekStart: toDbDate(menu.weekStart) }, orderBy: menuOrder }),
    }),
  }),
});

interface PublicMenuItemShape {
  weekday: Weekday;
  meal: Meal;
  type: MealType;
  name: string;
  description: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
}

const PublicMenuItemRef = builder.objectRef<PublicMenuItemShape>('PublicMenuItem').implement({
  description: 'A dish on this week’s menu, as the home page shows it.',
  authScopes: { public: true },
  fields: (t) => ({
    weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    type: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    name: t.exposeString('name', { description: 'The dish\'s name.' }),
    description: t.exposeString('description', { description: 'The dish\'s description.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'A signed URL of the dish image (an external URL as is), if any.', nullable: true }),
    imageSrcSet: t.exposeString('imageSrcSet', {
      nullable: true,
      description: "The image's scaled copies as an <img srcset> ('<url> 320w, …'); null without copies.",
    }),
  }),
});

const PublicMenuRef = builder.objectRef<{ weekStart: LocalDate; items: PublicMenuItemShape[] }>('PublicMenu').implement({
  description: 'This week\'s menu, public.',
  authScopes: { public: true },
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday of the week, YYYY-MM-DD.' }),
    items: t.field({
      type: [PublicMenuItemRef],
      description: 'Empty when no menu is set for this week (the home page then shows its static meals).',
      resolve: (m) => m.items,
    }),
  }),
});

const MenuItemInput = builder.inputType('MenuItemInput', {
  description: 'A dish for a day, meal and type of a week.',
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, description: 'The day of the week.', required: true }),
    meal: t.field({ type: MealOfDayEnum, description: 'breakfast, lunch or dinner.', required: true }),
    type: t.field({ type: CategoryTypeEnum, description: 'veg, chicken or egg: the dish must be of this type.', required: true }),
    dishId: t.int({ description: 'The numeric id of the dish.', required: true }),
  }),
});

/** A row of the public menu's join: an item before its image is signed and given its copies. */
type PublicMenuRow = Omit<PublicMenuItemShape, 'imageSrcSet'>;

const thisWeek = (ctx: Context) => weekStartOf(businessDate(ctx.now(), ctx.timeZone));

builder.queryFields((t) => ({
  menu: t.field({
    type: MenuRef,
    description: "A week's menu (admin). weekStart: any date of the week, YYYY-MM-DD; default this week.",
    authScopes: { staff: true },
    args: { weekStart: t.arg({ type: 'Date', required: false, description: 'Any day of the week; default this week.' }) },
    resolve: (_root, args, ctx) => {
      const { weekStart } = parseInput(menuWeekSchema, { weekStart: args.weekStart ?? undefined });
      return { weekStart: weekStart ? weekStartOf(weekStart) : thisWeek(ctx) };
    },
  }),
  publicMenu: t.field({
    type: PublicMenuRef,
    description: "This week's menu for the home page's carousel (anyone).",
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const weekStart = thisWeek(ctx);
      // One plain join, read as flat rows: the home page asks this of every visitor, and Prisma's
      // nested select (a JSON object per row for the dish) cost more than the rest of the request.
      const rows = await ctx.prisma.$queryRaw<PublicMenuRow[]>`
        SELECT m."weekday"::text AS "weekday", m."meal"::text AS "meal", m."type"::text AS "type",
          d."name", d."description", d."imageUrl"
        FROM "MenuItem" m JOIN "Dish" d ON d."id" = m."dishId"
        WHERE m."weekStart" = ${weekStart}::date
        ORDER BY m."weekday", m."meal", m."type", m."id"`;
      const items = await Promise.all(
        rows.map(async (r) => ({
          weekday: r.weekday,
          meal: r.meal,
          type: r.type,
          name: r.name,
          description: r.description,
          imageUrl: await displayImageUrl(ctx, r.imageUrl),
          imageSrcSet: await displayImageSrcSet(ctx, r.imageUrl),
        })),
      );
      return { weekStart, items };
    },
  }),
}));

builder.mutationFields((t) => ({
  setMenuItems: t.field({
    type: MenuRef,
    description:
      "Replaces a week's menu (admin). weekStart: any date of the week. Each dish must exist and be of the item's type.",
    authScopes: { staff: true },
    args: {
      weekStart: t.arg({ type: 'Date', required: true, description: 'Any day of the week.' }),
      items: t.arg({ type: [MenuItemInput], required: true, description: 'The whole menu of that week (it replaces the old one).' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(setMenuItemsSchema, args);
      const weekStart = weekStartOf(input.weekStart);
      const ids = [...new Set(input.items.map((i) => i.dishId))];
      const dishes = await ctx.prisma.dish.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, type: true } });
      const byId = new Map(dishes.map((d) => [d.id, d]));
      input.items.forEach((item, i) => {
        const dish = byId.get(item.dishId);
        if (!dish) throw badInput('Dish not found', `items.${i}.dishId`);
        if (dish.type !== item.type) throw badInput(`${dish.name} is not a ${item.type} dish`, `items.${i}.type`);
      });
      const week = toDbDate(weekStart);
      await ctx.prisma.$transaction([
        ctx.prisma.menuItem.deleteMany({ where: { weekStart: week } }),
        ctx.prisma.menuItem.createMany({ data: input.items.map((item) => ({ ...item, weekStart: week })) }),
      ]);
      return { weekStart };
    },
  }),
}));
