// The Actions cell of a dispatch row: 'Deduct
// credits' charges the slot of the list's day; success → 'Credits deducted successfully' and a disabled
// 'Deducted' (the API's `deducted` keeps it so after a reload); failure, an empty answer included →
// the server's message or 'Failed to deduct credits'. On a day the API will not charge yet it is
// disabled, with the API's reason beside 'Deduct all' and on hover.
import { useState } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { useCanManage } from '../../../lib/use-can-manage';
import { CheckOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { DeductButtonMutation } from './__generated__/DeductButtonMutation.graphql';
import type { DeductButton_entry$key } from './__generated__/DeductButton_entry.graphql';
import { failureText } from '@freshmeals/host-api';
import { DEDUCT_REFUSAL_ID } from './DispatchToolbar';

export const DEDUCT_FAILED = 'Failed to deduct credits';

export function DeductButton({
  entry,
  meal,
  date,
  refusal,
  onCharged,
}: {
  entry: DeductButton_entry$key;
  meal: DeductButtonMutation['variables']['meal'];
  /** The list's day, YYYY-MM-DD. */
  date: string;
  /** Why the list's meals cannot be charged now (the API's words); null when they can. */
  refusal: string | null;
  /** Called once the row is charged (the list's counts change). */
  onCharged?(): void;
}) {
  // Kitchen staff see who is charged; charging is the admins'.
  const manage = useCanManage();
  const data = useFragment(
    graphql`
      fragment DeductButton_entry on DispatchEntry {
        id
        userId
        name
        deducted
      }
    `,
    entry,
  );
  const [done, setDone] = useState(false);
  const [commit, pending] = useMutation<DeductButtonMutation>(graphql`
    mutation DeductButtonMutation($userId: Int!, $meal: MealOfDay!, $date: Date) {
      deductCredits(userId: $userId, meal: $meal, date: $date) {
        success
        userId
        meal
        balance
      }
    }
  `);

  if (!manage) return data.deducted || done ? <Typography.Text type="secondary">Deducted</Typography.Text> : null;
  if (data.deducted || done) {
    return (
      <Button size="small" disabled icon={<CheckOutlined aria-hidden />}>
        Deducted
      </Button>
    );
  }

  const deduct = () => {
    commit({
      variables: { userId: data.userId, meal, date },
      updater: (store, response) => {
        if (response?.deductCredits?.success) store.get(data.id)?.setValue(true, 'deducted');
      },
      onCompleted: (response, errors) => {
        if (errors?.length) {
          toast.error(failureText(errors[0], DEDUCT_FAILED));
          return;
        }
        if (!response?.deductCredits?.success) {
          toast.error(DEDUCT_FAILED);
          return;
        }
        setDone(true);
        toast.success('Credits deducted successfully');
        onCharged?.();
      },
      onError: (error) => {
        // Charged already (another admin, another tab): the row is deducted.
        if ((error as { code?: string }).code === 'CONFLICT') setDone(true);
        toast.error(failureText(error, DEDUCT_FAILED));
      },
    });
  };

  if (refusal) {
    return (
      <Tooltip title={refusal}>
        <Button size="small" disabled aria-label={`Deduct credits for ${data.name}`} aria-describedby={DEDUCT_REFUSAL_ID}>
          Deduct credits
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button size="small" type="primary" loading={pending} onClick={deduct} aria-label={`Deduct credits for ${data.name}`}>
      Deduct credits
    </Button>
  );
}
