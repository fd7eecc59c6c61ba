// node(id:) and nodes(ids:) for ids that name no record: every node type here has an integer
// primary key, so an id that is not a whole number from 1 to 2^31-1 (or a record that is gone)
// answers null, as the Relay spec describes, instead of reaching the database as NaN or
// 1e20 and failing there as an unexpected error. nodes(ids:) reads each id on its own: text that
// is no global id of a node type (not base64, no type, a type that is no node) is null at its place.
import { isObjectType, type GraphQLSchema } from 'graphql';
import { decodeGlobalID } from '@pothos/plugin-relay';

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

/** The typename and id a global id names when it names a node type of `schema`; null otherwise. */
export function nodeGlobalId(text: string, schema: GraphQLSchema): { typename: string; id: string } | null {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(text);
  } catch {
    return null;
  }
  const type = schema.getType(decoded.typename);
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node') ? decoded : null;
}
