// REST routes (the original /server/api/v1 contract) for dish images: GET /uploads/presigned-url,
// GET /uploads/dish-thumbnails, POST /uploads/dishes (multipart, field `file`),
// DELETE /uploads/dishes/{key} (key URL-encoded). Admin-only (the GraphQL fields enforce it).
import { MESSAGES as DISH_MESSAGES, SIGNED_URL_DEFAULT_SECONDS, THUMBNAILS_PAGE_SIZE } from '@freshmeals/rules/dishes';
import { message, page, pageVariables, requiredInt, type RestRoute } from '../facade.ts';

/** An uploaded image: its signed URL (valid 1 hour) and its key (what a dish stores as its imageUrl). */
const IMAGE = 'fragment DishImage on DishImage { url key width height }';

export const uploadRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/uploads/presigned-url',
    tag: 'images',
    access: 'staff',
    summary: `A temporary URL of an uploaded image; expiresIn in seconds (default ${SIGNED_URL_DEFAULT_SECONDS}).`,
    querySchema: {
      key: { type: 'string', required: true, description: 'The image key, e.g. dishes/<id>.png' },
      expiresIn: { type: 'integer', description: `seconds, 1..604800 (default ${SIGNED_URL_DEFAULT_SECONDS})` },
    },
    document: 'query RestSignedImageUrl($key: String!, $expiresIn: Int) { url: signedImageUrl(key: $key, expiresIn: $expiresIn) }',
    errorStatuses: [404],
    variables: ({ query }) => {
      const expiresIn = query.get('expiresIn');
      return {
        key: query.get('key') ?? '',
        // Absent means the default; anything but a whole number gets the rules' own message.
        expiresIn: expiresIn === null || expiresIn.trim() === '' ? SIGNED_URL_DEFAULT_SECONDS : requiredInt(expiresIn, DISH_MESSAGES.expiresIn),
      };
    },
  },
  {
    method: 'GET',
    path: '/uploads/dish-thumbnails',
    tag: 'images',
    access: 'staff',
    summary: 'Uploaded dish images, newest first, 8 a page, each with a temporary URL.',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 8); anything else is 400' },
    },
    document: `query RestDishThumbnails($first: Int, $after: String) {
      dishImages(first: $first, after: $after) @flatten { total: totalCount data: edges @unwrap { node { ...DishImage } } }
    } ${IMAGE}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, THUMBNAILS_PAGE_SIZE);
      return { first, after };
    },
    add: { page: page(THUMBNAILS_PAGE_SIZE) },
  },
  {
    method: 'POST',
    path: '/uploads/dishes',
    tag: 'images',
    access: 'staff',
    summary:
      "Upload a dish image: multipart/form-data with the field `file`. PNG, JPEG, WebP or GIF (told by its bytes), at most 5 MB (413 'Image is too large (max 5 MB)').",
    multipart: true,
    document: `mutation RestUploadDishImage($file: File) { data: uploadDishImage(file: $file) { ...DishImage } } ${IMAGE}`,
    variables: ({ files }) => ({ file: files.file ?? null }),
    add: { message: message('Upload successful') },
  },
  {
    method: 'DELETE',
    path: '/uploads/dishes/:key',
    tag: 'images',
    access: 'staff',
    summary: 'Delete an uploaded image by its key (URL-encoded, e.g. dishes%2F<id>.png). 409 when a dish still shows it.',
    errorStatuses: [409],
    document: 'mutation RestDeleteDishImage($key: String!) { deleteDishImage(key: $key) @flatten { message } }',
    variables: ({ params }) => ({ key: params.key ?? '' }),
  },
];
