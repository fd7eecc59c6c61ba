// Bounds JSON request bodies before anything parses them: a request that announces or streams
// more than the limit gets 413 while it is still arriving, so a client cannot make the gateway
// buffer an unbounded body.
import { requestIdField } from './request-context.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The length a request declares, or null without one. Over HTTP the parser delivers exactly that
 * many bytes (a body that says otherwise is a protocol error), so a declared body within the limit
 * is bounded already and is read whole, without streaming it chunk by chunk.
 */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || header.trim() === '') return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/** The body as text, or null when it is larger than `maxBytes`. */
export async function readBoundedText(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string | null> {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) return null;
  if (!request.body) return '';
  if (declared !== null) {
    const text = await request.text();
    // Counted again all the same: a Request made in the same process need not keep its word.
    return Buffer.byteLength(text) > maxBytes ? null : text;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = () =>
  new Response(JSON.stringify({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE', ...requestIdField() } }] }), {
    status: 413,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * For /graphql: a JSON POST whose body is bounded, or a 413 GraphQL error response. A request that
 * declares its length within the limit goes on as it came (see declaredLength); a streamed one is
 * read here, within the limit, and re-built from its text.
 */
export async function limitJsonRequest(request: Request, fetchAPI: { Request: typeof Request }): Promise<Request | Response> {
  if (request.method !== 'POST') return request;
  const declared = declaredLength(request);
  if (declared !== null) return declared > MAX_JSON_BODY_BYTES ? tooLarge() : request;
  const text = await readBoundedText(request);
  if (text === null) return tooLarge();
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new fetchAPI.Request(request.url, { method: 'POST', headers, body: text, signal: request.signal });
}
