// The floating offer badge: shown only while the call-to-action section is not in view, where "in
// view" means at least 10% of it intersects the viewport.
import { useEffect, useState, type RefObject } from 'react';

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
