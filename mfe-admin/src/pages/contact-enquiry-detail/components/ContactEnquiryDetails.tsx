// The contact enquiry's fields and its save form (attended, session notes).
import { Card, Descriptions, Tag } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import { useIsMobile } from '@freshmeals/ui';
import { formatDateTime } from '../../shared/format';
import type { ContactEnquiryDetails_contact$key } from './__generated__/ContactEnquiryDetails_contact.graphql';
import { ContactEnquiryForm } from './ContactEnquiryForm';

export function ContactEnquiryDetails({ contact }: { contact: ContactEnquiryDetails_contact$key }) {
  const data = useFragment(
    graphql`
      fragment ContactEnquiryDetails_contact on ContactEnquiry {
        name
        email
        phone
        message
        submittedAt
        attended
        ...ContactEnquiryForm_contact
      }
    `,
    contact,
  );
  const isMobile = useIsMobile();
  return (
    <Card styles={{ body: { padding: isMobile ? 16 : 24 } }}>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        bordered={!isMobile}
        layout={isMobile ? 'vertical' : 'horizontal'}
        size="middle"
        items={[
          { key: 'name', label: 'Name', children: data.name },
          { key: 'email', label: 'Email', children: data.email },
          { key: 'phone', label: 'Phone', children: data.phone },
          { key: 'submittedAt', label: 'Submitted', children: formatDateTime(data.submittedAt) },
          {
            key: 'attended',
            label: 'Status',
            children: data.attended ? <Tag color="green">Attended</Tag> : <Tag color="orange">Not attended</Tag>,
          },
          { key: 'message', label: 'Message', span: 'filled', children: <span style={{ whiteSpace: 'pre-wrap' }}>{data.message}</span> },
        ]}
      />
      <ContactEnquiryForm contact={data} />
    </Card>
  );
}
