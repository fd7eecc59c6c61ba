// GraphQL errors the gateway's own guards send, before or instead of execution. Each carries its
// HTTP status (yoga answers with it) and a code the REST facade maps to the same status.
import { GraphQLError, type ASTNode } from 'graphql';

export type GuardCode = 'BAD_REQUEST' | 'GRAPHQL_VALIDATION_FAILED' | 'TIMEOUT';

export function guardError(message: string, code: GuardCode = 'BAD_REQUEST', status = 400, nodes?: ASTNode | readonly ASTNode[]) {
  // spec: false keeps the status when the client accepts application/json (yoga would answer 200
  // to plain validation errors there).
  return new GraphQLError(message, { nodes, extensions: { code, http: { status, spec: false } } });
}

/** A malformed request: wrong shapes, NUL characters, oversized lists. */
export const badRequest = (message: string) => guardError(message, 'BAD_REQUEST', 400);

/** A well-formed query over one of the limits (depth, aliases, cost, page sizes, ...). */
export const limitExceeded = (message: string, nodes?: ASTNode | readonly ASTNode[]) =>
  guardError(message, 'GRAPHQL_VALIDATION_FAILED', 400, nodes);

export const NUL_MESSAGE = 'Text must not contain NUL characters';
