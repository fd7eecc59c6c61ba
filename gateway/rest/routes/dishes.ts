// REST routes (the original /server/api/v1 contract) for dishes: GET /dishes, DELETE /dishes/{id}, POST /dishes,
// PUT /dishes/{id}, GET /dishes/categories, POST /dishes/categories. Admin-only (the GraphQL fields enforce it).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { dishCategorySchema, DISH_TYPES, DISHES_PAGE_SIZE, MESSAGES } from '@freshmeals/rules/dishes';
import { int, message, num, page, pageVariables, text, type RestRoute } from '../facade.ts';

/** A dish, with numeric ids. */
const DISH = `fragment Dish on Dish {
  id: dishId name description type dishCategoryId: categoryId dishCategoryName calories protein fat carbs imageUrl createdAt
}`;
const CATEGORY = 'fragment DishCategory on DishCategory { id: categoryId name }';

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
    document: `query RestDishes($first: Int, $after: String, $search: String, $types: [MealCategory!]) {
      dishes(first: $first, after: $after, search: $search, types: $types) @flatten {
        total: totalCount data: edges @unwrap { node { ...Dish } }
      }
    } ${DISH}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, DISHES_PAGE_SIZE);
      return { first, after, search: query.get('search') || null, types: typesOf(query) };
    },
    add: { page: page(DISHES_PAGE_SIZE) },
  },
  {
    method: 'POST',
    path: '/dishes',
    tag: 'dishes',
    access: 'staff',
    summary: 'Add a dish. imageUrl: an http(s) URL or the key of an uploaded image; dishCategoryId: a number.',
    bodySchema: dishBody,
    document: `mutation RestCreateDish($input: CreateDishInput!) { data: createDish(input: $input) { ...Dish } } ${DISH}`,
    variables: ({ body }) => ({ input: dishInput(body) }),
    add: { message: message(MESSAGES.added) },
  },
  {
    method: 'PUT',
    path: '/dishes/:id',
    tag: 'dishes',
    access: 'staff',
    summary:
      'Edit a dish: the body of POST /dishes, every field replaced (no imageUrl removes the image). The dish keeps its places in the weekly menus.',
    bodySchema: dishBody,
    document: `mutation RestUpdateDish($id: ID!, $input: CreateDishInput!) { data: updateDish(id: $id, input: $input) { ...Dish } } ${DISH}`,
    variables: ({ params, body }) => ({ id: encodeGlobalID('Dish', params.id!), input: dishInput(body) }),
    add: { message: message(MESSAGES.updated) },
  },
  {
    method: 'DELETE',
    path: '/dishes/:id',
    tag: 'dishes',
    access: 'staff',
    summary: 'Delete a dish by its numeric id (and take it off the weekly menus that have it).',
    // The contract deletes at once: REST clients have no confirmation step, so the removal from menus is implied.
    document: 'mutation RestDeleteDish($id: ID!) { deleteDish(id: $id, removeFromMenu: true) @flatten { message } }',
    variables: ({ params }) => ({ id: encodeGlobalID('Dish', params.id!) }),
  },
  {
    method: 'GET',
    path: '/dishes/categories',
    tag: 'dishes',
    access: 'staff',
    summary: 'Every dish category, by name.',
    document: `query RestDishCategories { data: dishCategories { ...DishCategory } } ${CATEGORY}`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/dishes/categories',
    tag: 'dishes',
    access: 'staff',
    summary: "Add a dish category. Names are unique regardless of case (409 'Category already exists').",
    bodySchema: dishCategorySchema,
    errorStatuses: [409],
    document: `mutation RestCreateDishCategory($name: String!) { data: createDishCategory(name: $name) { ...DishCategory } } ${CATEGORY}`,
    variables: ({ body }) => ({ name: text(body.name) }),
  },
];
