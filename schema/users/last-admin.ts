// The console always keeps an admin who can sign in: the last active admin cannot be disabled or
// given another role. The active admins' rows are locked for the rest of the transaction, so two
// admins taking each other's role at the same moment cannot both succeed.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { badInput } from '../errors.ts';
import { MESSAGES } from '@freshmeals/rules/users';

/** Throws when `userId` is an active admin and no other active admin remains. */
export async function keepAnActiveAdmin(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  const admins = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "User" WHERE role = 'admin' AND "isDisabled" = false ORDER BY id FOR UPDATE`;
  if (admins.some((admin) => admin.id === userId) && admins.length === 1) throw badInput(MESSAGES.lastAdmin);
}
