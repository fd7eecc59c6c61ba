// Pages (the shell's index.html with a first screen in it, GraphiQL, the REST reference) go out
// compressed when the client takes brotli or gzip. They are compressed here, after the security
// headers have read them to hash their inline scripts; the few distinct pages are remembered
// compressed, so a page is compressed once, not per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding } from './asset-bundle.ts';

/** Smaller pages are not worth it. */
const MIN_BYTES = 1024;
const REMEMBERED = 32;

export function createHtmlCompression() {
  const remembered = new Map<string, Buffer>();

  function compressed(text: string, encoding: 'br' | 'gzip'): Buffer {
    const key = `${encoding}:${text}`;
    let body = remembered.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
          : gzipSync(text, { level: 9 });
      if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, body);
    }
    return body;
  }

  return async function compressHtml(request: Request, response: Response): Promise<Response> {
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
    if (!html || response.body === null || response.headers.has('content-encoding')) return response;
    const encoding = acceptsEncoding(request, 'br') ? 'br' : acceptsEncoding(request, 'gzip') ? 'gzip' : null;
    const headers = new Headers(response.headers);
    headers.append('vary', 'Accept-Encoding');
    const text = await response.text();
    if (!encoding || Buffer.byteLength(text) < MIN_BYTES) return new Response(text, { status: response.status, statusText: response.statusText, headers });
    const body = compressed(text, encoding);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
  };
}
