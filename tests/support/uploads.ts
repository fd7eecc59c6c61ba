// Multipart requests for upload tests, encoded to bytes with an explicit Content-Length, so the
// gateway parses them as it does a browser's (streamed, with the upload limits).
import type { TestApp } from './app.ts';

export interface FilePart {
  name: string;
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** Encodes fields and files as multipart/form-data. */
export async function encodeMultipart(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const f of files) form.set(f.name, new File([new Uint8Array(f.bytes)], f.filename ?? 'image.bin', { type: f.type ?? 'application/octet-stream' }));
  const response = new Response(form);
  const body = new Uint8Array(await response.arrayBuffer());
  return { body, contentType: response.headers.get('content-type')! };
}

let ipCounter = 0;

async function send(t: TestApp, url: string, body: Uint8Array, contentType: string, token?: string | null) {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(body.length),
    'x-forwarded-for': `10.250.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.fetch(url, { method: 'POST', headers, body: body as Uint8Array<ArrayBuffer> });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

const UPLOAD = 'mutation($file: File) { uploadDishImage(file: $file) { id imageId key url contentType bytes width height } }';

/** uploadDishImage (or `query`, its file in $file) over /graphql as a GraphQL multipart request (file omitted when null). */
export async function gqlUpload(t: TestApp, file: FilePart | null, token?: string | null, query = UPLOAD, variables: Record<string, unknown> = {}) {
  const operations = JSON.stringify({ query, variables: { ...variables, file: null } });
  const fields: Record<string, string> = { operations };
  if (file) fields.map = JSON.stringify({ 0: ['variables.file'] });
  const { body, contentType } = await encodeMultipart(fields, file ? [{ ...file, name: '0' }] : []);
  return send(t, 'http://localhost/graphql', body, contentType, token);
}

/** POST /uploads/dishes with the multipart field `file` (or other parts). */
export async function restUpload(t: TestApp, files: FilePart[], token?: string | null, fields: Record<string, string> = {}) {
  const { body, contentType } = await encodeMultipart(fields, files);
  return send(t, 'http://localhost/server/api/v1/uploads/dishes', body, contentType, token);
}
