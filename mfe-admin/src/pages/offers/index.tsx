// /dashboard/offers: the discounts on top-ups. The first-month offer (automatic, and advertised by
// the public site in the words set here) and the coupons customers type in 'Add credit', with their
// terms, uses and what they took off; 'Add coupon', and Edit for each. Above them, the credit a
// referral gives.
import { useState, useTransition } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { offersPageQuery } from './__generated__/offersPageQuery.graphql';
import { CouponDialog } from './components/CouponDialog';
import { OffersTable } from './components/OffersTable';
import { ReferralCredit } from './components/ReferralCredit';

export const LOAD_FAILED = 'Failed to load the offers';

function OffersList({ loading, onChanged }: { loading: boolean; onChanged(): void }) {
  // Started by the route (routes.ts) with the screen's code (route.ts).
  const data = usePreloadedQuery<offersPageQuery>(
    graphql`
      query offersPageQuery($first: Int!) @preloadable {
        ...ReferralCredit_query
        ...OffersTable_query @arguments(first: $first)
      }
    `,
    useRouteQuery<offersPageQuery>('list')!,
  );
  return (
    <>
      <ReferralCredit query={data} onSaved={onChanged} />
      <OffersTable query={data} loading={loading} />
    </>
  );
}

export default function OffersPage() {
  const [adding, setAdding] = useState(false);
  const [reloading, startTransition] = useTransition();
  const reload = useRouteReload();
  // After a new coupon (or a new referral credit): the list as the server has it now (the coupon in
  // its place, newest first), the old one shown until it answers.
  const added = () => startTransition(() => reload('network-only'));
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader
        title="Offers"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add coupon
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        A top-up takes at most one discount, the one that saves the customer more. The first-month offer applies by itself, and the
        public site advertises it in the words set here; a coupon applies when a customer types its code in &apos;Add credit&apos;.
      </Typography.Paragraph>
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <OffersList loading={reloading} onChanged={added} />}
      </ScreenBoundary>
      <CouponDialog open={adding} onClose={() => setAdding(false)} onSaved={added} />
    </section>
  );
}
