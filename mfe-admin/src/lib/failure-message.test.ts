import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("shows the server's message", () => {
    expect(failureMessage(new Error('Insufficient credit'), 'Failed to deduct credits')).toBe('Insufficient credit');
  });

  it('falls back when there is no server message', () => {
    expect(failureMessage(new Error('Something went wrong'), 'Failed to save')).toBe('Failed to save');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to save')).toBe('Failed to save');
    expect(failureMessage(new Error('  '), 'Failed to save')).toBe('Failed to save');
    expect(failureMessage('boom', 'Failed to save')).toBe('Failed to save');
    expect(failureMessage(null, 'Failed to save')).toBe('Failed to save');
  });
});
