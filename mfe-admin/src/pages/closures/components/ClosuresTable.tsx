// The coming closures (today on): date, whole day or meal, reason, and for admins 'Reopen', which
// asks first. A whole day reopens its three meals. A phone gets a card per closure instead of a
// table that would hide the reason and the button off to the side.
import { useState } from 'react';
import { Button, Empty, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { useIsMobile } from '@freshmeals/ui';
import { useCanManage } from '../../../lib/use-can-manage';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import { closureDay, closureRows, reopenQuestion, type ClosureRow } from '../closures-format';
import styles from './closures.module.css';
import type { ClosuresTable_query$key } from './__generated__/ClosuresTable_query.graphql';
import type { ClosuresTableReopenMutation } from './__generated__/ClosuresTableReopenMutation.graphql';

export const REOPENED = 'Kitchen reopened';
export const REOPEN_FAILED = 'Failed to reopen the kitchen';
export const NO_CLOSURES = 'No coming closures: the kitchen cooks every meal.';

export function ClosuresTable({ query, onChanged }: { query: ClosuresTable_query$key; onChanged(): void }) {
  const data = useFragment(
    graphql`
      fragment ClosuresTable_query on Query {
        kitchenClosures {
          id
          date
          meal
          reason
        }
      }
    `,
    query,
  );
  const [commit, reopening] = useMutation<ClosuresTableReopenMutation>(graphql`
    mutation ClosuresTableReopenMutation($id: ID!) {
      reopenKitchen(id: $id)
    }
  `);
  const manage = useCanManage();
  const [asking, setAsking] = useState<ClosureRow | null>(null);
  const scroller = useKeyboardScroll('Kitchen closures table');
  const rows = closureRows(data.kitchenClosures);
  const isMobile = useIsMobile();

  const reopen = async (row: ClosureRow) => {
    try {
      // One at a time: a whole day is three closures, and a failure names the one left.
      for (const id of row.ids) await commitAsync(commit, { variables: { id } });
      toast.success(REOPENED);
    } catch (error) {
      toast.error(failureText(error, REOPEN_FAILED));
    } finally {
      setAsking(null);
      onChanged();
    }
  };

  const reopenButton = (row: ClosureRow) => (
    <Button size="small" onClick={() => setAsking(row)} aria-label={`Reopen ${row.what.toLowerCase()} on ${closureDay(row.date)}`}>
      Reopen
    </Button>
  );

  const columns: ColumnsType<ClosureRow> = [
    { title: 'Date', key: 'date', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{closureDay(row.date)}</span> },
    { title: 'Meal', dataIndex: 'what', key: 'what' },
    { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (reason: string) => <span style={{ overflowWrap: 'anywhere' }}>{reason}</span> },
    ...(manage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: ClosureRow) => reopenButton(row),
          },
        ]
      : []),
  ];

  return (
    <>
      {isMobile ? (
        rows.length === 0 ? (
          <Empty description={NO_CLOSURES} />
        ) : (
          <ul className={styles.cards} aria-label="Coming closures">
            {rows.map((row) => (
              <li key={row.key} className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={styles.cardDay}>{closureDay(row.date)}</span>
                  <span>{row.what}</span>
                </div>
                <p className={styles.cardReason}>{row.reason}</p>
                {manage ? reopenButton(row) : null}
              </li>
            ))}
          </ul>
        )
      ) : (
        <div ref={scroller}>
          <Table<ClosureRow>
            rowKey="key"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Typography.Text type="secondary">{NO_CLOSURES}</Typography.Text> }}
          />
        </div>
      )}
      {manage && (
        <Modal
          open={asking !== null}
          title="Reopen the kitchen"
          okText="Reopen"
          okButtonProps={{ loading: reopening }}
          cancelButtonProps={{ disabled: reopening }}
          onOk={() => asking && void reopen(asking)}
          onCancel={() => setAsking(null)}
          closable={!reopening}
          mask={{ closable: !reopening }}
        >
          <Typography.Paragraph style={{ marginBottom: 0 }}>{asking ? reopenQuestion(asking) : null}</Typography.Paragraph>
          {asking ? <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>Reason: {asking.reason}</Typography.Paragraph> : null}
        </Modal>
      )}
    </>
  );
}
