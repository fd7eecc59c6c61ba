import { describe, expect, it } from 'vitest';
import { createScrollDepthTracker, percentScrolled, type ScrollDepth } from './scroll-depth';

const at = (scrollTop: number) => ({ scrollTop, viewportHeight: 800, scrollHeight: 2800 }); // 2000 px to scroll

describe('percentScrolled', () => {
  it('is the share of the scrollable distance', () => {
    expect(percentScrolled(at(0))).toBe(0);
    expect(percentScrolled(at(500))).toBe(25);
    expect(percentScrolled(at(2000))).toBe(100);
  });

  it('is 0 for a page that does not scroll', () => {
    expect(percentScrolled({ scrollTop: 0, viewportHeight: 800, scrollHeight: 800 })).toBe(0);
  });
});

describe('scroll depth tracker', () => {
  function track(initial = 0) {
    const reported: ScrollDepth[] = [];
    const tracker = createScrollDepthTracker((depth) => reported.push(depth), initial);
    return { tracker, reported };
  }

  it('reports 25, 50, 75 and 90 once each while scrolling down', () => {
    const { tracker, reported } = track();
    for (const y of [100, 499, 500, 900, 1000, 1400, 1500, 1700, 1800, 1900, 2000]) tracker.update(at(y));
    expect(reported).toEqual([25, 50, 75, 90]);
  });

  it('reports every depth passed by one jump, in order', () => {
    const { tracker, reported } = track();
    tracker.update(at(1600));
    expect(reported).toEqual([25, 50, 75]);
  });

  it('never reports again when scrolling back up and down (upward only)', () => {
    const { tracker, reported } = track();
    tracker.update(at(1100));
    tracker.update(at(0));
    tracker.update(at(1100));
    tracker.update(at(600));
    expect(reported).toEqual([25, 50]);
    expect(tracker.reported()).toEqual([25, 50]);
  });

  it('ignores the smooth scroll to the top that follows a route change', () => {
    // The new page starts while the window is still deep down from the previous page.
    const { tracker, reported } = track(1900);
    for (const y of [1700, 1200, 600, 100, 0]) tracker.update(at(y));
    expect(reported).toEqual([]);
    tracker.update(at(520));
    expect(reported).toEqual([25]);
  });
});
