// Dishes and dish categories. Admin-only.
//
// GraphQL: `dishes(search, types, first, after)` (offset connection, 10 a page, newest first), `dish(id)`,
// `dishCategories` (all, by name), `createDish(input)`, `updateDish(id, input)`, `deleteDish(id,
// removeFromMenu)`, `createDishCategory(name)`. Editing a dish keeps its places in the weekly menus;
// deleting one that is on a menu from today on needs `removeFromMenu: true`.
// A dish's imageUrl is stored as an image-storage key (or an external http(s) URL) and read as a
// temporary signed URL.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, clientError, conflict, notFound } from '../errors.ts';
import { isStorableId } from '../node-lookup.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { addDays, businessDate, fromDbDate, toDbDate, weekStartOf } from '../time.ts';
import { srcSetOf } from '../images/renditions.ts';
import { parseInput } from '../validate.ts';
import {
  categoryNameKey,
  DISH_TYPES,
  DISHES_PAGE_SIZE,
  dishCategorySchema,
  dishSchema,
  IMAGE_KEY_PATTERN,
  MESSAGES,
  onMenuMessage,
} from '@freshmeals/rules/dishes';
import { WEEKDAYS } from '@freshmeals/rules/routines';

export const MealCategoryEnum = builder.enumType('MealCategory', {
  description: 'The type of a dish or meal: veg, egg or chicken.',
  values: DISH_TYPES,
});

/** What a dish's stored imageUrl shows: a signed URL for a storage key, an external URL as is. */
export async function displayImageUrl(ctx: Context, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  if (!IMAGE_KEY_PATTERN.test(stored)) return null;
  return ctx.images.signedUrl(stored).catch(() => null);
}

/** The srcset of a dish's stored image (uploaded images with scaled copies); null otherwise. */
export function displayImageSrcSet(ctx: Context, stored: string | null): Promise<string | null> | null {
  if (!stored || !IMAGE_KEY_PATTERN.test(stored)) return null;
  return srcSetOf(ctx.images, stored).catch(() => null);
}

/**
 * What to store for a dish image the client sent: a storage key (it must be an uploaded image), one
 * of our own signed URLs (stored as its key, so it does not expire), or any other http(s) URL as is.
 */
async function storedImageUrl(ctx: Context, given: string | undefined): Promise<string | null> {
  if (!given) return null;
  const key = IMAGE_KEY_PATTERN.test(given) ? given : ctx.images.keyFromUrl(given);
  if (!key) return given;
  const image = await ctx.prisma.dishImage.findUnique({ where: { key }, select: { id: true } });
  if (!image) throw badInput(MESSAGES.imageNotFound, 'imageUrl');
  return key;
}

/** How many days, from today on (business time), have this dish on their menu. */
async function menuDaysOf(ctx: Context, dishId: number): Promise<number> {
  const today = businessDate(ctx.now(), ctx.timeZone);
  const items = await ctx.prisma.menuItem.findMany({
    where: { dishId, weekStart: { gte: toDbDate(weekStartOf(today)) } },
    select: { weekStart: true, weekday: true },
  });
  const days = new Set(
    items.map((item) => addDays(fromDbDate(item.weekStart), WEEKDAYS.indexOf(item.weekday))).filter((date) => date >= today),
  );
  return days.size;
}

/** The dish id of a global id, or NOT_FOUND when no dish can have it. */
function dishIdOf(id: { id: string }): number {
  // A dish id that cannot exist (not a whole number, or past the integer column) is not found.
  if (!isStorableId(id.id)) throw notFound(MESSAGES.dishNotFound);
  return Number(id.id);
}

/** The columns the Add Dish and Edit Dish forms set, checked against the same rules. */
async function dishColumns(ctx: Context, input: unknown) {
  const data = parseInput(dishSchema, input);
  const category = await ctx.prisma.dishCategory.findUnique({ where: { id: data.dishCategoryId }, select: { id: true } });
  if (!category) throw badInput(MESSAGES.categoryNotFound, 'dishCategoryId');
  return {
    name: data.name,
    description: data.description,
    type: data.type,
    categoryId: category.id,
    imageUrl: await storedImageUrl(ctx, data.imageUrl),
    calories: data.calories ?? null,
    fat: data.fat ?? null,
    carbs: data.carbs ?? null,
    protein: data.protein ?? null,
  };
}

export const DishCategoryNode = builder.prismaNode('DishCategory', {
  description: 'A group of dishes (Bowls, Curries, ...). Admin-only.',
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    categoryId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name', { description: 'Unique, whatever the case.' }),
    createdAt: t.expose('createdAt', { description: 'When it was added.', type: 'DateTime' }),
  }),
});

const nutrient = (description: string) => ({
  description: `${description} (0 when not given).`,
});

// The type selects no columns of its own, so every row comes with all of them: a field that only
// reads a column of the row declares no `select` (with one, the Prisma plugin checks on every row
// of every page that the column was loaded). Only the category's name is selected, into the same
// query.
export const DishNode = builder.prismaNode('Dish', {
  description: 'A dish the kitchen makes. Admin-only (the public sees this week\'s menu).',
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    dishId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name', { description: 'The dish\'s name.' }),
    description: t.exposeString('description', { description: 'What is in it.' }),
    type: t.expose('type', { description: 'veg, egg or chicken.', type: MealCategoryEnum }),
    category: t.relation('category', { description: 'Its category.' }),
    categoryId: t.exposeInt('categoryId', { description: 'The numeric id of its category.' }),
    dishCategoryName: t.string({ description: 'The name of its category.',
      select: { category: { select: { name: true } } },
      resolve: (dish) => dish.category.name,
    }),
    calories: t.float({ ...nutrient('kcal'), resolve: (d) => d.calories ?? 0 }),
    protein: t.float({ ...nutrient('Grams of protein'), resolve: (d) => d.protein ?? 0 }),
    fat: t.float({ ...nutrient('Grams of fat'), resolve: (d) => d.fat ?? 0 }),
    carbs: t.float({ ...nutrient('Grams of carbohydrates'), resolve: (d) => d.carbs ?? 0 }),
    imageUrl: t.string({
      nullable: true,
      description: 'A temporary signed URL (1 hour) for an uploaded image; an external URL as it was given.',
      resolve: (dish, _args, ctx) => displayImageUrl(ctx, dish.imageUrl),
    }),
    imageSrcSet: t.string({
      nullable: true,
      description: "The image's scaled copies as an <img srcset> ('<url> 320w, …'), signed like imageUrl; null without copies.",
      resolve: (dish, _args, ctx) => displayImageSrcSet(ctx, dish.imageUrl),
    }),
    imageKey: t.string({
      nullable: true,
      description: 'The image-storage key of an uploaded image (null for an external URL or no image).',
      resolve: (dish) => (dish.imageUrl && IMAGE_KEY_PATTERN.test(dish.imageUrl) ? dish.imageUrl : null),
    }),
    menuDays: t.int({
      description: 'How many days, from today on (business time zone), have this dish on their menu.',
      resolve: (dish, _args, ctx) => menuDaysOf(ctx, dish.id),
    }),
    createdAt: t.expose('createdAt', { description: 'When it was added.', type: 'DateTime' }),
  }),
});

const DishConnection = builder.connectionObject({ type: DishNode, name: 'DishConnection' });

const CreateDishInput = builder.inputType('CreateDishInput', {
  description:
    'The Add Dish and Edit Dish forms. type and dishCategoryId are nullable so that a missing value gets the ' +
    "product’s message ('Select a type', 'Category is required'). imageUrl: an http(s) URL, or the key of an " +
    'uploaded image (uploadDishImage), or a signed URL of one (stored as its key).',
  fields: (t) => ({
    name: t.string({ description: 'The dish\'s name.', required: true }),
    description: t.string({ description: 'What is in it.', required: true }),
    imageUrl: t.string({ description: 'An http(s) URL, or the key (or a signed URL) of an uploaded image.' }),
    type: t.field({ description: 'veg, egg or chicken.', type: MealCategoryEnum }),
    dishCategoryId: t.int({ description: 'The numeric id of its category.' }),
    calories: t.float({ description: 'kcal per serving.' }),
    fat: t.float({ description: 'Grams of fat per serving.' }),
    carbs: t.float({ description: 'Grams of carbohydrates per serving.' }),
    protein: t.float({ description: 'Grams of protein per serving.' }),
  }),
});

const DeleteDishPayload = builder.objectRef<{ deletedDishId: number }>('DeleteDishPayload').implement({
  description: 'The answer of deleteDish.',
  authScopes: { staff: true },
  fields: (t) => ({
    deletedId: t.globalID({ description: 'The global id of the deleted dish.', resolve: (p) => ({ type: 'Dish', id: p.deletedDishId }) }),
    deletedDishId: t.exposeInt('deletedDishId', { description: 'The numeric id of the deleted dish.' }),
    message: t.string({ description: 'What happened, for people.', resolve: () => 'Dish deleted' }),
  }),
});

function dishWhere(search: string | null | undefined, types: readonly string[] | null | undefined): Prisma.DishWhereInput {
  const where: Prisma.DishWhereInput = {};
  const text = search?.trim().slice(0, 100);
  if (text) {
    where.OR = [
      { name: { contains: text, mode: 'insensitive' } },
      { description: { contains: text, mode: 'insensitive' } },
    ];
  }
  if (types && types.length > 0) where.type = { in: [...new Set(types)] as (typeof DISH_TYPES)[number][] };
  return where;
}

builder.queryFields((t) => ({
  dishes: t.connection({
    type: DishNode,
    description:
      'Dishes, newest first, 10 a page (offset cursors: page N is after: cursorForPage(N, 10)). search matches ' +
      'name or description regardless of case; types keeps dishes of any of the given types (empty: all).',
    authScopes: { staff: true },
    args: {
      search: t.arg.string(),
      types: t.arg({ type: [MealCategoryEnum] }),
    },
    // The connection type is shared (DishConnection) so that Relay clients get one type.
    resolve: (_root, args, ctx, info) => {
      const where = dishWhere(args.search, args.types);
      return offsetConnection(
        args,
        () => ctx.prisma.dish.count({ where }),
        ({ offset, limit }) =>
          ctx.prisma.dish.findMany({
            ...queryFromInfo({ context: ctx, info, typeName: 'Dish', path: ['edges', 'node'] }),
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            skip: offset,
            take: limit,
          }),
        DISHES_PAGE_SIZE,
      );
    },
  }, DishConnection),

  dish: t.prismaField({
    type: 'Dish',
    description: `One dish by global ID or numeric dishId (the Edit Dish screen's URL); NOT_FOUND '${MESSAGES.dishNotFound}' otherwise.`,
    authScopes: { staff: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const dishId = recordId('Dish', id);
      const dish = dishId === null ? null : await ctx.prisma.dish.findUnique({ ...query, where: { id: dishId } });
      if (!dish) throw notFound(MESSAGES.dishNotFound);
      return dish;
    },
  }),

  dishCategories: t.prismaField({
    type: ['DishCategory'],
    description: 'Every dish category, by name (regardless of case).',
    authScopes: { staff: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.dishCategory.findMany({ ...query, orderBy: [{ nameKey: 'asc' }, { id: 'asc' }] }),
  }),
}));

builder.mutationFields((t) => ({
  createDish: t.prismaField({
    type: 'Dish',
    description: 'Adds a dish. An unknown category is refused with \'Category not found\'.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: CreateDishInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) =>
      ctx.prisma.dish.create({ ...query, data: { ...(await dishColumns(ctx, input)), createdAt: ctx.now() } }),
  }),

  updateDish: t.prismaField({
    type: 'Dish',
    description:
      'Edits a dish with the rules of createDish; every field is replaced (an absent imageUrl removes the image). ' +
      'The dish keeps its places in the weekly menus.',
    authScopes: { staff: true },
    args: {
      id: t.arg.globalID({ required: true, for: DishNode }),
      input: t.arg({ type: CreateDishInput, required: true }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const dishId = dishIdOf(id);
      const data = await dishColumns(ctx, input);
      const { count } = await ctx.prisma.dish.updateMany({ where: { id: dishId }, data });
      if (count === 0) throw notFound(MESSAGES.dishNotFound);
      return ctx.prisma.dish.findUniqueOrThrow({ ...query, where: { id: dishId } });
    },
  }),

  deleteDish: t.field({
    type: DeleteDishPayload,
    description:
      'Deletes a dish (and its places in weekly menus). A dish on the menu of today or a later day is deleted only ' +
      "with removeFromMenu: true; otherwise CONFLICT 'This dish is on the menu for N days. Remove it from the menu " +
      "and delete?'. Its image stays in the image library.",
    authScopes: { staff: true },
    args: {
      id: t.arg.globalID({ required: true, for: DishNode }),
      removeFromMenu: t.arg.boolean({
        description: 'Confirms that the dish may be taken off the menus that serve it (default false).',
        defaultValue: false,
      }),
    },
    resolve: async (_root, { id, removeFromMenu }, ctx) => {
      const dishId = dishIdOf(id);
      if (!removeFromMenu) {
        const days = await menuDaysOf(ctx, dishId);
        if (days > 0) throw clientError('CONFLICT', onMenuMessage(days), { menuDays: days });
      }
      const { count } = await ctx.prisma.dish.deleteMany({ where: { id: dishId } });
      if (count === 0) throw notFound(MESSAGES.dishNotFound);
      return { deletedDishId: dishId };
    },
  }),

  createDishCategory: t.prismaField({
    type: 'DishCategory',
    description:
      "Adds a category. Names are unique regardless of case: an existing name gives CONFLICT 'Category already exists'.",
    authScopes: { staff: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { name } = parseInput(dishCategorySchema, args);
      const nameKey = categoryNameKey(name);
      const existing = await ctx.prisma.dishCategory.findUnique({ where: { nameKey }, select: { id: true } });
      if (existing) throw conflict(MESSAGES.categoryExists);
      return ctx.prisma.dishCategory
        .create({ ...query, data: { name, nameKey, createdAt: ctx.now() } })
        .catch((error: { code?: string }) => {
          // Two admins creating the same name at once: the unique key decides.
          if (error?.code === 'P2002') throw conflict(MESSAGES.categoryExists);
          throw error;
        });
    },
  }),
}));
