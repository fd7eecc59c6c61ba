// Serves the built apps in embedded mode: dist/shell at /, dist/mfe-public at /mfe-public/,
// dist/mfe-admin at /mfe-admin/, with the shell's index.html as the SPA fallback (status 404 for a
// path that is no page of the site).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { isSitePath } from '../shell/src/site-routes.ts';
import { acceptsEncoding } from './asset-bundle.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const mounts = [
  { prefix: '/mfe-public/', dir: 'mfe-public' },
  { prefix: '/mfe-admin/', dir: 'mfe-admin' },
  { prefix: '/', dir: 'shell' },
];

/**
 * Text types the build precompresses (`.br` and `.gz` beside the file: scripts/precompress.ts).
 * Not HTML: the security headers read the page to hash its inline scripts, and it is small.
 */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;

/** The precompressed copy to send, if the build made one and the client takes it: brotli first. */
async function compressedCopy(path: string, request: Request): Promise<{ encoding: string; path: string; size: number } | null> {
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!acceptsEncoding(request, encoding)) continue;
    const info = await stat(path + suffix).catch(() => null);
    if (info?.isFile()) return { encoding, path: path + suffix, size: info.size };
  }
  return null;
}

async function fileResponse(root: string, relative: string, request: Request): Promise<Response | null> {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root + sep)) return null; // path traversal
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const ext = extname(path);
  // Hashed assets are immutable; manifests and HTML must always be re-fetched (remotes redeploy alone).
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg|jpg|webp)$/.test(path);
  const compressible = COMPRESSIBLE.test(path);
  const compressed = compressible ? await compressedCopy(path, request) : null;
  const headers: Record<string, string> = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'content-length': String(compressed?.size ?? info.size),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    // Remotes are fetched by the shell; allow it when they are hosted elsewhere.
    ...(relative.endsWith('mf-manifest.json') || ext === '.js' ? { 'access-control-allow-origin': '*' } : {}),
    // Caches must keep the compressed and the plain answer apart, and the page with a first
    // screen (visitors) from the page without (a request with the sign-in cookie).
    ...(compressible ? { vary: 'Accept-Encoding' } : relative === 'index.html' ? { vary: 'Cookie' } : {}),
    ...(compressed ? { 'content-encoding': compressed.encoding } : {}),
  };
  if (request.method === 'HEAD') return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(compressed?.path ?? path)) as ReadableStream, { headers });
}

/** The page with the requested route's first screen in it (gateway/first-screen.ts), or null for none. */
/** A page with a first screen; `personal` when it shows the signed-in user's own data. */
export type FirstScreenPage = (request: Request) => Promise<{ html: string; personal?: boolean } | null>;

function pageResponse({ html, personal }: { html: string; personal?: boolean }, request: Request): Response {
  // Whether a page has a first screen depends on the sign-in cookie; one with a user's data in it
  // is kept by no cache at all.
  const headers = {
    'content-type': types['.html']!,
    'cache-control': personal ? 'private, no-store' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'Cookie',
  };
  return new Response(request.method === 'HEAD' ? null : html, { headers });
}

export function createStaticHandler(staticDir: string, firstScreenPage: FirstScreenPage = async () => null) {
  return async function serveStatic(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    for (const mount of mounts) {
      if (!decoded.startsWith(mount.prefix)) continue;
      const root = join(staticDir, mount.dir);
      if (mount.dir === 'shell' && !extname(decoded)) {
        const page = await firstScreenPage(request);
        if (page !== null) return pageResponse(page, request);
      }
      const file = await fileResponse(root, decoded.slice(mount.prefix.length) || 'index.html', request);
      if (file) return file;
      // Other paths of the site get the shell, which routes them; a path that is no page of the
      // site gets it too (it shows the not-found page) but with status 404.
      if (mount.dir === 'shell' && !extname(decoded)) {
        const index = await fileResponse(root, 'index.html', request);
        if (index && !isSitePath(decoded)) return new Response(index.body, { status: 404, headers: index.headers });
        if (index) return index;
      }
      return null;
    }
    return null;
  };
}
