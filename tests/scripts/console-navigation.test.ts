// The round trips that bench:web counts for a console screen: the longest chain of requests each of
// which waited for the one before it to end.
import { describe, expect, it } from 'vitest';
import { longestChain } from '../../bench/console-navigation.ts';

describe('longestChain', () => {
  it('counts requests in flight together as one round trip', () => {
    // A screen's chunk and its query leaving at the press.
    expect(longestChain([{ start: 0, end: 700 }, { start: 5, end: 640 }])).toBe(1);
  });

  it('counts a request that left only after another had ended as a further round trip', () => {
    // The chunk arrives, then its query leaves, then an image its answer names.
    expect(longestChain([{ start: 0, end: 700 }, { start: 720, end: 1_300 }, { start: 1_310, end: 1_900 }])).toBe(3);
  });

  it('follows the longest chain, whatever order the requests come in', () => {
    const requests = [
      { start: 900, end: 1_500 }, // after the second
      { start: 0, end: 100 },
      { start: 150, end: 800 }, // after the second-listed
      { start: 50, end: 2_000 }, // beside them all
    ];
    expect(longestChain(requests)).toBe(3);
  });

  it('is 0 without requests', () => {
    expect(longestChain([])).toBe(0);
  });
});
