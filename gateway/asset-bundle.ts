// A few files the gateway serves from memory under a content-hashed folder (GraphiQL's bundle, the
// REST reference's renderer): `<prefix><hash>/<name>`, cached by browsers for a year, compressed
// with brotli (at a fast level: a 5 MB bundle at the top level takes seconds) or gzip on the first
// request that asks for it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export interface BundleFile {
  type: string;
  body: Buffer;
}

export interface AssetBundle {
  /** The URL path of a file of the bundle. */
  urlOf(name: string): string;
  /** Answers GET/HEAD for a file of the bundle; null for any other request. */
  serve(request: Request): Response | Promise<Response> | null;
}

export const JS_TYPE = 'text/javascript; charset=utf-8';
export const CSS_TYPE = 'text/css; charset=utf-8';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether `Accept-Encoding` takes `encoding` (a q=0 entry is a refusal). */
export function acceptsEncoding(request: Request, encoding: string): boolean {
  return (request.headers.get('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

export function createAssetBundle(prefix: string, files: Record<string, BundleFile>): AssetBundle {
  const hash = createHash('sha256');
  for (const [name, file] of Object.entries(files)) hash.update(name).update(file.body);
  const base = `${prefix}${hash.digest('hex').slice(0, 12)}/`;
  const assets = new Map(
    Object.entries(files).map(([name, file]) => [`${base}${name}`, { ...file, compressed: new Map<string, Promise<Buffer>>() }]),
  );

  return {
    urlOf(name) {
      if (!(name in files)) throw new Error(`No file ${name} in the bundle`);
      return `${base}${name}`;
    },
    serve(request) {
      const asset = assets.get(new URL(request.url).pathname);
      if (!asset || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      const respond = (body: Buffer, extra: Record<string, string> = {}) =>
        new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
          status: 200,
          headers: {
            'content-type': asset.type,
            'content-length': String(body.length),
            'cache-control': 'public, max-age=31536000, immutable',
            vary: 'Accept-Encoding',
            ...extra,
          },
        });
      const encoding = acceptsEncoding(request, 'br') ? 'br' : acceptsEncoding(request, 'gzip') ? 'gzip' : null;
      if (!encoding) return respond(asset.body);
      let copy = asset.compressed.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotli(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length } })
            : gzipAsync(asset.body, { level: 6 });
        asset.compressed.set(encoding, copy);
      }
      return copy.then((body) => respond(body, { 'content-encoding': encoding }));
    },
  };
}
