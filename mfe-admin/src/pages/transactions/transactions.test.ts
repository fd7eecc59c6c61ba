import { describe, expect, it } from 'vitest';
import { transactionsHeading } from './index';

describe('transactionsHeading', () => {
  it("reads 'Transactions for' the name, a dash and the e-mail", () => {
    expect(transactionsHeading('Kavya Nair', 'kavya.nair@example.com')).toBe(
      'Transactions for Kavya Nair - kavya.nair@example.com',
    );
  });
});
