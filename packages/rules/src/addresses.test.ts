import { describe, expect, it } from 'vitest';
import { addressLine, addressSchema, optionalAddressSchema, toAddressInput } from './addresses';
import { newCustomerSchema } from './users';

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

describe('an address a form may leave out', () => {
  it('is none when every typed part is blank, whatever the label', () => {
    expect(optionalAddressSchema.parse(undefined)).toBeNull();
    expect(optionalAddressSchema.parse({ label: 'Home', line1: '', city: ' ', pin: '' })).toBeNull();
  });

  it('is checked in full once any part is typed', () => {
    const result = optionalAddressSchema.safeParse({ label: 'Home', line1: '', city: '', pin: '560038' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['line1', 'Address is required'],
      ['city', 'City is required'],
    ]);
    expect(optionalAddressSchema.parse({ label: 'Home', line1: '14, 2nd Cross', city: 'Bengaluru', pin: '560 038' })).toMatchObject({ pin: '560038' });
  });

  it('rides along a new customer', () => {
    const customer = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };
    expect(newCustomerSchema.parse(customer).address).toBeUndefined();
    expect(newCustomerSchema.parse({ ...customer, address: { label: 'Home', line1: '', city: '', pin: '' } }).address).toBeNull();
    const invalid = newCustomerSchema.safeParse({ ...customer, address: { label: 'Home', line1: 'x', city: 'y', pin: '12' } });
    expect(invalid.error?.issues[0]).toMatchObject({ path: ['address', 'pin'], message: 'Enter a 6-digit PIN code' });
  });
});
