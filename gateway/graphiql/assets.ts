// GraphiQL's code, styles and editor workers, served by the gateway itself from the
// @graphql-yoga/render-graphiql package: no request leaves the origin, so the page works offline
// and where public CDNs are blocked. Each file's URL carries a hash of its content, so a browser
// keeps it for a year; it is compressed once, on its first request (brotli at a fast level: the
// bundle is 5 MB and a top level would take seconds).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/';

interface Asset {
  type: string;
  body: Buffer;
  compressed: Map<'br' | 'gzip', Promise<Buffer>>;
}

export interface GraphiQLAssets {
  /** Where the page finds each file. */
  urls: { script: string; styles: string; session: string; workers: { editorWorkerService: string; json: string; graphql: string } };
  favicon: string;
  /** Answers GET/HEAD /graphiql/<hash>/<file>; null for any other path. */
  serve(request: Request): Response | Promise<Response> | null;
}

const JS = 'text/javascript; charset=utf-8';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function acceptsEncoding(request: Request, encoding: string): boolean {
  return (request.headers.get('accept-encoding') ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      return name === encoding && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    });
}

export async function loadGraphiQLAssets(): Promise<GraphiQLAssets> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const session = await readFile(new URL('./session.js', import.meta.url));
  const files: Record<string, { type: string; body: Buffer }> = {
    'graphiql.js': { type: JS, body: Buffer.from(bundle.js) },
    'graphiql.css': { type: 'text/css; charset=utf-8', body: Buffer.from(bundle.css) },
    'session.js': { type: JS, body: session },
    'editor.worker.js': { type: JS, body: Buffer.from(bundle.editorWorkerService) },
    'json.worker.js': { type: JS, body: Buffer.from(bundle.jsonWorker) },
    'graphql.worker.js': { type: JS, body: Buffer.from(bundle.graphqlWorker) },
  };
  const hash = createHash('sha256');
  for (const file of Object.values(files)) hash.update(file.body);
  const base = `${GRAPHIQL_ASSETS_PATH}${hash.digest('hex').slice(0, 12)}/`;
  const assets = new Map<string, Asset>(
    Object.entries(files).map(([name, file]) => [`${base}${name}`, { ...file, compressed: new Map() }]),
  );

  function compressed(asset: Asset, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let copy = asset.compressed.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotli(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length } })
          : gzipAsync(asset.body, { level: 6 });
      asset.compressed.set(encoding, copy);
    }
    return copy;
  }

  return {
    urls: {
      script: `${base}graphiql.js`,
      styles: `${base}graphiql.css`,
      session: `${base}session.js`,
      workers: { editorWorkerService: `${base}editor.worker.js`, json: `${base}json.worker.js`, graphql: `${base}graphql.worker.js` },
    },
    favicon: bundle.favicon,
    serve(request) {
      const path = new URL(request.url).pathname;
      if (!path.startsWith(GRAPHIQL_ASSETS_PATH)) return null;
      const asset = assets.get(path);
      if (!asset || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      const encoding = acceptsEncoding(request, 'br') ? 'br' : acceptsEncoding(request, 'gzip') ? 'gzip' : null;
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
      if (!encoding) return respond(asset.body);
      return compressed(asset, encoding).then((body) => respond(body, { 'content-encoding': encoding }));
    },
  };
}
