// The staff table: name and e-mail, role (a select that changes it at once), status, and
// Disable / Enable. The server keeps the last active admin: its refusal is shown as a toast.
import { Button, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { ROLE_LABELS, ROLES } from '@freshmeals/rules/users';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { StaffTable_query$data, StaffTable_query$key } from './__generated__/StaffTable_query.graphql';
import type { StaffTableRoleMutation } from './__generated__/StaffTableRoleMutation.graphql';
import type { StaffTableDisableMutation } from './__generated__/StaffTableDisableMutation.graphql';

export const ROLE_UPDATED = 'Role updated';
export const ROLE_FAILED = 'Failed to change the role';
export const STATUS_UPDATED = 'Status updated';
export const STATUS_FAILED = 'Failed to update status';

type Row = StaffTable_query$data['staff'][number];
type Role = (typeof ROLES)[number];

export function StaffTable({ query, onChanged }: { query: StaffTable_query$key; onChanged(): void }) {
  const data = useFragment(
    graphql`
      fragment StaffTable_query on Query {
        staff {
          id
          userId
          name
          email
          role
          isDisabled
        }
      }
    `,
    query,
  );
  const [commitRole] = useMutation<StaffTableRoleMutation>(graphql`
    mutation StaffTableRoleMutation($userId: Int!, $role: Role!) {
      setUserRole(userId: $userId, role: $role) {
        id
        role
      }
    }
  `);
  const [commitDisabled] = useMutation<StaffTableDisableMutation>(graphql`
    mutation StaffTableDisableMutation($userId: Int!, $disabled: Boolean!) {
      setUserDisabled(userId: $userId, disabled: $disabled) {
        id
        isDisabled
      }
    }
  `);
  const scroller = useKeyboardScroll('Staff table');

  const changeRole = async (row: Row, role: Role) => {
    try {
      await commitAsync(commitRole, { variables: { userId: row.userId, role } });
      toast.success(ROLE_UPDATED);
      onChanged();
    } catch (error) {
      toast.error(failureText(error, ROLE_FAILED));
    }
  };
  const toggle = async (row: Row) => {
    try {
      await commitAsync(commitDisabled, { variables: { userId: row.userId, disabled: !row.isDisabled } });
      toast.success(STATUS_UPDATED);
    } catch (error) {
      toast.error(failureText(error, STATUS_FAILED));
    }
  };

  const columns: ColumnsType<Row> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, row) => (
        <Select<Role>
          aria-label={`Role of ${row.name}`}
          style={{ width: 130 }}
          value={row.role as Role}
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onChange={(role) => void changeRole(row, role)}
        />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (row.isDisabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Button size="small" danger={!row.isDisabled} onClick={() => void toggle(row)} aria-label={`${row.isDisabled ? 'Enable' : 'Disable'} ${row.name}`}>
          {row.isDisabled ? 'Enable' : 'Disable'}
        </Button>
      ),
    },
  ];

  return (
    <div ref={scroller}>
      <Table<Row> rowKey="id" columns={columns} dataSource={[...data.staff]} pagination={false} scroll={{ x: 'max-content' }} />
    </div>
  );
}
