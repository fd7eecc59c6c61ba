// What the audit log reads for a URL (?category=&search=&from=&to=&page=), started before its code
// has loaded (routes.ts).
import { AUDIT_CATEGORIES } from '@freshmeals/rules/audit';
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { listFilterVariables } from '../shared/enquiry-filters';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/auditPageQuery$parameters';
import type { AuditCategory, auditPageQuery } from './__generated__/auditPageQuery.graphql';

export const AUDIT_PAGE_SIZE = 20;

/** The GraphQL enum value of a category ('api-keys' is api_keys). */
const toEnum = (category: string) => category.replace('-', '_') as AuditCategory;

export function categoryOf(params: URLSearchParams): AuditCategory | null {
  const value = params.get('category');
  return value && (AUDIT_CATEGORIES as readonly string[]).includes(value) ? toEnum(value) : null;
}

export const auditQueries = {
  list: routeQuery<auditPageQuery>({
    query: listQuery,
    variables: ({ search }) => {
      const { search: text, from, to } = listFilterVariables(search);
      return { ...pageArgs(readPage(search), AUDIT_PAGE_SIZE), category: categoryOf(search), search: text, from, to };
    },
    fetchPolicy: 'store-and-network',
  }),
};
