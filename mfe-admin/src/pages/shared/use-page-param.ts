// The page number of a page-numbered list, kept in the URL (?page=N) so that a reload or a return
// from a detail screen shows the same page. Changes run in a transition: the table stays on screen
// (with its loading state) while the next page loads.
import { useCallback, useTransition } from 'react';
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
  return { params, page: readPage(params), update, isPending };
}
