// The customer's delivery addresses on the account page: the default first, each with 'Make
// default', 'Edit' and 'Delete', and 'Add address' (label, address lines, landmark, city, PIN code,
// delivery notes). The server checks the same rules, and refuses a PIN outside the service area
// with 'We do not deliver to this PIN code yet.' The address saved from the sign-up's PIN code has
// no street or city yet: it asks for them ('Complete address').
import { useState, useTransition } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { addressLine, addressSchema, COMPLETE_ADDRESS, MAX_ADDRESSES, toAddressInput, type AddressInput } from '@freshmeals/rules/addresses';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { Button, Field } from '../../ui/Field';
import type { AccountAddresses_viewer$key, AccountAddresses_viewer$data } from './__generated__/AccountAddresses_viewer.graphql';
import type { AccountAddressesAddMutation } from './__generated__/AccountAddressesAddMutation.graphql';
import type { AccountAddressesUpdateMutation } from './__generated__/AccountAddressesUpdateMutation.graphql';
import type { AccountAddressesDeleteMutation } from './__generated__/AccountAddressesDeleteMutation.graphql';
import styles from './Account.module.css';

export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_DELETED = 'Address deleted';
export const ADDRESS_FAILED = 'We could not save the address. Please try again.';

type Address = AccountAddresses_viewer$data['addresses'][number];

const EMPTY: AddressInput = { label: 'Home', line1: '', line2: '', landmark: '', city: '', pin: '', notes: '', isDefault: false };

const FIELDS = [
  { name: 'label', label: 'Label', autoComplete: 'off' },
  { name: 'line1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'Landmark (optional)', autoComplete: 'off' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'pin', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'notes', label: 'Delivery notes (optional)', autoComplete: 'off' },
] as const;

function AddressForm({ initial, onSave, onCancel }: { initial: AddressInput; onSave(input: AddressInput): Promise<string | null>; onCancel(): void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const submit = handleSubmit(async (input) => {
    const pinError = await onSave(input);
    if (pinError) setError('pin', { message: pinError });
  });
  return (
    <form className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Address">
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          inputMode={'inputMode' in field ? field.inputMode : undefined}
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('isDefault')} /> Deliver here by default
      </label>
      <div className={styles.formActions}>
        <Button type="submit" auto busy={isSubmitting}>
          Save address
        </Button>
        <Button variant="secondary" auto onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AccountAddresses({ viewer }: { viewer: AccountAddresses_viewer$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment AccountAddresses_viewer on User @refetchable(queryName: "AccountAddressesRefetchQuery") {
        addresses {
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
          complete
        }
      }
    `,
    viewer,
  );
  const [commitAdd] = useMutation<AccountAddressesAddMutation>(graphql`
    mutation AccountAddressesAddMutation($input: AddressInput!) {
      addAddress(input: $input) {
        id
      }
    }
  `);
  const [commitUpdate] = useMutation<AccountAddressesUpdateMutation>(graphql`
    mutation AccountAddressesUpdateMutation($id: ID!, $input: AddressInput!) {
      updateAddress(id: $id, input: $input) {
        id
      }
    }
  `);
  const [commitDelete] = useMutation<AccountAddressesDeleteMutation>(graphql`
    mutation AccountAddressesDeleteMutation($id: ID!) {
      deleteAddress(id: $id) {
        id
      }
    }
  `);
  // null: no form; 'new': adding; an id: editing that address.
  const [editing, setEditing] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  /** Saves; answers the PIN's error to show under its field, or null. */
  const save = async (input: AddressInput, address?: Address): Promise<string | null> => {
    try {
      if (address) await commitAsync(commitUpdate, { variables: { id: address.id, input } });
      else await commitAsync(commitAdd, { variables: { input } });
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
  const makeDefault = (address: Address) => void save({ ...toAddressInput(address), isDefault: true }, address);
  const remove = async (address: Address) => {
    try {
      await commitAsync(commitDelete, { variables: { id: address.id } });
      toast.success(ADDRESS_DELETED);
      reload();
    } catch (error) {
      toast.error(failureText(error, ADDRESS_FAILED));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-addresses-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-addresses-title" className={styles.sectionTitle}>
          Delivery addresses
        </h2>
        <p className={styles.sectionNote}>Meals go to the default address unless your routine names another.</p>
      </div>
      {data.addresses.length === 0 && editing === null ? <p className={styles.empty}>No address yet.</p> : null}
      <ul className={styles.list}>
        {data.addresses.map((address) => (
          <li key={address.id} className={`${styles.row} ${styles.addressRow}`}>
            {editing === address.id ? (
              <AddressForm initial={toAddressInput(address)} onSave={(input) => save(input, address)} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {address.label}
                    {address.isDefault ? <span className={`${styles.badge} ${styles.badgeCredit}`}>Default</span> : null}
                  </p>
                  <p className={styles.rowText}>
                    {addressLine(address)}
                  </p>
                  {address.notes ? <p className={styles.rowText}>{address.notes}</p> : null}
                  {address.complete ? null : <p className={styles.addressPrompt}>{COMPLETE_ADDRESS}</p>}
                </div>
                <div className={styles.rowActions}>
                  {!address.isDefault && address.complete ? (
                    <Button variant="secondary" auto onClick={() => makeDefault(address)}>
                      Make default
                    </Button>
                  ) : null}
                  <Button variant={address.complete ? 'secondary' : undefined} auto onClick={() => setEditing(address.id)}>
                    {address.complete ? 'Edit' : 'Complete address'}
                  </Button>
                  <Button variant="secondary" auto onClick={() => void remove(address)}>
                    Delete
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm initial={{ ...EMPTY, label: data.addresses.length === 0 ? 'Home' : '' }} onSave={(input) => save(input)} onCancel={() => setEditing(null)} />
      ) : data.addresses.length < MAX_ADDRESSES ? (
        <Button variant="secondary" auto onClick={() => setEditing('new')}>
          Add address
        </Button>
      ) : null}
    </section>
  );
}

