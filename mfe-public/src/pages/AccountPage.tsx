// /account: the signed-in customer's page: credit and their details (editable), 'Add credit' (online
// top-ups), upcoming meals with
// skip, the meals of the last 2 weeks with their ratings, the weekly routine, addresses, transactions and a password change. The route
// (account/route.tsx) starts the page's query before this code has loaded; each component below
// reads its own fragment of it.
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate } from 'react-router';
import { useHost } from '@freshmeals/host-api';
import { pageTitle, REDIRECT_DELAY_MS } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { BrandLink } from '../ui/AuthLayout';
import { Button } from '../ui/Field';
import styles from '../ui/ui.module.css';
import { AccountSummary } from './AccountSummary';
import { AccountDocuments } from './AccountDocuments';
import { AccountAddresses } from './account/AccountAddresses';
import { AccountEmailPreferences } from './account/AccountEmailPreferences';
import { AccountPassword } from './account/AccountPassword';
import { AccountPauses } from './account/AccountPauses';
import { AccountRoutine } from './account/AccountRoutine';
import { AccountTopUp } from './account/AccountTopUp';
import { MyMeals } from './account/MyMeals';
import { ProposedPlan } from './account/ProposedPlan';
import { AccountReferrals } from './account/AccountReferrals';
import { AccountAutoTopUp } from './account/AccountAutoTopUp';
import { AccountTransactions } from './account/AccountTransactions';
import { UpcomingMeals } from './account/UpcomingMeals';
import type { AccountPageQuery } from './__generated__/AccountPageQuery.graphql';

/** What a staff member who opens their account page reads, above the link to the console. */
const STAFF_NOTICE = {
  admin: 'You are signed in as an admin.',
  kitchen: 'You are signed in as kitchen staff.',
  delivery: 'You are signed in as delivery staff.',
} as const;

const accountQuery = graphql`
  query AccountPageQuery @preloadable {
    viewer {
      role
      ...AccountEmailPreferences_viewer
      ...AccountSummary_viewer
      ...AccountTransactions_viewer
      ...AccountAddresses_viewer
      ...MyMeals_viewer
    }
    ...AccountRoutine_query
    ...AccountPauses_query
    ...UpcomingMeals_query
    ...AccountTopUp_query
    ...ProposedPlan_query
    ...AccountReferrals_query
    ...AccountAutoTopUp_query
  }
`;

function AccountDetails({ queryRef, onChanged }: { queryRef: PreloadedQuery<AccountPageQuery>; onChanged(): void }) {
  const host = useHost();
  const query = usePreloadedQuery<AccountPageQuery>(accountQuery, queryRef);
  const { viewer } = query;

  // A token the server no longer knows: the session is over.
  useEffect(() => {
    if (!viewer) host.clearSession();
  }, [viewer, host]);

  if (!viewer) return null;
  return (
    <>
      <AccountSummary viewer={viewer} />
      {viewer.role === 'admin' || viewer.role === 'kitchen' || viewer.role === 'delivery' ? (
        <p className={styles.notice}>
          {STAFF_NOTICE[viewer.role]}{' '}
          <Link to="/dashboard" className={styles.link}>
            Go to the dashboard
          </Link>
        </p>
      ) : (
        <>
          <ProposedPlan query={query} onChanged={onChanged} />
          <AccountTopUp query={query} />
          <AccountAutoTopUp query={query} onChanged={onChanged} />
          <UpcomingMeals query={query} />
          <MyMeals viewer={viewer} />
          <AccountRoutine query={query} onSaved={onChanged} />
          <AccountPauses query={query} onChanged={onChanged} />
          <AccountAddresses viewer={viewer} />
          <AccountTransactions viewer={viewer} />
          <AccountReferrals query={query} />
          <AccountDocuments />
        </>
      )}
      {viewer.role === 'customer' ? <AccountEmailPreferences viewer={viewer} /> : null}
      <AccountPassword />
    </>
  );
}

function AccountSkeleton() {
  return (
    <div role="status" aria-label="Loading your account">
      <div className={`${styles.skeleton} ${styles.skeletonTall}`} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

export interface AccountPageProps {
  /** The page's query, started by the route; null until it has (or for a visitor). */
  queryRef: PreloadedQuery<AccountPageQuery> | null;
  /** Loads the query again: after a change made here, or Try again. */
  reload(): void;
}

export default function AccountPage({ queryRef, reload }: AccountPageProps) {
  useDocumentTitle(pageTitle('My account'));
  const host = useHost();
  const { accessToken } = host.useAuth();
  const delayedNavigate = useDelayedNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // Logging out clears the token; the page stays until the redirect (/login after 100 ms).
  if (!accessToken && !loggingOut) return <Navigate to="/login" replace state={{ from: '/account' }} />;

  const onLogout = async () => {
    setLoggingOut(true);
    await host.logout();
    delayedNavigate('/login', REDIRECT_DELAY_MS, { replace: true });
  };

  return (
    <main id="main" className={styles.page}>
      <section className={`${styles.card} ${styles.accountCard}`} aria-labelledby="fm-page-title">
        <BrandLink />
        <h1 id="fm-page-title" className={styles.title}>
          My account
        </h1>
        <p className={styles.subtitle}>Your credit, your meals this week, your addresses and your transactions.</p>
        {loggingOut ? (
          <p className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            Signing you out…
          </p>
        ) : (
          <>
            <ErrorBoundary
              onError={(error) => console.error('The account could not be loaded', error)}
              onReset={reload}
              fallbackRender={({ resetErrorBoundary }) => (
                <div role="alert">
                  <p className={styles.error}>We couldn&apos;t load your account. Please try again.</p>
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => resetErrorBoundary()}>
                      Try again
                    </Button>
                  </div>
                </div>
              )}
            >
              <Suspense fallback={<AccountSkeleton />}>
                {queryRef ? <AccountDetails queryRef={queryRef} onChanged={reload} /> : <AccountSkeleton />}
              </Suspense>
            </ErrorBoundary>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onLogout}>
                Log out
              </Button>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
