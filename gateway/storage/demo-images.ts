// Demo dish images for a freshly seeded embedded database: each dish without an image gets a
// generated picture, stored through the same path as an upload (scaled copies for srcset included)
// and listed in DishImage, so the Add Dish picker, the dish cards and the home page's carousel have
// pictures. A "plate" (a light disc with a coloured centre) on a background of the dish type's
// colour, at the carousel's 4:3 shape and large enough for a wide screen.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { loadSharp, prepareImage, putPrepared } from '../../schema/images/renditions.ts';
import type { ImageStorage } from '../../schema/images/storage.ts';

const BACKGROUND: Record<string, string> = { veg: '#4c9141', egg: '#e9b824', chicken: '#c4622d' };
const FOOD = ['#d65d39', '#f0be50', '#78aa46', '#aa6e3c', '#e68c3c', '#c84646'];
export const DEMO_IMAGE_WIDTH = 960;
export const DEMO_IMAGE_HEIGHT = 720;

async function plate(background: string, food: string): Promise<Buffer> {
  const [w, h] = [DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="${background}"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="288" fill="#f8f8f4"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="187" fill="#e2e2dc"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="168" fill="${food}"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Adds an image to every dish that has none; returns how many it added. Does nothing when images exist. */
export async function addDemoDishImages(prisma: PrismaClient, images: ImageStorage): Promise<number> {
  if ((await prisma.dishImage.count()) > 0) return 0;
  const dishes = await prisma.dish.findMany({ where: { imageUrl: null }, orderBy: { id: 'asc' }, select: { id: true, type: true } });
  // All at once: sharp spreads the encoding over its own threads, so a first start waits for the
  // slowest picture rather than for the sum of them.
  const prepared = await Promise.all(
    dishes.map(async (dish, i) => {
      const bytes = await plate(BACKGROUND[dish.type] ?? '#787878', FOOD[i % FOOD.length]!);
      const image = (await prepareImage(bytes, 'image/png', 'dishes'))!;
      await putPrepared(images, image);
      return image;
    }),
  );
  await prisma.$transaction([
    prisma.dishImage.createMany({
      data: prepared.map((image) => ({
        key: image.key,
        contentType: image.contentType,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
      })),
    }),
    ...dishes.map((dish, i) => prisma.dish.update({ where: { id: dish.id }, data: { imageUrl: prepared[i]!.key } })),
  ]);
  return dishes.length;
}
