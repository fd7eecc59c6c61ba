// 'Invite staff': Name, Email, Phone and Role (Admin or Kitchen). The server e-mails the new member a
// link to set their password, as Add user does for a customer.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { inviteStaffSchema, ROLE_LABELS, STAFF_ROLES, type InviteStaffInput } from '@freshmeals/rules/users';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { InviteStaffDialogMutation } from './__generated__/InviteStaffDialogMutation.graphql';

export const INVITED = 'Invitation sent';
export const INVITE_FAILED = 'Failed to invite';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
] as const;

const EMPTY: InviteStaffInput = { name: '', email: '', phone: '', role: 'kitchen' };

export function InviteStaffDialog({ open, onClose, onInvited }: { open: boolean; onClose(): void; onInvited(): void }) {
  const [commit] = useMutation<InviteStaffDialogMutation>(graphql`
    mutation InviteStaffDialogMutation($input: InviteStaffInput!) {
      inviteStaff(input: $input) {
        id
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteStaffInput>({ resolver: zodResolver(inviteStaffSchema), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(INVITED);
      close();
      onInvited();
    } catch (error) {
      toast.error(failureText(error, INVITE_FAILED));
    }
  });

  return (
    <Modal open={open} onCancel={close} destroyOnHidden footer={null} title="Invite staff">
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        {FIELDS.map((item) => (
          <Form.Item
            key={item.name}
            label={item.label}
            htmlFor={`staff-${item.name}`}
            validateStatus={errors[item.name] ? 'error' : undefined}
            help={errors[item.name]?.message}
          >
            <Controller
              control={control}
              name={item.name}
              render={({ field }) => <Input id={`staff-${item.name}`} type={item.type} autoComplete="off" {...field} />}
            />
          </Form.Item>
        ))}
        <Form.Item label="Role" validateStatus={errors.role ? 'error' : undefined} help={errors.role?.message}>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                aria-label="Role"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              />
            )}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </Form>
    </Modal>
  );
}
