// The running balance of a transactions list: each entry's balance right after it. It is not
// stored: it is derived from the user's current balance minus every later entry (credits added,
// debits taken away), so it always agrees with the balance, whatever order entries were written in.
// "Later" is the lists' order (newest first: createdAt, then id). The rows a response shows are
// collected while GraphQL resolves them and answered by one SQL statement per response.
import type { Context } from '../context.ts';

type Pending = { ids: Set<number>; result: Promise<Map<number, number>> };

const pendingByContext = new WeakMap<object, Pending>();

async function loadBalances(ctx: Pick<Context, 'prisma'>, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await ctx.prisma.$queryRaw<{ id: number; balance: bigint | number }[]>`
    SELECT ranked.id, ranked.balance FROM (
      SELECT t.id,
             u."creditPaise" - COALESCE(SUM(CASE WHEN t.type = 'credit' THEN t."amountPaise" ELSE -t."amountPaise" END)
               OVER (PARTITION BY t."userId" ORDER BY t."createdAt" DESC, t.id DESC
                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
      FROM "CreditTransaction" t
      JOIN "User" u ON u.id = t."userId"
      WHERE t."userId" IN (SELECT "userId" FROM "CreditTransaction" WHERE id = ANY(${ids as number[]}))
    ) ranked
    WHERE ranked.id = ANY(${ids as number[]})`;
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

/** The balance in paise right after transaction `id`, batched with the other rows of the response. */
export function balanceAfterPaise(ctx: Pick<Context, 'prisma'>, id: number): Promise<number | null> {
  let pending = pendingByContext.get(ctx);
  if (!pending) {
    const ids = new Set<number>();
    // GraphQL resolves the rows of a list in one synchronous pass: wait a turn so they are all asked.
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      pendingByContext.delete(ctx);
      return loadBalances(ctx, [...ids]);
    });
    pending = { ids, result };
    pendingByContext.set(ctx, pending);
  }
  pending.ids.add(id);
  return pending.result.then((balances) => balances.get(id) ?? null);
}
