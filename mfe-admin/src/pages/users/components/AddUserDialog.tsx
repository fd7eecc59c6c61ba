// The Add user dialog: 'Create new user', 'Add few details to get
// started', Name, Email, Phone, 'Add User' / 'Adding...'. The server e-mails the new user a link to
// set their password. Below the contact details, an optional first delivery address (their default):
// left blank, none; partly filled, the address rules say what is missing.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Form, Input, Modal, Typography } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { newCustomerSchema, type NewCustomerData, type NewCustomerInput } from '@freshmeals/rules/users';
import type { AddUserDialogMutation } from './__generated__/AddUserDialogMutation.graphql';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { MESSAGES as ADDRESS_MESSAGES } from '@freshmeals/rules/addresses';

const OUTSIDE_AREA = ADDRESS_MESSAGES.outsideArea;

export const ADDED = 'User added successfully';
export const ADD_FAILED = 'Failed to add user';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
] as const;

const ADDRESS_FIELDS = [
  { name: 'line1', label: 'Address' },
  { name: 'landmark', label: 'Landmark (optional)' },
  { name: 'city', label: 'City' },
  { name: 'pin', label: 'PIN code' },
  { name: 'notes', label: 'Delivery notes (optional)' },
] as const;

const NO_ADDRESS = { label: 'Home', line1: '', landmark: '', city: '', pin: '', notes: '' };

/** 'Create customer' from an order enquiry: its contact details, and the enquiry to mark attended. */
export interface AddUserPrefill {
  name: string;
  email: string;
  phone: string;
  enquiryId: number;
}

interface Props {
  open: boolean;
  onClose(): void;
  onAdded(): void;
  prefill?: AddUserPrefill | null;
}

export function AddUserDialog({ open, onClose, onAdded, prefill = null }: Props) {
  const [commit] = useMutation<AddUserDialogMutation>(graphql`
    mutation AddUserDialogMutation($input: RegisterUserInput!) {
      registerUser(input: $input) {
        id
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewCustomerInput, unknown, NewCustomerData>({
    // The address rule takes any value (a blank address is none), so zod types its input as unknown;
    // the form's own values are typed here.
    resolver: zodResolver(newCustomerSchema) as Resolver<NewCustomerInput, unknown, NewCustomerData>,
    defaultValues: { name: '', email: '', phone: '', address: NO_ADDRESS },
    // Filled in from the enquiry whenever it is given; reset() brings back the empty form.
    values: prefill ? { name: prefill.name, email: prefill.email, phone: prefill.phone, address: NO_ADDRESS } : undefined,
  });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input: { ...input, address: input.address ?? null, fromEnquiryId: prefill?.enquiryId ?? null } } });
      toast.success(ADDED);
      close();
      onAdded();
    } catch (error) {
      console.error(error);
      const text = failureText(error, ADD_FAILED);
      // A PIN outside the service area belongs under the PIN field.
      if (text === OUTSIDE_AREA) setError('address.pin', { message: text });
      else toast.error(text);
    }
  });

  return (
    <Modal
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={null}
      title={
        <>
          Create new user
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontWeight: 'normal' }}>
            Add few details to get started
          </Typography.Paragraph>
        </>
      }
    >
      {prefill ? (
        <Typography.Paragraph type="secondary">
          From order enquiry #{prefill.enquiryId}: it will be marked attended.
        </Typography.Paragraph>
      ) : null}
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        {FIELDS.map((item) => (
          <Form.Item
            key={item.name}
            label={item.label}
            htmlFor={`new-user-${item.name}`}
            validateStatus={errors[item.name] ? 'error' : undefined}
            help={errors[item.name]?.message}
          >
            <Controller
              control={control}
              name={item.name}
              render={({ field }) => <Input id={`new-user-${item.name}`} type={item.type} autoComplete={item.autoComplete} {...field} />}
            />
          </Form.Item>
        ))}
        <Divider titlePlacement="start" plain style={{ margin: '4px 0 12px' }}>
          Delivery address (optional)
        </Divider>
        {ADDRESS_FIELDS.map((item) => {
          const error = errors.address?.[item.name];
          return (
            <Form.Item
              key={item.name}
              label={item.label}
              htmlFor={`new-user-address-${item.name}`}
              validateStatus={error ? 'error' : undefined}
              help={error?.message}
            >
              <Controller
                control={control}
                name={`address.${item.name}`}
                render={({ field }) => (
                  <Input id={`new-user-address-${item.name}`} autoComplete="off" {...field} value={field.value ?? ''} />
                )}
              />
            </Form.Item>
          );
        })}
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add User'}
        </Button>
      </Form>
    </Modal>
  );
}
