// Razorpay's signatures: HMAC-SHA256 in hex, of "<order_id>|<payment_id>" with the key secret for a
// checkout's payment, and of the raw body with the webhook secret for a webhook. Compared in
// constant time (the razorpay package's helpers compare with ===).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export function signatureMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, text), 'utf8');
  const given = Buffer.from(String(signature), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
