// Images on local disk (embedded mode and single-instance deployments): files under
// DATA_DIR/uploads, shown through URLs the gateway signs with an HMAC and lets expire:
//   /uploads/<key>?expires=<unix seconds>&signature=<base64url HMAC-SHA256>
// The URLs are site-relative: the browser resolves them against the page's own origin, so the site
// shows its images under any host name (127.0.0.1, a proxy's name) and the CSP's img-src 'self'
// allows them. E-mails, which need absolute links, carry no image URLs.
// The gateway serves them (serve()), answering 403 for an expired or tampered link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageStorage } from '../../schema/images/storage.ts';
import { TYPE_BY_EXT } from '../../schema/images/sniff.ts';
import { IMAGE_KEY_PATTERN, SIGNED_URL_DEFAULT_SECONDS, UPLOADS_PATH, type ImageContentType } from '@freshmeals/rules/dishes';
import { json } from '../rest/facade.ts';

export { UPLOADS_PATH };

export interface LocalImageStorageOptions {
  /** The folder the files live in (created on the first upload). */
  dir: string;
  /** HMAC key of the signed URLs. */
  secret: string;
  /** Base URL of the gateway: absolute URLs on it (signed before URLs became site-relative) are still recognised as ours. */
  publicUrl: string;
  now: () => Date;
  /** Delete the folder on close() (a throwaway folder for an in-memory run). */
  ephemeral?: boolean;
}

export interface LocalImageStorage extends ImageStorage {
  readonly kind: 'local';
  /** Answers GET/HEAD /uploads/<key>?expires=..&signature=.. */
  serve(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const extOf = (key: string) => key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPE_BY_EXT;

export function createLocalImageStorage(options: LocalImageStorageOptions): LocalImageStorage {
  const base = options.publicUrl.replace(/\/$/, '');
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');
  // Keys match IMAGE_KEY_PATTERN (no dots but the extension's, no '..'), so they stay inside dir.
  const pathOf = (key: string) => join(options.dir, ...key.split('/'));

  function validSignature(key: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    kind: 'local',

    async put(key: string, bytes: Uint8Array, contentType: ImageContentType) {
      if (!IMAGE_KEY_PATTERN.test(key) || TYPE_BY_EXT[extOf(key)] !== contentType) throw new Error(`Invalid image key: ${key}`);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },

    async delete(key: string) {
      if (!IMAGE_KEY_PATTERN.test(key)) return;
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async signedUrl(key: string, expiresInSeconds = SIGNED_URL_DEFAULT_SECONDS) {
      const expires = Math.floor(options.now().getTime() / 1000) + expiresInSeconds;
      return `${UPLOADS_PATH}${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    keyFromUrl(url: string) {
      // Ours: site-relative, on PUBLIC_URL, or on another host name the browser resolved it against
      // (then its signature says it is ours; an expired one still names the key).
      let parsed: URL;
      try {
        parsed = new URL(url, base);
      } catch {
        return null;
      }
      if (!parsed.pathname.startsWith(UPLOADS_PATH)) return null;
      const key = parsed.pathname.slice(UPLOADS_PATH.length);
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      if (url.startsWith(UPLOADS_PATH) || url.startsWith(`${base}${UPLOADS_PATH}`)) return key;
      const expires = Number(parsed.searchParams.get('expires') ?? '');
      return Number.isSafeInteger(expires) && validSignature(key, expires, parsed.searchParams.get('signature') ?? '') ? key : null;
    },

    async serve(request: Request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
      }
      const url = new URL(request.url);
      const key = url.pathname.slice(UPLOADS_PATH.length);
      if (!IMAGE_KEY_PATTERN.test(key)) return json(404, { message: 'Not found' });
      const expiresText = url.searchParams.get('expires') ?? '';
      const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : NaN;
      if (!Number.isSafeInteger(expires) || !validSignature(key, expires, url.searchParams.get('signature') ?? '')) {
        return json(403, { message: 'Invalid image link' });
      }
      const remaining = expires - Math.floor(options.now().getTime() / 1000);
      if (remaining <= 0) return json(403, { message: 'This image link has expired' });
      const bytes = await readFile(pathOf(key)).catch(() => null);
      if (!bytes) return json(404, { message: 'Not found' });
      const headers = {
        'content-type': TYPE_BY_EXT[extOf(key)],
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': `private, max-age=${Math.min(remaining, SIGNED_URL_DEFAULT_SECONDS)}`,
      };
      return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers });
    },

    async close() {
      if (options.ephemeral) await rm(options.dir, { recursive: true, force: true });
    },
  };
}
