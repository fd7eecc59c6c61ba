// A route's query, started while the route renders: before the page's code has loaded (the page
// is a chunk of its own), so the page's data and code download together instead of one after the
// other. The page reads the reference with usePreloadedQuery.
//
// Started during render, not in an effect: a route whose page is still loading has not committed,
// and may not for a while. React may set such a render aside and render again, so references live
// in a cache per Relay environment (each signed-in user has their own), keyed by query, variables
// and load: the render that commits finds the query the first one started, and nothing is fetched
// twice. A reference no committed route takes up within UNTAKEN_MS is disposed; one a route holds
// is disposed when the route lets it go (another page, another load), so the next visit asks again
// as the fetch policy says.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import type { IEnvironment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';

/** How long a reference that no committed route has taken up is kept for one to take it. */
export const UNTAKEN_MS = 30_000;

export type RouteFetchPolicy = 'store-or-network' | 'store-and-network' | 'network-only';

interface Entry {
  key: string;
  ref: PreloadedQuery<OperationType>;
  holders: number;
  timer: ReturnType<typeof setTimeout> | null;
  disposed: boolean;
  cache: Map<string, Entry>;
}

const caches = new WeakMap<IEnvironment, Map<string, Entry>>();

function disposeLater(entry: Entry, ms: number) {
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = null;
    if (entry.holders > 0) return;
    if (entry.cache.get(entry.key) === entry) entry.cache.delete(entry.key);
    entry.disposed = true;
    entry.ref.dispose();
  }, ms);
}

function entryFor(
  environment: IEnvironment,
  query: PreloadableConcreteRequest<OperationType>,
  variables: OperationType['variables'],
  fetchPolicy: RouteFetchPolicy,
  load: number,
): Entry {
  let cache = caches.get(environment);
  if (!cache) {
    cache = new Map();
    caches.set(environment, cache);
  }
  const key = `${query.params.id ?? query.params.name}|${load}|${JSON.stringify(variables)}`;
  const found = cache.get(key);
  if (found && !found.disposed) return found;
  const ref = loadQuery<OperationType>(environment, query, variables, { fetchPolicy });
  const entry: Entry = { key, ref, holders: 0, timer: null, disposed: false, cache };
  cache.set(key, entry);
  disposeLater(entry, UNTAKEN_MS);
  return entry;
}

/** Keeps a reference while a committed route reads it; the returned function lets it go. */
function hold(entry: Entry): () => void {
  entry.holders += 1;
  if (entry.timer) {
    clearTimeout(entry.timer);
    entry.timer = null;
  }
  if (!entry.disposed && !entry.cache.has(entry.key)) entry.cache.set(entry.key, entry);
  return () => {
    entry.holders -= 1;
    if (entry.holders > 0) return;
    // The next visit asks again; the reference itself goes a moment later, so a remount that
    // takes it straight back (React's StrictMode does) keeps it.
    if (entry.cache.get(entry.key) === entry) entry.cache.delete(entry.key);
    disposeLater(entry, 0);
  };
}

export interface RouteQuery<Q extends OperationType> {
  /** The query for the page to read with usePreloadedQuery; null when the route reads nothing. */
  queryRef: PreloadedQuery<Q> | null;
  /** Loads the query again, with the same fetch policy (after a change the page made, or Try again). */
  reload(): void;
}

/**
 * Starts `query` (best its `$parameters` module, the query marked @preloadable: a few hundred
 * bytes, so the route's chunk stays small; the page's chunk brings the full artifact, and Relay
 * pairs them by the query's id) with `variables`, or nothing when they are null (a visitor).
 */
export function useRouteQuery<Q extends OperationType>(
  query: PreloadableConcreteRequest<Q>,
  variables: Q['variables'] | null,
  fetchPolicy: RouteFetchPolicy,
): RouteQuery<Q> {
  const environment = useRelayEnvironment();
  const [load, setLoad] = useState(0);
  const variablesKey = variables === null ? null : JSON.stringify(variables);
  const entry = useMemo(
    () =>
      variablesKey === null
        ? null
        : entryFor(environment, query as PreloadableConcreteRequest<OperationType>, JSON.parse(variablesKey) as Q['variables'], fetchPolicy, load),
    [environment, query, variablesKey, fetchPolicy, load],
  );
  useEffect(() => (entry ? hold(entry) : undefined), [entry]);
  const reload = useCallback(() => setLoad((current) => current + 1), []);
  return { queryRef: (entry?.ref as PreloadedQuery<Q> | undefined) ?? null, reload };
}
