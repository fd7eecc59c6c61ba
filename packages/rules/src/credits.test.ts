// How transactions read for people: the 'Online' filter's methods, the methods' labels, and a gateway
// top-up's note without the raw payment id.
import { describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentMethodsMatching, transactionNoteText } from './credits';

describe('payment methods', () => {
  it("'online' matches every online method, a gateway top-up included; any other method only itself", () => {
    expect([...paymentMethodsMatching('online')].sort()).toEqual(['online', 'razorpay']);
    expect(ONLINE_PAYMENT_METHODS).toContain('razorpay');
    for (const method of PAYMENT_METHODS.filter((m) => m !== 'online')) expect(paymentMethodsMatching(method)).toEqual([method]);
  });

  it('every method has a label; a gateway top-up reads as online', () => {
    for (const method of PAYMENT_METHODS) expect(PAYMENT_METHOD_LABELS[method]).toBeTruthy();
    expect(PAYMENT_METHOD_LABELS.razorpay).toMatch(/^Online/);
  });
});

describe('transactionNoteText', () => {
  it("a gateway top-up's note reads 'Online payment' with the id's last 6 characters; the full id is kept apart", () => {
    expect(transactionNoteText('Online payment pay_test_Q2xvY2tzMTIz', 'razorpay')).toEqual({
      text: 'Online payment · Ref …tzMTIz',
      paymentId: 'pay_test_Q2xvY2tzMTIz',
    });
    expect(transactionNoteText('Online payment pay_29QQoUBi66xm2f', 'razorpay')?.text).toBe('Online payment · Ref …66xm2f');
  });

  it('a discounted top-up reads its discount after the reference', () => {
    expect(transactionNoteText('Online payment pay_test_Q2xvY2tzMTIz, ₹1,000 off, first-month offer', 'razorpay')).toEqual({
      text: 'Online payment · Ref …tzMTIz · ₹1,000 off, first-month offer',
      paymentId: 'pay_test_Q2xvY2tzMTIz',
    });
    expect(transactionNoteText('Online payment pay_29QQoUBi66xm2f, ₹100 off, coupon WELCOME10', 'razorpay')?.text).toBe(
      'Online payment · Ref …66xm2f · ₹100 off, coupon WELCOME10',
    );
  });

  it('any other note reads as written, the same words under another method included; no note is null', () => {
    expect(transactionNoteText('UPI ref 123', 'online')).toEqual({ text: 'UPI ref 123', paymentId: null });
    expect(transactionNoteText('Online payment pay_x', 'offline')).toEqual({ text: 'Online payment pay_x', paymentId: null });
    expect(transactionNoteText('Online payment made at the desk', 'razorpay')?.paymentId).toBeNull();
    expect(transactionNoteText(null, 'razorpay')).toBeNull();
    expect(transactionNoteText('', 'online')).toBeNull();
  });
});
