// What the schema needs from a payment provider (Services.payments): make an order for an amount,
// tell a genuine payment or webhook from a forged one, and say what was paid on an order (the
// reconciliation job asks it when a webhook may have been missed). The gateway provides Razorpay, or the
// local test checkout when Razorpay is not configured (gateway/payments/).
export interface PaymentOrder {
  /** The provider's order id. */
  orderId: string;
}

/** One payment attempt on an order, as the provider records it. */
export interface ProviderPayment {
  /** The provider's payment id. */
  id: string;
  /** Razorpay's states: created, authorized, captured, refunded or failed. */
  status: string;
  amountPaise: number;
  /** The provider's reason, for a failed attempt. */
  error?: string;
}

/** What the provider knows of an order: its payment attempts, or that it has no such order. */
export type OrderPayments = { known: true; payments: ProviderPayment[] } | { known: false };

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
  /**
   * The payment attempts the provider has on this order; null when this provider cannot be asked.
   * Rejects when the provider does not answer (the caller asks again later).
   */
  fetchOrderPayments(orderId: string): Promise<OrderPayments | null>;
  /** Auto top-up's mandates. */
  readonly mandates: MandateProvider;
}

/** Who a mandate is for, as the provider's customer record and checkout know them. */
export interface MandateCustomer {
  name: string;
  email: string;
  phone: string;
}

/** What charging a mandate gave: paid at once (the test checkout), accepted (the webhook tells), or refused. */
export type MandateChargeOutcome = { status: 'paid'; paymentId: string } | { status: 'pending' } | { status: 'failed'; error: string };

/**
 * Mandates for auto top-up (Razorpay's recurring payments): the customer authorises one with a small
 * payment in the checkout, which saves a token; later charges need no customer.
 */
export interface MandateProvider {
  /**
   * The customer's record with the provider and an order for the authorising payment: paid in the
   * checkout, it saves a mandate for charges of up to `maxAmountPaise`.
   */
  createMandateOrder(input: { amountPaise: number; maxAmountPaise: number; receipt: string; customer: MandateCustomer }): Promise<{ orderId: string; customerRef: string }>;
  /** The mandate the authorising payment saved (Razorpay's token id); null when it saved none. */
  mandateOf(paymentId: string): Promise<string | null>;
  /** Charges a saved mandate: a new order, and a payment on it that needs no customer. */
  chargeMandate(input: { customerRef: string; mandateRef: string; amountPaise: number; receipt: string; customer: MandateCustomer }): Promise<{ orderId: string; outcome: MandateChargeOutcome }>;
}
