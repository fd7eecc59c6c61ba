// /dashboard/users: a debounced search (300 ms, back to page 1), 'Add user',
// the users table 10 a page with skeleton rows while loading, and the row actions.
import { lazy, startTransition, Suspense, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { SearchBox } from '../shared/SearchBox';
import { useSearchState } from '../shared/use-page-param';
import type { usersPageQuery } from './__generated__/usersPageQuery.graphql';
import { useCanManage } from '../../lib/use-can-manage';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { AddUserPrefill } from './components/AddUserDialog';
import { UsersTable, UsersTableSkeleton } from './components/UsersTable';

/**
 * Its form (fields, validation, the mutation) is code the list does not need: it loads when the
 * dialog first opens (downloaded ahead, once this screen's code is in), so a click on Users runs
 * the table's code only.
 */
const AddUserDialog = lazy(() => import(/* webpackPrefetch: true */ './components/AddUserDialog').then((module) => ({ default: module.AddUserDialog })));

/** The user list's load failure. */
export const LOAD_FAILED = 'Something went wrong.';
export const SEARCH_PLACEHOLDER = 'Search name, email or phone...';

function UsersList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the page, the search, and whether the staff member reads money.
  const data = usePreloadedQuery<usersPageQuery>(
    graphql`
      query usersPageQuery($first: Int!, $after: String, $search: String, $withMoney: Boolean!) @preloadable {
        ...UsersTable_query @arguments(first: $first, after: $after, search: $search, withMoney: $withMoney)
      }
    `,
    useRouteQuery<usersPageQuery>('list')!,
  );
  return <UsersTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

/** The search box: typing waits 300 ms, then searches from page 1. */
export function UsersSearch() {
  return <SearchBox placeholder={SEARCH_PLACEHOLDER} label="Search users" maxWidth={360} />;
}

/** ?addUser=1&name=&email=&phone=&enquiryId=: 'Create customer' from an order enquiry. */
function prefillFrom(params: URLSearchParams): AddUserPrefill | null {
  const enquiryId = Number(params.get('enquiryId'));
  if (params.get('addUser') !== '1' || !Number.isInteger(enquiryId) || enquiryId < 1) return null;
  return { name: params.get('name') ?? '', email: params.get('email') ?? '', phone: params.get('phone') ?? '', enquiryId };
}

export default function UsersPage() {
  const { params, update } = useSearchState();
  const prefill = prefillFrom(params);
  const [adding, setAdding] = useState(false);
  const reload = useRouteReload();
  const manage = useCanManage();
  const dialogOpen = manage && (adding || prefill !== null);
  const dialogMounted = useOpenedOnce(dialogOpen);
  const closeAdding = () => {
    setAdding(false);
    if (prefill) update({ addUser: null, name: null, email: null, phone: null, enquiryId: null });
  };
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader
        title="Users"
        extra={
          manage ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              Add user
            </Button>
          ) : null
        }
      />
      <div style={{ marginBottom: 16 }}>
        <UsersSearch />
      </div>
      <ScreenBoundary failure={LOAD_FAILED} loading={<UsersTableSkeleton />} onRetry={reload}>
        {() => <UsersList />}
      </ScreenBoundary>
      {dialogMounted && (
        <Suspense fallback={null}>
          <AddUserDialog
            open={dialogOpen}
            prefill={prefill}
            onClose={closeAdding}
            onAdded={() => startTransition(reload)}
          />
        </Suspense>
      )}
    </section>
  );
}
