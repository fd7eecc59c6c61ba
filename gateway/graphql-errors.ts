// GraphQL errors the gateway's own guards send, before or instead of execution. Each carries its
// HTTP status (yoga answers with it) and a code the REST facade maps to the same status.
import { GraphQLError, type ASTNode } from 'graphql';

export type GuardCode = 'BAD_REQUEST' | 'GRAPHQL_VALIDATION_FAILED' | 'TIMEOUT';

const guardErrors = new WeakSet<GraphQLError>();

export function guardError(message: string, code: GuardCode = 'BAD_REQUEST', status = 400, nodes?: ASTNode | readonly ASTNode[]) {
  const error = new GraphQLError(message, { nodes, extensions: { code, http: { status, spec: false } } });
  guardErrors.add(error);
  return error;
}

/**
 * yoga answers 200 to parse and validation errors when the client accepts application/json, and
 * marks every error of those stages so (`http.spec`). The guards' errors keep their own status:
 * call this on a result's errors before it is sent.
 */
export function keepGuardStatus(errors: readonly GraphQLError[]): void {
  for (const error of errors) {
    const http = error.extensions?.http as { spec?: boolean } | undefined;
    if (guardErrors.has(error) && http) http.spec = false;
  }
}

/** A malformed request: wrong shapes, NUL characters, oversized lists. */
export const badRequest = (message: string) => guardError(message, 'BAD_REQUEST', 400);

/** A well-formed query over one of the limits (depth, aliases, cost, page sizes, ...). */
export const limitExceeded = (message: string, nodes?: ASTNode | readonly ASTNode[]) =>
  guardError(message, 'GRAPHQL_VALIDATION_FAILED', 400, nodes);

export const NUL_MESSAGE = 'Text must not contain NUL characters';
