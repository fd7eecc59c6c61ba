// REST routes (the original /server/api/v1 contract) for dishes: GET /dishes, DELETE /dishes/{id}, POST /dishes,
// PUT /dishes/{id}, GET /dishes/categories, POST /dishes/categories. Admin-only (the GraphQL fields enforce it).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { dishCategorySchema, DISH_TYPES, DISHES_PAGE_SIZE, MESSAGES } from '@freshmeals/rules/dishes';
import { int, num, pageVariables, text, type RestRoute } from '../facade.ts';
import { dateTime, messageResponse, pageOf } from '../schemas.ts';

const dishFields = 'dishId name description type categoryId dishCategoryName calories protein fat carbs imageUrl createdAt';
type DishData = {
  dishId: number;
  name: string;
  description: string;
  type: string;
  categoryId: number;
  dishCategoryName: string;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  imageUrl: string | null;
  createdAt: string;
};
const dishSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(DISH_TYPES),
  dishCategoryId: z.int(),
  dishCategoryName: z.string(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  imageUrl: z.string().nullable().describe('A signed URL of an uploaded image (valid 1 hour), or an external URL.'),
  createdAt: dateTime,
});
const categorySchema = z.strictObject({ id: z.int(), name: z.string() });
/** The product's dish, with numeric ids. */
const toDish = (d: DishData): z.infer<typeof dishSchema> => ({
  id: d.dishId,
  name: d.name,
  description: d.description,
  type: d.type as z.infer<typeof dishSchema>['type'],
  dishCategoryId: d.categoryId,
  dishCategoryName: d.dishCategoryName,
  calories: d.calories,
  protein: d.protein,
  fat: d.fat,
  carbs: d.carbs,
  imageUrl: d.imageUrl,
  createdAt: d.createdAt,
});
const dishExample = {
  id: 12,
  name: 'Paneer Tikka Bowl',
  description: 'Char-grilled paneer on brown rice with mint chutney.',
  type: 'veg',
  dishCategoryId: 2,
  dishCategoryName: 'Bowls',
  calories: 520,
  protein: 28,
  fat: 18,
  carbs: 55,
  imageUrl: 'http://localhost:4000/uploads/dishes/0b7c4f7e-1c1e-4c55-9a55-8f3c2b0d7a11.png?expires=1767225600&signature=…',
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** The body of POST and PUT /dishes. */
const dishBody = z.object({
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().optional(),
  type: z.enum(DISH_TYPES),
  calories: z.number().optional(),
  fat: z.number().optional(),
  carbs: z.number().optional(),
  protein: z.number().optional(),
  dishCategoryId: z.number(),
});

/** The GraphQL CreateDishInput of a POST or PUT body; the GraphQL rules phrase what is wrong. */
const dishInput = (body: Record<string, unknown>) => ({
  name: text(body.name),
  description: text(body.description),
  imageUrl: typeof body.imageUrl === 'string' ? body.imageUrl : null,
  // Unknown types and non-integer ids become null: the rules answer 'Select a type' / 'Category is required'.
  type: (DISH_TYPES as readonly unknown[]).includes(body.type) ? body.type : null,
  dishCategoryId: int(body.dishCategoryId),
  calories: num(body.calories),
  fat: num(body.fat),
  carbs: num(body.carbs),
  protein: num(body.protein),
});

/** `searchTag` once per selected type; 'all' (or none) means no filter. */
const typesOf = (query: URLSearchParams) => {
  const tags = query.getAll('searchTag').flatMap((t) => t.split(',')).map((t) => t.trim().toLowerCase()).filter(Boolean);
  return tags.length === 0 || tags.includes('all') ? null : tags;
};

export const dishRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/dishes',
    tag: 'dishes',
    access: 'staff',
    summary: 'Dishes, newest first, 10 a page; search on name and description; searchTag repeated per type (veg, egg, chicken; all = any).',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
      search: { type: 'string' },
      searchTag: { type: 'string', description: 'veg, egg, chicken or all; repeat for several' },
    },
    responseSchema: pageOf(dishSchema),
    responseExample: { data: [dishExample], total: 1, page: 1 },
    document: `query RestDishes($first: Int, $after: String, $search: String, $types: [MealCategory!]) {
      dishes(first: $first, after: $after, search: $search, types: $types) { totalCount edges { node { ${dishFields} } } }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, DISHES_PAGE_SIZE);
      return { first, after, search: query.get('search') || null, types: typesOf(query) };
    },
    result: (data, { query }) => ({
      data: data.dishes.edges.map((e: { node: DishData }) => toDish(e.node)),
      total: data.dishes.totalCount,
      page: pageVariables(query, DISHES_PAGE_SIZE).page,
    }),
  },
  {
    method: 'POST',
    path: '/dishes',
    tag: 'dishes',
    access: 'staff',
    summary: 'Add a dish. imageUrl: an http(s) URL or the key of an uploaded image; dishCategoryId: a number.',
    bodySchema: dishBody,
    responseSchema: z.strictObject({ message: z.string(), data: dishSchema }),
    responseExample: { message: 'Dish added successfully!', data: dishExample },
    document: `mutation RestCreateDish($input: CreateDishInput!) { createDish(input: $input) { ${dishFields} } }`,
    variables: ({ body }) => ({ input: dishInput(body) }),
    result: (data) => ({ message: MESSAGES.added, data: toDish(data.createDish) }),
  },
  {
    method: 'PUT',
    path: '/dishes/:id',
    tag: 'dishes',
    access: 'staff',
    summary:
      'Edit a dish: the body of POST /dishes, every field replaced (no imageUrl removes the image). The dish keeps its places in the weekly menus.',
    bodySchema: dishBody,
    responseSchema: z.strictObject({ message: z.string(), data: dishSchema }),
    responseExample: { message: MESSAGES.updated, data: dishExample },
    errorStatuses: [404],
    document: `mutation RestUpdateDish($id: ID!, $input: CreateDishInput!) { updateDish(id: $id, input: $input) { ${dishFields} } }`,
    variables: ({ params, body }) => ({ id: encodeGlobalID('Dish', params.id!), input: dishInput(body) }),
    result: (data) => ({ message: MESSAGES.updated, data: toDish(data.updateDish) }),
  },
  {
    method: 'DELETE',
    path: '/dishes/:id',
    tag: 'dishes',
    access: 'staff',
    summary: 'Delete a dish by its numeric id (and take it off the weekly menus that have it).',
    responseSchema: messageResponse,
    responseExample: { message: 'Dish deleted' },
    // The contract deletes at once: REST clients have no confirmation step, so the removal from menus is implied.
    document: 'mutation RestDeleteDish($id: ID!) { deleteDish(id: $id, removeFromMenu: true) { message } }',
    variables: ({ params }) => ({ id: encodeGlobalID('Dish', params.id!) }),
    result: (data) => ({ message: data.deleteDish.message }),
  },
  {
    method: 'GET',
    path: '/dishes/categories',
    tag: 'dishes',
    access: 'staff',
    summary: 'Every dish category, by name.',
    responseSchema: z.strictObject({ data: z.array(categorySchema) }),
    responseExample: { data: [{ id: 2, name: 'Bowls' }] },
    document: 'query RestDishCategories { dishCategories { categoryId name } }',
    variables: () => ({}),
    result: (data) => ({ data: data.dishCategories.map((c: { categoryId: number; name: string }) => ({ id: c.categoryId, name: c.name })) }),
  },
  {
    method: 'POST',
    path: '/dishes/categories',
    tag: 'dishes',
    access: 'staff',
    summary: "Add a dish category. Names are unique regardless of case (409 'Category already exists').",
    bodySchema: dishCategorySchema,
    responseSchema: z.strictObject({ data: categorySchema }),
    responseExample: { data: { id: 7, name: 'Salads' } },
    errorStatuses: [409],
    document: 'mutation RestCreateDishCategory($name: String!) { createDishCategory(name: $name) { categoryId name } }',
    variables: ({ body }) => ({ name: text(body.name) }),
    result: (data) => ({ data: { id: data.createDishCategory.categoryId, name: data.createDishCategory.name } }),
  },
];
