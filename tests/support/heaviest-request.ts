// The heaviest GraphQL request the gateway's limits still accept, shared by the abuse tests (which
// check that it is answered in full and that one step more is refused) and the API benchmark (which
// measures /healthz beside it).
import { GRAPHQL_LIMITS as L } from '../../gateway/use-query-limits.ts';

/**
 * 30 aliases, one field at depth 10, a full page (100) of the heaviest connection with its
 * back-reference, and users x their transactions filling the rest of the cost budget. Page sizes
 * come as variables, as an attacker would send them: GraphQL Armor's complexity cannot see those
 * (it refuses the same query with literal page sizes), the variable-aware cost does.
 */
function heaviest(introspection: boolean): string {
  const fillers = Array.from({ length: L.maxAliases - (introspection ? 3 : 2) }, (_, i) => `m${i}: publicMenu { weekStart items { name description imageUrl } }`);
  return `query Heaviest($page: Int!, $users: Int!, $transactions: Int!) {
    page: transactions(first: $page) { totalCount edges { cursor node { id transactionId type amount note paymentMethod createdAt
      user { id name email phone credit } } } }
    nested: users(first: $users) { totalCount edges { cursor node { id userId name email phone role credit createdAt
      transactions(first: $transactions) { totalCount pageInfo { hasNextPage endCursor }
        edges { cursor node { id transactionId type amount note paymentMethod createdAt user { name } } } } } } }
    ${introspection ? 'deep: __type(name: "User") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }' : ''}
    ${fillers.join('\n    ')}
  }`;
}
export const HEAVIEST = heaviest(true);
/** In production, where introspection is off: the deep alias is one more menu. */
export const HEAVIEST_IN_PRODUCTION = heaviest(false);
/** Page sizes that keep HEAVIEST just under the cost limit. */
export const HEAVIEST_ACCEPTED = { page: L.maxPageSize, users: 10, transactions: 11 };
/** One more transaction per user: over the cost limit. */
export const HEAVIEST_REFUSED = { ...HEAVIEST_ACCEPTED, transactions: HEAVIEST_ACCEPTED.transactions + 1 };
