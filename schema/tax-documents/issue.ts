// Issuing GST documents: a receipt voucher for each paid top-up, inside the transaction that credits
// it, and a tax invoice per customer and month for the meals delivered that month. A document's
// number comes from its series' counter row, taken with one INSERT … ON CONFLICT DO UPDATE …
// RETURNING in the document's own transaction: the row stays locked until that transaction ends, so
// two documents never share a number, each gets the next one, and a transaction that rolls back
// gives its number back (the next document takes it), so there is never a gap.
//
// Nothing is issued until an admin has entered the seller's GST details: a business that is not
// registered issues no tax documents, and a document without a GSTIN would be no valid document.
import { TZDate } from '@date-fns/tz';
import type { Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import {
  documentNumber,
  financialYearOf,
  splitLines,
  TAX_DOCUMENT_SERIES,
  type TaxDocumentKind,
  type TaxLine,
} from '@freshmeals/rules/tax-documents';
import { businessDate, fromDbDate, toDbDate } from '../time.ts';
import { moneyTransaction } from '../transactions.ts';
import { readTaxSettings, type TaxSettings } from './settings.ts';

/**
 * GST is Indian law: its financial year and its months turn at midnight India time, whatever zone
 * the kitchen's meal windows are configured in.
 */
export const GST_TIME_ZONE = 'Asia/Kolkata';

export interface SellerSnapshot {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  fssaiLicence: string;
}

export interface CustomerSnapshot {
  name: string;
  email: string;
  /** The billing address: the customer's default delivery address, on one line; null without one. */
  address: string | null;
}

/** The next number of a series and financial year, in the caller's transaction (see above). */
async function nextSequence(tx: Prisma.TransactionClient, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "TaxDocumentCounter" ("series", "financialYear", "last")
    VALUES (${TAX_DOCUMENT_SERIES[kind]}, ${financialYear}, 1)
    ON CONFLICT ("series", "financialYear") DO UPDATE SET "last" = "TaxDocumentCounter"."last" + 1
    RETURNING "last"`;
  return Number(rows[0]!.last);
}

async function customerSnapshot(tx: Prisma.TransactionClient, userId: number): Promise<CustomerSnapshot> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, addresses: { where: { isDefault: true }, take: 1 } },
  });
  const home = user.addresses[0];
  const address = home ? [home.line1, home.line2, home.landmark, home.city, home.pin].filter((part) => part && part.trim()).join(', ') : null;
  return { name: user.name, email: user.email, address };
}

/**
 * The place of supply, as a state code. For services to an unregistered customer it is the state of
 * their address on record. Addresses here hold a PIN code and a city but no state, and every
 * delivery address lies in the service area the kitchen delivers to from its own state, so the
 * seller's state is used: CGST + SGST. The split itself handles another state (IGST) for when
 * addresses carry one.
 */
function placeOfSupply(seller: TaxSettings): string {
  return seller.stateCode;
}

function sellerSnapshot(seller: TaxSettings): SellerSnapshot {
  return { legalName: seller.legalName, address: seller.address, stateCode: seller.stateCode, gstin: seller.gstin, fssaiLicence: seller.fssaiLicence };
}

async function writeDocument(
  tx: Prisma.TransactionClient,
  seller: TaxSettings,
  doc: {
    kind: TaxDocumentKind;
    userId: number;
    issuedAt: Date;
    paymentId?: number;
    month?: string;
    lines: { description: string; date: string | null; quantity: number; totalPaise: number }[];
  },
) {
  const customer = await customerSnapshot(tx, doc.userId);
  const supplyState = placeOfSupply(seller);
  const { lines, split } = splitLines(doc.lines, seller.rateBasisPoints, supplyState === seller.stateCode);
  const financialYear = financialYearOf(businessDate(doc.issuedAt, GST_TIME_ZONE));
  const sequence = await nextSequence(tx, doc.kind, financialYear);
  return tx.taxDocument.create({
    data: {
      kind: doc.kind,
      number: documentNumber(doc.kind, financialYear, sequence),
      financialYear,
      sequence,
      userId: doc.userId,
      paymentId: doc.paymentId ?? null,
      month: doc.month ? toDbDate(`${doc.month}-01`) : null,
      issuedAt: doc.issuedAt,
      seller: { ...sellerSnapshot(seller) },
      customer: { ...customer },
      placeOfSupply: supplyState,
      sacCode: seller.sacCode,
      rateBasisPoints: seller.rateBasisPoints,
      lines: lines.map((line) => ({ ...line })),
      ...split,
    },
  });
}

/**
 * Inside the transaction that credits a paid top-up: its receipt voucher for the amount received
 * (what the customer paid; a discount is not money received). Null while the seller's GST details
 * are not set. A second call for the same payment fails on the voucher's unique payment id, which
 * rolls the whole settlement back: the credit and its voucher exist together or not at all.
 */
export async function issueReceiptVoucher(
  tx: Prisma.TransactionClient,
  deps: { now: Date },
  payment: { id: number; userId: number; amountPaise: number; creditPaise: number },
) {
  const seller = await readTaxSettings(tx);
  if (!seller) return null;
  const description =
    payment.creditPaise === payment.amountPaise
      ? 'Advance for meals (prepaid credit)'
      : `Advance for meals (prepaid credit of ₹${(payment.creditPaise / 100).toLocaleString('en-IN')} after a discount)`;
  return writeDocument(tx, seller, {
    kind: 'receipt_voucher',
    userId: payment.userId,
    issuedAt: deps.now,
    paymentId: payment.id,
    lines: [{ description, date: null, quantity: 1, totalPaise: payment.amountPaise }],
  });
}

/** 'YYYY-MM' of the month before the one `now` is in (India time). */
export function previousMonth(now: Date): string {
  const [y, m] = businessDate(now, GST_TIME_ZONE).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: toDbDate(`${month}-01`), to: toDbDate(`${next}-01`) };
}

/** The invoice lines of a customer's month: one per meal delivered and charged, by date and meal. */
async function deliveredLines(db: Pick<PrismaClient, 'mealRecord' | 'deduction'>, userId: number, month: string) {
  const { from, to } = monthBounds(month);
  const [records, charges] = await Promise.all([
    db.mealRecord.findMany({
      where: { userId, state: 'delivered', date: { gte: from, lt: to } },
      select: { date: true, meal: true, type: true, dishName: true },
    }),
    db.deduction.findMany({ where: { userId, date: { gte: from, lt: to } }, select: { date: true, meal: true, amountPaise: true } }),
  ]);
  const charged = new Map(charges.map((c) => [`${fromDbDate(c.date)} ${c.meal}`, c.amountPaise]));
  const order = ['breakfast', 'lunch', 'dinner'];
  return records
    .map((r) => ({ date: fromDbDate(r.date), meal: r.meal, type: r.type, dishName: r.dishName, totalPaise: charged.get(`${fromDbDate(r.date)} ${r.meal}`) }))
    // A meal delivered but never charged (no deduction) had no price to tax.
    .filter((r): r is typeof r & { totalPaise: number } => r.totalPaise !== undefined && r.totalPaise > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || order.indexOf(a.meal) - order.indexOf(b.meal))
    .map((r) => ({
      description: `${r.meal[0]!.toUpperCase()}${r.meal.slice(1)}${r.dishName ? `: ${r.dishName}` : ''} (${r.type})`,
      date: r.date,
      quantity: 1,
      totalPaise: r.totalPaise,
    }));
}

/**
 * The tax invoices of a month ('YYYY-MM'): one per customer with a meal delivered and charged in
 * it, each in its own transaction. A customer already invoiced for the month is left as they are
 * (the unique user and month), so the job may run again, or twice at once. Answers how many were issued.
 */
export async function issueMonthlyInvoices(prisma: PrismaClient, now: Date, month: string): Promise<number> {
  const seller = await readTaxSettings(prisma);
  if (!seller) return 0;
  const { from, to } = monthBounds(month);
  const customers = await prisma.mealRecord.findMany({
    where: { state: 'delivered', date: { gte: from, lt: to } },
    distinct: ['userId'],
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  let issued = 0;
  for (const { userId } of customers) {
    const done = await moneyTransaction(prisma, async (tx) => {
      // Skipped before a number is taken: an invoice that exists keeps the counter as it is.
      const existing = await tx.taxDocument.findUnique({ where: { userId_month: { userId, month: toDbDate(`${month}-01`) } }, select: { id: true } });
      if (existing) return false;
      const lines = await deliveredLines(tx, userId, month);
      if (lines.length === 0) return false;
      await writeDocument(tx, seller, { kind: 'tax_invoice', userId, issuedAt: now, month, lines });
      return true;
    }).catch((error: unknown) => {
      // Another run issued it at the same time: its transaction, and its number, stand.
      if ((error as { code?: string } | null)?.code === 'P2002') return false;
      throw error;
    });
    if (done) issued += 1;
  }
  return issued;
}

/** The lines of a stored document, as written. */
export const documentLines = (value: Prisma.JsonValue) => value as unknown as TaxLine[];

/** A month 'YYYY-MM' as people read it: 'November 2026'. */
export function monthLabel(month: Date): string {
  const [y, m] = fromDbDate(month).split('-').map(Number) as [number, number];
  return new TZDate(y, m - 1, 1, 'UTC').toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
