// The local test checkout: what embedded mode (and any setup without Razorpay keys, outside
// production) uses instead of Razorpay, so that every payment flow runs on one machine. Orders
// are ids of our own; the checkout page (served by the gateway) lets the tester pay or fail, and
// signs the result exactly as Razorpay does, with a secret derived from the code secret. Nothing
// else differs: the same callback verifies the signature and credits.
//
// Auto top-up's mandates are simulated too: the checkout of an authorising payment offers to pay
// and keep a mandate whose charges succeed, or one whose charges are declined (a card that later
// fails); the mandate's reference says which, and a charge is paid, or refused, at once.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../../schema/payments/provider.ts';
import { hmacHex, paymentSignature, signatureMatches } from './signature.ts';

export function createTestCheckoutProvider(codeSecret: string): PaymentProvider & { sign(orderId: string, paymentId: string): string } {
  const secret = hmacHex(codeSecret, 'freshmeals test checkout');
  return {
    name: 'test',
    keyId: null,
    async createOrder() {
      return { orderId: newTestOrderId() };
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
    mandates: {
      async createMandateOrder() {
        return { orderId: newTestOrderId(), customerRef: `cust_test_${randomBytes(9).toString('base64url')}` };
      },
      // The authorising payment's id says which mandate the tester chose (see newTestPaymentId).
      async mandateOf(paymentId) {
        const declining = paymentId.startsWith(DECLINING_PAYMENT_PREFIX);
        return `${declining ? DECLINING_MANDATE_PREFIX : 'token_test_'}${randomBytes(9).toString('base64url')}`;
      },
      async chargeMandate({ mandateRef }) {
        const orderId = newTestOrderId();
        if (mandateRef.startsWith(DECLINING_MANDATE_PREFIX)) return { orderId, outcome: { status: 'failed', error: 'The test checkout declined the charge' } };
        return { orderId, outcome: { status: 'paid', paymentId: newTestPaymentId() } };
      },
    },
  };
}

const DECLINING_PAYMENT_PREFIX = 'pay_test_declining_';
const DECLINING_MANDATE_PREFIX = 'token_test_declining_';
const newTestOrderId = () => `order_test_${randomBytes(9).toString('base64url')}`;

/** A test payment's id; `declining`: the authorising payment of a mandate whose charges will be declined. */
export const newTestPaymentId = (declining = false) => `${declining ? DECLINING_PAYMENT_PREFIX : 'pay_test_'}${randomBytes(9).toString('base64url')}`;
