// The order enquiry's fields, 'Create customer' (Add user filled in from the enquiry, which is then
// marked attended with a note) or, when its e-mail already has an account, a link to that account;
// and its save form (attended, admin notes).
import { Button, Card, Descriptions, Tag } from 'antd';
import { UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { useIsMobile } from '@freshmeals/ui';
import { capitalise, formatDateTime, mealTypeLabel } from '../../shared/format';
import type { OrderEnquiryDetails_enquiry$key } from './__generated__/OrderEnquiryDetails_enquiry.graphql';
import { OrderEnquiryForm } from './OrderEnquiryForm';

export function OrderEnquiryDetails({ enquiry }: { enquiry: OrderEnquiryDetails_enquiry$key }) {
  const data = useFragment(
    graphql`
      fragment OrderEnquiryDetails_enquiry on Enquiry {
        enquiryId
        name
        email
        phone
        mealType
        mealDetails
        duration
        addons
        createdAt
        attended
        account {
          email
          role
        }
        ...OrderEnquiryForm_enquiry
      }
    `,
    enquiry,
  );
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const createCustomer = () => {
    const params = new URLSearchParams({ addUser: '1', name: data.name, email: data.email, phone: data.phone, enquiryId: String(data.enquiryId) });
    navigate(`/dashboard/users?${params}`);
  };
  const { account } = data;
  // Customers are found on Users by their e-mail; staff live on Staff.
  const openAccount = () =>
    navigate(account?.role === 'customer' ? `/dashboard/users?${new URLSearchParams({ search: account.email })}` : '/dashboard/staff');
  return (
    <Card
      styles={{ body: { padding: isMobile ? 16 : 24 } }}
      extra={
        account ? (
          <Button icon={<UserOutlined aria-hidden />} onClick={openAccount}>
            {account.role === 'customer' ? 'View customer' : 'View staff member'}
          </Button>
        ) : (
          <Button icon={<UserAddOutlined aria-hidden />} onClick={createCustomer}>
            Create customer
          </Button>
        )
      }
      title="Enquiry"
    >
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        bordered={!isMobile}
        layout={isMobile ? 'vertical' : 'horizontal'}
        size="middle"
        items={[
          { key: 'name', label: 'Name', children: data.name },
          { key: 'email', label: 'Email', children: data.email },
          { key: 'phone', label: 'Phone', children: data.phone },
          { key: 'mealType', label: 'Meal Type', children: mealTypeLabel(data.mealType) },
          { key: 'mealDetails', label: 'Meal Details', children: data.mealDetails.map(capitalise).join(', ') || '—' },
          { key: 'duration', label: 'Duration', children: `${data.duration} days` },
          { key: 'addons', label: 'Add-ons', children: data.addons.length ? data.addons.join(', ') : 'None' },
          { key: 'createdAt', label: 'Received', children: formatDateTime(data.createdAt) },
          {
            key: 'attended',
            label: 'Status',
            children: data.attended ? <Tag color="green">Attended</Tag> : <Tag color="orange">Not attended</Tag>,
          },
        ]}
      />
      <OrderEnquiryForm enquiry={data} />
    </Card>
  );
}
