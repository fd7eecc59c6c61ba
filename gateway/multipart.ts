// Bounds GraphQL multipart requests (file uploads, the GraphQL multipart request spec that yoga
// implements) before yoga reads them: one file of at most MAX_IMAGE_BYTES, a few small fields.
// The body is parsed here with those limits and handed on as FormData, so an oversized upload is
// refused while it streams in, whether or not it announced its length.
import { MAX_IMAGE_BYTES, MESSAGES } from '@freshmeals/rules/dishes';
import { requestIdField } from './request-context.ts';

/** Room for the multipart framing and the `operations` / `map` fields around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;

export const uploadLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 128 * 1024,
  parts: 12,
};

const graphqlError = (status: number, message: string, code: string) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code, ...requestIdField() } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');

export type MultipartResult = { form: FormData } | { status: 400 | 413; message: string };

/** Reads a multipart body within the upload limits. */
export async function readMultipart(request: Request): Promise<MultipartResult> {
  const length = Number(request.headers.get('content-length') || 0);
  if (length > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) return { status: 413, message: MESSAGES.imageTooLarge };
  try {
    // The server's Request (@whatwg-node) takes limits here; a plain FormData body is passed through as is.
    const form = await (request as Request & { formData(opts?: unknown): Promise<FormData> }).formData({
      formDataLimits: uploadLimits,
    });
    return { form };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/^File size limit exceeded/.test(message)) return { status: 413, message: MESSAGES.imageTooLarge };
    if (/^Files limit exceeded/.test(message)) return { status: 400, message: 'Send one file at a time' };
    return { status: 400, message: 'The request body is not valid multipart form data' };
  }
}

/**
 * For /graphql: a multipart request comes back re-built from its parsed form, or as an error response.
 * `fetchAPI` is yoga's (the server's FormData is not a standard one: only its own Request takes it).
 */
export async function limitGraphQLUpload(request: Request, fetchAPI: { Request: typeof Request }): Promise<Request | Response> {
  if (request.method !== 'POST' || !isMultipart(request)) return request;
  const result = await readMultipart(request);
  if (!('form' in result)) {
    return graphqlError(result.status, result.message, result.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
  }
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new fetchAPI.Request(request.url, { method: 'POST', headers, body: result.form, signal: request.signal });
}
