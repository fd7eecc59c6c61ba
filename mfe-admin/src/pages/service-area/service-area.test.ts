import { describe, expect, it } from 'vitest';
import { parsePins } from './service-area';

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
