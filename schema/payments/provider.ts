// What the schema needs from a payment provider (Services.payments): make an order for an amount,
// and tell a genuine payment or webhook from a forged one. The gateway provides Razorpay, or the
// local test checkout when Razorpay is not configured (gateway/payments/).
export interface PaymentOrder {
  /** The provider's order id. */
  orderId: string;
}

export interface PaymentProvider {
  /** 'razorpay' or 'test' (the local test checkout). */
  readonly name: 'razorpay' | 'test';
  /** The key the browser's checkout is opened with (Razorpay's key id; null for the test checkout). */
  readonly keyId: string | null;
  /** Makes the order with the provider, server-side, so the amount cannot be changed by the browser. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<PaymentOrder>;
  /** Whether `signature` is the provider's signature of this order's payment (the checkout's callback). */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether `signature` is the provider's signature of this webhook body; false when webhooks are not configured. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}
