// The checkout page the account page sends a customer to: a small page of the gateway's own (the
// apps are another team's; this page belongs with the payment endpoints it posts to). With Razorpay
// it opens Razorpay's checkout, which returns to the callback; the test checkout has 'Pay' and
// 'Fail' buttons instead, and says plainly that no money moves.
import { escapeHtml, inr } from '../../schema/mail-template.ts';


const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2937; background: #f6f7f5; }
  main { max-width: 440px; margin: 48px auto; padding: 32px 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { margin: 0 0 8px; font-size: 24px; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0 4px; color: #166534; }
  .note { color: #4b5563; font-size: 14px; }
  form { margin: 0; }
  button { width: 100%; margin-top: 16px; padding: 12px 16px; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer; }
  .pay { background: #15803d; border: 1px solid #15803d; color: #fff; }
  .fail { background: #fff; border: 1px solid #b91c1c; color: #b91c1c; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { display: inline-block; margin-top: 20px; color: #166534; }
  @media (max-width: 480px) { main { margin: 16px; } }
`;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} - FreshMeals</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export function notFoundPage(): Response {
  return page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid. Start again from your account page.</p><a href="/account">Back to your account</a>', 404);
}

// Opens Razorpay's checkout with the order the button carries; the same text on every page, so
// its CSP hash is the same too.
const RAZORPAY_SCRIPT = `document.getElementById('pay').addEventListener('click', function () {
  var b = this.dataset;
  new window.Razorpay({ key: b.key, order_id: b.order, amount: Number(b.amount), currency: 'INR', name: 'FreshMeals',
    description: b.customer ? 'FreshMeals auto top-up' : 'FreshMeals credit', prefill: { name: b.name, email: b.email, contact: b.phone },
    customer_id: b.customer || undefined, recurring: b.customer ? '1' : undefined,
    callback_url: location.origin + b.callback, redirect: true }).open();
});`;

export interface CheckoutOrder {
  orderId: string;
  amountPaise: number;
  /** The credit it adds: more than the amount when a discount applies. */
  creditPaise: number;
  status: string;
  user: { name: string; email: string; phone: string };
  /** Set when the order authorises auto top-up's mandate: the amount it may charge, and the provider's customer. */
  mandate: { maxAmountPaise: number; customerRef: string | null } | null;
}

export function checkoutPage(input: { provider: 'razorpay' | 'test'; keyId: string | null; order: CheckoutOrder; callbackPath: string; testCheckoutPath: string }): Response {
  const { order } = input;
  const amount = inr(order.amountPaise);
  const back = '<a href="/account">Back to your account</a>';
  if (order.status === 'paid') {
    return page('Already paid', `<h1>Already paid</h1><p>This payment of ${amount} has been received and ${inr(order.creditPaise)} added to your credit.</p>${back}`);
  }
  const credit = order.creditPaise === order.amountPaise ? 'FreshMeals credit' : `${inr(order.creditPaise)} of FreshMeals credit (${inr(order.creditPaise - order.amountPaise)} off)`;
  const heading = order.mandate
    ? `<h1>Turn on auto top-up</h1><p class="amount">${amount}</p><p class="note">Added to your credit. Paying it authorises FreshMeals to charge up to ${inr(order.mandate.maxAmountPaise)} at a time when your credit runs low, for ${escapeHtml(order.user.name)}.</p>`
    : `<h1>Add credit</h1><p class="amount">${amount}</p><p class="note">${credit} for ${escapeHtml(order.user.name)}</p>`;
  if (input.provider === 'test') {
    const field = `<input type="hidden" name="order_id" value="${escapeHtml(order.orderId)}">`;
    const button = (outcome: string, style: string, text: string) =>
      `<form method="post" action="${input.testCheckoutPath}">${field}<input type="hidden" name="outcome" value="${outcome}"><button class="${style}" type="submit">${text}</button></form>`;
    return page(
      'Test checkout',
      `${heading}<p class="note">This is the local test checkout: no money moves. Choose what the payment does.</p>` +
        button('pay', 'pay', order.mandate ? `Pay ${amount} and authorise` : `Pay ${amount}`) +
        // A mandate whose later charges fail, as a card that expires does.
        (order.mandate ? button('pay-declining', 'fail', 'Authorise a mandate whose charges are declined') : '') +
        button('fail', 'fail', 'Fail the payment') +
        back,
    );
  }
  const data = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`;
  return page(
    'Pay',
    `${heading}<button id="pay" class="pay" type="button" ${[
      data('key', input.keyId ?? ''),
      data('order', order.orderId),
      data('amount', String(order.amountPaise)),
      data('name', order.user.name),
      data('email', order.user.email),
      data('phone', order.user.phone),
      data('callback', input.callbackPath),
      data('customer', order.mandate?.customerRef ?? ''),
    ].join(' ')}>Pay ${amount}</button>${back}` +
      `<script src="https://checkout.razorpay.com/v1/checkout.js"></script><script>${RAZORPAY_SCRIPT}</script>`,
  );
}
