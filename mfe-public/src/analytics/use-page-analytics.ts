// Per page view: time_on_page when the route is left (or the page is closed), and the
// scroll depths 25/50/75/90 once each, downward only.
import { useEffect } from 'react';
import { analytics } from './index';
import { createScrollDepthTracker } from './scroll-depth';

export const MAX_TIME_ON_PAGE_SECONDS = 86_400;

export function usePageAnalytics(page: string, routeKey: string): void {
  useEffect(() => {
    let startedAt = performance.now();
    let sent = false;

    const sendTimeOnPage = () => {
      if (sent) return;
      sent = true;
      const seconds = Math.round((performance.now() - startedAt) / 1000);
      analytics.track('time_on_page', { page, duration_seconds: Math.min(MAX_TIME_ON_PAGE_SECONDS, Math.max(0, seconds)) });
    };

    const tracker = createScrollDepthTracker(
      (depth) => analytics.track('scroll_depth', { page, percent_scrolled: depth }),
      window.scrollY,
    );
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        tracker.update({
          scrollTop: window.scrollY,
          viewportHeight: window.innerHeight,
          scrollHeight: document.documentElement.scrollHeight,
        });
      });
    };
    const onPageHide = () => {
      sendTimeOnPage();
      analytics.flush({ beacon: true });
    };
    // Back from the back/forward cache: a new visit of the same page.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        startedAt = performance.now();
        sent = false;
      }
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (frame) cancelAnimationFrame(frame);
      sendTimeOnPage();
    };
  }, [page, routeKey]);
}
