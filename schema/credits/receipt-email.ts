// The receipt a customer gets when credit is added to their balance: the amount, how it was paid,
// and the new balance. Essential (it is about their money), so it has no unsubscribe link.
import type { MailMessage } from '../context.ts';
import { inr, textAndHtml } from '../mail-template.ts';


const PAYMENT_WORDS: Record<string, string> = {
  online: 'online payment',
  offline: 'payment received offline',
  exempted: 'complimentary credit',
  razorpay: 'paid online',
};

export interface CreditReceipt {
  to: string;
  name: string;
  amountPaise: number;
  balancePaise: number;
  paymentMethod: string;
  note: string | null;
}

export function creditReceiptEmail(receipt: CreditReceipt): MailMessage {
  const amount = inr(receipt.amountPaise);
  const balance = inr(receipt.balancePaise);
  const how = PAYMENT_WORDS[receipt.paymentMethod] ?? receipt.paymentMethod;
  const lines = [
    `Hi ${receipt.name},`,
    '',
    `${amount} has been added to your FreshMeals credit (${how}${receipt.note ? `: ${receipt.note}` : ''}).`,
    `Your balance is now ${balance}.`,
    '',
    'Your meals are charged from this balance on the day they are delivered. You can see every entry on your account page.',
  ];
  return {
    to: receipt.to,
    tag: 'credit-receipt',
    subject: `FreshMeals: ${amount} added to your credit`,
    ...textAndHtml(lines),
  };
}
