import { describe, expect, it } from 'vitest';
import { movePin, parsePins, runOrderFrom, runOrderPins, withPins } from './service-area';

describe('parsePins', () => {
  it('reads PIN codes separated by commas, new lines or single spaces, spaces inside a PIN allowed', () => {
    expect(parsePins('560038, 560001')).toEqual({ pins: ['560038', '560001'] });
    expect(parsePins('560038 560001\n560 002;560038')).toEqual({ pins: ['560038', '560001', '560002'] });
  });

  it('names the first entry that is not a PIN code', () => {
    expect(parsePins('560038, 56001')).toEqual({ error: 'Enter a 6-digit PIN code: 56001' });
    expect(parsePins('  ')).toEqual({ error: 'Enter a 6-digit PIN code' });
    expect(parsePins('012345')).toEqual({ error: 'Enter a 6-digit PIN code: 012345' });
  });
});

describe('the delivery order', () => {
  const rows = [
    { pin: '560001', runOrder: null },
    { pin: '560038', runOrder: 2 },
    { pin: '560002', runOrder: null },
    { pin: '560100', runOrder: 1 },
  ];

  it('reads the ordered PIN codes by place, then the rest by code', () => {
    expect(runOrderFrom(rows)).toEqual({ ordered: ['560100', '560038'], unordered: ['560001', '560002'] });
    expect(runOrderFrom([])).toEqual({ ordered: [], unordered: [] });
  });

  it('moves a PIN code within the ordered ones', () => {
    const order = runOrderFrom(rows);
    expect(movePin(order, '560038', 'up')).toEqual({ ordered: ['560038', '560100'], unordered: ['560001', '560002'] });
    expect(movePin(order, '560100', 'down')).toEqual({ ordered: ['560038', '560100'], unordered: ['560001', '560002'] });
  });

  it('orders everything down to both places a move swaps, keeping the rest by code', () => {
    const order = runOrderFrom(rows);
    // The first of the rest moved up: it and the one it passed are both ordered now.
    expect(movePin(order, '560001', 'up')).toEqual({ ordered: ['560100', '560001', '560038'], unordered: ['560002'] });
    // The last ordered moved down past the first of the rest.
    expect(movePin(order, '560038', 'down')).toEqual({ ordered: ['560100', '560001', '560038'], unordered: ['560002'] });
    // Within the rest: both become ordered, the rest still by code.
    const none = runOrderFrom([{ pin: '560003' }, { pin: '560001' }, { pin: '560002' }]);
    expect(movePin(none, '560002', 'up')).toEqual({ ordered: ['560002', '560001'], unordered: ['560003'] });
    expect(runOrderPins(movePin(none, '560003', 'up'))).toEqual(['560001', '560003', '560002']);
  });

  it('leaves the order as it is at either end or for a PIN code not in the list', () => {
    const order = runOrderFrom(rows);
    expect(movePin(order, '560100', 'up')).toBe(order);
    expect(movePin(order, '560002', 'down')).toBe(order);
    expect(movePin(order, '999999', 'up')).toBe(order);
  });

  it('sends the whole list as shown', () => {
    expect(runOrderPins(runOrderFrom(rows))).toEqual(['560100', '560038', '560001', '560002']);
  });

  it('keeps unsaved moves when a PIN code is added or removed', () => {
    const moved = movePin(runOrderFrom(rows), '560038', 'up');
    expect(withPins(moved, ['560100', '560038', '560001', '560002', '560050'])).toEqual({
      ordered: ['560038', '560100'],
      unordered: ['560001', '560002', '560050'],
    });
    expect(withPins(moved, ['560100', '560001', '560002'])).toEqual({ ordered: ['560100'], unordered: ['560001', '560002'] });
    expect(withPins(moved, [])).toEqual({ ordered: [], unordered: [] });
  });
});
