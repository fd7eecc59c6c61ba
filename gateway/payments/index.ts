// Online payments for the gateway: the provider the schema uses (Services.payments) and the pages
// and endpoints around a checkout:
//
//   GET  /pay/<order id>             the checkout page: Razorpay's checkout, or the local test checkout
//   POST /payments/test-checkout     the test checkout's Pay / Fail buttons (test provider only; Fail
//                                    records the failure)
//   GET|POST /payments/callback      where a checkout returns (Razorpay posts its payment id, order id
//                                    and signature; the test checkout redirects with the same fields):
//                                    verified, credited once, then on to /account?topup=paid|failed
//                                    (an unsigned failure report changes nothing)
//   POST /payments/razorpay/webhook  Razorpay's events, signed with the webhook secret: payment.captured
//                                    and order.paid credit (idempotently), payment.failed records it
//
// The order id in /pay/ is the provider's (random, unguessable): the page shows only its amount.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Mailer, WebhookEvents } from '../../schema/context.ts';
import type { PaymentProvider } from '../../schema/payments/provider.ts';
import { failPayment, settlePayment } from '../../schema/payments/settle.ts';
import { activateMandate, chargeFailed } from '../../schema/auto-top-up/auto-top-up.ts';
import type { Logger } from '../logger.ts';
import { checkoutPage, notFoundPage } from './pages.ts';
import { createRazorpayProvider, type RazorpayConfig } from './razorpay.ts';
import { createTestCheckoutProvider, newTestPaymentId } from './test-checkout.ts';

export type PaymentsConfig = { kind: 'razorpay'; razorpay: RazorpayConfig } | { kind: 'test' } | { kind: 'none' };

export const CHECKOUT_PREFIX = '/pay/';
export const CALLBACK_PATH = '/payments/callback';
export const TEST_CHECKOUT_PATH = '/payments/test-checkout';
export const WEBHOOK_PATH = '/payments/razorpay/webhook';
/** Webhook bodies are small JSON documents. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export function createPayments(
  config: PaymentsConfig,
  deps: { prisma: PrismaClient; mailer: Mailer; now: () => Date; logger: Logger; codeSecret: string; webhooks: WebhookEvents; publicUrl: string },
) {
  const test = config.kind === 'test' ? createTestCheckoutProvider(deps.codeSecret) : null;
  const provider: PaymentProvider | null = config.kind === 'razorpay' ? createRazorpayProvider(config.razorpay) : test;

  const redirect = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  const accountWith = (state: 'paid' | 'failed' | 'invalid') => redirect(`/account?topup=${state}`);

  async function fields(request: Request): Promise<URLSearchParams> {
    if (request.method === 'GET') return new URL(request.url).searchParams;
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
    const text = await request.text();
    return new URLSearchParams(text.slice(0, 16 * 1024));
  }

  async function callback(request: Request): Promise<Response> {
    const form = await fields(request);
    const orderId = form.get('razorpay_order_id') ?? '';
    const paymentId = form.get('razorpay_payment_id') ?? '';
    const signature = form.get('razorpay_signature') ?? '';
    const now = deps.now();
    if (!provider || !orderId) return accountWith('invalid');
    if (!paymentId) {
      // A checkout reports a failure with error fields and no payment, and nothing of it is signed:
      // anyone could send it for any order, with any text. So it changes nothing; a failure is
      // recorded only from a signed webhook (payment.failed) or by the test checkout itself.
      return accountWith('failed');
    }
    if (!provider.verifyPayment({ orderId, paymentId, signature })) {
      deps.logger.warn({ orderId }, 'payment callback with a signature that does not verify');
      return accountWith('invalid');
    }
    const settled = await settlePayment({ prisma: deps.prisma, mailer: deps.mailer, now, webhooks: deps.webhooks }, { orderId, paymentId });
    if (settled.outcome === 'payment_reused') deps.logger.warn({ orderId, paymentId }, 'payment callback names a payment that another order was paid with; nothing credited');
    if (settled.outcome === 'credited' || settled.outcome === 'already_paid') await activateMandate({ prisma: deps.prisma, provider, now }, { orderId, paymentId });
    return accountWith(settled.outcome === 'credited' || settled.outcome === 'already_paid' ? 'paid' : 'invalid');
  }

  async function webhook(request: Request): Promise<Response> {
    const json = (status: number, body: unknown) => Response.json(body, { status });
    if (!provider || provider.name !== 'razorpay') return json(404, { message: 'Not found' });
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > MAX_WEBHOOK_BYTES) return json(413, { message: 'Too large' });
    const raw = await request.text();
    if (raw.length > MAX_WEBHOOK_BYTES) return json(413, { message: 'Too large' });
    if (!provider.verifyWebhook(raw, request.headers.get('x-razorpay-signature') ?? '')) return json(400, { message: 'Invalid signature' });
    let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } } } };
    try {
      event = JSON.parse(raw);
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    const payment = event.payload?.payment?.entity;
    const now = deps.now();
    if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.order_id) {
      const settled = await settlePayment({ prisma: deps.prisma, mailer: deps.mailer, now, webhooks: deps.webhooks }, { orderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount });
      if (settled.outcome === 'amount_mismatch') deps.logger.error({ orderId: payment.order_id }, 'webhook amount differs from the order');
      if (settled.outcome === 'payment_reused') {
        deps.logger.error({ orderId: payment.order_id, paymentId: payment.id }, 'webhook names a payment that another order was paid with; nothing credited');
      }
      if (settled.outcome === 'credited' || settled.outcome === 'already_paid') {
        await activateMandate({ prisma: deps.prisma, provider, now }, { orderId: payment.order_id, paymentId: payment.id });
      }
      // Razorpay retries until it gets a 2xx: an event for an order we do not know is answered too.
      return json(200, { status: settled.outcome });
    }
    if (event.event === 'payment.failed' && payment?.order_id) {
      const reason = payment.error_description ?? 'The payment failed';
      if (await failPayment(deps.prisma, payment.order_id, reason, now, deps.webhooks)) {
        await chargeFailed({ prisma: deps.prisma, mailer: deps.mailer, publicUrl: deps.publicUrl }, payment.order_id, reason);
      }
      return json(200, { status: 'recorded' });
    }
    return json(200, { status: 'ignored' });
  }

  async function checkout(request: Request, orderId: string): Promise<Response> {
    const order = provider
      ? await deps.prisma.payment.findUnique({
          where: { orderId },
          include: { user: { select: { name: true, email: true, phone: true } }, autoTopUp: { select: { amountPaise: true, customerRef: true } } },
        })
      : null;
    if (!provider || !order || order.provider !== provider.name) return notFoundPage();
    const mandate = order.autoTopUpKind === 'mandate' && order.autoTopUp ? { maxAmountPaise: order.autoTopUp.amountPaise, customerRef: order.autoTopUp.customerRef } : null;
    return checkoutPage({ provider: provider.name, keyId: provider.keyId, order: { ...order, mandate }, callbackPath: CALLBACK_PATH, testCheckoutPath: TEST_CHECKOUT_PATH });
  }

  async function testCheckout(request: Request): Promise<Response> {
    if (!test) return Response.json({ message: 'Not found' }, { status: 404 });
    const form = await fields(request);
    const orderId = form.get('order_id') ?? '';
    const order = await deps.prisma.payment.findUnique({ where: { orderId }, select: { provider: true, autoTopUpKind: true } });
    if (!order || order.provider !== 'test') return notFoundPage();
    const outcome = form.get('outcome');
    const declining = outcome === 'pay-declining' && order.autoTopUpKind === 'mandate';
    if (outcome !== 'pay' && !declining) {
      // The test checkout stands in for the provider, so it records the failure itself (the
      // callback believes no unsigned failure).
      await failPayment(deps.prisma, orderId, 'Payment failed in the test checkout', deps.now(), deps.webhooks);
      return accountWith('failed');
    }
    const paymentId = newTestPaymentId(declining);
    const signed = new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: test.sign(orderId, paymentId) });
    return redirect(`${CALLBACK_PATH}?${signed}`);
  }

  return {
    provider,
    /** Answers the payment routes; null for any other path. */
    async route(request: Request, path: string): Promise<Response | null> {
      if (path.startsWith(CHECKOUT_PREFIX) && request.method === 'GET') return checkout(request, decodeURIComponent(path.slice(CHECKOUT_PREFIX.length)));
      if (path === CALLBACK_PATH && (request.method === 'GET' || request.method === 'POST')) return callback(request);
      if (path === TEST_CHECKOUT_PATH && request.method === 'POST') return testCheckout(request);
      if (path === WEBHOOK_PATH && request.method === 'POST') return webhook(request);
      return null;
    },
  };
}
