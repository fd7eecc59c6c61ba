// The page's analytics client and the helpers the pages use.
import { createAnalyticsClient, type AnalyticsPayload } from './client';
import { getSessionId, oncePerSession } from './session';
import { isAnalyticsSupported } from './support';

export const analytics = createAnalyticsClient({
  supported: () => isAnalyticsSupported(),
  sessionId: () => getSessionId(),
  sendBeacon:
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url, data) => navigator.sendBeacon(url, data)
      : null,
});

// Checked at start-up: an event queued when the page is left (time_on_page) has no time to wait.
void analytics.prepare();

// Whatever is queued leaves with the page: sendBeacon survives unload, fetch may not.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => analytics.flush({ beacon: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush({ beacon: true });
  });
}

/** The device: mobile below the 768 px breakpoint, desktop otherwise. */
export function currentDevice(): 'mobile' | 'desktop' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches ? 'mobile' : 'desktop';
}

/** Placements of the Order Now buttons; any page name is accepted too. */
export type OrderNowLocation =
  | 'navbar'
  | 'side-navbar'
  | 'home-banner'
  | 'promoBanner'
  | 'home-offer-badge'
  | 'home-offer'
  | (string & {});

export function trackOrderNowClick(location: OrderNowLocation): void {
  analytics.track('order_now_click', { location, device: currentDevice() });
}

export type QuoteFormEvent = 'quote_form_view' | 'quote_form_start' | 'quote_form_submit';

/** The quote-form events fire once per session each. */
export function trackQuoteFormOnce(name: QuoteFormEvent, payload: AnalyticsPayload): boolean {
  return oncePerSession(name, () => analytics.track(name, payload));
}
