// Whose data a request acts on, for fields that take an optional userId: without one, the viewer's
// own; another user's only for staff (admins and kitchen staff read anyone's, only admins change it).
import type { Context } from '../context.ts';
import { forbidden } from '../errors.ts';

/**
 * The user a request is for: `userId` when given, else the viewer. Another user's data is FORBIDDEN
 * unless the viewer is an admin, or, to read it, kitchen staff. Call it from signed-in fields only.
 */
export function whoseData(ctx: Context, userId: number | null | undefined, access: 'change' | 'read' = 'change'): number {
  const viewer = ctx.viewer!;
  const id = userId ?? viewer.id;
  const others = viewer.role === 'admin' || (access === 'read' && viewer.role === 'kitchen');
  if (id !== viewer.id && !others) throw forbidden();
  return id;
}
