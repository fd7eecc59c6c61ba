// Scroll depth: 25, 50, 75 and 90 percent, each reported once per page view and only
// while scrolling down ("upward only": the depth reached only ever grows; scrolling back up, or the
// smooth scroll to the top after a route change, reports nothing).

export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 90] as const;
export type ScrollDepth = (typeof SCROLL_DEPTH_THRESHOLDS)[number];

export interface ScrollMetrics {
  /** window.scrollY */
  scrollTop: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  scrollHeight: number;
}

/** How far down the page is scrolled, 0 to 100 (0 for a page that does not scroll). */
export function percentScrolled({ scrollTop, viewportHeight, scrollHeight }: ScrollMetrics): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 1) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

export interface ScrollDepthTracker {
  /** Feed the current metrics (on scroll); calls `report` for each new depth passed while moving down. */
  update(metrics: ScrollMetrics): void;
  /** The depths reported so far in this page view. */
  reported(): readonly ScrollDepth[];
}

export function createScrollDepthTracker(report: (depth: ScrollDepth) => void, initialScrollTop = 0): ScrollDepthTracker {
  const done = new Set<ScrollDepth>();
  let lastTop = initialScrollTop;
  return {
    update(metrics) {
      const movingDown = metrics.scrollTop > lastTop;
      lastTop = metrics.scrollTop;
      if (!movingDown) return;
      const percent = percentScrolled(metrics);
      for (const depth of SCROLL_DEPTH_THRESHOLDS) {
        if (percent >= depth && !done.has(depth)) {
          done.add(depth);
          report(depth);
        }
      }
    },
    reported: () => SCROLL_DEPTH_THRESHOLDS.filter((depth) => done.has(depth)),
  };
}
