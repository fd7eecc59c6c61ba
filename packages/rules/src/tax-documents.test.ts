// The GST documents' pure rules: the financial year, the number, and the split of a tax-inclusive
// price that must come back to the paisa.
import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYearOf,
  splitLines,
  splitTax,
  taxableOf,
  taxInclusiveSplit,
  taxSettingsSchema,
  TAX_SETTINGS_MESSAGES,
} from './tax-documents';

describe('financialYearOf', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes the series, the short year and six digits, within the 16 characters the rules allow', () => {
    expect(documentNumber('tax_invoice', '2026-27', 123)).toBe('FM/26-27/000123');
    expect(documentNumber('receipt_voucher', '2026-27', 1)).toBe('FMR/26-27/000001');
    expect(documentNumber('receipt_voucher', '2026-27', 999_999)).toHaveLength(16);
  });

  it('refuses what would not be a valid number', () => {
    expect(() => documentNumber('receipt_voucher', '2026-27', 1_000_000)).toThrow(/too long/);
    expect(() => documentNumber('tax_invoice', '2026-27', 0)).toThrow();
    expect(() => documentNumber('tax_invoice', '2026', 1)).toThrow();
  });
});

describe('the tax split of a tax-inclusive price', () => {
  it('taxable = round(total × 100 / (100 + rate))', () => {
    expect(taxableOf(10_500, 500)).toBe(10_000);
    expect(taxableOf(13_900, 500)).toBe(13_238); // 13238.095…
    expect(taxableOf(500_000, 500)).toBe(476_190); // 476190.476…
    expect(taxableOf(21, 500)).toBe(20); // 20.0 exactly
    expect(taxableOf(1, 500)).toBe(1); // 0.952… rounds up
    expect(taxableOf(10_000, 0)).toBe(10_000);
    expect(taxableOf(11_800, 1800)).toBe(10_000);
  });

  it('halves the tax into CGST and SGST within a state, the odd paisa to CGST; IGST otherwise', () => {
    expect(taxInclusiveSplit(13_900, 500, true)).toEqual({ totalPaise: 13_900, taxablePaise: 13_238, cgstPaise: 331, sgstPaise: 331, igstPaise: 0 });
    expect(taxInclusiveSplit(500_000, 500, true)).toEqual({ totalPaise: 500_000, taxablePaise: 476_190, cgstPaise: 11_905, sgstPaise: 11_905, igstPaise: 0 });
    expect(splitTax(100, 95, true)).toEqual({ totalPaise: 100, taxablePaise: 95, cgstPaise: 3, sgstPaise: 2, igstPaise: 0 });
    expect(taxInclusiveSplit(13_900, 500, false)).toEqual({ totalPaise: 13_900, taxablePaise: 13_238, cgstPaise: 0, sgstPaise: 0, igstPaise: 662 });
  });

  it('always sums back to the total, to the paisa', () => {
    for (let total = 0; total <= 20_000; total += 7) {
      for (const rate of [0, 250, 500, 1200, 1800, 2800]) {
        for (const same of [true, false]) {
          const s = taxInclusiveSplit(total, rate, same);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
          expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("splits a month's lines each on its own, and the document's tax is what the total leaves", () => {
    const { lines, split } = splitLines(
      [
        { description: 'Lunch: Paneer thali', date: '2026-11-02', quantity: 1, totalPaise: 13_900 },
        { description: 'Dinner: Chicken curry', date: '2026-11-02', quantity: 1, totalPaise: 17_900 },
      ],
      500,
      true,
    );
    expect(lines.map((l) => l.taxablePaise)).toEqual([13_238, 17_048]);
    expect(split).toEqual({ totalPaise: 31_800, taxablePaise: 30_286, cgstPaise: 757, sgstPaise: 757, igstPaise: 0 });
  });
});

describe('taxSettingsSchema', () => {
  const valid = {
    legalName: 'FreshMeals Private Limited',
    address: '12 MG Road, Bengaluru 560001',
    stateCode: '29',
    gstin: '29abcde1234f1z5',
    fssaiLicence: '11221333000123',
    sacCode: '996331',
    ratePercent: 5,
  };

  it('accepts valid settings, upper-casing the GSTIN', () => {
    expect(taxSettingsSchema.parse(valid).gstin).toBe('29ABCDE1234F1Z5');
  });

  it('refuses a bad GSTIN, one of another state, a bad FSSAI number, SAC or rate, with their messages', () => {
    const message = (input: object) => taxSettingsSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ gstin: '29ABCDE1234F1Z' })).toBe(TAX_SETTINGS_MESSAGES.gstin);
    expect(message({ gstin: '29ABCDE1234F0Z5' })).toBe(TAX_SETTINGS_MESSAGES.gstin);
    expect(message({ gstin: '27ABCDE1234F1Z5' })).toBe(TAX_SETTINGS_MESSAGES.gstinState);
    expect(message({ stateCode: '28' })).toBe(TAX_SETTINGS_MESSAGES.state);
    expect(message({ fssaiLicence: '1122133300012' })).toBe(TAX_SETTINGS_MESSAGES.fssai);
    expect(message({ sacCode: '99633' })).toBe(TAX_SETTINGS_MESSAGES.sac);
    expect(message({ ratePercent: 29 })).toBe(TAX_SETTINGS_MESSAGES.rate);
    expect(message({ ratePercent: 5.125 })).toBe(TAX_SETTINGS_MESSAGES.rate);
    expect(message({ legalName: '  ' })).toBe(TAX_SETTINGS_MESSAGES.legalName);
  });
});
