import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-changes';

const JSONISH = /[{}"[\]]/;

describe('changeLines', () => {
  it('writes amounts in rupees as the console does, and labels each value', () => {
    // In the gateway's order, whatever order the database kept the keys in.
    expect(changeLines({ balance: 600 }, { note: null, balance: 1500.5, amount: 900.5, paymentMethod: 'offline' })).toEqual([
      'Amount: ₹900.50',
      'Balance: ₹600.00 → ₹1,500.50',
      'Payment method: Offline',
      'Note: —',
    ]);
    expect(changeLines({ amount: 139 }, { amount: 149 })).toEqual(['Amount: ₹139.00 → ₹149.00']);
    expect(changeLines(null, { transactionId: 12, reversalId: 13 })).toEqual(['Transaction: #12', 'Reversal: #13']);
  });

  it('lists the values when there was nothing before, dates as the console writes them, and nothing when nothing was kept', () => {
    expect(changeLines(null, { date: '2026-11-26', meal: 'lunch' })).toEqual(['Date: 26 Nov 2026', 'Meal: Lunch']);
    expect(changeLines(null, { from: '2026-11-28', to: '2026-12-02', resumedFrom: '2026-11-30' })).toEqual([
      'From: 28 Nov 2026',
      'To: 02 Dec 2026',
      'Resumed from: 30 Nov 2026',
    ]);
    expect(changeLines(null, { expiresOn: null, role: 'readonly' })).toEqual(['Role: Read-only admin', 'Expires after: never']);
    expect(changeLines({ role: 'customer' }, { role: 'kitchen' })).toEqual(['Role: Customer → Kitchen']);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines({ disabled: false }, { disabled: true })).toEqual(['Disabled: No → Yes']);
    expect(changeLines({ routineCutoffHours: 12 }, { routineCutoffHours: 1 })).toEqual(['Pause cut-off: 12 hours → 1 hour']);
  });

  it('writes lists and nested values as text, never JSON', () => {
    expect(changeLines(null, { pins: ['560001', '560038'] })).toEqual(['PIN codes: 560001, 560038']);
    const created = changeLines(null, {
      name: 'Asha',
      enquiryId: 4,
      address: { label: 'Home', line1: '14, 2nd Cross', line2: null, landmark: null, city: 'Bengaluru', pin: '560038', isDefault: true },
    });
    expect(created).toEqual(['Name: Asha', 'Enquiry: #4', 'Address: 14, 2nd Cross, Bengaluru 560038']);
    const odd = changeLines(null, { extra: { someValue: 3, list: [1, 2], deeper: { ok: true } } });
    expect(odd).toEqual(['Extra: Some value: 3; List: 1, 2; Deeper: Ok: Yes']);
    for (const line of [...created, ...odd]) expect(line).not.toMatch(JSONISH);
  });

  it('writes a routine change as the meals that changed, in week order, and leaves out what did not change', () => {
    const before = {
      monday: { lunch: { time: 13, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } },
      wednesday: { dinner: { time: 20, type: 'egg', snacks: false, drinks: true, proteinMultiplier: 0 } },
      friday: { dinner: { time: 20, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } },
    };
    const after = {
      monday: { lunch: { time: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 }, breakfast: { time: 8, type: 'egg', snacks: false, drinks: false, proteinMultiplier: 0 } },
      friday: { dinner: { time: 20, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } },
    };
    expect(changeLines(before, after)).toEqual([
      'Monday breakfast: added, 08:00 Egg',
      'Monday lunch: 13:00 Veg → 13:00 Chicken, snacks, +40 g protein',
      'Wednesday dinner: removed (was 20:00 Egg, drinks)',
    ]);
    expect(changeLines({}, { tuesday: { lunch: { time: 12, type: 'veg' } } })).toEqual(['Tuesday lunch: added, 12:00 Veg']);
    expect(changeLines(before, before)).toEqual([]);
  });
});
