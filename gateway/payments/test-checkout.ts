// The local test checkout: what embedded mode (and any setup without Razorpay keys, outside
// production) uses instead of Razorpay, so that every payment flow runs on one machine. Orders
// are ids of our own; the checkout page (served by the gateway) lets the tester pay or fail, and
// signs the result exactly as Razorpay does, with a secret derived from the code secret. Nothing
// else differs: the same callback verifies the signature and credits.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../../schema/payments/provider.ts';
import { hmacHex, paymentSignature, signatureMatches } from './signature.ts';

export function createTestCheckoutProvider(codeSecret: string): PaymentProvider & { sign(orderId: string, paymentId: string): string } {
  const secret = hmacHex(codeSecret, 'freshmeals test checkout');
  return {
    name: 'test',
    keyId: null,
    async createOrder() {
      return { orderId: `order_test_${randomBytes(9).toString('base64url')}` };
    },
    verifyPayment({ orderId, paymentId, signature }) {
      return signatureMatches(secret, `${orderId}|${paymentId}`, signature);
    },
    // The test checkout has no webhooks: its callback is the only way a payment arrives.
    verifyWebhook: () => false,
    // Null: nothing remembers the test checkout's attempts but our own payment rows, so there is no
    // second record to compare ours with. A payment made here reaches us through its callback or not
    // at all; the reconciliation job only marks its unpaid orders abandoned.
    fetchOrderPayments: async () => null,
    sign: (orderId, paymentId) => paymentSignature(secret, orderId, paymentId),
  };
}

export const newTestPaymentId = () => `pay_test_${randomBytes(9).toString('base64url')}`;
