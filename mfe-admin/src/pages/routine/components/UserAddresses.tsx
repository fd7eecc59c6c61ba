// A user's delivery addresses under their routine: the default first. Admins add, edit, make
// default and delete them (a PIN outside the service area is refused with the server's message);
// kitchen staff read them.
import { useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Empty, Flex, Form, Input, List, Modal, Tag, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { addressLine, addressSchema, MAX_ADDRESSES, toAddressInput, type AddressInput } from '@freshmeals/rules/addresses';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { useCanManage } from '../../../lib/use-can-manage';
import type { UserAddresses_query$data, UserAddresses_query$key } from './__generated__/UserAddresses_query.graphql';
import type { UserAddressesAddMutation } from './__generated__/UserAddressesAddMutation.graphql';
import type { UserAddressesUpdateMutation } from './__generated__/UserAddressesUpdateMutation.graphql';
import type { UserAddressesDeleteMutation } from './__generated__/UserAddressesDeleteMutation.graphql';

export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_DELETED = 'Address deleted';
export const ADDRESS_FAILED = 'Failed to save the address';

type Address = UserAddresses_query$data['addresses'][number];

const FIELDS = [
  { name: 'label', label: 'Label' },
  { name: 'line1', label: 'Address' },
  { name: 'line2', label: 'Address line 2 (optional)' },
  { name: 'landmark', label: 'Landmark (optional)' },
  { name: 'city', label: 'City' },
  { name: 'pin', label: 'PIN code' },
  { name: 'notes', label: 'Delivery notes (optional)' },
] as const;

const EMPTY: AddressInput = { label: 'Home', line1: '', line2: '', landmark: '', city: '', pin: '', notes: '', isDefault: false };


function AddressDialog({ initial, title, onSave, onClose }: { initial: AddressInput; title: string; onSave(input: AddressInput): Promise<string | null>; onClose(): void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const submit = handleSubmit(async (input) => {
    const pinError = await onSave(input);
    if (pinError) setError('pin', { message: pinError });
  });
  return (
    <Modal open onCancel={onClose} destroyOnHidden footer={null} title={title}>
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        {FIELDS.map((item) => (
          <Form.Item
            key={item.name}
            label={item.label}
            htmlFor={`address-${item.name}`}
            validateStatus={errors[item.name] ? 'error' : undefined}
            help={errors[item.name]?.message}
          >
            <Controller
              control={control}
              name={item.name}
              render={({ field }) => <Input id={`address-${item.name}`} autoComplete="off" {...field} value={field.value ?? ''} />}
            />
          </Form.Item>
        ))}
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} style={{ marginBottom: 16 }}>
              Deliver here by default
            </Checkbox>
          )}
        />
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          Save address
        </Button>
      </Form>
    </Modal>
  );
}

export function UserAddresses({ userId, query }: { userId: number; query: UserAddresses_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UserAddresses_query on Query
      @refetchable(queryName: "UserAddressesRefetchQuery")
      @argumentDefinitions(userId: { type: "Int!" }) {
        # Every field the routine editor reads of these addresses (addressId included): a refetch
        # here after a save is what brings a new address into its 'Deliver to' choice.
        addresses(userId: $userId) {
          id
          addressId
          label
          line1
          line2
          landmark
          city
          pin
          notes
          isDefault
        }
      }
    `,
    query,
  );
  const manage = useCanManage();
  const [commitAdd] = useMutation<UserAddressesAddMutation>(graphql`
    mutation UserAddressesAddMutation($userId: Int!, $input: AddressInput!) {
      addAddress(userId: $userId, input: $input) {
        id
      }
    }
  `);
  const [commitUpdate] = useMutation<UserAddressesUpdateMutation>(graphql`
    mutation UserAddressesUpdateMutation($id: ID!, $userId: Int!, $input: AddressInput!) {
      updateAddress(id: $id, userId: $userId, input: $input) {
        id
      }
    }
  `);
  const [commitDelete] = useMutation<UserAddressesDeleteMutation>(graphql`
    mutation UserAddressesDeleteMutation($id: ID!, $userId: Int!) {
      deleteAddress(id: $id, userId: $userId) {
        id
      }
    }
  `);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({ userId }, { fetchPolicy: 'network-only' });
    });

  const save = async (input: AddressInput, address?: Address): Promise<string | null> => {
    try {
      if (address) await commitAsync(commitUpdate, { variables: { id: address.id, userId, input } });
      else await commitAsync(commitAdd, { variables: { userId, input } });
      toast.success(ADDRESS_SAVED);
      setEditing(null);
      reload();
      return null;
    } catch (error) {
      const text = failureText(error, ADDRESS_FAILED);
      if (/PIN code/.test(text)) return text;
      toast.error(text);
      return null;
    }
  };
  const remove = async (address: Address) => {
    try {
      await commitAsync(commitDelete, { variables: { id: address.id, userId } });
      toast.success(ADDRESS_DELETED);
      reload();
    } catch (error) {
      toast.error(failureText(error, ADDRESS_FAILED));
    }
  };

  return (
    <section aria-labelledby="user-addresses-title" style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} id="user-addresses-title" style={{ fontSize: 18, margin: 0 }}>
          Delivery addresses
        </Typography.Title>
        {manage && data.addresses.length < MAX_ADDRESSES ? <Button onClick={() => setEditing('new')}>Add address</Button> : null}
      </Flex>
      {data.addresses.length === 0 ? (
        <Empty description="No address yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={[...data.addresses]}
          rowKey="id"
          renderItem={(address) => (
            <List.Item
              actions={
                manage
                  ? [
                      ...(address.isDefault
                        ? []
                        : [
                            <Button key="default" size="small" onClick={() => void save({ ...toAddressInput(address), isDefault: true }, address)}>
                              Make default
                            </Button>,
                          ]),
                      <Button key="edit" size="small" onClick={() => setEditing(address)}>
                        Edit
                      </Button>,
                      <Button key="delete" size="small" danger onClick={() => void remove(address)}>
                        Delete
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <>
                    {address.label} {address.isDefault ? <Tag color="green">Default</Tag> : null}
                  </>
                }
                description={
                  <>
                    {addressLine(address)}
                    {address.notes ? <div>{address.notes}</div> : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing ? (
        <AddressDialog
          title={editing === 'new' ? 'Add address' : 'Edit address'}
          initial={editing === 'new' ? { ...EMPTY, label: data.addresses.length === 0 ? 'Home' : '' } : toAddressInput(editing)}
          onSave={(input) => save(input, editing === 'new' ? undefined : editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
