// What is stored for an uploaded image: the image itself, auto-rotated, re-encoded without its
// metadata (a phone photo's EXIF carries where it was taken) and at most MAX_STORED_SIDE pixels on
// its longer side; plus WebP copies at the RENDITION_WIDTHS below its width, for `srcset`, so a
// phone loads a 320 px copy and a wide screen the full image instead of a stretched thumbnail.
//
// The stored image's key carries its width (`dishes/<id>-w1200.jpg`), and the copies sit beside it
// (`dishes/<id>-w320.webp`, `dishes/<id>-w640.webp`). So a key alone says which copies exist: a dish
// list builds its srcset without a query per dish, and with either storage (local disk or
// Cloudinary). Keys from before this scheme have no width and no copies; they are shown as they are.
import { randomUUID } from 'node:crypto';
import type { OutputInfo, Sharp } from 'sharp';
import type { ImageContentType } from '@freshmeals/rules/dishes';
import { EXT_BY_TYPE } from './sniff.ts';
import type { ImageStorage } from './storage.ts';

/**
 * sharp, with its native image library, loaded on the first image the gateway handles: about 0.1 s
 * of a start on 2 cores, and most starts handle none.
 */
export const loadSharp = async () => (await import('sharp')).default;

/** The longer side of a stored image is at most this many pixels (larger uploads are scaled down). */
export const MAX_STORED_SIDE = 1200;
/** Widths of the WebP copies made for `srcset` (only those narrower than the image). */
export const RENDITION_WIDTHS = [320, 640, 960] as const;
/** Decoding more pixels than this is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

const SIZED_KEY = /^([a-z0-9-]{1,40}\/[a-z0-9-]{1,50})-w(\d{1,4})\.(png|jpg|webp|gif)$/;

export interface Rendition {
  key: string;
  width: number;
}

/** The stored image and its copies, narrowest first (the image itself last); [] for a key without a width. */
export function renditionsOf(key: string): Rendition[] {
  const match = SIZED_KEY.exec(key);
  if (!match) return [];
  const [, base, widthText] = match;
  const width = Number(widthText);
  return [
    ...RENDITION_WIDTHS.filter((w) => w < width).map((w) => ({ key: `${base}-w${w}.webp`, width: w })),
    { key, width },
  ];
}

export interface PreparedImage {
  contentType: ImageContentType;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The stored image's key under `folder`; the copies' keys follow from it (renditionsOf). */
  key: string;
  /** The WebP copies, by the keys renditionsOf gives. */
  copies: { key: string; bytes: Uint8Array }[];
}

const encode = (image: Sharp, contentType: ImageContentType) => {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 80 });
    case 'image/gif':
      return image.gif();
  }
};

/**
 * Prepares an upload (already sniffed as `contentType`) for storage under `folder`. Returns null
 * when the bytes do not decode as an image (a file that only starts like one).
 */
export async function prepareImage(bytes: Uint8Array, contentType: ImageContentType, folder: string): Promise<PreparedImage | null> {
  const sharp = await loadSharp();
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  let stored: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    stored = await encode(image, contentType).toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const width = stored.info.width;
  // An animation's height is that of one frame, not of all frames stacked.
  const height = (stored.info as OutputInfo & { pageHeight?: number }).pageHeight ?? stored.info.height;
  const key = `${folder}/${randomUUID()}-w${width}.${EXT_BY_TYPE[contentType]}`;
  const copies = await Promise.all(
    renditionsOf(key)
      .filter((r) => r.key !== key)
      .map(async (r) => ({
        key: r.key,
        bytes: new Uint8Array(await sharp(stored.data, { animated }).resize({ width: r.width }).webp({ quality: 78 }).toBuffer()),
      })),
  );
  return { contentType, bytes: new Uint8Array(stored.data), width, height, key, copies };
}

/** Stores the copies, then the image (so a stored key never names a missing copy). */
export async function putPrepared(storage: ImageStorage, image: PreparedImage): Promise<void> {
  for (const copy of image.copies) await storage.put(copy.key, copy.bytes, 'image/webp');
  await storage.put(image.key, image.bytes, image.contentType);
}

/** Removes an image and its copies; missing files are not an error. */
export async function deleteWithRenditions(storage: ImageStorage, key: string): Promise<void> {
  const keys = renditionsOf(key).map((r) => r.key);
  await Promise.all((keys.length ? keys : [key]).map((k) => storage.delete(k)));
}

/** The `srcset` of a stored key ('<url> 320w, <url> 640w, <url> 1200w'); null when it has no copies. */
export async function srcSetOf(storage: ImageStorage, key: string): Promise<string | null> {
  const renditions = renditionsOf(key);
  if (renditions.length < 2) return null;
  const urls = await Promise.all(renditions.map((r) => storage.signedUrl(r.key)));
  return renditions.map((r, i) => `${urls[i]} ${r.width}w`).join(', ');
}
