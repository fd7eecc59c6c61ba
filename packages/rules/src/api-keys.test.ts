import { describe, expect, it } from 'vitest';
import { apiKeyOverBudget } from './api-keys';

describe('apiKeyOverBudget', () => {
  it('names the cost of a request whose cost is known, and what is left', () => {
    expect(apiKeyOverBudget(20, 7, 1000, 1)).toBe('This request costs 20 points and this API key has 7 of its 1000 points a minute left. Try again in 1 second.');
  });

  it('names no cost for a request refused before its cost is known', () => {
    expect(apiKeyOverBudget(null, 0, 1000, 42)).toBe('This API key has used all of its 1000 points a minute. Try again in 42 seconds.');
  });
});
