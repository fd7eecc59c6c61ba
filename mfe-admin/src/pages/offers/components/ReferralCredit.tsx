// The referral credit on the offers screen: what each of the two customers gets when a customer who
// signed up through another's link pays their first top-up, and 'Edit' to change it (0 turns
// referrals off). Checked by the server's own rule and words.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { z } from 'zod';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { referralCreditSchema } from '@freshmeals/rules/referrals';
import type { ReferralCredit_query$key } from './__generated__/ReferralCredit_query.graphql';
import type { ReferralCreditMutation } from './__generated__/ReferralCreditMutation.graphql';
import { NumberField } from './fields';

export const REFERRAL_SAVED = 'Referral credit saved';
export const REFERRAL_SAVE_FAILED = 'Failed to save the referral credit';

type CreditForm = z.input<typeof referralCreditSchema>;
type CreditValues = z.output<typeof referralCreditSchema>;

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

function ReferralCreditDialog({ credit, onClose, onSaved }: { credit: number; onClose(): void; onSaved(): void }) {
  const [commit] = useMutation<ReferralCreditMutation>(graphql`
    mutation ReferralCreditMutation($input: ReferralProgrammeInput!) {
      updateReferralProgramme(input: $input) {
        credit
        active
      }
    }
  `);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreditForm, unknown, CreditValues>({ resolver: zodResolver(referralCreditSchema), defaultValues: { credit } });

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(REFERRAL_SAVED);
      onSaved();
      onClose();
    } catch (error) {
      setError('credit', { message: failureText(error, REFERRAL_SAVE_FAILED) }, { shouldFocus: true });
    }
  });

  return (
    <Modal open title="Edit referral credit" onCancel={onClose} okText="Save" onOk={() => void submit()} confirmLoading={isSubmitting} destroyOnHidden>
      <Form layout="vertical" component="form" onFinish={() => void submit()} requiredMark={false}>
        <NumberField
          control={control}
          name="credit"
          id="referral-credit"
          label="Credit for each customer (₹)"
          error={errors.credit?.message}
          help="Both the customer who shared the link and the friend get it, once, when the friend's first top-up is paid. 0 turns referrals off."
          prefix="₹"
        />
      </Form>
    </Modal>
  );
}

export function ReferralCredit({ query, onSaved }: { query: ReferralCredit_query$key; onSaved(): void }) {
  const { referralProgramme } = useFragment(
    graphql`
      fragment ReferralCredit_query on Query {
        referralProgramme {
          credit
          active
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState(false);
  return (
    <Card
      size="small"
      title="Referral credit"
      extra={
        <Button onClick={() => setEditing(true)} aria-label="Edit referral credit">
          Edit
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <Typography.Text>
        {referralProgramme.active
          ? `${inr(referralProgramme.credit)} to each customer when a friend who signed up through their link pays a first top-up.`
          : 'Off: customers can still share their link, but a referral gives no credit.'}
      </Typography.Text>
      {editing ? <ReferralCreditDialog credit={referralProgramme.credit} onClose={() => setEditing(false)} onSaved={onSaved} /> : null}
    </Card>
  );
}
