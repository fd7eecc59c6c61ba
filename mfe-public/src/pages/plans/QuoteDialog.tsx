// 'Get Your Meal Plan Quote': the selection summary and the quote contact form.
// The enquiry goes through the createEnquiry mutation; alreadyExists opens 'Enquiry Already Exists'
// (Cancel / Resubmit with override true); success resets the form and the selection and closes.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { quoteContactSchema, type QuoteContactInput } from '@freshmeals/rules/enquiry';
import type { PlanChoice } from '@freshmeals/rules/plan-proposal';
import { trackQuoteFormOnce } from '../../analytics';
import { ADDON_OPTIONS, DURATION_OPTIONS, MEAL_TYPE_OPTIONS, PLANS } from '../../site/content';
import { Dialog } from '../../ui/Dialog';
import { Button, Field } from '../../ui/Field';
import {
  checkPlanSelection,
  QUOTE_FAILED,
  QUOTE_SUCCESS,
  SELECT_PLAN_FIRST,
  type PlanCheck,
  type PlanErrors,
  type PlanSelection,
} from './quote';
import styles from './PlansPage.module.css';
import type { QuoteDialogMutation } from './__generated__/QuoteDialogMutation.graphql';
import { commitAsync, serverMessage } from '@freshmeals/host-api';

const createEnquiryMutation = graphql`
  mutation QuoteDialogMutation($input: CreateEnquiryInput!) {
    createEnquiry(input: $input) {
      alreadyExists
      enquiry {
        id
      }
    }
  }
`;

const EMPTY_CONTACT: QuoteContactInput = { name: '', email: '', phone: '' };

type EnquiryInput = QuoteDialogMutation['variables']['input'];

export interface QuoteDialogProps {
  open: boolean;
  onClose(): void;
  selection: PlanSelection;
  planErrors: PlanErrors;
  /** Whether the plan has been checked once: from then on its messages follow the selection. */
  planChecked: boolean;
  onPlanChecked(result: PlanCheck): void;
  /** The quote was sent, for this plan, by this person (their details go on to a sign-up with it). */
  onSubmitted(plan: PlanChoice | null, contact: QuoteContactInput): void;
}

function Summary({ selection, errors }: { selection: PlanSelection; errors: PlanErrors }) {
  const plan = PLANS.find((p) => p.id === selection.plan);
  const meals = MEAL_TYPE_OPTIONS.filter((m) => selection.meals.includes(m.value)).map((m) => m.label);
  const duration = DURATION_OPTIONS.find((d) => d.value === selection.duration)?.label;
  const addons = ADDON_OPTIONS.filter((a) => selection.addons.includes(a.id)).map((a) => a.name);
  const messages = [errors.plan, errors.meals, errors.duration, errors.addons].filter(Boolean) as string[];
  return (
    <div className={styles.summary} aria-label="Your selection">
      <dl>
        <div>
          <dt>Plan</dt>
          <dd>{plan?.name ?? 'Not selected'}</dd>
        </div>
        <div>
          <dt>Meals</dt>
          <dd>{meals.length ? meals.join(', ') : 'Not selected'}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{duration ?? 'Not selected'}</dd>
        </div>
        <div>
          <dt>Add-ons</dt>
          <dd>{addons.length ? addons.join(', ') : 'None'}</dd>
        </div>
      </dl>
      {messages.length ? (
        // The alert wraps the list: a role on the <ul> itself would take its list semantics away.
        <div role="alert" data-testid="quote-plan-errors">
          <ul className={styles.summaryErrors}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function QuoteDialog({ open, onClose, selection, planErrors, planChecked, onPlanChecked, onSubmitted }: QuoteDialogProps) {
  const [commit] = useMutation<QuoteDialogMutation>(createEnquiryMutation);
  const [pending, setPending] = useState<EnquiryInput | null>(null);
  const [sending, setSending] = useState(false);
  // Toasts sit under a modal's backdrop: the dialog repeats its own failure inline.
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuoteContactInput>({ resolver: zodResolver(quoteContactSchema), defaultValues: EMPTY_CONTACT });
  const sendingRef = useRef(false);

  // After a first check the plan's messages follow the selection as it changes.
  const recheck = useEffectEvent(() => onPlanChecked(checkPlanSelection(selection)));
  useEffect(() => {
    if (planChecked) recheck();
  }, [planChecked, selection]);
  // Checked as the dialog opens: what the selection lacks (no meal, no duration) shows in its
  // summary at once, before the visitor types their details.
  useEffect(() => {
    if (open) recheck();
  }, [open]);

  const send = async (input: EnquiryInput) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const { createEnquiry } = await commitAsync(commit, { variables: { input } });
      if (createEnquiry.alreadyExists) {
        setPending(input);
        return;
      }
      setPending(null);
      setFormError(null);
      reset(EMPTY_CONTACT);
      toast.success(QUOTE_SUCCESS);
      const sent = checkPlanSelection(selection);
      onSubmitted(
        sent.ok ? { plan: sent.value.mealType, meals: sent.value.mealDetails, duration: sent.value.duration, addons: sent.value.addons } : null,
        { name: input.name, email: input.email, phone: input.phone },
      );
    } catch (error) {
      const message = serverMessage(error) ?? QUOTE_FAILED;
      setFormError(message);
      toast.error(message);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const submitContact = handleSubmit(async (contact) => {
    const plan = checkPlanSelection(selection);
    if (!plan.ok) return;
    trackQuoteFormOnce('quote_form_submit', { page: 'plans', plan: plan.value.mealType });
    await send({ ...contact, ...plan.value, override: false });
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const plan = checkPlanSelection(selection);
    onPlanChecked(plan);
    // Said once, in the dialog where the user is (a toast would repeat it under the backdrop).
    setFormError(selection.plan ? null : SELECT_PLAN_FIRST);
    void submitContact(event);
  };

  const nameField = register('name');

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title="Get Your Meal Plan Quote"
        description="Tell us how to reach you and we will send you a quote for your plan."
        sheet
        testId="quote-dialog"
      >
        <Summary selection={selection} errors={planErrors} />
        <form className={styles.quoteForm} onSubmit={onSubmit} noValidate>
          <Field
            label="Name"
            autoComplete="name"
            placeholder="Your full name"
            error={errors.name?.message}
            {...nameField}
            onFocus={() => trackQuoteFormOnce('quote_form_start', { page: 'plans', plan: selection.plan ?? undefined })}
          />
          <Field
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            error={errors.phone?.message}
            {...register('phone')}
          />
          {formError ? (
            <p className={styles.formError} role="alert" data-testid="quote-form-error">
              {formError}
            </p>
          ) : null}
          <div className={styles.quoteActions}>
            <Button variant="secondary" onClick={onClose} auto>
              Cancel
            </Button>
            <Button type="submit" busy={sending} auto>
              Get my quote
            </Button>
          </div>
          <p className={styles.quoteFine}>No obligations, cancel anytime. Delivery up to 4 km; charges depend on your location.</p>
        </form>
      </Dialog>

      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Enquiry Already Exists"
        description="We already have an open enquiry with this e-mail or phone number. Our team will contact you soon. Do you want to submit this request as well?"
        role="alertdialog"
        size="sm"
        testId="enquiry-exists-dialog"
      >
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setPending(null)} auto>
            Cancel
          </Button>
          <Button busy={sending} onClick={() => pending && void send({ ...pending, override: true })} auto>
            Resubmit
          </Button>
        </div>
      </Dialog>
    </>
  );
}
