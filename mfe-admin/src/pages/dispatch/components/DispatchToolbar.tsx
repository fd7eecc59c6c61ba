// The dispatch run's buttons: 'Deduct all' (asks first, naming how many meals and what they come
// to; then charges every row not charged yet, once each, and reports how many were charged and which
// rows failed with why), 'Export CSV' (the rows as shown) and 'Print' (the list alone, without the
// console's navigation). The report belongs to the day and meal it was run on: the page keeps one per
// list and hands this list's back. A day whose meals the API will not charge yet (a day still ahead)
// has no working Deduct buttons, and says why in the API's words.
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useCanManage } from '../../../lib/use-can-manage';
import { DownloadOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { deductAllMessage } from '@freshmeals/rules/routines';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { dayLabel, deductAllConfirmText, dispatchCsv } from '../dispatch-format';
import styles from './dispatch.module.css';
import type { DispatchToolbar_list$key } from './__generated__/DispatchToolbar_list.graphql';
import type { DispatchToolbarDeductAllMutation } from './__generated__/DispatchToolbarDeductAllMutation.graphql';
import type { DispatchToolbarCsvQuery } from './__generated__/DispatchToolbarCsvQuery.graphql';
import { saveCsv } from '@freshmeals/ui/download';

export const DEDUCT_ALL_FAILED = 'Failed to deduct credits';
export const EXPORT_FAILED = 'Failed to export the list';
/** The element that says why the list's Deduct buttons are off: the buttons point to it. */
export const DEDUCT_REFUSAL_ID = 'dispatch-deduct-refusal';

type Failure = { userId: number; name: string; message: string };

/** What one 'Deduct all' came to: the rows it could not charge, with why. */
export interface DeductAllReport {
  failed: readonly Failure[];
}

/** Every row of the list, for the file: the screen reads a page at a time, the file has them all. */
const csvQuery = graphql`
  query DispatchToolbarCsvQuery($meal: MealOfDay!, $date: Date) {
    dispatchList(meal: $meal, date: $date) {
      entries {
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
  }
`;

export function DispatchToolbar({
  list,
  charged,
  report,
  onReport,
  onCharged,
}: {
  list: DispatchToolbar_list$key;
  /** The rows on screen that are charged now: a failure reported before is no longer one. */
  charged: ReadonlySet<number>;
  report: DeductAllReport | null;
  onReport: (report: DeductAllReport) => void;
  /** 'Deduct all' has charged: the list is read again. */
  onCharged(): void;
}) {
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DispatchToolbar_list on DispatchList @argumentDefinitions(withMoney: { type: "Boolean", defaultValue: false }) {
        date
        meal
        deductRefusal
        total
        toDeduct {
          meals
          total @include(if: $withMoney)
          short
        }
        skipped {
          userId
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
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const deductAll = async () => {
    try {
      const answer = await commitAsync(commit, { variables: { meal: data.meal, date: data.date } });
      onReport({ failed: answer.deductAll.failed });
      toast.success(deductAllMessage(answer.deductAll.charged));
      onCharged();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, DEDUCT_ALL_FAILED));
    } finally {
      setConfirming(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchQuery<DispatchToolbarCsvQuery>(environment, csvQuery, { meal: data.meal, date: data.date }, { fetchPolicy: 'network-only' }).toPromise();
      if (!all) throw new Error('No answer');
      saveCsv(`dispatch-${data.date}-${data.meal}.csv`, dispatchCsv(all.dispatchList.entries, all.dispatchList.skipped));
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  const { toDeduct } = data;
  const toCharge = toDeduct.meals + toDeduct.short > 0;
  const manage = useCanManage();
  const refusal = data.deductRefusal;
  const confirm = deductAllConfirmText({ meals: toDeduct.meals, total: toDeduct.total ?? 0, short: toDeduct.short });
  const failures = (report?.failed ?? []).filter((failure) => !charged.has(failure.userId));
  return (
    <div className={styles.toolbar}>
      <Flex gap={8} wrap align="center">
        {manage && (
          <Button
            type="primary"
            icon={<ThunderboltOutlined aria-hidden />}
            loading={deducting}
            disabled={!toCharge || refusal !== null}
            aria-describedby={refusal ? DEDUCT_REFUSAL_ID : undefined}
            onClick={() => setConfirming(true)}
          >
            Deduct all
          </Button>
        )}
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} disabled={data.total === 0 && data.skipped.length === 0} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
        {manage && refusal ? (
          <Typography.Text type="secondary" id={DEDUCT_REFUSAL_ID}>
            {refusal}
          </Typography.Text>
        ) : null}
      </Flex>
      {manage && (
        <Modal
          open={confirming}
          title={`Deduct all: ${data.meal} on ${dayLabel(data.date)}`}
          okText="Deduct"
          okButtonProps={{ loading: deducting }}
          cancelButtonProps={{ disabled: deducting }}
          onOk={() => void deductAll()}
          onCancel={() => setConfirming(false)}
          closable={!deducting}
          mask={{ closable: !deducting }}
        >
          <Typography.Paragraph style={{ marginBottom: confirm.note ? 8 : 0 }}>{confirm.question}</Typography.Paragraph>
          {confirm.note ? <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{confirm.note}</Typography.Paragraph> : null}
        </Modal>
      )}
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
