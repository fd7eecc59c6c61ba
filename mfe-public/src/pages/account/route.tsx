// /account's route, a chunk of its own that is small next to the page: it starts the page's query
// (from the query's $parameters module, its persisted id and name) as soon as it renders, while
// the page's code is still downloading, so the account's data and code arrive together instead of
// one after the other. The page reads the query with usePreloadedQuery; a change it makes, or Try
// again, loads the query again through `reload`.
import { useHost } from '@freshmeals/host-api';
import { useRouteQuery } from '../../lib/route-query';
import accountQuery from '../__generated__/AccountPageQuery$parameters';
import { AccountPageCode } from './lazy-account-page';

/**
 * Shows what is stored at once and asks the server every time: the credit and the meals change
 * without this page (a meal charged, an admin's top-up), and a change made here touches several
 * sections at once.
 */
const FETCH_POLICY = 'store-and-network';

export default function AccountRoute() {
  // Nothing to ask for a visitor, whom the page sends to /login.
  const signedIn = useHost().useAuth().accessToken !== null;
  const { queryRef, reload } = useRouteQuery(accountQuery, signedIn ? {} : null, FETCH_POLICY);
  return <AccountPageCode queryRef={queryRef} reload={reload} />;
}
