// Razorpay, through its Node package: orders are made with the Orders API; a payment is accepted
// only with the signature Razorpay's checkout returns (key secret) or a webhook signed with the
// webhook secret. Auto top-up uses Razorpay's recurring payments: a customer, an order carrying a
// token request that the customer's authorising payment in the checkout turns into a token, then,
// for each charge, a new order and a recurring payment on the token (its result comes by webhook).
import type Razorpay from 'razorpay';
import type { PaymentProvider } from '../../schema/payments/provider.ts';
import { signatureMatches } from './signature.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Unset: webhooks are refused (the checkout callback still credits). */
  webhookSecret: string | null;
  /** Another API address (a local fake in tests); Razorpay's own by default. */
  apiUrl?: string;
}

/** The package rejects with `{ statusCode, error: { code, description } }` for an answer that is not 2xx. */
interface RazorpayError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

/** Razorpay answers an id it has no order for with 400 'The id provided does not exist' (404 for some paths). */
function unknownOrder(error: unknown): boolean {
  const { statusCode, error: body } = (error ?? {}) as RazorpayError;
  return statusCode === 404 || (statusCode === 400 && /does not exist/i.test(body?.description ?? ''));
}

/** A mandate is asked for ten years (Razorpay's longest); the customer may cancel it any time. */
const MANDATE_YEARS = 10;

/** The package's rejection is a plain object: an Error with its status and text reads in the log. */
function providerError(error: unknown): Error {
  if (error instanceof Error) return error;
  const { statusCode, error: body } = (error ?? {}) as RazorpayError;
  return new Error(`Razorpay answered ${statusCode ?? 'nothing'}: ${body?.description ?? body?.code ?? 'no description'}`);
}

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  // The package (with its HTTP client) is loaded on the first call to Razorpay's API, not at start:
  // it cost a gateway start about 0.1 s on 2 cores, and signatures are checked without it.
  let loaded: Promise<Razorpay> | null = null;
  const razorpay = () =>
    (loaded ??= import('razorpay').then(({ default: Razorpay }) => {
      const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
      // The package has no option for its API address; its axios instance takes one.
      if (config.apiUrl) (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.apiUrl;
      return client;
    }));
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const client = await razorpay();
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { orderId: order.id };
    },
    verifyPayment({ orderId, paymentId, signature }) {
      return signatureMatches(config.keySecret, `${orderId}|${paymentId}`, signature);
    },
    verifyWebhook(rawBody, signature) {
      return config.webhookSecret !== null && signatureMatches(config.webhookSecret, rawBody, signature);
    },
    // GET /v1/orders/{id}/payments: every attempt on the order, failed ones included.
    async fetchOrderPayments(orderId) {
      const client = await razorpay();
      try {
        const answer = await client.orders.fetchPayments(orderId);
        return {
          known: true,
          payments: answer.items.map((p) => ({
            id: p.id,
            status: p.status,
            amountPaise: Number(p.amount),
            ...(p.error_description ? { error: p.error_description } : {}),
          })),
        };
      } catch (error) {
        if (unknownOrder(error)) return { known: false };
        throw providerError(error);
      }
    },
    mandates: {
      async createMandateOrder({ amountPaise, maxAmountPaise, receipt, customer }) {
        const client = await razorpay();
        try {
          // fail_existing 0: the customer Razorpay already has for this e-mail and phone is answered.
          const record = await client.customers.create({ name: customer.name, email: customer.email, contact: customer.phone, fail_existing: 0 });
          const expireAt = Math.floor(Date.now() / 1000) + MANDATE_YEARS * 365 * 24 * 3600;
          const order = await client.orders.create({
            amount: amountPaise,
            currency: 'INR',
            receipt,
            customer_id: record.id,
            payment_capture: true,
            token: { max_amount: maxAmountPaise, expire_at: expireAt, frequency: 'as_presented' },
          } as never);
          return { orderId: order.id, customerRef: record.id };
        } catch (error) {
          throw providerError(error);
        }
      },
      async mandateOf(paymentId) {
        const client = await razorpay();
        try {
          const payment = (await client.payments.fetch(paymentId)) as { token_id?: string | null };
          return payment.token_id ?? null;
        } catch (error) {
          throw providerError(error);
        }
      },
      async chargeMandate({ customerRef, mandateRef, amountPaise, receipt, customer }) {
        const client = await razorpay();
        let orderId: string;
        try {
          orderId = (await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, payment_capture: true } as never)).id;
        } catch (error) {
          throw providerError(error);
        }
        try {
          await client.payments.createRecurringPayment({
            email: customer.email,
            contact: customer.phone,
            amount: amountPaise,
            currency: 'INR',
            order_id: orderId,
            customer_id: customerRef,
            token: mandateRef,
            recurring: '1',
          } as never);
          // Accepted: Razorpay debits the mandate and tells the result by webhook (payment.captured or payment.failed).
          return { orderId, outcome: { status: 'pending' } };
        } catch (error) {
          const { error: body } = (error ?? {}) as RazorpayError;
          return { orderId, outcome: { status: 'failed', error: body?.description ?? providerError(error).message } };
        }
      },
    },
  };
}
