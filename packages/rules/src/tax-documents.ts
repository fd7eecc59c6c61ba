// Rules of the GST documents a registered Indian food business issues: a receipt voucher for each
// paid top-up (an advance) and a monthly tax invoice per customer for the meals delivered. Prices
// are tax-inclusive: a document splits a total into its taxable value and its tax. The server, the
// admin's settings form and the unit tests import this file.
import { z } from 'zod';

export const TAX_DOCUMENT_KINDS = ['receipt_voucher', 'tax_invoice'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * The series of each kind. Rules 46(b) and 50 of the CGST Rules allow a serial number of at most 16
 * characters, unique for a financial year, in one or several series: with the year written short
 * ('26-27') and six digits, `FM/26-27/000123` (15) and `FMR/26-27/000123` (16) stay within it, where
 * `FM/2026-27/000123` (17) would not. Two prefixes keep the two series from ever sharing a number.
 */
export const TAX_DOCUMENT_SERIES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'FM',
  receipt_voucher: 'FMR',
};

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  receipt_voucher: 'Receipt Voucher',
};

/** The longest serial number the CGST Rules allow. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/** The financial year (April to March) of a calendar date 'YYYY-MM-DD', as '2026-27'. */
export function financialYearOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document's number: `FM/26-27/000123` for the 123rd tax invoice of 2026-27. */
export function documentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  const match = /^(\d{4})-(\d{2})$/.exec(financialYear);
  if (!match) throw new Error(`not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`not a sequence number: ${sequence}`);
  const number = `${TAX_DOCUMENT_SERIES[kind]}/${match[1]!.slice(2)}-${match[2]}/${String(sequence).padStart(6, '0')}`;
  // A million documents of one kind in one year would need a seventh digit: refused rather than
  // issued with a number the rules do not allow.
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) throw new Error(`document number too long: ${number}`);
  return number;
}

/** round(numerator / denominator) for non-negative integers, halves up, without floating point. */
function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The taxable value in a tax-inclusive total, paise: round(total × 100 / (100 + rate)). */
export function taxableOf(totalPaise: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error(`not an amount: ${totalPaise}`);
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) throw new Error(`not a rate: ${rateBasisPoints}`);
  return roundDiv(totalPaise * 10_000, 10_000 + rateBasisPoints);
}

export interface TaxSplit {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive total given the taxable value: the tax is what is left, exact to the
 * paisa; within one state it is CGST + SGST (halves, an odd paisa to CGST), else IGST.
 */
export function splitTax(totalPaise: number, taxablePaise: number, sameState: boolean): TaxSplit {
  const tax = totalPaise - taxablePaise;
  if (tax < 0) throw new Error('the taxable value exceeds the total');
  if (!sameState) return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { totalPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** The split of one tax-inclusive total. */
export function taxInclusiveSplit(totalPaise: number, rateBasisPoints: number, sameState: boolean): TaxSplit {
  return splitTax(totalPaise, taxableOf(totalPaise, rateBasisPoints), sameState);
}

export interface TaxLine {
  description: string;
  /** 'YYYY-MM-DD' of the meal; null for a receipt voucher's advance. */
  date: string | null;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
}

/**
 * A document's lines and its split: each line's taxable value from its own tax-inclusive total, the
 * document's taxable value their sum, its tax the rest of the total. Everything sums back exactly.
 */
export function splitLines(
  lines: readonly { description: string; date: string | null; quantity: number; totalPaise: number }[],
  rateBasisPoints: number,
  sameState: boolean,
): { lines: TaxLine[]; split: TaxSplit } {
  const taxed = lines.map((line) => ({ ...line, taxablePaise: taxableOf(line.totalPaise, rateBasisPoints) }));
  const total = taxed.reduce((sum, line) => sum + line.totalPaise, 0);
  const taxable = taxed.reduce((sum, line) => sum + line.taxablePaise, 0);
  return { lines: taxed, split: splitTax(total, taxable, sameState) };
}

// ---------------------------------------------------------------------------------------------
// The seller's settings.
// ---------------------------------------------------------------------------------------------

/** The GST state codes (the first two digits of a GSTIN) and the names of the states and territories. */
export const GST_STATES: readonly { code: string; name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** '29-Karnataka', as documents write a state. */
export function stateLabel(code: string): string {
  const state = GST_STATES.find((s) => s.code === code);
  return state ? `${state.code}-${state.name}` : code;
}

/**
 * SAC 996331: "services provided by restaurants, cafes and similar eating facilities including
 * takeaway services, room services and door delivery of food", the heading of prepared meals
 * delivered to the door, taxed at 5% without input tax credit. 996334 is catering at events,
 * exhibition halls and functions, which these meals are not.
 */
export const DEFAULT_SAC_CODE = '996331';
/** 5%, in basis points: restaurant and delivery food services. */
export const DEFAULT_GST_RATE_BASIS_POINTS = 500;

export const TAX_SETTINGS_MESSAGES = {
  legalName: 'Enter the legal name (at most 200 characters)',
  address: 'Enter the address (at most 500 characters)',
  state: 'Choose the state',
  gstin: 'Enter a valid 15-character GSTIN',
  gstinState: "The GSTIN's first two digits must be the state's code",
  fssai: 'Enter the 14-digit FSSAI licence number',
  sac: 'Enter a 6-digit SAC code',
  rate: 'Enter a rate from 0 to 28 percent, at most 2 decimals',
} as const;

/** 2 digits of the state, 10 of the PAN, the entity number, Z, a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const trimmed = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

/** The seller's GST settings as the admin sends them (rate in percent). */
export const taxSettingsSchema = z
  .object({
    legalName: trimmed(200, TAX_SETTINGS_MESSAGES.legalName),
    address: trimmed(500, TAX_SETTINGS_MESSAGES.address),
    stateCode: z.string(TAX_SETTINGS_MESSAGES.state).refine((code) => GST_STATES.some((s) => s.code === code), TAX_SETTINGS_MESSAGES.state),
    gstin: z
      .string(TAX_SETTINGS_MESSAGES.gstin)
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(GSTIN_PATTERN, TAX_SETTINGS_MESSAGES.gstin)),
    fssaiLicence: z.string(TAX_SETTINGS_MESSAGES.fssai).trim().regex(/^\d{14}$/, TAX_SETTINGS_MESSAGES.fssai),
    sacCode: z.string(TAX_SETTINGS_MESSAGES.sac).trim().regex(/^\d{6}$/, TAX_SETTINGS_MESSAGES.sac),
    ratePercent: z
      .number(TAX_SETTINGS_MESSAGES.rate)
      .min(0, TAX_SETTINGS_MESSAGES.rate)
      .max(28, TAX_SETTINGS_MESSAGES.rate)
      .refine((r) => Number.isInteger(Math.round(r * 100)) && Math.abs(r * 100 - Math.round(r * 100)) < 1e-9, TAX_SETTINGS_MESSAGES.rate),
  })
  .refine((s) => s.gstin.slice(0, 2) === s.stateCode, { message: TAX_SETTINGS_MESSAGES.gstinState, path: ['gstin'] });

export type TaxSettingsInput = z.output<typeof taxSettingsSchema>;
