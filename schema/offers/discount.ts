// What a top-up costs: the credit it adds, less the better of two discounts, the first-month offer
// (automatic, for a customer within 30 days of their first paid top-up, up to an allowance in all)
// and the coupon the customer entered. The quote the customer is shown and the order's amount come
// from the same function; the order re-checks it in the transaction that records the payment, with
// the offer's row locked, so two payments at once cannot both take a coupon's last use.
//
// An offer's uses are the payments that took it and are paid, or made within the hour an order may
// still be paid in: an abandoned or failed order gives its use back.
import type { Offer, Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import { ABANDONED_AFTER_MINUTES } from '@freshmeals/rules/payments';
import { discountPaise, FIRST_MONTH_DAYS, normalizeCouponCode, OFFER_MESSAGES } from '@freshmeals/rules/offers';
import { badInput, conflict } from '../errors.ts';

type Db = Pick<PrismaClient, 'offer' | 'payment'> | Prisma.TransactionClient;

export interface TopUpQuote {
  creditPaise: number;
  discountPaise: number;
  pricePaise: number;
  /** The offer or coupon that gave the discount (null without one). */
  offer: Pick<Offer, 'id' | 'kind' | 'code' | 'title'> | null;
}

/** The payments that count as uses of an offer at `now`. */
export function liveUses(now: Date): Prisma.PaymentWhereInput {
  return { OR: [{ status: 'paid' }, { status: 'created', createdAt: { gte: new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000) } }] };
}

const withinDates = (offer: Pick<Offer, 'validFrom' | 'validTo'>, now: Date) =>
  (!offer.validFrom || offer.validFrom <= now) && (!offer.validTo || offer.validTo > now);

/** The automatic offer the site advertises now, if any. */
export async function activeFirstMonthOffer(db: Db, now: Date): Promise<Offer | null> {
  const offer = await db.offer.findFirst({ where: { kind: 'first_month', active: true }, orderBy: { id: 'asc' } });
  return offer && withinDates(offer, now) ? offer : null;
}

/** How a payment's discount reads in its credit's note and on receipts: "₹1,000 off, first-month offer". */
export function discountLabel(discountPaise: number, offer: Pick<Offer, 'kind' | 'code'> | null): string | null {
  if (!offer || discountPaise <= 0) return null;
  const amount = `₹${(discountPaise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
  return `${amount} off, ${offer.kind === 'coupon' ? `coupon ${offer.code}` : 'first-month offer'}`;
}

async function firstMonthDiscount(db: Db, userId: number, creditPaise: number, firstPaidAt: Date | null, now: Date) {
  const offer = await activeFirstMonthOffer(db, now);
  if (!offer) return null;
  if (firstPaidAt && now.getTime() - firstPaidAt.getTime() > FIRST_MONTH_DAYS * 86_400_000) return null;
  const used = await db.payment.aggregate({ where: { offerId: offer.id, userId, ...liveUses(now) }, _sum: { discountPaise: true } });
  const remaining = offer.maxDiscountPaise === null ? Number.POSITIVE_INFINITY : offer.maxDiscountPaise - (used._sum.discountPaise ?? 0);
  // The allowance is the customer's total: no cap per payment.
  const discount = discountPaise({ discountType: offer.discountType, value: offer.value, maxDiscountPaise: null }, creditPaise, remaining);
  return discount > 0 ? { offer, discount } : null;
}

/** The coupon's discount, or an error with the reason it cannot be used (field `couponCode`). */
async function couponDiscount(db: Db, userId: number, code: string, creditPaise: number, isNew: boolean, now: Date) {
  const refuse = (message: string) => badInput(message, 'couponCode');
  const offer = await db.offer.findUnique({ where: { code: normalizeCouponCode(code) } });
  if (!offer || offer.kind !== 'coupon' || !offer.active) throw refuse(OFFER_MESSAGES.couponUnknown);
  if (offer.validFrom && offer.validFrom > now) throw refuse(OFFER_MESSAGES.couponNotYet);
  if (offer.validTo && offer.validTo <= now) throw refuse(OFFER_MESSAGES.couponExpired);
  if (offer.newCustomersOnly && !isNew) throw refuse(OFFER_MESSAGES.couponNewOnly);
  if (creditPaise < offer.minTopUpPaise) throw refuse(OFFER_MESSAGES.couponMinimum(offer.minTopUpPaise));
  if (offer.totalUses !== null && (await db.payment.count({ where: { offerId: offer.id, ...liveUses(now) } })) >= offer.totalUses) {
    throw refuse(OFFER_MESSAGES.couponUsedUp);
  }
  if (offer.usesPerCustomer !== null && (await db.payment.count({ where: { offerId: offer.id, userId, ...liveUses(now) } })) >= offer.usesPerCustomer) {
    throw refuse(OFFER_MESSAGES.couponUsedByYou);
  }
  return { offer, discount: discountPaise(offer, creditPaise) };
}

/** What a top-up of `creditPaise` costs the user now; throws the reason a coupon cannot be used. */
export async function quoteTopUp(db: Db, input: { userId: number; creditPaise: number; couponCode?: string | null; now: Date }): Promise<TopUpQuote> {
  const { userId, creditPaise, now } = input;
  const first = await db.payment.findFirst({ where: { userId, status: 'paid' }, orderBy: { paidAt: 'asc' }, select: { paidAt: true } });
  const firstPaidAt = first ? (first.paidAt ?? now) : null;
  const candidates = [await firstMonthDiscount(db, userId, creditPaise, firstPaidAt, now)];
  if (input.couponCode?.trim()) candidates.push(await couponDiscount(db, userId, input.couponCode, creditPaise, first === null, now));
  // One discount per payment, the better one; on a tie the automatic offer, which uses up no coupon.
  const best = candidates.reduce((a, b) => (b && (!a || b.discount > a.discount) ? b : a), null);
  if (!best) return { creditPaise, discountPaise: 0, pricePaise: creditPaise, offer: null };
  return { creditPaise, discountPaise: best.discount, pricePaise: creditPaise - best.discount, offer: best.offer };
}

/**
 * Inside the transaction that records the payment: locks the quoted offer's row, so payments taking
 * the same offer are recorded one after the other, and quotes again. A coupon used up in the
 * meantime is refused with its reason; any other change to the price is a conflict (the customer
 * was shown another price).
 */
export async function confirmQuote(tx: Prisma.TransactionClient, quoted: TopUpQuote, input: { userId: number; couponCode?: string | null; now: Date }): Promise<void> {
  if (!quoted.offer) return;
  await tx.$queryRaw`SELECT id FROM "Offer" WHERE id = ${quoted.offer.id} FOR UPDATE`;
  const again = await quoteTopUp(tx, { ...input, creditPaise: quoted.creditPaise });
  if (again.offer?.id !== quoted.offer.id || again.discountPaise !== quoted.discountPaise) {
    throw conflict(OFFER_MESSAGES.changed);
  }
}
