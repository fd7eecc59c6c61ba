// The offers screen's words for an offer's terms, and the coupon form's dates on India's clock.
import { describe, expect, it } from 'vitest';
import { discountText, fromBusinessWallClock, offerState, rupees, toBusinessWallClock, usesText, validityLines } from './offer-format';

describe('offer terms as the screen writes them', () => {
  it('writes rupees whole as they are set, and paise only when a discount has them', () => {
    expect(rupees(150)).toBe('₹150');
    expect(rupees(200000)).toBe('₹2,00,000');
    expect(rupees(12.5)).toBe('₹12.50');
    expect(discountText('percent', 20)).toBe('20%');
    expect(discountText('flat', 2000)).toBe('₹2,000');
  });

  it('writes uses against their limit, or says there is none', () => {
    expect(usesText(3, 10)).toBe('3 / 10');
    expect(usesText(3, null)).toBe('3 (no limit)');
  });

  it('tells an offer turned off from one outside its dates', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(offerState({ active: false }, now)).toBe('Off');
    expect(offerState({ active: true, validFrom: '2026-12-03T00:00:00Z' }, now)).toBe('Scheduled');
    // The end is the first moment it no longer applies.
    expect(offerState({ active: true, validTo: '2026-12-02T12:00:00Z' }, now)).toBe('Expired');
    expect(offerState({ active: true, validFrom: '2026-12-01T00:00:00Z', validTo: '2026-12-31T00:00:00Z' }, now)).toBe('Active');
  });

  it('says when an offer applies, on the business clock', () => {
    expect(validityLines(null, null)).toEqual(['Always']);
    expect(validityLines('2026-11-30T18:30:00.000Z', null)).toEqual(['From 01 Dec 2026, 00:00 IST']);
  });
});

describe("the coupon form's dates", () => {
  it('reads an instant as India’s wall clock, and back', () => {
    expect(toBusinessWallClock('2026-12-10T04:00:00.000Z')).toBe('2026-12-10 09:30');
    expect(toBusinessWallClock('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00');
    expect(fromBusinessWallClock('2027-01-01 00:00')).toBe('2026-12-31T18:30:00.000Z');
    expect(fromBusinessWallClock(toBusinessWallClock('2026-06-15T23:59:00.000Z'))).toBe('2026-06-15T23:59:00.000Z');
  });

  it('takes nothing for a missing or impossible moment', () => {
    expect(toBusinessWallClock(null)).toBe('');
    expect(toBusinessWallClock('not a date')).toBe('');
    expect(fromBusinessWallClock('2026-02-30 10:00')).toBeNull();
    expect(fromBusinessWallClock('2026-12-10 24:00')).toBeNull();
    expect(fromBusinessWallClock('10/12/2026')).toBeNull();
  });
});
