// The price table (veg, egg, chicken per meal; extra protein per 20 g portion; snacks; drinks), shown
// under the weekly menu since the sidebar has no Prices entry of its own. Each row
// edits one amount and saves it with setPrice; the next load shows the stored amount. A meal's price
// cannot be 0 (said under the field, as the server would), and a change of more than half the current
// price is confirmed first.
import { useState } from 'react';
import { Button, InputNumber, Popconfirm, Table, Typography } from 'antd';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { formatINR } from '../../shared/format';
import { isLargePriceChange, normalisePrice, priceLabel, priceProblem, sortPrices } from '../prices';
import type { PricesPanel_query$key } from './__generated__/PricesPanel_query.graphql';
import type { PricesPanelSetPriceMutation } from './__generated__/PricesPanelSetPriceMutation.graphql';
import styles from './menu.module.css';
import { failureText } from '@freshmeals/host-api';
import { Heading } from '../../shared/Heading';

interface Row {
  key: string;
  label: string;
  amount: number;
}

export function PricesPanel({ query }: { query: PricesPanel_query$key }) {
  const data = useFragment(
    graphql`
      fragment PricesPanel_query on Query {
        prices {
          key
          label
          amount
        }
      }
    `,
    query,
  );
  const [commit] = useMutation<PricesPanelSetPriceMutation>(graphql`
    mutation PricesPanelSetPriceMutation($key: String!, $amount: Float!) {
      setPrice(key: $key, amount: $amount) {
        key
        amount
      }
    }
  `);
  // Price has no id, so the store is not updated by the answer: keep the saved amounts here.
  const [saved, setSaved] = useState<Record<string, number>>({});
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const [saving, setSaving] = useState<string | null>(null);
  // The row whose large change waits for confirmation.
  const [confirming, setConfirming] = useState<string | null>(null);

  const rows: Row[] = sortPrices(data.prices).map((p) => ({
    key: p.key,
    label: priceLabel(p.key, p.label),
    amount: saved[p.key] ?? p.amount,
  }));

  const save = (row: Row) => {
    const amount = normalisePrice(drafts[row.key] ?? null);
    if (amount === null || priceProblem(row.key, amount) !== null) return;
    setSaving(row.key);
    commit({
      variables: { key: row.key, amount },
      onCompleted: (response, errors) => {
        setSaving(null);
        if (errors && errors.length > 0) {
          toast.error(failureText(errors[0], 'Failed to update price'));
          return;
        }
        setSaved((current) => ({ ...current, [row.key]: response.setPrice.amount }));
        setDrafts((current) => {
          const { [row.key]: _done, ...rest } = current;
          return rest;
        });
        toast.success('Price updated');
      },
      onError: (error) => {
        setSaving(null);
        toast.error(failureText(error, 'Failed to update price'));
      },
    });
  };

  /** Saves at once, or first asks when the new amount is far from the current one. */
  const request = (row: Row) => {
    const amount = normalisePrice(drafts[row.key] ?? null);
    if (amount === null || amount === row.amount || priceProblem(row.key, amount) !== null) return;
    if (isLargePriceChange(row.amount, amount)) setConfirming(row.key);
    else save(row);
  };

  return (
    <section className={styles.prices} aria-labelledby="prices-title">
      <Heading level={2} look={4} id="prices-title" className={styles.pricesTitle}>
        Prices
      </Heading>
      <Typography.Paragraph type="secondary" className={styles.pricesNote}>
        In INR, per meal; extra protein per 20 g portion. New prices apply to meals charged from now on.
      </Typography.Paragraph>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        aria-label="Prices"
        columns={[
          { title: 'Item', dataIndex: 'label', key: 'label' },
          {
            title: 'Price',
            dataIndex: 'amount',
            key: 'amount',
            align: 'right',
            render: (amount: number, row) => <span data-testid={`price-${row.key}`}>{formatINR(amount)}</span>,
          },
          {
            title: 'New price',
            key: 'edit',
            render: (_value, row) => {
              const draft = drafts[row.key];
              const amount = normalisePrice(draft ?? null);
              const changed = amount !== null && amount !== row.amount;
              const problem = amount === null ? null : priceProblem(row.key, amount);
              const problemId = `price-problem-${row.key}`;
              return (
                <div className={styles.priceEdit}>
                  <InputNumber<number>
                    aria-label={`New price for ${row.label}`}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    status={problem ? 'error' : undefined}
                    min={0}
                    precision={2}
                    step={1}
                    prefix="₹"
                    placeholder={row.amount.toFixed(2)}
                    value={draft ?? null}
                    onChange={(value) => setDrafts((current) => ({ ...current, [row.key]: value }))}
                    onPressEnter={() => request(row)}
                    className={styles.priceInput}
                  />
                  <Popconfirm
                    open={confirming === row.key}
                    title={`Change ${row.label} from ${formatINR(row.amount)} to ${formatINR(amount ?? 0)}?`}
                    description="That is a change of more than half the current price."
                    okText="Change price"
                    cancelText="Cancel"
                    onConfirm={() => {
                      setConfirming(null);
                      save(row);
                    }}
                    onCancel={() => setConfirming(null)}
                    onOpenChange={(open) => {
                      if (!open) setConfirming(null);
                    }}
                  >
                    <Button
                      type="primary"
                      size="middle"
                      aria-label={`Save price for ${row.label}`}
                      disabled={!changed || problem !== null || (saving !== null && saving !== row.key)}
                      loading={saving === row.key}
                      onClick={() => request(row)}
                    >
                      Save
                    </Button>
                  </Popconfirm>
                  {problem ? (
                    <Typography.Text type="danger" id={problemId} role="alert" className={styles.priceProblem}>
                      {problem}
                    </Typography.Text>
                  ) : null}
                </div>
              );
            },
          },
        ]}
      />
    </section>
  );
}
