import { describe, expect, it } from 'vitest';
import {
  csvCell,
  dayLabel,
  deductAllConfirmText,
  dispatchCsv,
  dispatchHeading,
  dispatchStatus,
  emptyText,
  groupByPin,
  parseDispatchDate,
  parseMeal,
  pinGroupTitle,
  weekdayIn,
  weekdayOfDate,
  yesNo,
  type CsvEntry,
} from './dispatch-format';

describe('dispatch texts', () => {
  it('heads the list with an en dash, the weekday and the meal', () => {
    expect(dispatchHeading('saturday', 'lunch')).toBe('Dispatch List – Saturday (lunch)');
  });

  it('says who was not found', () => {
    expect(emptyText('dinner', 'monday')).toBe('No users found for dinner on Monday');
  });

  it('reads the meal filter, lunch by default', () => {
    expect(parseMeal('breakfast')).toBe('breakfast');
    expect(parseMeal('Dinner')).toBe('dinner');
    expect(parseMeal(null)).toBe('lunch');
    expect(parseMeal('brunch')).toBe('lunch');
  });

  it('reads the day filter: a real date, else today (null)', () => {
    expect(parseDispatchDate('2026-11-26')).toBe('2026-11-26');
    expect(parseDispatchDate(' 2026-11-26 ')).toBe('2026-11-26');
    expect(parseDispatchDate('2026-02-30')).toBeNull();
    expect(parseDispatchDate('')).toBeNull();
    expect(parseDispatchDate('tomorrow')).toBeNull();
    expect(parseDispatchDate(null)).toBeNull();
  });

  it("names a date's weekday and writes it out, whatever the browser's zone", () => {
    expect(weekdayOfDate('2026-11-26')).toBe('thursday');
    expect(dayLabel('2026-11-26')).toBe('Thu, 26 Nov 2026');
    expect(dayLabel('2027-01-03')).toBe('Sun, 03 Jan 2027');
  });

  it("asks before 'Deduct all' with what it will charge, and says who is left out", () => {
    expect(deductAllConfirmText({ meals: 2, total: 139.3, short: 1 })).toEqual({ question: 'Deduct ₹139.30 in credits for 2 meals?', note: '1 meal with too little credit will not be charged.' });
    expect(deductAllConfirmText({ meals: 1, total: 139, short: 0 })).toEqual({ question: 'Deduct ₹139.00 in credits for 1 meal?', note: null });
  });

  it('says Yes or No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });

  it("finds today's weekday in the business time zone", () => {
    // 20:00 UTC on Saturday is already Sunday in Kolkata (UTC+5:30).
    const now = new Date('2026-11-21T20:00:00Z');
    expect(weekdayIn('Asia/Kolkata', now)).toBe('sunday');
    expect(weekdayIn('UTC', now)).toBe('saturday');
    expect(weekdayIn('Not/AZone', now)).toMatch(/day$/);
  });
});

describe('the dispatch run: status and CSV', () => {
  const entry = (over: Partial<CsvEntry> = {}): CsvEntry => ({
    name: 'Aarav Sharma',
    email: 'aarav@example.com',
    phone: '9876543210',
    categoryType: 'veg',
    dishName: 'Rajma Rice',
    drinks: true,
    snacks: false,
    proteinMultiplier: 2,
    deducted: false,
    notAffordable: false,
    ...over,
  });

  it('reads Deducted, Not affordable or To deduct', () => {
    expect(dispatchStatus(entry({ deducted: true, notAffordable: true }))).toBe('Deducted');
    expect(dispatchStatus(entry({ notAffordable: true }))).toBe('Not affordable');
    expect(dispatchStatus(entry())).toBe('To deduct');
  });

  it('writes the rows as shown, quoting what needs it and keeping formulas as text', () => {
    const csv = dispatchCsv([
      entry(),
      entry({ name: 'Rao, "Ishaan"', proteinMultiplier: null, deducted: true, dishName: null }),
      entry({ name: '=HYPERLINK("x")' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Address,PIN,Category,Dish,Drinks,Snacks,Protein,Status',
      'Aarav Sharma,aarav@example.com,9876543210,,,veg,Rajma Rice,Yes,No,2,To deduct',
      '"Rao, ""Ishaan""",aarav@example.com,9876543210,,,veg,,Yes,No,0,Deducted',
      `"'=HYPERLINK(""x"")",aarav@example.com,9876543210,,,veg,Rajma Rice,Yes,No,2,To deduct`,
      '',
    ]);
    expect(csvCell(-5)).toBe('-5');
  });

  it('keeps as text the formulas spreadsheets still run: after spaces or line breaks, and in full-width forms', () => {
    const cases: [string, string][] = [
      [' =1+1', `' =1+1`],
      ['  @SUM(A1)', `'  @SUM(A1)`],
      ['\n=HYPERLINK("x")', `"'\n=HYPERLINK(""x"")"`],
      ['\r\n+1', `"'\r\n+1"`],
      ['\t-1', `'\t-1`],
      ['\u3000=1', `'\u3000=1`],
      ['＝HYPERLINK("x")', `"'＝HYPERLINK(""x"")"`],
      ['＋1', `'＋1`],
      ['－1', `'－1`],
      ['＠SUM(A1)', `'＠SUM(A1)`],
    ];
    for (const [value, cell] of cases) expect(csvCell(value), JSON.stringify(value)).toBe(cell);
    // Ordinary text, including a sign inside it, stays as it is.
    expect(csvCell('Aarav Sharma')).toBe('Aarav Sharma');
    expect(csvCell('Flat 4 - B')).toBe('Flat 4 - B');
    expect(csvCell(' Rajma Rice')).toBe(' Rajma Rice');
  });

  it('adds who skipped the meal last, with the status Skipped (Paused for a pause) and nothing to prepare', () => {
    const csv = dispatchCsv(
      [entry()],
      [
        { name: 'Mohan Das', email: 'mohan@example.com', phone: '9811111111', categoryType: 'egg' },
        { name: 'Nisha Pai', email: 'nisha@example.com', phone: '9822222222', categoryType: 'veg', paused: true },
      ],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      'Aarav Sharma,aarav@example.com,9876543210,,,veg,Rajma Rice,Yes,No,2,To deduct',
      'Mohan Das,mohan@example.com,9811111111,,,egg,,,,,Skipped',
      'Nisha Pai,nisha@example.com,9822222222,,,veg,,,,,Paused',
    ]);
    expect(dispatchStatus({ deducted: false, notAffordable: false, skipped: true })).toBe('Skipped');
  });

  it('groups rows by PIN code, users without an address last, and the CSV follows the groups', () => {
    const rows = [
      entry({ name: 'A', pin: '560038', address: '1 Road, Bengaluru 560038' }),
      entry({ name: 'B', pin: null }),
      entry({ name: 'C', pin: '560001', address: 'MG Road, Bengaluru 560001' }),
      entry({ name: 'D', pin: '560038', address: '2 Road, Bengaluru 560038' }),
    ];
    expect(groupByPin(rows).map((g) => [g.pin, g.entries.map((e) => e.name)])).toEqual([
      ['560001', ['C']],
      ['560038', ['A', 'D']],
      [null, ['B']],
    ]);
    expect(pinGroupTitle('560038', 2)).toBe('PIN 560038 · 2 meals');
    expect(pinGroupTitle(null, 1)).toBe('No address · 1 meal');
    const csv = dispatchCsv(rows).split('\r\n');
    expect(csv.slice(1, 5).map((line) => line.split(',')[0])).toEqual(['C', 'A', 'D', 'B']);
    expect(csv[1]).toContain(',"MG Road, Bengaluru 560001",560001,');
  });
});
