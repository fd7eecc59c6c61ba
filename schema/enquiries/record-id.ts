// Record ids in arguments: the Relay global ID, or the numeric id the REST API and the admin URLs
// use (/dashboard/order-enquiry/{id}). A global ID is base64 of "Type:id", never only digits, so
// the two cannot be confused. Anything else is no record (null), which callers answer as not found.
import { decodeGlobalID } from '@pothos/plugin-relay';

const NUMERIC = /^[1-9]\d{0,8}$/; // fits a PostgreSQL integer

export function recordId(typename: string, id: string | number): number | null {
  const value = String(id).trim();
  if (NUMERIC.test(value)) return Number(value);
  try {
    const decoded = decodeGlobalID(value);
    return decoded.typename === typename && NUMERIC.test(decoded.id) ? Number(decoded.id) : null;
  } catch {
    return null;
  }
}

/**
 * Records created by the current request, by type: whoever submits a form may read back the row
 * they have just created in the same response (the types themselves are admin-only).
 */
const createdInRequest = new WeakMap<object, Set<string>>();

export function markCreated(ctx: object, typename: string, id: number): void {
  let set = createdInRequest.get(ctx);
  if (!set) createdInRequest.set(ctx, (set = new Set()));
  set.add(`${typename}:${id}`);
}

export function wasCreatedInRequest(ctx: object, typename: string, id: number): boolean {
  return createdInRequest.get(ctx)?.has(`${typename}:${id}`) ?? false;
}
