import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls smoothly to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
