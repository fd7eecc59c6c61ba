// The page number of a page-numbered list, kept in the URL (?page=N) so that a reload or a return
// from a detail screen shows the same page. Changes run in a transition: the old rows stay on
// screen while the next ones load, and the component that asked (the pager, a filter, the search
// box) shows it is busy. A list queries with `shown`, a deferred copy of the URL's params.
import { useCallback, useDeferredValue, useMemo, useTransition } from 'react';
import { useSearchParams } from 'react-router';

export function readPage(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get('page')));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const [isPending, startTransition] = useTransition();
  /** Sets (or, with null/''/page 1, removes) the given search params, keeping the others. */
  const update = useCallback(
    (changes: Record<string, string | number | readonly string[] | null>) => {
      startTransition(() => {
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            for (const [key, value] of Object.entries(changes)) {
              next.delete(key);
              if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
              else if (value !== null && value !== '' && !(key === 'page' && value === 1)) next.set(key, String(value));
            }
            return next;
          },
          { replace: true },
        );
      });
    },
    [setParams],
  );
  const current = params.toString();
  const deferred = useDeferredValue(current);
  const shown = useMemo(() => new URLSearchParams(deferred), [deferred]);
  return {
    /** The URL's params now: what inputs and filters show. */
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
