// The seller's GST details printed on every receipt voucher and tax invoice: legal name, address,
// state, GSTIN, FSSAI licence number, SAC code and rate, by the same rules the server checks. No
// document is issued until they are saved; documents already issued keep the details they had.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { taxSettingsSchema, type TaxSettingsInput } from '@freshmeals/rules/tax-documents';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { TaxSettingsForm_taxSettings$key } from './__generated__/TaxSettingsForm_taxSettings.graphql';
import type { TaxSettingsFormMutation } from './__generated__/TaxSettingsFormMutation.graphql';

export const TAX_SETTINGS_SAVED = 'GST details saved';
export const TAX_SAVE_FAILED = 'Failed to save the GST details';

type Values = TaxSettingsInput;

const FIELDS: { name: Exclude<keyof Values, 'stateCode' | 'ratePercent' | 'address'>; label: string; placeholder?: string }[] = [
  { name: 'legalName', label: 'Legal name' },
  { name: 'gstin', label: 'GSTIN', placeholder: '29ABCDE1234F1Z5' },
  { name: 'fssaiLicence', label: 'FSSAI licence number', placeholder: '14 digits' },
  { name: 'sacCode', label: 'SAC code' },
];

export function TaxSettingsForm({ taxSettings }: { taxSettings: TaxSettingsForm_taxSettings$key }) {
  const data = useFragment(
    graphql`
      fragment TaxSettingsForm_taxSettings on TaxSettings {
        configured
        legalName
        address
        stateCode
        gstin
        fssaiLicence
        sacCode
        ratePercent
        states {
          code
          name
        }
      }
    `,
    taxSettings,
  );
  const [commit] = useMutation<TaxSettingsFormMutation>(graphql`
    mutation TaxSettingsFormMutation($input: TaxSettingsInput!) {
      updateTaxSettings(input: $input) {
        ...TaxSettingsForm_taxSettings
      }
    }
  `);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(taxSettingsSchema),
    values: {
      legalName: data.legalName ?? '',
      address: data.address ?? '',
      stateCode: data.stateCode ?? '',
      gstin: data.gstin ?? '',
      fssaiLicence: data.fssaiLicence ?? '',
      sacCode: data.sacCode,
      ratePercent: data.ratePercent,
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, {
        variables: { input },
        // The details have no id of their own: the screen's query reads the saved ones from now on.
        updater: (store) => {
          const saved = store.getRootField('updateTaxSettings');
          if (saved) store.getRoot().setLinkedRecord(saved, 'taxSettings');
        },
      });
      toast.success(TAX_SETTINGS_SAVED);
    } catch (error) {
      toast.error(failureText(error, TAX_SAVE_FAILED));
    }
  });

  return (
    <Form layout="vertical" component="form" onFinish={() => void submit()} aria-labelledby="tax-settings-title">
      {data.configured ? null : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="No receipt voucher or tax invoice is issued until these are saved." />
      )}
      <Typography.Paragraph type="secondary">
        Printed on every receipt voucher and tax invoice. Documents already issued keep the details they were issued with.
      </Typography.Paragraph>
      {FIELDS.map((field) => (
        <Form.Item key={field.name} label={field.label} htmlFor={`tax-${field.name}`} validateStatus={errors[field.name] ? 'error' : undefined} help={errors[field.name]?.message}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: f }) => <Input id={`tax-${field.name}`} placeholder={field.placeholder} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />}
          />
        </Form.Item>
      ))}
      <Form.Item label="Address" htmlFor="tax-address" validateStatus={errors.address ? 'error' : undefined} help={errors.address?.message}>
        <Controller
          control={control}
          name="address"
          render={({ field }) => <Input.TextArea id="tax-address" rows={3} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Form.Item>
      <Form.Item label="State" htmlFor="tax-state" validateStatus={errors.stateCode ? 'error' : undefined} help={errors.stateCode?.message}>
        <Controller
          control={control}
          name="stateCode"
          render={({ field }) => (
            <Select
              id="tax-state"
              showSearch
              optionFilterProp="label"
              value={field.value || undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={data.states.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }))}
            />
          )}
        />
      </Form.Item>
      <Form.Item label="GST rate (%)" htmlFor="tax-rate" validateStatus={errors.ratePercent ? 'error' : undefined} help={errors.ratePercent?.message}>
        <Controller
          control={control}
          name="ratePercent"
          render={({ field }) => (
            <InputNumber
              id="tax-rate"
              min={0}
              max={28}
              precision={2}
              value={field.value}
              onChange={(value) => field.onChange(value ?? Number.NaN)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Save
      </Button>
    </Form>
  );
}
