// The floating offer badge: shown only while the call-to-action section is not in view, where "in
// view" means at least 10% of it intersects the viewport, and until the visitor closes it (for the
// rest of the browser session: on a phone it covers part of the page).
import { useCallback, useEffect, useState, type RefObject } from 'react';

export const OFFER_BADGE_DISMISSED_KEY = 'fm-offer-badge-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(OFFER_BADGE_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the badge can still be closed for this page
  }
}

/** Whether the visitor closed the badge in this session, and the function that closes it. */
export function useOfferBadgeDismissed(): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      sessionStorage.setItem(OFFER_BADGE_DISMISSED_KEY, '1');
    } catch {
      // storage blocked: closed for this page only
    }
  }, []);
  return [dismissed, dismiss];
}

export const OFFER_BADGE_THRESHOLD = 0.1;

/** Whether an IntersectionObserver entry counts the section as in view (≥ 10% visible). */
export function isSectionInView(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>): boolean {
  // A hair of tolerance: browsers report the crossing ratio as e.g. 0.09999 at the threshold.
  return entry.isIntersecting && entry.intersectionRatio >= OFFER_BADGE_THRESHOLD - 0.001;
}

/** The badge's visibility: hidden until the first observation, then shown while the CTA is out of view. */
export function useOfferBadgeVisible(target: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(!isSectionInView(entry));
      },
      { threshold: OFFER_BADGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visible;
}
