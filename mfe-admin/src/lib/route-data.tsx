// Route-level preloading, as Relay's issue-tracker example does it: a route names the queries its
// screen reads, with their variables worked out from the URL (path params and query string) and
// the signed-in role. `preload` starts them and the screen's code together, before navigation
// (a sidebar link's hover, focus or press) or at the latest when the route renders (a reload, a
// typed address); the screen reads them with usePreloadedQuery, so code and data load in parallel
// instead of one after the other.
//
// Preloaded references live in a cache per Relay environment, keyed by query, variables and
// version, so the route that renders finds the one its link started and nothing is fetched twice.
// A reference nobody renders within UNUSED_PRELOAD_MS is disposed; one a route renders is held
// until the route leaves it (another URL, another screen), then disposed, so the next visit asks
// again as the screen's fetch policy says.
import { createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import type { ConcreteRequest, IEnvironment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { useLocation, useParams, type Params } from 'react-router';
import { useHost, type Role } from '@freshmeals/host-api';

/** What a route's variables are worked out from. */
export interface RouteInput {
  params: Readonly<Params>;
  search: URLSearchParams;
  role: Role | undefined;
}

export type RouteFetchPolicy = 'store-or-network' | 'store-and-network' | 'network-only';

export interface RouteQuery<Q extends OperationType = OperationType> {
  /**
   * The query: best its `$parameters` module (the query marked @preloadable), a few hundred bytes,
   * so the route table does not carry every screen's query artifact; the screen's chunk brings the
   * full artifact and Relay pairs them by the query's id.
   */
  query: ConcreteRequest | PreloadableConcreteRequest<OperationType>;
  /** The variables the screen reads with; null when this URL reads nothing (e.g. no user chosen yet). */
  variables(input: RouteInput): Q['variables'] | null;
  fetchPolicy: RouteFetchPolicy;
}

export type RouteQueries = Readonly<Record<string, RouteQuery<never>>>;

/** A route's query, typed by its operation. */
export function routeQuery<Q extends OperationType>(definition: RouteQuery<Q>): RouteQuery<never> {
  return definition as unknown as RouteQuery<never>;
}

/** How long a preload (a hovered link never followed) is kept for the route to pick it up. */
export const UNUSED_PRELOAD_MS = 30_000;

interface Entry {
  key: string;
  ref: PreloadedQuery<OperationType>;
  holders: number;
  timer: ReturnType<typeof setTimeout> | null;
  disposed: boolean;
  cache: Map<string, Entry>;
}

const caches = new WeakMap<IEnvironment, Map<string, Entry>>();

function scheduleDispose(entry: Entry, ms: number) {
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = null;
    if (entry.holders > 0) return;
    if (entry.cache.get(entry.key) === entry) entry.cache.delete(entry.key);
    entry.disposed = true;
    entry.ref.dispose();
  }, ms);
}

/** Which load of a route's queries: 0 the first; each reload counts one up, with its own policy. */
interface Load {
  version: number;
  policy: RouteFetchPolicy | null;
}

const FIRST_LOAD: Load = { version: 0, policy: null };

function entryFor(environment: IEnvironment, definition: RouteQuery<never>, input: RouteInput, load: Load): Entry | null {
  const variables = definition.variables(input);
  if (variables === null) return null;
  let cache = caches.get(environment);
  if (!cache) {
    cache = new Map();
    caches.set(environment, cache);
  }
  const { params } = definition.query;
  const key = `${params.id ?? params.name}|${load.version}|${JSON.stringify(variables)}`;
  const found = cache.get(key);
  if (found && !found.disposed) return found;
  const fetchPolicy = load.policy ?? definition.fetchPolicy;
  const ref = loadQuery<OperationType>(environment, definition.query, variables as OperationType['variables'], { fetchPolicy });
  const entry: Entry = { key, ref, holders: 0, timer: null, disposed: false, cache };
  cache.set(key, entry);
  scheduleDispose(entry, UNUSED_PRELOAD_MS);
  return entry;
}

/** Keeps a reference while a rendered route reads it; the returned function lets it go. */
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
    // The next visit fetches again; the reference itself goes a moment later, so a remount that
    // takes it straight back (React's StrictMode does) keeps it.
    if (entry.cache.get(entry.key) === entry) entry.cache.delete(entry.key);
    scheduleDispose(entry, 0);
  };
}

function entriesFor(environment: IEnvironment, queries: RouteQueries, input: RouteInput, load: Load) {
  return Object.entries(queries).map(([name, definition]) => [name, entryFor(environment, definition, input, load)] as const);
}

/** Starts a route's queries (without rendering anything); the route finds them when it renders. */
export function preloadQueries(environment: IEnvironment, queries: RouteQueries, input: RouteInput): void {
  entriesFor(environment, queries, input, FIRST_LOAD);
}

/**
 * Lets go of every query started on `environment` at once: for a render that ends without effects
 * (a server's), which never holds what it read, so nothing waits out UNUSED_PRELOAD_MS after it.
 */
export function releaseRouteData(environment: IEnvironment): void {
  const cache = caches.get(environment);
  if (!cache) return;
  caches.delete(environment);
  for (const entry of cache.values()) {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.disposed = true;
    entry.ref.dispose();
  }
}

type ScreenModule = { default: ComponentType };

/**
 * A screen whose code and queries are preloaded: the lazy component and `preload` share one dynamic
 * import, so a preloaded chunk is the one the route renders.
 */
export function preloadedScreen(importScreen: () => Promise<ScreenModule>, queries: RouteQueries) {
  return {
    component: lazy(importScreen),
    queries,
    preload(input: RouteInput, environment: IEnvironment) {
      // A failed download shows when the route renders (React.lazy imports it again).
      importScreen().catch(() => undefined);
      preloadQueries(environment, queries, input);
    },
  };
}

interface RouteDataValue {
  refs: Readonly<Record<string, PreloadedQuery<OperationType> | null>>;
  reload(policy?: RouteFetchPolicy): void;
}

const RouteDataContext = createContext<RouteDataValue | null>(null);

/**
 * Around a route's screen: its queries for the current URL (started here on a direct load, found in
 * the cache after a preload), held while the screen shows them.
 */
export function RouteData({ queries, children }: { queries: RouteQueries; children: ReactNode }) {
  const environment = useRelayEnvironment();
  const params = useParams();
  const { search } = useLocation();
  const role = useHost().useAuth().user?.role;
  const [load, setLoad] = useState<Load>(FIRST_LOAD);
  const paramsKey = JSON.stringify(params);
  const entries = useMemo(
    () => entriesFor(environment, queries, { params: JSON.parse(paramsKey) as Params, search: new URLSearchParams(search), role }, load),
    [environment, queries, paramsKey, search, role, load],
  );
  useEffect(() => {
    const releases = entries.flatMap(([, entry]) => (entry ? [hold(entry)] : []));
    return () => releases.forEach((release) => release());
  }, [entries]);
  const reload = useCallback(
    (policy?: RouteFetchPolicy) => setLoad((current) => ({ version: current.version + 1, policy: policy ?? null })),
    [],
  );
  const value = useMemo(
    () => ({ refs: Object.fromEntries(entries.map(([name, entry]) => [name, entry?.ref ?? null])), reload }),
    [entries, reload],
  );
  return <RouteDataContext.Provider value={value}>{children}</RouteDataContext.Provider>;
}

function useRouteData(): RouteDataValue {
  const value = useContext(RouteDataContext);
  if (!value) throw new Error('A preloaded screen rendered outside its route (RouteData).');
  return value;
}

/** The route's reference for the query `name`; null when the URL reads nothing for it. */
export function useRouteQuery<Q extends OperationType>(name: string): PreloadedQuery<Q> | null {
  const { refs } = useRouteData();
  if (!(name in refs)) throw new Error(`The route preloads no query named ${name}.`);
  return refs[name] as PreloadedQuery<Q> | null;
}

/**
 * Loads the route's queries again (Try again, or after a change the screen made): with the route's
 * own fetch policy unless told another ('network-only' when what is in the store is known stale).
 */
export function useRouteReload(): (policy?: RouteFetchPolicy) => void {
  return useRouteData().reload;
}
