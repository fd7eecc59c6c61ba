// Demo dish images for a freshly seeded embedded database: each dish without an image gets a small
// generated 300 x 300 PNG (the product's recommended size), stored through the image storage like an
// upload and listed in DishImage, so the Add Dish picker and the dish cards have pictures.
// A "plate" (a light disc with a coloured centre) on a background of the dish type's colour.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { ImageStorage } from '../../schema/images/storage.ts';
import { png } from './png.ts';

type Rgb = readonly [number, number, number];

const BACKGROUND: Record<string, Rgb> = { veg: [76, 145, 65], egg: [233, 184, 36], chicken: [196, 98, 45] };
const FOOD: Rgb[] = [
  [214, 93, 57],
  [240, 190, 80],
  [120, 170, 70],
  [170, 110, 60],
  [230, 140, 60],
  [200, 70, 70],
];
const SIZE = 300;

function plate(background: Rgb, food: Rgb): Buffer {
  const c = SIZE / 2;
  return png(SIZE, SIZE, (x, y) => {
    const d = Math.hypot(x - c + 0.5, y - c + 0.5);
    if (d < 70) return food;
    if (d < 78) return [226, 226, 220];
    if (d < 120) return [248, 248, 244];
    return background;
  });
}

/** Adds an image to every dish that has none; returns how many it added. Does nothing when images exist. */
export async function addDemoDishImages(prisma: PrismaClient, images: ImageStorage): Promise<number> {
  if ((await prisma.dishImage.count()) > 0) return 0;
  const dishes = await prisma.dish.findMany({ where: { imageUrl: null }, orderBy: { id: 'asc' }, select: { id: true, type: true } });
  let added = 0;
  for (const [i, dish] of dishes.entries()) {
    const bytes = plate(BACKGROUND[dish.type] ?? [120, 120, 120], FOOD[i % FOOD.length]!);
    const key = await images.put(bytes, 'image/png', 'dishes');
    await prisma.$transaction([
      prisma.dishImage.create({ data: { key, contentType: 'image/png', bytes: bytes.length, width: SIZE, height: SIZE } }),
      prisma.dish.update({ where: { id: dish.id }, data: { imageUrl: key } }),
    ]);
    added++;
  }
  return added;
}
