// Recognises an image by its bytes (magic numbers), never by its name or declared type, and reads
// its width and height from the header when that is cheap. PNG, JPEG, WebP and GIF only: SVG
// (scriptable) and anything else is refused.
import type { ImageContentType } from '@freshmeals/rules/dishes';

export interface SniffedImage {
  contentType: ImageContentType;
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  width: number | null;
  height: number | null;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const be16 = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const le16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const le24 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
const be32 = (b: Uint8Array, o: number) => ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;

const size = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : { width: null, height: null };

function pngSize(b: Uint8Array) {
  // Signature (8), then the IHDR chunk: length (4), 'IHDR', width (4), height (4).
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return { width: null, height: null };
  return size(be32(b, 16), be32(b, 20));
}

function gifSize(b: Uint8Array) {
  if (b.length < 10) return { width: null, height: null };
  return size(le16(b, 6), le16(b, 8));
}

function webpSize(b: Uint8Array) {
  const chunk = b.length >= 16 ? ascii(b, 12, 4) : '';
  if (chunk === 'VP8 ' && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return size(le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return size(1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)));
  }
  if (chunk === 'VP8X' && b.length >= 30) return size(1 + le24(b, 24), 1 + le24(b, 27));
  return { width: null, height: null };
}

function jpegSize(b: Uint8Array) {
  // Walk the marker segments up to a start-of-frame (SOF0..SOF15 but DHT, JPG and DAC).
  let o = 2;
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return { width: null, height: null };
    const marker = b[o + 1]!;
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return size(be16(b, o + 7), be16(b, o + 5));
    }
    if (marker === 0xda || marker === 0xd9) break; // scan data or end: no frame header found
    o += 2 + be16(b, o + 2);
  }
  return { width: null, height: null };
}

/** The image type of the bytes with its dimensions, or null when they are not a PNG, JPEG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', ext: 'png', ...pngSize(bytes) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { contentType: 'image/jpeg', ext: 'jpg', ...jpegSize(bytes) };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { contentType: 'image/webp', ext: 'webp', ...webpSize(bytes) };
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { contentType: 'image/gif', ext: 'gif', ...gifSize(bytes) };
  }
  return null;
}

export const EXT_BY_TYPE: Readonly<Record<ImageContentType, SniffedImage['ext']>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const TYPE_BY_EXT: Readonly<Record<SniffedImage['ext'], ImageContentType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
