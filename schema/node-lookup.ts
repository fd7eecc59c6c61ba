// node(id:) and nodes(ids:) for ids that name no record: every node type here has an integer
// primary key, so an id that is not a whole number from 1 to 2^31-1 (or a record that is gone)
// answers null, as the Relay spec describes, instead of reaching the database as NaN or
// 1e20 and failing there as an unexpected error.
const MAX_ID = 2_147_483_647;

export function isStorableId(id: unknown): boolean {
  const text = String(id);
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID;
}

/** Prisma's "record not found" (findUniqueOrThrow of a node that was deleted or never existed). */
const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2025';

export async function nodeOrNull<T>(globalId: { id: unknown } | null | undefined, load: () => Promise<readonly T[]>): Promise<T | null> {
  if (!globalId || !isStorableId(globalId.id)) return null;
  try {
    const [node] = await load();
    return node ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
