// Errors clients may see. Anything else is masked by yoga as 'Unexpected error.'.
// `code` drives the REST facade's status (gateway/rest/facade.ts) and the client's reactions.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  // The verify step needs a password chosen there (see verifyEmail).
  | 'PASSWORD_REQUIRED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED';

export function clientError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (message: string, field?: string) =>
  clientError('BAD_USER_INPUT', message, field ? { field } : {});
export const unauthenticated = (message = 'You must be logged in') => clientError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Not authorized') => clientError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => clientError('NOT_FOUND', message);
export const conflict = (message: string) => clientError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  clientError('RATE_LIMITED', message, { retryAfter: retryAfterSeconds });

/** Prisma's error for a unique key that refused a row: what decides between two writes at once. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';
