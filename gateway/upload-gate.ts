// Uploads are the only requests with large bodies (an image of up to 5 MB), and only staff may send
// them. So a multipart body is read only after its bearer token names a staff member, and only a
// few at a time: a visitor cannot make the gateway buffer megabytes, and a flood of slow uploads
// cannot hold every socket and the memory they fill.
import { forbidden, unauthenticated } from '../schema/errors.ts';
import type { ViewerResult } from './context.ts';
import { requestIdField } from './request-context.ts';

export const UPLOADS_BUSY = 'Too many uploads at once. Try again in a few seconds.';
/** Seconds a client is told to wait when every upload slot is taken. */
export const UPLOADS_RETRY_AFTER_SECONDS = 5;

export type UploadRefusal =
  /** A bearer token that is invalid, expired or of an ended sign-in: the client should refresh it. */
  | { reason: 'token'; message: string }
  /** An API key with no points left this minute: the client should wait, not sign in again. */
  | { reason: 'over-budget'; message: string; retryAfter: number }
  | { reason: 'visitor' | 'not-admin' | 'busy'; message: string };

export type UploadAdmission = { admitted: true; release(): void } | { admitted: false; refusal: UploadRefusal };

export function createUploadGate(deps: { resolveViewer(request: Request): Promise<ViewerResult>; concurrency: number }) {
  let reading = 0;
  return {
    /** Whether this request's body may be read now; an admitted one must be released once read. */
    async admit(request: Request): Promise<UploadAdmission> {
      // The body is left unread: cancelling it would destroy the connection before the answer is
      // written (the client saw a reset instead of it). The answer closes the connection instead
      // (`Connection: close`), and the server discards whatever the client still sends.
      const refuse = (refusal: UploadRefusal): UploadAdmission => ({ admitted: false, refusal });
      const who = await deps.resolveViewer(request);
      if ('error' in who) {
        if (who.status === 429) return refuse({ reason: 'over-budget', message: who.error, retryAfter: who.retryAfter ?? 60 });
        return refuse({ reason: 'token', message: who.error });
      }
      if (!who.viewer) return refuse({ reason: 'visitor', message: unauthenticated().message });
      // Dish images are the kitchen's as well as the admins'; a rider sends the photo of a meal not delivered.
      if (who.viewer.role !== 'admin' && who.viewer.role !== 'kitchen' && who.viewer.role !== 'delivery') {
        return refuse({ reason: 'not-admin', message: forbidden().message });
      }
      if (reading >= deps.concurrency) return refuse({ reason: 'busy', message: UPLOADS_BUSY });
      reading++;
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          reading--;
        },
      };
    },
    /** Uploads being read right now. */
    get reading() {
      return reading;
    },
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;

/**
 * A refused upload's connection is closed after the answer: its body, perhaps megabytes, is still on
 * its way, and keeping the connection would mean reading all of it.
 */
const refusalHeaders = { connection: 'close' };
const busyHeaders = { ...refusalHeaders, 'retry-after': String(UPLOADS_RETRY_AFTER_SECONDS) };

/** The refusal as /graphql answers it: the same errors the schema and the token check give. */
export function graphqlUploadRefusal(refusal: UploadRefusal): Response {
  const error = (code: string) => ({ message: refusal.message, extensions: { code, ...requestIdField() } });
  const respond = (status: number, body: unknown, headers: Record<string, string> = refusalHeaders) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
  switch (refusal.reason) {
    case 'token':
      return respond(401, { errors: [error('UNAUTHENTICATED')] });
    case 'visitor':
      return respond(200, { errors: [error('UNAUTHENTICATED')], data: null });
    case 'not-admin':
      return respond(200, { errors: [error('FORBIDDEN')], data: null });
    case 'busy':
      return respond(503, { errors: [error('SERVICE_UNAVAILABLE')] }, busyHeaders);
    case 'over-budget':
      return respond(429, { errors: [error('RATE_LIMITED')] }, { ...refusalHeaders, 'retry-after': String(refusal.retryAfter) });
  }
}

/** The refusal as the REST API answers it. */
export function restUploadRefusal(refusal: UploadRefusal): { status: number; headers: Record<string, string> } {
  switch (refusal.reason) {
    case 'token':
    case 'visitor':
      return { status: 401, headers: refusalHeaders };
    case 'not-admin':
      return { status: 403, headers: refusalHeaders };
    case 'busy':
      return { status: 503, headers: busyHeaders };
    case 'over-budget':
      return { status: 429, headers: { ...refusalHeaders, 'retry-after': String(refusal.retryAfter) } };
  }
}
