// 'Add credit' on the account page: a pack of the customer's own routine (7, 14 or 28 days of it,
// priced by the server from the price table) or another amount of at least ₹500. 'Pay' makes the
// order on the server and goes to the payment page (Razorpay's checkout, or the local test
// checkout); the payment comes back to /account?topup=paid|failed|invalid, which this section
// announces once and then takes out of the address.
//
// Before paying, the customer sees what they will pay: the credit, the discount (the first-month
// offer, or a coupon they apply, whichever saves more) and the price, asked of the server, which
// charges exactly that.
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { formatINR } from '@freshmeals/ui/format';
import { PAYMENT_MESSAGES, startTopUpSchema } from '@freshmeals/rules/payments';
import { Button, Field } from '../../ui/Field';
import type { AccountTopUp_query$key } from './__generated__/AccountTopUp_query.graphql';
import type { AccountTopUpStartMutation } from './__generated__/AccountTopUpStartMutation.graphql';
import type { AccountTopUpQuoteQuery, AccountTopUpQuoteQuery$data } from './__generated__/AccountTopUpQuoteQuery.graphql';
import styles from './Account.module.css';

export const TOP_UP_RESULTS = {
  paid: 'Payment received: your credit has been updated.',
  failed: 'The payment did not go through and no money was taken. You can try again.',
  invalid: 'We could not confirm that payment. If money was taken from your account, contact us.',
} as const;
export const START_FAILED = 'We could not start the payment. Please try again.';
export const COUPON_NOT_USED = 'Your first-month offer saves you more, so this coupon is not used.';
const CUSTOM = 'custom';
/** Typing an amount asks for its price once the customer pauses. */
const QUOTE_DELAY_MS = 300;

const quoteQuery = graphql`
  query AccountTopUpQuoteQuery($input: StartTopUpInput!, $couponCode: String) {
    topUpQuote(input: $input, couponCode: $couponCode) {
      credit
      discount
      price
      discountName
      couponApplied
    }
  }
`;
type Quote = AccountTopUpQuoteQuery$data['topUpQuote'];
type TopUpChoice = { pack: 'days_7' | 'days_14' | 'days_28' } | { amount: number };

/** The chosen pack or amount as the server takes it, or the form's message for a bad amount. */
function chosenInput(choice: string, amount: string): { input: TopUpChoice } | { error: string } {
  const candidate = choice === CUSTOM ? { amount: amount.trim() === '' ? undefined : Number(amount) } : { pack: choice };
  const checked = startTopUpSchema.safeParse(candidate);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? PAYMENT_MESSAGES.amount };
  // StartTopUpInput is a @oneOf: exactly one of the two fields, the other left out (not null).
  return { input: checked.data.pack != null ? { pack: checked.data.pack } : { amount: checked.data.amount! } };
}

/** Sends the browser to the payment page (a page of the site outside the app). */
export const goToCheckout = (url: string) => window.location.assign(url);

export function AccountTopUp({ query, go = goToCheckout }: { query: AccountTopUp_query$key; go?(url: string): void }) {
  const data = useFragment(
    graphql`
      fragment AccountTopUp_query on Query {
        topUpOptions {
          available
          packs {
            pack
            days
            amount
          }
          minAmount
        }
      }
    `,
    query,
  );
  const [commit] = useMutation<AccountTopUpStartMutation>(graphql`
    mutation AccountTopUpStartMutation($input: StartTopUpInput!, $couponCode: String) {
      startTopUp(input: $input, couponCode: $couponCode) {
        checkoutUrl
      }
    }
  `);
  const options = data.topUpOptions;
  const [params, setParams] = useSearchParams();
  // A pack named in the address (?pack=days_28: the plan just confirmed) is chosen first.
  const named = options.packs.find((pack) => pack.pack === params.get('pack'))?.pack;
  const [choice, setChoice] = useState<string>(named ?? options.packs[0]?.pack ?? CUSTOM);
  useEffect(() => {
    if (named) setChoice(named);
  }, [named]);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const groupId = useId();
  const environment = useRelayEnvironment();
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const [quote, setQuote] = useState<Quote | null>(null);

  const askQuote = (input: TopUpChoice, couponCode: string | null) =>
    fetchQuery<AccountTopUpQuoteQuery>(environment, quoteQuery, { input, couponCode }, { fetchPolicy: 'network-only' }).toPromise();

  // The price of what is chosen, with the applied coupon: again whenever either changes.
  const chosen = chosenInput(choice, amount);
  const chosenKey = 'input' in chosen ? JSON.stringify(chosen.input) : null;
  useEffect(() => {
    if (!options.available || chosenKey === null) {
      setQuote(null);
      return;
    }
    let current = true;
    const timer = setTimeout(
      () => {
        askQuote(JSON.parse(chosenKey) as TopUpChoice, coupon)
          .then((answer) => {
            if (!current || !answer) return;
            setQuote(answer.topUpQuote);
            setCouponError(undefined);
          })
          .catch((failure: unknown) => {
            if (!current) return;
            setQuote(null);
            if (coupon) setCouponError(failureText(failure, START_FAILED));
          });
      },
      choice === CUSTOM ? QUOTE_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // askQuote reads only the environment, which does not change.
  }, [chosenKey, coupon, options.available, choice]);

  const applyCoupon = async () => {
    const code = couponText.trim();
    if (!code) {
      setCoupon(null);
      setCouponError(undefined);
      return;
    }
    if (!('input' in chosen)) {
      setError(chosen.error);
      return;
    }
    try {
      const answer = await askQuote(chosen.input, code);
      setCoupon(code);
      setCouponError(undefined);
      if (answer) setQuote(answer.topUpQuote);
    } catch (failure) {
      setCouponError(failureText(failure, START_FAILED));
    }
  };

  // The payment page sends the customer back here with its outcome: say it once.
  const result = params.get('topup');
  useEffect(() => {
    if (result !== 'paid' && result !== 'failed' && result !== 'invalid') return;
    if (result === 'paid') toast.success(TOP_UP_RESULTS.paid);
    else toast.error(TOP_UP_RESULTS[result]);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('topup');
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);

  const pay = async () => {
    if (!('input' in chosen)) {
      setError(chosen.error);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const response = await commitAsync(commit, { variables: { input: chosen.input, couponCode: coupon } });
      go(response.startTopUp.checkoutUrl);
    } catch (failure) {
      setError(failureText(failure, START_FAILED));
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-topup-title" id="add-credit">
      <div className={styles.sectionHead}>
        <h2 id="fm-topup-title" className={styles.sectionTitle}>
          Add credit
        </h2>
        <p className={styles.sectionNote}>Pay online; your credit goes up as soon as the payment is confirmed.</p>
      </div>
      {!options.available ? (
        <p className={styles.empty}>{PAYMENT_MESSAGES.unavailable}</p>
      ) : (
        <form
          className={styles.addressForm}
          noValidate
          aria-label="Add credit"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <fieldset className={styles.packs} aria-describedby={options.packs.length === 0 ? `${groupId}-none` : undefined}>
            <legend className={styles.packsLegend}>How much</legend>
            {options.packs.map((pack) => (
              <label key={pack.pack} className={styles.pack}>
                <input type="radio" name="topup" value={pack.pack} checked={choice === pack.pack} onChange={() => setChoice(pack.pack)} />
                <span className={styles.packDays}>{pack.days} days of your meals</span>
                <span className={styles.packAmount}>{formatINR(pack.amount)}</span>
              </label>
            ))}
            <label className={styles.pack}>
              <input type="radio" name="topup" value={CUSTOM} checked={choice === CUSTOM} onChange={() => setChoice(CUSTOM)} />
              <span className={styles.packDays}>Another amount</span>
            </label>
            {options.packs.length === 0 ? (
              <p id={`${groupId}-none`} className={styles.rowMeta}>
                Packs are priced from your weekly routine; once you have one, they appear here.
              </p>
            ) : null}
          </fieldset>
          {choice === CUSTOM ? (
            <Field
              label="Amount (₹)"
              name="amount"
              type="number"
              inputMode="numeric"
              min={options.minAmount}
              step={1}
              value={amount}
              hint={`At least ₹${options.minAmount}`}
              error={error}
              onChange={(event) => setAmount(event.target.value)}
            />
          ) : error ? (
            <p className={styles.topUpError} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.couponRow}>
            <Field
              label="Coupon code (optional)"
              name="couponCode"
              autoComplete="off"
              autoCapitalize="characters"
              value={couponText}
              error={couponError}
              hint={coupon && quote && !quote.couponApplied && !couponError ? COUPON_NOT_USED : undefined}
              onChange={(event) => setCouponText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void applyCoupon();
                }
              }}
            />
            <Button type="button" variant="secondary" auto onClick={() => void applyCoupon()}>
              Apply
            </Button>
          </div>
          {quote ? (
            <dl className={styles.topUpSummary} aria-label="What you pay" aria-live="polite">
              <div>
                <dt>Credit added</dt>
                <dd>{formatINR(quote.credit)}</dd>
              </div>
              {quote.discount > 0 ? (
                <div>
                  <dt>{quote.discountName ?? 'Discount'}</dt>
                  <dd>−{formatINR(quote.discount)}</dd>
                </div>
              ) : null}
              <div className={styles.topUpTotal}>
                <dt>You pay</dt>
                <dd>{formatINR(quote.price)}</dd>
              </div>
            </dl>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" auto busy={busy}>
              Pay and add credit
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
