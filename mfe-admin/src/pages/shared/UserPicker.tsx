// Choose a user for a per-user screen opened without one (e.g. /dashboard/users/transactions from
// a bookmark): search by name, e-mail or phone (300 ms after the last keystroke, as on Users),
// then the screen opens for the chosen user.
import { useEffect, useState } from 'react';
import { Card, Select, Spin, Typography } from 'antd';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';
import { userScreenPath, type UserRef, type UserScreen } from './user-screens';
import type { UserPickerSearchQuery } from './__generated__/UserPickerSearchQuery.graphql';

export const PICKER_LABEL = 'Choose a user';
export const PICKER_PLACEHOLDER = 'Search by name, email or phone';
export const PICKER_RESULTS = 10;

const searchQuery = graphql`
  query UserPickerSearchQuery($search: String, $first: Int!) {
    users(search: $search, first: $first) {
      edges {
        node {
          id
          userId
          name
          email
          phone
        }
      }
    }
  }
`;

interface Option extends UserRef {
  id: string;
  phone: string;
}

export function UserPicker({ screen }: { screen: UserScreen }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setLoading(true);
    const subscription = fetchQuery<UserPickerSearchQuery>(environment, searchQuery, { search: search || null, first: PICKER_RESULTS }).subscribe({
      next: (data) => {
        setOptions(data.users.edges.map((edge) => edge.node));
        setFailed(false);
        setLoading(false);
      },
      error: (error: unknown) => {
        console.error(error);
        setFailed(true);
        setLoading(false);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, search]);

  const pick = (userId: number) => {
    const user = options.find((option) => option.userId === userId);
    if (user) navigate(userScreenPath(screen, user));
  };

  return (
    <Card style={{ maxWidth: 560 }}>
      <Typography.Paragraph>
        <label htmlFor="user-picker">{PICKER_LABEL}</label>
      </Typography.Paragraph>
      <Select<number>
        id="user-picker"
        showSearch={{ filterOption: false, onSearch: setTerm }}
        placeholder={PICKER_PLACEHOLDER}
        style={{ width: '100%' }}
        loading={loading}
        notFoundContent={loading ? <Spin size="small" /> : failed ? 'Failed to load users' : 'No users found'}
        onChange={pick}
        options={options.map((option) => ({
          value: option.userId,
          label: `${option.name} – ${option.email}`,
          title: `${option.name}, ${option.email}, ${option.phone}`,
        }))}
      />
    </Card>
  );
}
