// A transaction row's 'Reverse': asks first ('Reverse transaction #N?'), then adds the opposite
// entry. An entry that has been reversed reads 'Reversed'; a reversal has no button (it is not
// reversed in turn).
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { formatINR } from '../../shared/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { ReverseButtonMutation } from './__generated__/ReverseButtonMutation.graphql';

export const REVERSED = 'Transaction reversed';
export const REVERSE_FAILED = 'Failed to reverse transaction';

interface Props {
  transaction: {
    transactionId: number;
    type: string;
    amount: number;
    reversesTransactionId: number | null | undefined;
    reversedByTransactionId: number | null | undefined;
  };
  onReversed(): void;
}

export function ReverseButton({ transaction, onReversed }: Props) {
  const [commit, reversing] = useMutation<ReverseButtonMutation>(graphql`
    mutation ReverseButtonMutation($id: ID!) {
      reverseTransaction(id: $id) {
        reversal {
          id
        }
        user {
          id
          credit
        }
      }
    }
  `);
  const [asking, setAsking] = useState(false);
  const dialogMounted = useOpenedOnce(asking);
  if (transaction.reversesTransactionId != null) return null;
  if (transaction.reversedByTransactionId != null) return <Typography.Text type="secondary">Reversed</Typography.Text>;

  const confirm = async () => {
    try {
      await commitAsync(commit, { variables: { id: String(transaction.transactionId) } });
      toast.success(REVERSED);
      setAsking(false);
      onReversed();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, REVERSE_FAILED));
      setAsking(false);
    }
  };

  const opposite = transaction.type === 'credit' ? 'takes back' : 'gives back';
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={`Reverse transaction ${transaction.transactionId}`}>
        Reverse
      </Button>
      {dialogMounted && (
        <Modal
          open={asking}
          title={`Reverse transaction #${transaction.transactionId}?`}
          onCancel={() => setAsking(false)}
          onOk={() => void confirm()}
          okText="Reverse"
          cancelText="Cancel"
          okButtonProps={{ danger: true, loading: reversing }}
        >
          An opposite entry {opposite} {formatINR(transaction.amount)}. A transaction can be reversed once.
        </Modal>
      )}
    </>
  );
}
