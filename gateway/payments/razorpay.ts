// Razorpay, through its Node package: orders are made with the Orders API; a payment is accepted
// only with the signature Razorpay's checkout returns (key secret) or a webhook signed with the
// webhook secret.
import Razorpay from 'razorpay';
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

/** The package's rejection is a plain object: an Error with its status and text reads in the log. */
function providerError(error: unknown): Error {
  if (error instanceof Error) return error;
  const { statusCode, error: body } = (error ?? {}) as RazorpayError;
  return new Error(`Razorpay answered ${statusCode ?? 'nothing'}: ${body?.description ?? body?.code ?? 'no description'}`);
}

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The package has no option for its API address; its axios instance takes one.
  if (config.apiUrl) (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.apiUrl;
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
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
  };
}
