import { describe, expect, it } from 'vitest';
import { formatINR } from '../shared/format';
import { isLargePriceChange, normalisePrice, priceLabel, priceProblem, sortPrices } from './prices';

describe('price labels', () => {
  it('names the keys as the server does and falls back to the server label', () => {
    expect(priceLabel('veg')).toBe('Veg meal');
    expect(priceLabel('egg')).toBe('Egg meal');
    expect(priceLabel('chicken')).toBe('Chicken meal');
    expect(priceLabel('protein_portion')).toBe('Extra protein (per 20 g portion)');
    expect(priceLabel('snacks')).toBe('Snacks');
    expect(priceLabel('drinks')).toBe('Drinks');
    expect(priceLabel('delivery', 'Delivery')).toBe('Delivery');
  });

  it('sorts the server list in the usual order, unknown keys last', () => {
    const keys = sortPrices([{ key: 'drinks' }, { key: 'other' }, { key: 'veg' }, { key: 'protein_portion' }, { key: 'egg' }]).map(
      (p) => p.key,
    );
    expect(keys).toEqual(['veg', 'egg', 'protein_portion', 'drinks', 'other']);
  });
});

describe('normalisePrice', () => {
  it('accepts what the server accepts: 0 up to its maximum, at most 2 decimals', () => {
    expect(normalisePrice(0)).toBe(0);
    expect(normalisePrice(139)).toBe(139);
    expect(normalisePrice(12.35)).toBe(12.35);
    expect(normalisePrice('40.5')).toBe(40.5);
    expect(normalisePrice(100_000)).toBe(100_000);
  });

  it('refuses what the server refuses instead of changing it: a third decimal, over the maximum', () => {
    expect(normalisePrice(12.345)).toBeNull();
    expect(normalisePrice(100_000.01)).toBeNull();
  });

  it('rejects empty, negative and non-numbers', () => {
    expect(normalisePrice(null)).toBeNull();
    expect(normalisePrice(undefined)).toBeNull();
    expect(normalisePrice('')).toBeNull();
    expect(normalisePrice(-1)).toBeNull();
    expect(normalisePrice('abc')).toBeNull();
  });

  it('shows amounts in INR, en-IN', () => {
    expect(formatINR(139)).toBe('₹139.00');
    expect(formatINR(1234.5)).toBe('₹1,234.50');
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
  });
});

describe('priceProblem and isLargePriceChange (the server rule, and when to confirm)', () => {
  it('a meal is never 0, an extra may be; unknown keys are left to the server', () => {
    expect(priceProblem('veg', 0)).toBe('A meal price must be more than 0');
    expect(priceProblem('chicken', 0.01)).toBeNull();
    expect(priceProblem('snacks', 0)).toBeNull();
    expect(priceProblem('fish', 0)).toBeNull();
  });

  it('more than half the current price, up or down, is large', () => {
    expect(isLargePriceChange(100, 150)).toBe(false);
    expect(isLargePriceChange(100, 150.01)).toBe(true);
    expect(isLargePriceChange(100, 50)).toBe(false);
    expect(isLargePriceChange(100, 49.99)).toBe(true);
    expect(isLargePriceChange(0, 10)).toBe(true);
    expect(isLargePriceChange(0, 0)).toBe(false);
  });
});
