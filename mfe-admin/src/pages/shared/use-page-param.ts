// The page number of a page-numbered list, kept in the URL (?page=N) so that a reload or a return
// from a detail screen shows the same page. Changes run in a transition: the old rows stay on
// screen while the next ones load, and the component that asked (the pager, a filter, the search
// box) shows it is busy. A list queries with `shown`, a deferred copy of the URL's params.
//
// While a change loads, the router still renders the URL it had: a second change made meanwhile
// (a day typed while another meal loads) builds on the first, not on that older URL, and the inputs
// show what was asked. What was asked counts only until the router renders another URL.
import { useCallback, useDeferredValue, useMemo, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';

export function readPage(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get('page')));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** URL params asked for while the router rendered `from`. */
interface Asked {
  from: string;
  next: URLSearchParams;
}

export function useSearchState() {
  const [rendered, setParams] = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const current = rendered.toString();
  const [asked, setAsked] = useState<Asked | null>(null);
  // The latest ask, read by a change made before the screen renders again.
  const askedRef = useRef<Asked | null>(null);
  const params = asked?.from === current ? asked.next : rendered;
  /** Sets (or, with null/''/page 1, removes) the given search params, keeping the others. */
  const update = useCallback(
    (changes: Record<string, string | number | readonly string[] | null>) => {
      const latest = askedRef.current?.from === current ? askedRef.current.next : rendered;
      const next = new URLSearchParams(latest);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
        else if (value !== null && value !== '' && !(key === 'page' && value === 1)) next.set(key, String(value));
      }
      askedRef.current = { from: current, next };
      setAsked(askedRef.current);
      startTransition(() => setParams(next, { replace: true }));
    },
    [current, rendered, setParams],
  );
  const deferred = useDeferredValue(current);
  const shown = useMemo(() => new URLSearchParams(deferred), [deferred]);
  return {
    /** The URL's params as last asked for (the router may still be loading them): what inputs and filters show. */
    params,
    /** The params of the rows on screen: what a list queries with. */
    shown,
    page: readPage(shown),
    update,
    /**
     * A change this component asked for is loading (its rows, or the list's when it is the search
     * box or a filter): show it as busy.
     */
    isPending: isPending || deferred !== current,
  };
}
