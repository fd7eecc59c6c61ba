// 'Return credit' on a dispatch row whose meal was not delivered and was charged: after a
// confirmation, the meal's charge is given back (a reversal, once; the server refuses a second).
// 'Credit returned' from then on, for everyone. Admins only: kitchen staff read the state.
import { useState } from 'react';
import { Button, Popconfirm, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { errorCode, failureText } from '@freshmeals/host-api';
import { useCanManage } from '../../../lib/use-can-manage';
import type { ReturnCreditButton_entry$key } from './__generated__/ReturnCreditButton_entry.graphql';
import type { ReturnCreditButtonMutation } from './__generated__/ReturnCreditButtonMutation.graphql';

export const RETURN_FAILED = 'Failed to return the credit';

export function ReturnCreditButton({ entry }: { entry: ReturnCreditButton_entry$key }) {
  const manage = useCanManage();
  const data = useFragment(
    graphql`
      fragment ReturnCreditButton_entry on DispatchEntry {
        id
        mealId
        name
        state
        deducted
        creditReturned
      }
    `,
    entry,
  );
  const [returned, setReturned] = useState(false);
  const [commit, pending] = useMutation<ReturnCreditButtonMutation>(graphql`
    mutation ReturnCreditButtonMutation($id: ID!) {
      returnMealCredit(id: $id) {
        mealId
        creditReturned
      }
    }
  `);

  if (data.creditReturned || returned) return <Typography.Text type="secondary">Credit returned</Typography.Text>;
  if (!manage || data.state !== 'not_delivered' || !data.deducted || data.mealId == null) return null;

  const giveBack = () => {
    commit({
      variables: { id: String(data.mealId) },
      updater: (store, response) => {
        if (response?.returnMealCredit?.creditReturned) store.get(data.id)?.setValue(true, 'creditReturned');
      },
      onCompleted: (response, errors) => {
        if (errors?.length || !response?.returnMealCredit?.creditReturned) {
          if (errorCode({ errors }) === 'CONFLICT') setReturned(true);
          toast.error(failureText(errors?.[0], RETURN_FAILED));
          return;
        }
        setReturned(true);
        toast.success('Credit returned');
      },
      onError: (error) => {
        // Returned already (another admin, another tab): the row says so.
        if (errorCode(error) === 'CONFLICT') setReturned(true);
        toast.error(failureText(error, RETURN_FAILED));
      },
    });
  };

  return (
    <Popconfirm
      title="Return credit"
      description={`Give back what ${data.name} was charged for this meal?`}
      okText="Return credit"
      cancelText="Cancel"
      onConfirm={giveBack}
    >
      <Button size="small" danger loading={pending} icon={<RollbackOutlined aria-hidden />} aria-label={`Return credit to ${data.name}`}>
        Return credit
      </Button>
    </Popconfirm>
  );
}
