// The offers and coupons: what each is (the first-month offer, or a coupon and its code), its
// discount, its limits, its dates, whether it applies now, how often it was used and what it took
// off in all, and Edit. The server sends the first-month offer first, then coupons newest first, 20 at a
// time; 'Load more' adds the next 20 below. On a phone each offer is one card-like row.
import { Button, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { failureText } from '@freshmeals/host-api';
import { FIRST_MONTH_DAYS } from '@freshmeals/rules/offers';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import { discountText, kindLabel, offerState, rupees, STATE_COLOURS, usesText, validity, validityLines } from '../offer-format';
import { OFFERS_PAGE_SIZE } from '../route';
import type { OffersTable_offers$data, OffersTable_offers$key } from './__generated__/OffersTable_offers.graphql';
import type { OffersTable_query$key } from './__generated__/OffersTable_query.graphql';
import { CouponDialog } from './CouponDialog';
import { FirstMonthOfferDialog } from './FirstMonthOfferDialog';

export type OfferRow = OffersTable_offers$data[number];

export const LOAD_MORE_FAILED = 'Failed to load more offers';
export const EMPTY_TEXT = 'No offers or coupons yet.';

/** The fields every view of an offer reads: the table, and what the dialogs' mutations answer with. */
export const OFFER_ROWS = graphql`
  fragment OffersTable_offers on Offer @relay(plural: true) {
    id
    offerId
    kind
    code
    title
    description
    badge
    discountType
    value
    maxDiscount
    minTopUp
    validFrom
    validTo
    totalUses
    usesPerCustomer
    newCustomersOnly
    active
    uses
    discountGiven
  }
`;

/** The limits of an offer, one line each. */
export function limitLines(row: OfferRow): string[] {
  const lines: string[] = [];
  if (row.kind === 'first_month') {
    lines.push(`First ${FIRST_MONTH_DAYS} days`);
    if (row.maxDiscount != null) lines.push(`Up to ${rupees(row.maxDiscount)} a customer`);
  } else if (row.maxDiscount != null) {
    lines.push(`Up to ${rupees(row.maxDiscount)} a payment`);
  }
  lines.push(row.minTopUp > 0 ? `Min top-up ${rupees(row.minTopUp)}` : 'No minimum top-up');
  if (row.usesPerCustomer != null) lines.push(`${row.usesPerCustomer} per customer`);
  if (row.newCustomersOnly) lines.push('New customers only');
  return lines;
}

/** How a row's Edit button is named to a screen reader: which offer it edits. */
export const editLabel = (row: Pick<OfferRow, 'kind' | 'code'>) => (row.kind === 'first_month' ? 'Edit the first-month offer' : `Edit coupon ${row.code ?? ''}`.trim());

interface Props {
  query: OffersTable_query$key;
  /** While the list is read again after a change. */
  loading?: boolean;
}

export function OffersTable({ query, loading }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OffersTable_query on Query
      @refetchable(queryName: "OffersTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        offers(first: $first, after: $after) @connection(key: "OffersTable_offers") {
          totalCount
          edges {
            node {
              ...OffersTable_offers
            }
          }
        }
      }
    `,
    query,
  );
  const rows = useFragment<OffersTable_offers$key>(
    OFFER_ROWS,
    data.offers.edges.map((edge) => edge.node),
  );
  const phone = !Grid.useBreakpoint().sm;
  // The offer stays while its dialog closes, so the dialog does not turn into another on its way out.
  const [editing, setEditing] = useState<{ offer: OfferRow; open: boolean } | null>(null);
  const edited = editing?.offer ?? null;
  const close = () => setEditing((current) => current && { ...current, open: false });
  const [, startTransition] = useTransition();
  const loadMore = () =>
    startTransition(() => {
      loadNext(OFFERS_PAGE_SIZE, {
        onComplete: (error) => {
          if (error) toast.error(failureText(error, LOAD_MORE_FAILED));
        },
      });
    });

  const offerCell = (row: OfferRow) => (
    <Flex vertical align="start" style={{ maxWidth: 220 }}>
      <Typography.Text type="secondary">{kindLabel(row.kind)}</Typography.Text>
      {row.code ? (
        <Typography.Text strong code>
          {row.code}
        </Typography.Text>
      ) : null}
      {row.title ? <Typography.Text strong={row.kind === 'first_month'}>{row.title}</Typography.Text> : null}
    </Flex>
  );
  const lines = (items: string[]) => (
    <Flex vertical>
      {items.map((item) => (
        <span key={item}>{item}</span>
      ))}
    </Flex>
  );
  const stateTag = (row: OfferRow) => {
    const state = offerState(row);
    return <Tag color={STATE_COLOURS[state]}>{state}</Tag>;
  };
  const editButton = (row: OfferRow) => (
    <Button size="small" onClick={() => setEditing({ offer: row, open: true })} aria-label={editLabel(row)}>
      Edit
    </Button>
  );

  // A phone shows one column: each offer's terms below each other, without scrolling sideways.
  const columns: ColumnsType<OfferRow> = phone
    ? [
        {
          title: 'Offer',
          key: 'offer',
          render: (_, row) => (
            <Flex vertical gap={6} align="start">
              <Flex justify="space-between" align="start" gap={8} style={{ width: '100%' }}>
                {offerCell(row)}
                {stateTag(row)}
              </Flex>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {discountText(row.discountType, row.value)} off
              </Typography.Text>
              {lines(limitLines(row))}
              <Typography.Text type="secondary">{validityLines(row.validFrom, row.validTo).join(' · ')}</Typography.Text>
              <span>
                Uses {usesText(row.uses, row.totalUses)} · {rupees(row.discountGiven)} given
              </span>
              {editButton(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Offer', key: 'offer', render: (_, row) => offerCell(row) },
        { title: 'Discount', key: 'discount', render: (_, row) => discountText(row.discountType, row.value) },
        { title: 'Limits', key: 'limits', render: (_, row) => lines(limitLines(row)) },
        // A moment under its word: the column stays narrow enough for the whole table at 1280 px.
        {
          title: 'Valid',
          key: 'valid',
          render: (_, row) => (
            <Flex vertical>
              {validity(row.validFrom, row.validTo).map(([label, moment]) => (
                <span key={label}>
                  <Typography.Text type="secondary">{label}</Typography.Text>
                  {moment ? <div>{moment}</div> : null}
                </span>
              ))}
            </Flex>
          ),
        },
        { title: 'Status', key: 'status', render: (_, row) => stateTag(row) },
        {
          title: 'Uses',
          key: 'uses',
          render: (_, row) => (
            <Flex vertical>
              <span>{usesText(row.uses, row.totalUses)}</span>
              <Typography.Text type="secondary">{rupees(row.discountGiven)} given</Typography.Text>
            </Flex>
          ),
        },
        { title: 'Actions', key: 'actions', render: (_, row) => editButton(row) },
      ];

  const scroller = useKeyboardScroll('Offers table');
  return (
    <div ref={scroller}>
      <Table<OfferRow>
        rowKey="id"
        // Middle: with the sidebar open the whole table, Edit included, fits a 1280 px screen.
        size="middle"
        columns={columns}
        dataSource={[...rows]}
        loading={loading}
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text> }}
      />
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginTop: 12 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {rows.length} of {data.offers.totalCount} offers
        </Typography.Text>
        {hasNext ? (
          <Button onClick={loadMore} loading={isLoadingNext}>
            Load more
          </Button>
        ) : null}
      </Flex>
      {edited?.kind === 'coupon' ? <CouponDialog open={editing?.open ?? false} coupon={edited} onClose={close} /> : null}
      {edited?.kind === 'first_month' ? <FirstMonthOfferDialog open={editing?.open ?? false} offer={edited} onClose={close} /> : null}
    </div>
  );
}
