// Yoga plugin: malformed GraphQL requests end as 400 with a message instead of reaching the
// parser, the resolvers or the database. Broken `variables` / `extensions` JSON in a GET, broken
// multipart `operations` / `map`, documents over the size limit, and variables that hold text
// PostgreSQL cannot store (NUL, unpaired surrogates: `textProblem`), lists over the item limit or
// absurd nesting.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badRequest, keepGuardStatus } from './graphql-errors.ts';
import { textProblem } from './text-input.ts';

export interface RequestGuardLimits {
  maxDocumentBytes: number;
  maxListItems: number;
  /** Nesting of objects and lists inside the variables. */
  maxVariableDepth: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem in a JSON value sent as variables, or null. */
export function variablesProblem(value: unknown, limits: Pick<RequestGuardLimits, 'maxListItems' | 'maxVariableDepth'>): string | null {
  const visit = (v: unknown, depth: number): string | null => {
    if (typeof v === 'string') return textProblem(v);
    if (v === null || typeof v !== 'object') return null;
    if (depth > limits.maxVariableDepth) return `Variables may nest at most ${limits.maxVariableDepth} levels`;
    if (Array.isArray(v)) {
      if (v.length > limits.maxListItems) return `Lists may hold at most ${limits.maxListItems} items`;
      for (const item of v) {
        const problem = visit(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    // A File of a multipart upload is an object too: only plain JSON objects are walked.
    if (!isPlainObject(v) || Object.getPrototypeOf(v) !== Object.prototype) return null;
    for (const [key, item] of Object.entries(v)) {
      const problem = textProblem(key) ?? visit(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(value, 0);
}

const hasHttpStatus = (error: GraphQLError) => typeof (error.extensions?.http as { status?: unknown } | undefined)?.status === 'number';

export function useRequestGuard(limits: RequestGuardLimits): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      // yoga's parsers throw plain errors (a SyntaxError from JSON.parse in a GET, a TypeError when
      // multipart `operations` is null) that would otherwise be masked as 500.
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError) throw hasHttpStatus(error) ? error : badRequest(error.message);
          if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
          throw badRequest('Malformed GraphQL request: query parameters and multipart fields must be valid JSON of the expected shape');
        }
      });
    },
    onParams({ params, setResult }) {
      const stop = (message: string) => setResult({ errors: [badRequest(message)] });
      if (!isPlainObject(params)) return stop('The GraphQL request must be a JSON object');
      const { query, variables, extensions, operationName } = params as Record<string, unknown>;
      if (typeof query === 'string') {
        const bytes = Buffer.byteLength(query, 'utf8');
        if (bytes > limits.maxDocumentBytes) return stop(`Query is too large: ${bytes} bytes, at most ${limits.maxDocumentBytes}`);
      }
      if (operationName != null && typeof operationName !== 'string') return stop('operationName must be a string');
      if (variables != null && !isPlainObject(variables)) return stop('variables must be a JSON object');
      if (extensions != null && !isPlainObject(extensions)) return stop('extensions must be a JSON object');
      const problem = variablesProblem(variables ?? null, limits) ?? variablesProblem(extensions ?? null, limits);
      if (problem) return stop(problem);
      const nameProblem = typeof operationName === 'string' ? textProblem(operationName) : null;
      if (nameProblem) return stop(nameProblem);
    },
    onResultProcess({ result }) {
      if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      // A document that does not parse or validate, or variables that do not fit their types, get
      // the status GraphQL over HTTP asks for: 400 to a client that accepts
      // application/graphql-response+json, 200 to one that accepts only application/json (whose
      // clients read `errors` from a 200). The gateway's own refusals (limits, malformed requests)
      // stay 400 whatever the client accepts.
      for (const single of Array.isArray(result) ? result : [result]) keepGuardStatus((single.errors ?? []) as GraphQLError[]);
    },
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (!result || Symbol.asyncIterator in result || result.data !== undefined) return;
          // Nothing ran: the variables do not fit their types (or name no operation). The executor
          // marks these 400 for every media type; like a document that does not validate, they
          // follow the media type's rule above.
          for (const error of result.errors ?? []) {
            const http = error.extensions?.http as { status?: number; spec?: boolean } | undefined;
            if (http && http.status === 400 && http.spec === undefined) http.spec = true;
          }
        },
      };
    },
  };
}
