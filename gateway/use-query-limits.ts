// Yoga plugin: the limits every GraphQL document meets before it runs. GraphQL Armor counts
// tokens (while parsing), directives, aliases, depth and a shape-based complexity; the gateway's
// own pass (query-analysis.ts) sees the variables too, so it checks page sizes, list arguments,
// cyclic selections, NUL characters, introspection and the estimated cost. Every refusal is a
// GraphQL error with HTTP 400 and a message that names the limit; nothing has executed yet.
//
// The values leave a margin over the frontends' own operations (tests/api/graphql-limits.test.ts
// runs every Relay artifact and every REST route document through them, page sizes at 100): the
// largest is under 1 KB, 132 tokens, 109 selections, depth 5, 3 aliases, no directives, armor complexity
// ~13,300 and cost 384 (both the menu editor's three `dishes(first: 100)`). The cost limit also bounds
// what one request may ask of the database: the heaviest query it accepts runs in ~100-150 ms
// here, and with the per-request share of resolver-concurrency.ts /healthz keeps answering in
// 10-60 ms meanwhile (tests/api/graphql-abuse.test.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { limitExceeded } from './graphql-errors.ts';
import { countSelections, queryAnalysisRule } from './query-analysis.ts';

export const GRAPHQL_LIMITS = {
  /** Bytes of the query string (GET or POST). */
  maxDocumentBytes: 32 * 1024,
  maxTokens: 2000,
  maxDirectives: 20,
  maxAliases: 30,
  /**
   * Selections (fields, fragment spreads, inline fragments; fragments counted where spread, a field
   * repeated counted each time). Checked before the validation rules, whose pairwise comparison of
   * repeated fields costs ~50 ms for 495 `viewer { id }`. The largest frontend operation (the
   * account page, every section in one query) has 168, GraphiQL's introspection query 238.
   */
  maxSelections: 400,
  /** Field depth, fragments flattened; introspection included (its `ofType` chains excepted). */
  maxDepth: 10,
  /** GraphQL Armor's shape-based complexity (literal first/last multiply, each level x1.5). */
  maxComplexity: 60_000,
  /** The variable-aware cost estimate (query-analysis.ts): ~1 per row, 20 per connection, 10 per root field. */
  maxCost: 1_000,
  /** first / last of every connection. */
  maxPageSize: 100,
  /** Items of any list argument or list inside the variables. */
  maxListItems: 100,
} as const;

export interface QueryLimitOptions {
  introspection: boolean;
  /** Hide "Did you mean ...?" in validation errors (they reveal the schema). */
  hideSuggestions: boolean;
}

/** Armor reports `Syntax Error: <what>`; the client sees `<what>` with HTTP 400. */
const reportAsLimit: GraphQLArmorRejectCallback = (context, error) => {
  // Armor's cost is the shape-based complexity; "cost" names the variable-aware estimate here.
  const clean = limitExceeded(error.message.replace(/^Syntax Error: /, '').replace(/^Query Cost limit/, 'Query complexity limit'));
  if (context) context.reportError(clean);
  else throw clean; // the token count runs inside the parser: no validation context to report to
};

const armorCallbacks = { propagateOnRejection: false, onReject: [reportAsLimit] };

/** Documents with their variables that passed validation, remembered (at most this many). */
const PASSED_VALIDATIONS = 2_000;
/** Longer documents with variables are validated every time rather than held in memory. */
const MAX_REMEMBERED_KEY = 16 * 1024;

/**
 * What a validation result depends on besides the gateway's fixed schema and settings: the document
 * and its variables (the analysis reads page sizes and list lengths from them). null: not remembered.
 */
function validationKey(query: unknown, variables: unknown): string | null {
  if (typeof query !== 'string') return null;
  const key = `${query}\u0000${variables === undefined ? '' : JSON.stringify(variables)}`;
  return key.length <= MAX_REMEMBERED_KEY ? key : null;
}

/** The estimated cost of each operation of a validated document, by operation name ('' when anonymous). */
export type OperationCosts = Readonly<Record<string, number>>;

const costsByContext = new WeakMap<object, OperationCosts>();

/**
 * The costs the analysis estimated for the document this GraphQL context validated (the metrics read
 * them when the operation runs); undefined before validation or when it was refused.
 */
export function queryCosts(context: object): OperationCosts | undefined {
  return costsByContext.get(context);
}

export function useQueryLimits(options: QueryLimitOptions): Plugin {
  const L = GRAPHQL_LIMITS;
  // Validation (the standard rules, GraphQL Armor's and the analysis) costs more than running a
  // small query. The frontends send the same few documents with the same variables again and
  // again, so a pass is remembered per document and variables, with the costs it estimated;
  // refusals are never remembered.
  const passed = new LRUCache<string, OperationCosts>({ max: PASSED_VALIDATIONS });
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          maxTokens: { n: L.maxTokens, ...armorCallbacks },
          maxDirectives: { n: L.maxDirectives, ...armorCallbacks },
          maxAliases: { n: L.maxAliases, ...armorCallbacks },
          // __schema is measured by the analysis pass, which does not count ofType chains.
          maxDepth: { n: L.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...armorCallbacks },
          costLimit: { maxCost: L.maxComplexity, ignoreIntrospection: true, ...armorCallbacks },
          blockFieldSuggestion: { enabled: options.hideSuggestions, mask: '' },
        }),
      );
    },
    onValidate({ addValidationRule, context, params, setResult }) {
      const request = (context as { params?: { query?: unknown; variables?: unknown } }).params;
      const key = validationKey(request?.query, request?.variables);
      const known = key === null ? undefined : passed.get(key);
      if (known) {
        costsByContext.set(context, known);
        setResult([]);
        return;
      }
      // A bounded count first: a document over it is refused without running any validation rule.
      if (countSelections(params.documentAST, L.maxSelections) > L.maxSelections) {
        setResult([
          limitExceeded(
            `Selection limit of ${L.maxSelections} exceeded: every field counts, each time it is selected or a fragment holding it is spread`,
          ),
        ]);
        return;
      }
      const costs: Record<string, number> = {};
      addValidationRule(
        queryAnalysisRule(
          {
            maxPageSize: L.maxPageSize,
            maxListItems: L.maxListItems,
            maxCost: L.maxCost,
            maxIntrospectionDepth: L.maxDepth,
            maxVisits: 20_000,
            introspection: options.introspection,
          },
          () => {
            const variables = request?.variables;
            return variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
          },
          (operation, cost) => (costs[operation] = cost),
        ),
      );
      return ({ valid }) => {
        if (!valid) return;
        costsByContext.set(context, costs);
        if (key !== null) passed.set(key, costs);
      };
    },
  };
}
