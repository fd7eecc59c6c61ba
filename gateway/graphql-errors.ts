// GraphQL errors the gateway's own guards send, before or instead of execution. Each carries its
// HTTP status (yoga answers with it) and a code the REST facade maps to the same status.
import { GraphQLError, isEnumType, isInputObjectType, type ASTNode, type GraphQLSchema } from 'graphql';

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

/** `mealType` → `meal type`, `PlanType` → `plan type`. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const ENUM_VALUE = /^Value "(.*)" does not exist in "(\w+)" enum\.(?: Did you mean [^?]*\?)?$/;
const ENUM_NON_STRING = /^Enum "(\w+)" cannot represent non-string value: .*$/;
const REQUIRED_FIELD = /^Field "(?:\w+\.)?(\w+)" of required type "[^"]+" was not provided\.$/;
const UNKNOWN_FIELD = /^Field "(\w+)" is not defined by type "\w+"\.(?: Did you mean [^?]*\?)?$/;
const SCALAR = /^(String|Int|Float|Boolean|ID) cannot represent (.*)$/;
const ONE_OF = /^Exactly one key must be specified for OneOf type "(\w+)"\.$/;

/**
 * graphql-js reports a variable that does not fit its type in the schema's words: `Variable "$input"
 * got invalid value …; Field "SignupInput.name" of required type "String!" was not provided.`, or
 * `Value "veg" does not exist in "PlanType" enum.` This says what is wrong in the product's words
 * (`name is required`, `"veg" is not a valid plan type; use one of: …`), naming the input field by
 * its path inside the variable. Messages of any other shape (the scalars' own, such as an invalid
 * date) come back as they are: null.
 */
export function productInputMessage(message: string, schema: GraphQLSchema): string | null {
  const missing = /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/.exec(message);
  if (missing) return `${missing[1]} is required`;
  const invalid = /^Variable "\$(\w+)" got invalid value /.exec(message);
  if (!invalid) return null;
  // The value is printed between the prefix and the reason and may hold anything; the reason is
  // the part after the last `; ` that reads as one of graphql-js's, optionally after ` at "<path>"`.
  for (let cut = message.lastIndexOf('; '); cut > invalid[0].length - 1; cut = message.lastIndexOf('; ', cut - 1)) {
    const reason = message.slice(cut + 2);
    const at = /\sat "([^"]+)"$/.exec(message.slice(0, cut));
    // `input.address.pin` → `address.pin`: the variable itself is the form, not one of its fields.
    const path = at ? at[1]!.split('.').slice(1).join('.') : '';
    const field = (name?: string) => [path, name].filter(Boolean).join('.') || invalid[1]!;
    const rewritten = rewriteReason(reason, field, schema);
    if (rewritten) return rewritten;
  }
  return null;
}

function rewriteReason(reason: string, field: (name?: string) => string, schema: GraphQLSchema): string | null {
  let match: RegExpExecArray | null;
  if ((match = REQUIRED_FIELD.exec(reason))) return `${field(match[1])} is required`;
  if (/^Expected non-nullable type "[^"]+" not to be null\.$/.test(reason)) return `${field()} is required`;
  if ((match = UNKNOWN_FIELD.exec(reason))) return `${field(match[1])} is not a field of ${field()}`;
  if ((match = ENUM_VALUE.exec(reason))) return `"${match[1]}" is not a valid ${words(match[2]!)}; use one of: ${enumValues(schema, match[2]!)}`;
  if ((match = ENUM_NON_STRING.exec(reason))) return `${field()} must be one of: ${enumValues(schema, match[1]!)}`;
  if ((match = ONE_OF.exec(reason))) return `${field()} takes exactly one of: ${inputFields(schema, match[1]!)}`;
  if (/^Expected type "\w+" to be an object\.$/.test(reason)) return `${field()} must be an object of fields`;
  if ((match = SCALAR.exec(reason))) {
    const [, scalar, rest] = match;
    if (scalar === 'String') return `${field()} must be text`;
    if (scalar === 'Boolean') return `${field()} must be true or false`;
    if (scalar === 'ID') return `${field()} must be an id`;
    if (scalar === 'Int') return /32-bit/.test(rest!) ? `${field()} is too large a number` : `${field()} must be a whole number`;
    return `${field()} must be a number`;
  }
  return null;
}

function inputFields(schema: GraphQLSchema, name: string): string {
  const type = schema.getType(name);
  return isInputObjectType(type) ? Object.keys(type.getFields()).join(', ') : '';
}

function enumValues(schema: GraphQLSchema, name: string): string {
  const type = schema.getType(name);
  return isEnumType(type) ? type.getValues().map((v) => v.name).join(', ') : '';
}

/**
 * Rewrites the variable errors of a result (see productInputMessage) in place, with the code
 * BAD_USER_INPUT. Called by the error-logging plugin on every result, in every mode.
 */
export function rewriteInputErrors(errors: readonly GraphQLError[], schema: GraphQLSchema): void {
  for (const error of errors) {
    if (error.path) continue; // raised while executing, not while reading the variables
    const message = productInputMessage(error.message, schema);
    if (message === null) continue;
    error.message = message;
    (error as { extensions: Record<string, unknown> }).extensions = { ...error.extensions, code: 'BAD_USER_INPUT' };
  }
}

/**
 * What a client reads for an unexpected error (a fault of the server, masked so that nothing of it
 * leaks): the id of its request, which support finds in the log beside the real error.
 */
export function unexpectedErrorMessage(requestId: string | undefined): string {
  return requestId === undefined ? 'Unexpected error.' : `Unexpected error. Reference: ${requestId}`;
}

/**
 * The errors of a response, each with `extensions.requestId`. Copies, not the errors themselves:
 * yoga keeps a document's parse error and throws the same instance for every request that sends
 * that document again, so writing into it would let one request's id show in another's answer.
 */
export function withRequestId(errors: readonly GraphQLError[], requestId: string): GraphQLError[] {
  return errors.map((error) => {
    const copy = Object.create(Object.getPrototypeOf(error), Object.getOwnPropertyDescriptors(error)) as GraphQLError;
    (copy as { extensions: Record<string, unknown> }).extensions = { ...error.extensions, requestId };
    return copy;
  });
}
