// Rules for dishes, dish categories and dish images. One set of rules: the GraphQL resolvers and
// the admin's Add Dish form both import this file, so it must stay free of server-only imports (zod
// only).
import { z } from 'zod';
import { DISH_TYPES } from './lists.ts';

export { DISH_TYPES, type DishType } from './lists.ts';

export const DISHES_PAGE_SIZE = 10;
export const THUMBNAILS_PAGE_SIZE = 8;
/** Signed image URLs live 3600 s unless asked otherwise. */
export const SIGNED_URL_DEFAULT_SECONDS = 3600;
/** A limit of our own: the longest lifetime a signed URL may be asked for (7 days). */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 3600;

/** A limit of our own: uploads are limited to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The content types accepted, decided from the file's bytes (never from its name or declared type). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_TYPES)[number];

/**
 * A key made by the image storage for an upload: `<folder>/<id>.<ext>`, e.g.
 * `dishes/0b7c4f7e-1c1e-4c55-9a55-8f3c2b0d7a11.png`. Dishes may store such a key as their imageUrl.
 */
export const IMAGE_KEY_PATTERN = /^[a-z0-9-]{1,40}\/[a-z0-9-]{1,64}\.(png|jpg|webp|gif)$/;

export const MESSAGES = {
  name: 'Name is required',
  nameMax: 'Name must be at most 120 characters',
  description: 'Description must be at least 5 characters',
  descriptionMax: 'Description must be at most 2000 characters',
  imageUrl: 'Must be a valid URL',
  type: 'Select a type',
  category: 'Category is required',
  categoryNotFound: 'Category not found',
  categoryName: 'Category name is required',
  categoryNameMax: 'Category name must be at most 60 characters',
  categoryExists: 'Category already exists',
  fileRequired: 'A file is required',
  notAnImage: 'Only image files (PNG, JPEG, WebP or GIF) are accepted',
  imageTooLarge: 'Image is too large (max 5 MB)',
  imageNotFound: 'Image not found',
  imageInUse: 'This image is used by a dish; delete the dish first',
  dishNotFound: 'Dish not found',
  added: 'Dish added successfully!',
  updated: 'Dish updated successfully!',
  expiresIn: `expiresIn must be between 1 and ${SIGNED_URL_MAX_SECONDS} seconds`,
} as const;

/**
 * Deleting a dish that a menu still serves (today or later) asks first: deleting it takes it off
 * those menus too.
 */
export const onMenuMessage = (days: number) =>
  `This dish is on the menu for ${days} ${days === 1 ? 'day' : 'days'}. Remove it from the menu and delete?`;

const NUTRIENT_MAX = 100_000;

/** '' (an empty input), null, undefined and NaN (an empty number input) all mean "absent". */
const absent = (value: unknown) =>
  value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Calories, fat, carbs, protein: optional; a positive number when given. */
const nutrient = (label: string) =>
  z.preprocess(
    (value) => (absent(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number(`${label} must be a number`)
      .refine(Number.isFinite, `${label} must be a number`)
      .positive(`${label} must be a positive number`)
      .max(NUTRIENT_MAX, `${label} must be at most ${NUTRIENT_MAX}`)
      .optional(),
  );

/** Where the gateway serves uploaded images (local storage), site-relative so any host name shows them. */
export const UPLOADS_PATH = '/uploads/';

/** A site-relative URL of an uploaded image, as the API gives it: `/uploads/<key>?expires=…&signature=…`. */
export const isUploadUrl = (value: string) =>
  value.startsWith(UPLOADS_PATH) && IMAGE_KEY_PATTERN.test(value.slice(UPLOADS_PATH.length).split(/[?#]/)[0]!);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Optional: an http(s) URL, or a key returned by an upload (IMAGE_KEY_PATTERN). */
export const imageUrlField = z.preprocess(
  (value) => (absent(value) ? undefined : typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string(MESSAGES.imageUrl)
    .trim()
    .max(2048, MESSAGES.imageUrl)
    .refine((v) => isHttpUrl(v) || IMAGE_KEY_PATTERN.test(v) || isUploadUrl(v), MESSAGES.imageUrl)
    .optional(),
);

export const dishSchema = z.object({
  name: z.string(MESSAGES.name).trim().min(2, MESSAGES.name).max(120, MESSAGES.nameMax),
  description: z
    .string(MESSAGES.description)
    .trim()
    .min(5, MESSAGES.description)
    .max(2000, MESSAGES.descriptionMax),
  imageUrl: imageUrlField,
  type: z.enum(DISH_TYPES, MESSAGES.type),
  dishCategoryId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number(MESSAGES.category).int(MESSAGES.category).min(1, MESSAGES.category).max(2_147_483_647, MESSAGES.category),
  ),
  calories: nutrient('Calories'),
  fat: nutrient('Fat'),
  carbs: nutrient('Carbs'),
  protein: nutrient('Protein'),
});
export type DishInput = z.input<typeof dishSchema>;
export type DishData = z.output<typeof dishSchema>;

/** Category names: surrounding spaces dropped, inner runs of spaces collapsed. */
export const normaliseCategoryName = (name: string) => name.trim().replace(/\s+/g, ' ');
/** Categories are unique regardless of case: this is the stored `nameKey`. */
export const categoryNameKey = (name: string) => normaliseCategoryName(name).toLowerCase();

export const dishCategorySchema = z.object({
  name: z
    .string(MESSAGES.categoryName)
    .transform(normaliseCategoryName)
    .pipe(z.string().min(1, MESSAGES.categoryName).max(60, MESSAGES.categoryNameMax)),
});

/**
 * The Category combobox offers 'Create' only when the typed text is non-empty and
 * matches no existing name regardless of case.
 */
export function canCreateCategory(existingNames: readonly string[], typed: string): boolean {
  const key = categoryNameKey(typed);
  return key !== '' && !existingNames.some((name) => categoryNameKey(name) === key);
}

export const signedUrlSchema = z.object({
  key: z.string(MESSAGES.imageNotFound).trim().regex(IMAGE_KEY_PATTERN, MESSAGES.imageNotFound),
  expiresIn: z
    .number(MESSAGES.expiresIn)
    .int(MESSAGES.expiresIn)
    .min(1, MESSAGES.expiresIn)
    .max(SIGNED_URL_MAX_SECONDS, MESSAGES.expiresIn),
});
