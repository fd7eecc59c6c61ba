// A user row's actions: Enable/Disable ('Updating...' while pending), Add Credit (dialog),
// View Transactions and Routine (screens that take userId, name and email from the query string).
import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { UserActions_user$key } from './__generated__/UserActions_user.graphql';
import type { UserActionsSetDisabledMutation } from './__generated__/UserActionsSetDisabledMutation.graphql';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { userScreenPath } from '../../shared/user-screens';
import { useCanManage } from '../../../lib/use-can-manage';
import { usePreloadIntent } from '../../../lib/preload-link';
import { useOpenedOnce } from '../../../lib/use-opened-once';

/** Loaded when a row's Add Credit first opens (downloaded ahead with the screen): see UsersPage's dialog. */
const AddCreditDialog = lazy(() => import(/* webpackPrefetch: true */ './AddCreditDialog').then((module) => ({ default: module.AddCreditDialog })));

export const ENABLED = 'User enabled successfully';
export const DISABLED = 'User disabled successfully';
export const STATUS_FAILED = 'Failed to update status';

/** `users/transactions?userId=..&name=..&email=..` (relative to /dashboard). */
export { userScreenPath } from '../../shared/user-screens';

interface Props {
  user: UserActions_user$key;
  onChanged(): void;
  /** A phone's narrow column: the buttons one above the other, each as wide as the column. */
  stacked?: boolean;
}

export function UserActions({ user, onChanged, stacked = false }: Props) {
  const data = useFragment(
    graphql`
      fragment UserActions_user on User @argumentDefinitions(withMoney: { type: "Boolean", defaultValue: false }) {
        userId
        name
        email
        isDisabled
        # Add Credit shows the balance: asked for only where money is read (admins, who alone see the button).
        ...AddCreditDialog_user @include(if: $withMoney) @alias(as: "creditDialog")
      }
    `,
    user,
  );
  const [commit, updating] = useMutation<UserActionsSetDisabledMutation>(graphql`
    mutation UserActionsSetDisabledMutation($userId: Int!, $disabled: Boolean!) {
      setUserDisabled(userId: $userId, disabled: $disabled) {
        id
        isDisabled
      }
    }
  `);
  const [crediting, setCrediting] = useState(false);
  const creditDialogMounted = useOpenedOnce(crediting);
  const navigate = useNavigate();
  const manage = useCanManage();
  const transactionsPath = userScreenPath('transactions', data);
  const routinePath = userScreenPath('user-routine', data);
  const transactionsIntent = usePreloadIntent(transactionsPath);
  const routineIntent = usePreloadIntent(routinePath);

  const toggle = async () => {
    const disable = !data.isDisabled;
    try {
      await commitAsync(commit, { variables: { userId: data.userId, disabled: disable } });
      toast.success(disable ? DISABLED : ENABLED);
      onChanged();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, STATUS_FAILED));
    }
  };

  // Kitchen staff read a user's routine; the rest is the admins'.
  if (!manage) {
    return (
      <Button size="small" {...routineIntent} onClick={() => navigate(routinePath)}>
        Routine
      </Button>
    );
  }
  return (
    <Flex gap={6} wrap={!stacked} vertical={stacked} style={stacked ? { width: '100%' } : { width: 250, maxWidth: '48vw' }}>
      <Button
        size="small"
        block={stacked}
        danger={!data.isDisabled}
        disabled={updating}
        onClick={() => void toggle()}
        style={{ minWidth: 84 }}
      >
        {updating ? 'Updating...' : data.isDisabled ? 'Enable' : 'Disable'}
      </Button>
      {data.creditDialog && (
        <Button size="small" block={stacked} onClick={() => setCrediting(true)}>
          Add Credit
        </Button>
      )}
      <Button size="small" block={stacked} {...transactionsIntent} onClick={() => navigate(transactionsPath)}>
        View Transactions
      </Button>
      <Button size="small" block={stacked} {...routineIntent} onClick={() => navigate(routinePath)}>
        Routine
      </Button>
      {data.creditDialog && creditDialogMounted && (
        <Suspense fallback={null}>
          <AddCreditDialog user={data.creditDialog} open={crediting} onClose={() => setCrediting(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
