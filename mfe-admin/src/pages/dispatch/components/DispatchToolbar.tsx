// The dispatch run's buttons: 'Deduct all' (charges every row not charged yet, once each; reports
// how many were charged and which rows failed with why), 'Export CSV' (the rows as shown) and
// 'Print' (the list alone, without the console's navigation).
import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useCanManage } from '../../../lib/use-can-manage';
import { DownloadOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { deductAllMessage } from '@freshmeals/rules/routines';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { dispatchCsv } from '../dispatch-format';
import styles from './dispatch.module.css';
import type { DispatchToolbar_list$key } from './__generated__/DispatchToolbar_list.graphql';
import type { DispatchToolbarDeductAllMutation } from './__generated__/DispatchToolbarDeductAllMutation.graphql';

export const DEDUCT_ALL_FAILED = 'Failed to deduct credits';

type Failure = { userId: number; name: string; message: string };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DispatchToolbar({ list }: { list: DispatchToolbar_list$key }) {
  const data = useFragment(
    graphql`
      fragment DispatchToolbar_list on DispatchList {
        date
        meal
        entries {
          id
          userId
          name
          email
          phone
          categoryType
          dishName
          drinks
          snacks
          proteinMultiplier
          deducted
          notAffordable
          address
          pin
        }
        skipped {
          name
          email
          phone
          categoryType
          paused
        }
      }
    `,
    list,
  );
  const [commit, deducting] = useMutation<DispatchToolbarDeductAllMutation>(graphql`
    mutation DispatchToolbarDeductAllMutation($meal: MealOfDay!, $date: Date) {
      deductAll(meal: $meal, date: $date) {
        charged
        chargedUserIds
        failed {
          userId
          name
          message
        }
      }
    }
  `);
  const [failures, setFailures] = useState<readonly Failure[]>([]);

  const deductAll = async () => {
    try {
      const answer = await commitAsync(commit, {
        variables: { meal: data.meal, date: data.date },
        updater: (store, response) => {
          const charged = new Set(response?.deductAll?.chargedUserIds ?? []);
          for (const entry of data.entries) {
            if (charged.has(entry.userId)) store.get(entry.id)?.setValue(true, 'deducted');
          }
        },
      });
      setFailures(answer.deductAll.failed);
      toast.success(deductAllMessage(answer.deductAll.charged));
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, DEDUCT_ALL_FAILED));
    }
  };

  const toCharge = data.entries.some((entry) => !entry.deducted);
  const manage = useCanManage();
  return (
    <div className={styles.toolbar}>
      <Flex gap={8} wrap>
        {manage && (
          <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} loading={deducting} disabled={!toCharge} onClick={() => void deductAll()}>
            Deduct all
          </Button>
        )}
        <Button icon={<DownloadOutlined aria-hidden />} disabled={data.entries.length === 0 && data.skipped.length === 0} onClick={() => download(`dispatch-${data.date}-${data.meal}.csv`, dispatchCsv(data.entries, data.skipped))}>
          Export CSV
        </Button>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      {failures.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`Not charged: ${failures.length}`}
          description={
            <ul className={styles.failures}>
              {failures.map((failure) => (
                <li key={failure.userId}>
                  {failure.name}: {failure.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
