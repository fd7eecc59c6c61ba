import { decodeBase64 } from '@pothos/core';
import { offsetToCursor as pothosOffsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { cursorForPage, offsetToCursor, pageArgs, pageCount } from './pagination.ts';

describe('offset cursors', () => {
  it('encodes offsets as @pothos/plugin-relay does, so the server reads them', () => {
    expect(offsetToCursor(9)).toBe(btoa('OffsetConnection:9'));
    for (const offset of [0, 9, 19, 99, 12345]) {
      expect(offsetToCursor(offset)).toBe(pothosOffsetToCursor(offset));
      expect(decodeBase64(offsetToCursor(offset))).toBe(`OffsetConnection:${offset}`);
    }
  });

  it('starts page N of size L after the item at (N-1)*L-1', () => {
    expect(cursorForPage(1, 10)).toBeNull();
    expect(cursorForPage(2, 10)).toBe(offsetToCursor(9));
    expect(cursorForPage(3, 8)).toBe(offsetToCursor(15));
    expect(pageArgs(2, 10)).toEqual({ first: 10, after: offsetToCursor(9) });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(13, 10)).toBe(2);
  });
});
