// Yoga plugin: idempotency keys for the calls that move money or create something. A mutation whose
// root field takes an `idempotencyKey` (as an argument or as a field of its `input`; the REST facade
// fills it from the Idempotency-Key header) is run at most once per key:
//
// - the key is claimed before the work, by inserting the row (scope, key) with the hash of the
//   request; the unique key on (scope, key) lets only one request claim it, on every gateway;
// - the claiming request runs, then stores its answer (the GraphQL result) on the row;
// - a repeat with the same request within 24 hours answers that stored answer and does nothing
//   more; while the first still runs, it waits for the answer (polling the row, at most
//   IDEMPOTENCY_WAIT_MS), then gives up with IDEMPOTENCY_KEY_IN_PROGRESS;
// - a repeat with a different request (another document, operation or variables) is refused with
//   IDEMPOTENCY_KEY_REUSED and changes nothing.
//
// The request hash is sha256 of the printed document and the operation name and the variables in
// canonical JSON (keys sorted), the key itself left out of all three. The scope is whoever asks:
// a signed-in user with their role (a changed role starts a new space, so no answer outlives the
// right to get it), an API key by its id, and visitors one space per mutation field.
//
// An answer whose root fields all failed (a refusal: bad input, no right, rate limit, not found,
// insufficient credit, or an unexpected fault) releases the key instead of being stored: each of
// these calls changes nothing when it fails, since its change is one database transaction, so the
// same key may be sent again once the cause is gone. An answer stopped by the time limit or by the
// client going away is stored like a success: its change may still be completing.
import { createHash } from 'node:crypto';
import {
  getArgumentValues,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  getNamedType,
  Kind,
  print,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Prisma } from '../prisma/generated/client/client.ts';
import type { Context } from '../schema/context.ts';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_HOURS } from '../schema/idempotency.ts';
import { unexpectedErrorMessage } from './graphql-errors.ts';
import type { Logger } from './logger.ts';
import { currentRequestId } from './request-context.ts';

const KEY = 'idempotencyKey';
export const IDEMPOTENCY_WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 60 * 60 * 1000;

/** The stored answer: a GraphQL result as JSON, unexpected errors already masked. */
interface StoredAnswer {
  data: unknown;
  errors?: StoredError[];
}

interface StoredError {
  message: string;
  locations?: unknown;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

const clientError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** A refusal before anything runs: as a resolver's error would answer it, with no data. */
const refusal = (message: string, code: string): ExecutionResult => ({ data: null, errors: [clientError(message, code)] });

/** The root fields an operation selects, through fragments. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, out: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFields(document, selection.selectionSet, out);
    else {
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(document, fragment.selectionSet, out);
    }
  }
  return out;
}

/**
 * The keys the root mutation fields carry, with their fields' names. Values that do not fit their
 * types are skipped here: the execution refuses them with its own message.
 */
function keysOf(schema: GraphQLSchema, fields: FieldNode[], variables: Record<string, unknown>): { key: unknown; field: string }[] {
  const mutation = schema.getMutationType();
  const keys: { key: unknown; field: string }[] = [];
  for (const node of fields) {
    const def = mutation?.getFields()[node.name.value];
    if (!def) continue;
    const takesKey =
      def.args.some((a) => a.name === KEY) ||
      def.args.some((a) => a.name === 'input' && isInputObjectType(getNamedType(a.type)) && KEY in (getNamedType(a.type) as { getFields(): object }).getFields());
    if (!takesKey) continue;
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(def, node, variables);
    } catch {
      continue;
    }
    const input = values.input;
    const key = values[KEY] ?? (input && typeof input === 'object' ? (input as Record<string, unknown>)[KEY] : undefined);
    if (key !== undefined && key !== null) keys.push({ key, field: node.name.value });
  }
  return keys;
}

/** JSON with object keys sorted and every idempotencyKey left out, so equal requests hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([k, v]) => k !== KEY && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of the document, operation name and variables, the idempotency key left out of each. */
export function requestHash(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>): string {
  const keyVariables = new Set<string>();
  const dropKey = (node: { name: { value: string }; value: { kind: Kind; name?: { value: string } } }) => {
    if (node.name.value !== KEY) return undefined;
    if (node.value.kind === Kind.VARIABLE && node.value.name) keyVariables.add(node.value.name.value);
    return null;
  };
  const withoutKey = visit(document, { Argument: dropKey, ObjectField: dropKey });
  const withoutDefinitions = visit(withoutKey, {
    VariableDefinition: (node) => (keyVariables.has(node.variable.name.value) ? null : undefined),
  });
  const rest = Object.fromEntries(Object.entries(variables).filter(([name]) => !keyVariables.has(name)));
  return createHash('sha256')
    .update(print(withoutDefinitions))
    .update('\n')
    .update(operationName ?? '')
    .update('\n')
    .update(canonical(rest))
    .digest('hex');
}

function scopeOf(ctx: Context, fields: string[]): string {
  const viewer = ctx.viewer;
  if (viewer?.apiKey) return `apikey:${viewer.apiKey.id}`;
  if (viewer) return `user:${viewer.id}:${viewer.role}`;
  return `visitor:${[...new Set(fields)].sort().join(',')}`;
}

function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

function toStored(result: ExecutionResult): StoredAnswer {
  const stored: StoredAnswer = { data: result.data ?? null };
  if (result.errors?.length) {
    stored.errors = result.errors.map((error): StoredError => {
      const json = error.toJSON();
      // An unexpected error's own message is for the log only: stored as the client reads it.
      if (!isOriginalGraphQLError(error)) {
        return { ...json, message: unexpectedErrorMessage(currentRequestId()), extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true } };
      }
      return json;
    });
  }
  return JSON.parse(JSON.stringify(stored)) as StoredAnswer;
}

function fromStored(answer: StoredAnswer): ExecutionResult {
  const result: ExecutionResult = { data: answer.data as ExecutionResult['data'] };
  if (answer.errors) {
    result.errors = answer.errors.map((e) => {
      const error = new GraphQLError(e.message, { path: e.path, extensions: e.extensions });
      if (e.locations) Object.assign(error, { locations: e.locations });
      return error;
    });
  }
  return result;
}

/**
 * Whether the answer says nothing was done: no root field produced a value (each failed itself, or
 * the execution never started), and it was not cut short by the time limit or the client.
 */
function changedNothing(result: ExecutionResult, responseKeys: string[], aborted: boolean): boolean {
  if (aborted || result.errors?.some((e) => e.extensions?.code === 'TIMEOUT')) return false;
  if (result.data === undefined) return true;
  const failed = new Set(result.errors?.filter((e) => e.path?.length === 1).map((e) => e.path![0]));
  return responseKeys.every((key) => failed.has(key));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useIdempotency(options: { waitMs: number; logger: Logger }): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFields(args.document, operation.selectionSet);
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const keyed = keysOf(args.schema, fields, variables);
      if (keyed.length === 0) return;
      if (keyed.some(({ key }) => typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
        setResultAndStopExecution(refusal(IDEMPOTENCY_MESSAGES.format, 'BAD_USER_INPUT'));
        return;
      }
      if (new Set(keyed.map(({ key }) => key)).size > 1) {
        setResultAndStopExecution(refusal(IDEMPOTENCY_MESSAGES.oneKey, 'BAD_USER_INPUT'));
        return;
      }
      const key = keyed[0]!.key as string;
      const responseKeys = fields.map((f) => f.alias?.value ?? f.name.value);

      setExecuteFn(async (executionArgs) => {
        const ctx = executionArgs.contextValue as Context & { request?: Request };
        const scope = scopeOf(ctx, keyed.map(({ field }) => field));
        const hash = requestHash(executionArgs.document, executionArgs.operationName, variables);
        const where = { scope_key: { scope, key } };
        const deadline = Date.now() + options.waitMs;
        let pause = 25;
        for (;;) {
          const now = ctx.now();
          // Claims a new key, or one whose answer is older than the window (housekeeping has not
          // removed it yet), in one statement: of two requests at once, exactly one gets the row.
          const claimed = await ctx.prisma.$queryRaw<{ id: number }[]>`
            INSERT INTO "IdempotencyKey" ("scope", "key", "requestHash", "createdAt")
            VALUES (${scope}, ${key}, ${hash}, ${now})
            ON CONFLICT ("scope", "key") DO UPDATE SET
              "requestHash" = EXCLUDED."requestHash", "answer" = NULL, "createdAt" = EXCLUDED."createdAt", "completedAt" = NULL
            WHERE "IdempotencyKey"."createdAt" < ${new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)}
            RETURNING "id"`;
          const id = claimed[0]?.id;
          if (id !== undefined) return run(id);
          const row = await ctx.prisma.idempotencyKey.findUnique({ where, select: { requestHash: true, answer: true } });
          // Gone between the two statements: its first request failed and released it. Claim again.
          if (row) {
            if (row.requestHash !== hash) return refusal(IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
            if (row.answer !== null) return fromStored(row.answer as unknown as StoredAnswer);
          }
          if (Date.now() >= deadline) return refusal(IDEMPOTENCY_MESSAGES.inProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');
          await sleep(Math.min(pause, Math.max(deadline - Date.now(), 1)));
          pause = Math.min(pause * 2, 250);
        }

        async function run(id: number) {
          let result: Awaited<ReturnType<typeof executeFn>>;
          try {
            result = await executeFn(executionArgs);
          } catch (error) {
            await release(id);
            throw error;
          }
          if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) {
            await release(id);
            return result;
          }
          const plain = result as ExecutionResult;
          const aborted = ctx.request?.signal.aborted === true;
          if (changedNothing(plain, responseKeys, aborted)) {
            await release(id);
          } else {
            try {
              await ctx.prisma.idempotencyKey.update({
                where: { id },
                data: { answer: toStored(plain) as unknown as Prisma.InputJsonValue, completedAt: ctx.now() },
              });
            } catch (err) {
              // The change is made and its answer goes to the client; repeats of the key wait and
              // then answer IDEMPOTENCY_KEY_IN_PROGRESS until the key expires, never run it again.
              options.logger.error({ err, scope, idempotencyKeyId: id }, 'could not store the answer of an idempotency key');
            }
          }
          return result;
        }

        async function release(id: number) {
          try {
            await ctx.prisma.idempotencyKey.deleteMany({ where: { id } });
          } catch (err) {
            options.logger.error({ err, scope, idempotencyKeyId: id }, 'could not release an idempotency key');
          }
        }
      });
    },
  };
}
