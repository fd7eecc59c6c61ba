// How the gateway delivers the built apps: the build's brotli or gzip copy of a text asset when the
// browser takes it (with Vary: Accept-Encoding), the plain file otherwise; hashed assets cached for
// a year, entry files (HTML, manifests, remoteEntry.js) always revalidated so that an app deployed
// alone is picked up. The copies come from the build step that writes them (scripts/precompress.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from '../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const CHUNK = `console.log(${JSON.stringify('fresh meals '.repeat(400))});\n`;
const INDEX = `<!doctype html><html><head><title>FreshMeals</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-delivery-'));
  mkdirSync(join(dir, 'shell/static/js'), { recursive: true });
  mkdirSync(join(dir, 'mfe-admin/static/js'), { recursive: true });
  mkdirSync(join(dir, 'shell/static/image'), { recursive: true });
  writeFileSync(join(dir, 'shell/index.html'), INDEX);
  writeFileSync(join(dir, 'shell/static/js/index.0123456789.js'), CHUNK);
  writeFileSync(join(dir, 'shell/static/js/tiny.abcdef0123.js'), 'void 0;\n');
  writeFileSync(join(dir, 'shell/static/image/logo.0123456789.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'mfe-admin/remoteEntry.js'), CHUNK);
  writeFileSync(join(dir, 'mfe-admin/mf-manifest.json'), JSON.stringify({ name: 'mfe_admin', padding: 'x'.repeat(2000) }));
  precompressFolder(dir);
  t = await createTestApp('pglite', { env: { STATIC_DIR: dir } });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  t.app.fetch(new Request(`http://localhost${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text files worth it, and none of images or tiny files', () => {
    const js = readFileSync(join(dir, 'shell/static/js/index.0123456789.js'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'shell/static/js/index.0123456789.js.br'))).equals(js)).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, 'shell/static/js/index.0123456789.js.gz'))).equals(js)).toBe(true);
    expect(() => readFileSync(join(dir, 'shell/static/js/tiny.abcdef0123.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'shell/static/image/logo.0123456789.png.br'))).toThrow();
    expect(Buffer.byteLength('void 0;\n')).toBeLessThan(MIN_BYTES);
  });
});

describe('compressed delivery', () => {
  it('sends brotli when accepted, gzip otherwise, the plain file to a client that takes neither', async () => {
    const brotli = await get('/static/js/index.0123456789.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBytes.length);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(CHUNK);
    expect(brotliBytes.length).toBeLessThan(Buffer.byteLength(CHUNK) / 10);

    const gzip = await get('/static/js/index.0123456789.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(CHUNK);

    const refusesBrotli = await get('/static/js/index.0123456789.js', 'br;q=0, gzip;q=0.8');
    expect(refusesBrotli.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/static/js/index.0123456789.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(CHUNK);
  });

  it('compresses the entry scripts, manifests and pages too; images and tiny files go plain', async () => {
    for (const path of ['/mfe-admin/remoteEntry.js', '/mfe-admin/mf-manifest.json']) {
      const response = await get(path, 'br');
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), path).toBe(
        readFileSync(join(dir, path.replace('/mfe-admin/', 'mfe-admin/')), 'utf8'),
      );
    }
    // The page is compressed as it goes out (after the security headers have hashed its inline
    // scripts), not by the build.
    for (const path of ['/', '/plans']) {
      const page = await get(path, 'gzip, br');
      expect(page.headers.get('content-encoding'), path).toBe('br');
      expect(page.headers.get('vary'), path).toBe('Cookie, Accept-Encoding');
      const bytes = Buffer.from(await page.arrayBuffer());
      expect(Number(page.headers.get('content-length')), path).toBe(bytes.length);
      expect(brotliDecompressSync(bytes).toString(), path).toBe(INDEX);
      const gzip = await get(path, 'gzip');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString(), path).toBe(INDEX);
      const plain = await get(path);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('vary'), path).toBe('Cookie, Accept-Encoding');
      expect(await plain.text(), path).toBe(INDEX);
    }
    expect(() => readFileSync(join(dir, 'shell/index.html.br'))).toThrow();
    const image = await get('/static/image/logo.0123456789.png', 'br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect((await get('/static/js/tiny.abcdef0123.js', 'br')).headers.get('content-encoding')).toBeNull();
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    expect((await get('/static/js/index.0123456789.js', 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/mfe-admin/remoteEntry.js', '/mfe-admin/mf-manifest.json']) {
      expect((await get(path, 'br')).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers HEAD with the headers of what GET would send', async () => {
    const head = await t.app.fetch(new Request('http://localhost/static/js/index.0123456789.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }));
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(readFileSync(join(dir, 'shell/static/js/index.0123456789.js.br')).length);
    expect(await head.text()).toBe('');
  });
});

describe('pages of the site and others', () => {
  it('answers 200 with the app for every page of the site, in any case and with a trailing slash', async () => {
    for (const path of ['/', '/plans', '/PLANS/', '/t%26c', '/account', '/dashboard', '/dashboard/users/transactions', '/dashboard/order-enquiry/42']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers 404 with the app (which shows its not-found page) for a path that is no page', async () => {
    for (const path of ['/no-such-page', '/plans/extra', '/dashboard/nope', '/dashboard/order-enquiry/42/more']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });
});
