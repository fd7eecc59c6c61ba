// REST routes (the original /server/api/v1 contract) for dish images: GET /uploads/presigned-url,
// GET /uploads/dish-thumbnails, POST /uploads/dishes (multipart, field `file`),
// DELETE /uploads/dishes/{key} (key URL-encoded). Admin-only (the GraphQL fields enforce it).
import { MESSAGES as DISH_MESSAGES, SIGNED_URL_DEFAULT_SECONDS, THUMBNAILS_PAGE_SIZE } from '@freshmeals/rules/dishes';
import { z } from 'zod';
import { pageVariables, requiredInt, type RestRoute } from '../facade.ts';
import { messageResponse, pageOf } from '../schemas.ts';

const imageExample = {
  key: 'dishes/0b7c4f7e-1c1e-4c55-9a55-8f3c2b0d7a11-w1200.png',
  url: 'http://localhost:4000/uploads/dishes/0b7c4f7e-1c1e-4c55-9a55-8f3c2b0d7a11-w1200.png?expires=1767225600&signature=…',
};

const imageSchema = z.strictObject({
  url: z.string().describe('A signed URL of the image, valid 1 hour.'),
  key: z.string().describe('The image key: what a dish stores as its imageUrl.'),
  width: z.int().nullable(),
  height: z.int().nullable(),
});

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
    responseSchema: z.strictObject({ url: z.string() }),
    responseExample: { url: imageExample.url },
    document: 'query RestSignedImageUrl($key: String!, $expiresIn: Int) { signedImageUrl(key: $key, expiresIn: $expiresIn) }',
    variables: ({ query }) => {
      const expiresIn = query.get('expiresIn');
      return {
        key: query.get('key') ?? '',
        // Absent means the default; anything but a whole number gets the rules' own message.
        expiresIn: expiresIn === null || expiresIn.trim() === '' ? SIGNED_URL_DEFAULT_SECONDS : requiredInt(expiresIn, DISH_MESSAGES.expiresIn),
      };
    },
    result: (data) => ({ url: data.signedImageUrl }),
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
    responseSchema: pageOf(imageSchema),
    responseExample: { data: [{ ...imageExample, width: 1200, height: 900 }], total: 1, page: 1 },
    document: `query RestDishThumbnails($first: Int, $after: String) {
      dishImages(first: $first, after: $after) { totalCount edges { node { key url width height } } }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, THUMBNAILS_PAGE_SIZE);
      return { first, after };
    },
    result: (data, { query }) => ({
      data: data.dishImages.edges.map((e: { node: { key: string; url: string; width: number | null; height: number | null } }) => ({
        url: e.node.url,
        key: e.node.key,
        width: e.node.width,
        height: e.node.height,
      })),
      total: data.dishImages.totalCount,
      page: pageVariables(query, THUMBNAILS_PAGE_SIZE).page,
    }),
  },
  {
    method: 'POST',
    path: '/uploads/dishes',
    tag: 'images',
    access: 'staff',
    summary:
      "Upload a dish image: multipart/form-data with the field `file`. PNG, JPEG, WebP or GIF (told by its bytes), at most 5 MB (413 'Image is too large (max 5 MB)').",
    multipart: true,
    responseSchema: z.strictObject({ message: z.string(), data: imageSchema }),
    responseExample: { message: 'Upload successful', data: { ...imageExample, width: 1200, height: 900 } },
    document: 'mutation RestUploadDishImage($file: File) { uploadDishImage(file: $file) { key url width height } }',
    variables: ({ files }) => ({ file: files.file ?? null }),
    result: (data) => {
      const image = data.uploadDishImage;
      return { message: 'Upload successful', data: { url: image.url, key: image.key, width: image.width, height: image.height } };
    },
  },
  {
    method: 'DELETE',
    path: '/uploads/dishes/:key',
    tag: 'images',
    access: 'staff',
    summary: 'Delete an uploaded image by its key (URL-encoded, e.g. dishes%2F<id>.png). 409 when a dish still shows it.',
    responseSchema: messageResponse,
    responseExample: { message: 'Image deleted' },
    errorStatuses: [409],
    document: 'mutation RestDeleteDishImage($key: String!) { deleteDishImage(key: $key) { message } }',
    variables: ({ params }) => ({ key: params.key ?? '' }),
    result: (data) => ({ message: data.deleteDishImage.message }),
  },
];
