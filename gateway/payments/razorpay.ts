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
  };
}
