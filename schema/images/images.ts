// Dish images. Admin-only. The bytes live in the image storage (ctx.images); the DishImage table
// lists them (key, type, size, dimensions) for the picker's paged grid.
//
// GraphQL: `uploadDishImage(file)` (GraphQL multipart request spec; yoga parses it), `dishImages(first,
// after)` (offset connection, 8 a page, newest first), `deleteDishImage(key)`, `signedImageUrl(key,
// expiresIn)`.
import { GraphQLError } from 'graphql';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { badInput, clientError, conflict, notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { parseInput } from '../validate.ts';
import {
  MAX_IMAGE_BYTES,
  MESSAGES,
  SIGNED_URL_DEFAULT_SECONDS,
  signedUrlSchema,
  THUMBNAILS_PAGE_SIZE,
} from '@freshmeals/rules/dishes';
import { deleteWithRenditions, prepareImage, putPrepared, srcSetOf, type PreparedImage } from './renditions.ts';
import { sniffImage } from './sniff.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a multipart upload gives a resolver: a standard File (or the server's File-like ponyfill). */
export interface UploadedFile {
  readonly size: number;
  readonly name?: string;
  readonly type?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).arrayBuffer === 'function' &&
  typeof (value as UploadedFile).size === 'number';

/**
 * The GraphQL multipart request spec's upload scalar (yoga fills it with a File). Anything that is
 * not a file is left for the resolver, which answers 'A file is required'.
 */
export const FileScalar = builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar');
  },
  parseValue: (value) => value,
  parseLiteral: () => null,
});

/**
 * An upload checked and made ready to store under `folder`: a file (else 'A file is required'), at
 * most 5 MB, an image by its bytes, turned upright and without its metadata (a phone's photo says
 * where it was taken). Refusals name `field`.
 */
export async function prepareUpload(file: unknown, folder: string, field: string): Promise<PreparedImage> {
  if (!isUploadedFile(file) || file.size === 0) throw badInput(MESSAGES.fileRequired, field);
  if (file.size > MAX_IMAGE_BYTES) throw clientError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge, { field });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  const image = sniffed && (await prepareImage(bytes, sniffed.contentType, folder));
  if (!image) throw badInput(MESSAGES.notAnImage, field);
  return image;
}

export const DishImageNode = builder.prismaNode('DishImage', {
  description: 'An uploaded dish image. Admin-only.',
  id: { field: 'id' },
  authScopes: { staff: true },
  fields: (t) => ({
    imageId: t.exposeInt('id', { description: 'The numeric id.' }),
    key: t.exposeString('key', { description: 'The image-storage key; a dish may store it as its imageUrl.' }),
    url: t.string({
      description: 'A temporary signed URL of the image (1 hour).',
      select: { key: true },
      resolve: (image, _args, ctx) => ctx.images.signedUrl(image.key),
    }),
    srcSet: t.string({
      nullable: true,
      description:
        "The image's scaled WebP copies and the image itself as an <img srcset> ('<url> 320w, …'), signed like url; " +
        'null when it has no copies (an image at most 320 px wide, or one uploaded before copies were made).',
      select: { key: true },
      resolve: (image, _args, ctx) => srcSetOf(ctx.images, image.key),
    }),
    contentType: t.exposeString('contentType', { description: 'image/png, image/jpeg, image/webp or image/gif.' }),
    bytes: t.exposeInt('bytes', { description: 'The stored size in bytes.' }),
    width: t.exposeInt('width', { description: 'In pixels.', nullable: true }),
    height: t.exposeInt('height', { description: 'In pixels.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was uploaded.', type: 'DateTime' }),
  }),
});

const DishImageConnection = builder.connectionObject({ type: DishImageNode, name: 'DishImageConnection' });

const DeleteDishImagePayload = builder
  .objectRef<{ id: number; key: string }>('DeleteDishImagePayload')
  .implement({
  description: 'The answer of deleteDishImage.',
    authScopes: { staff: true },
    fields: (t) => ({
      deletedId: t.globalID({ description: 'The global id of the deleted image.', resolve: (p) => ({ type: 'DishImage', id: p.id }) }),
      key: t.exposeString('key', { description: 'The deleted image\'s key.' }),
      message: t.string({ description: 'What happened, for people.', resolve: () => 'Image deleted' }),
    }),
  });

builder.queryFields((t) => ({
  dishImages: t.connection(
    {
      type: DishImageNode,
      description: 'Uploaded dish images, newest first, 8 a page (offset cursors).',
      authScopes: { staff: true },
      resolve: (_root, args, ctx, info) =>
        offsetConnection(
          args,
          () => ctx.prisma.dishImage.count(),
          ({ offset, limit }) =>
            ctx.prisma.dishImage.findMany({
              // url's selection loads with the page instead of one fallback per row.
              ...(queryFromInfo({ context: ctx, info, typeName: 'DishImage', path: ['edges', 'node'] }) as { select?: Record<string, true> }),
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
          THUMBNAILS_PAGE_SIZE,
        ),
    },
    DishImageConnection,
  ),

  signedImageUrl: t.string({
    description: `A temporary URL of an uploaded image; expiresIn in seconds (default ${SIGNED_URL_DEFAULT_SECONDS}, at most 7 days).`,
    authScopes: { staff: true },
    args: {
      key: t.arg.string({ required: true }),
      expiresIn: t.arg.int({ defaultValue: SIGNED_URL_DEFAULT_SECONDS }),
    },
    resolve: async (_root, args, ctx) => {
      const { key, expiresIn } = parseInput(signedUrlSchema, {
        key: args.key,
        expiresIn: args.expiresIn ?? SIGNED_URL_DEFAULT_SECONDS,
      });
      const image = await ctx.prisma.dishImage.findUnique({ where: { key }, select: { key: true } });
      if (!image) throw notFound(MESSAGES.imageNotFound);
      return ctx.images.signedUrl(image.key, expiresIn);
    },
  }),
}));

builder.mutationFields((t) => ({
  uploadDishImage: t.prismaField({
    type: 'DishImage',
    description:
      'Uploads a dish image (multipart request). PNG, JPEG, WebP or GIF, told by its bytes, at most 5 MB. It is stored ' +
      'turned upright, without its metadata and at most 1200 px on its longer side, with WebP copies for srcset. ' +
      "The argument is nullable so that a missing file gets 'A file is required'.",
    authScopes: { staff: true },
    args: { file: t.arg({ type: FileScalar }) },
    resolve: async (query, _root, { file }, ctx) => {
      const image = await prepareUpload(file, 'dishes', 'file');
      await putPrepared(ctx.images, image);
      try {
        return await ctx.prisma.dishImage.create({
          ...query,
          data: {
            key: image.key,
            contentType: image.contentType,
            bytes: image.bytes.length,
            width: image.width,
            height: image.height,
            createdAt: ctx.now(),
          },
        });
      } catch (error) {
        await deleteWithRenditions(ctx.images, image.key).catch(() => undefined);
        throw error;
      }
    },
  }),

  deleteDishImage: t.field({
    type: DeleteDishImagePayload,
    description: 'Deletes an uploaded image. An image a dish still shows is refused (CONFLICT).',
    authScopes: { staff: true },
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, { key }, ctx) => {
      const image = await ctx.prisma.dishImage.findUnique({ where: { key: key.trim() } });
      if (!image) throw notFound(MESSAGES.imageNotFound);
      const inUse = await ctx.prisma.dish.count({ where: { imageUrl: image.key } });
      if (inUse > 0) throw conflict(MESSAGES.imageInUse);
      // The row goes first: a leftover file is harmless, a row without its file is a broken thumbnail.
      const { count } = await ctx.prisma.dishImage.deleteMany({ where: { id: image.id } });
      if (count === 0) throw notFound(MESSAGES.imageNotFound);
      // A file left behind by a failed delete is harmless (nothing lists or signs it any more).
      await deleteWithRenditions(ctx.images, image.key).catch(() => undefined);
      return { id: image.id, key: image.key };
    },
  }),
}));
