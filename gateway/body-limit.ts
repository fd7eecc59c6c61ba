// Bounds JSON request bodies before anything parses them: a request that announces or streams
// more than the limit gets 413 while it is still arriving, so a client cannot make the gateway
// buffer an unbounded body.
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The body as text, or null when it is larger than `maxBytes`. */
export async function readBoundedText(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string | null> {
  if (Number(request.headers.get('content-length') || 0) > maxBytes) return null;
  if (!request.body) return '';
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

/** For /graphql: a JSON POST re-built from its bounded body, or a 413 GraphQL error response. */
export async function limitJsonRequest(request: Request, fetchAPI: { Request: typeof Request }): Promise<Request | Response> {
  if (request.method !== 'POST') return request;
  const text = await readBoundedText(request);
  if (text === null) {
    return new Response(
      JSON.stringify({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }),
      { status: 413, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new fetchAPI.Request(request.url, { method: 'POST', headers, body: text, signal: request.signal });
}
