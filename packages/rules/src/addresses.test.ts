import { describe, expect, it } from 'vitest';
import { addressLine, addressSchema, toAddressInput } from './addresses';

const saved = { label: 'Office', line1: '4th floor, Prestige Tower', line2: null, landmark: 'Opposite the metro', city: 'Bengaluru', pin: '560001', notes: null, isDefault: false };

describe('address helpers', () => {
  it('writes an address on one line, skipping absent parts, label and notes apart', () => {
    expect(addressLine(saved)).toBe('4th floor, Prestige Tower, Opposite the metro, Bengaluru 560001');
    expect(addressLine({ ...saved, line2: 'Block B', landmark: '' })).toBe('4th floor, Prestige Tower, Block B, Bengaluru 560001');
  });

  it('turns a saved address into form values the address rules accept back unchanged', () => {
    const input = toAddressInput(saved);
    expect(input).toEqual({ label: 'Office', line1: '4th floor, Prestige Tower', line2: '', landmark: 'Opposite the metro', city: 'Bengaluru', pin: '560001', notes: '', isDefault: false });
    expect(addressSchema.parse(input)).toEqual({ ...saved });
    expect(toAddressInput({ label: 'Home', line1: 'x', city: 'y', pin: '560038' }).isDefault).toBe(false);
  });
});
