// The image storage as the schema sees it. The gateway provides an implementation (local disk with
// HMAC-signed expiring URLs, or Cloudinary: gateway/storage/); the list of stored images is the
// DishImage table, not the storage.
import type { ImageContentType } from '@freshmeals/rules/dishes';

export interface ImageStorage {
  readonly kind: 'local' | 'cloudinary';
  /**
   * Stores the bytes (already checked to be an image of `contentType`) under `key`, a new key that
   * matches IMAGE_KEY_PATTERN (renditions.ts makes them). An existing key is never overwritten.
   */
  put(key: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void>;
  /** Removes the stored bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A temporary URL that shows the image for `expiresInSeconds` (default 3600). */
  signedUrl(key: string, expiresInSeconds?: number): Promise<string>;
  /**
   * The key behind a URL this storage signed (so a client that sends back a signed URL stores the
   * key, not a URL that expires); null for any other URL.
   */
  keyFromUrl(url: string): string | null;
}
