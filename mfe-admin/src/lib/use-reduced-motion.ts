// Whether the user's system asks for less motion (`prefers-reduced-motion: reduce`), kept current
// when they change the setting while the console is open.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
