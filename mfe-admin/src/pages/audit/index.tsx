// /dashboard/audit: the audit log, newest first, 20 a page: every admin change to money, prices,
// routines, users and staff, settings and API keys, with who made it, when, and what it changed.
// Filters (category, search, From/To) live in the address, like the enquiry queues'.
import { Flex, Select } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { AUDIT_CATEGORIES, AUDIT_CATEGORY_LABELS } from '@freshmeals/rules/audit';
import { DateFilter } from '../shared/DateFilter';
import { listFilterVariables } from '../shared/enquiry-filters';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { SearchBox } from '../shared/SearchBox';
import { useSearchState } from '../shared/use-page-param';
import type { auditPageQuery } from './__generated__/auditPageQuery.graphql';
import { AuditTable } from './components/AuditTable';

export const LOAD_FAILED = 'Failed to load the audit log';
const ALL = '__all__';

function AuditList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts).
  const data = usePreloadedQuery<auditPageQuery>(
    graphql`
      query auditPageQuery($first: Int!, $after: String, $category: AuditCategory, $search: String, $from: Date, $to: Date) @preloadable {
        ...AuditTable_query @arguments(first: $first, after: $after, category: $category, search: $search, from: $from, to: $to)
      }
    `,
    useRouteQuery<auditPageQuery>('list')!,
  );
  return <AuditTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

function AuditFilters() {
  const { params, update } = useSearchState();
  const { from, to } = listFilterVariables(params);
  const category = params.get('category');
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox placeholder="Search who or what..." label="Search the audit log" maxWidth={280} />
      <Select
        aria-label="Category"
        style={{ width: 170 }}
        value={category && (AUDIT_CATEGORIES as readonly string[]).includes(category) ? category : ALL}
        options={[{ value: ALL, label: 'All categories' }, ...AUDIT_CATEGORIES.map((value) => ({ value, label: AUDIT_CATEGORY_LABELS[value] }))]}
        onChange={(value: string) => update({ category: value === ALL ? null : value, page: null })}
      />
      <DateFilter idPrefix="audit" label="From" value={from} max={to} onChange={(value) => update({ from: value, page: null })} />
      <DateFilter idPrefix="audit" label="To" value={to} min={from} onChange={(value) => update({ to: value, page: null })} />
    </Flex>
  );
}

export default function AuditPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Audit log" />
      <AuditFilters />
      <ScreenBoundary failure={LOAD_FAILED} silent onRetry={reload}>
        {() => <AuditList />}
      </ScreenBoundary>
    </section>
  );
}
