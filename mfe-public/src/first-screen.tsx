// The public site's first screens, rendered to HTML at build time (a Node bundle of this remote:
// the build's `mfe-public-first-screen` environment). The gateway puts a route's HTML into the page
// it serves, so a visitor sees the page at once, before any JavaScript arrives; the shell shows the
// live app in its place once that has rendered the same page (the shell's first-screen handover).
// Rendered as a visitor with no network: what waits for the server renders as it does before the
// answer comes (the built-in "from" price, the static meals), so the first screen never shows data
// that could be stale.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { AuthState, HostApi } from '@freshmeals/host-api';
import App from './App';
import { collectPageMeta } from './lib/page-meta';
import { preloadAllRoutes } from './routes';

/** The routes whose first screen is the same for every visitor (no sign-in, no query string). */
export const FIRST_SCREEN_ROUTES = ['/', '/plans', '/about-us', '/contact-us', '/t&c', '/privacy-policy', '/login', '/sign-up', '/signup', '/forgot-password'];

export interface FirstScreen {
  /** The markup of the app's root element for this route. */
  html: string;
  /** The document title and meta description the page sets. */
  title: string | null;
  description: string | null;
}

const VISITOR: AuthState = { user: null, accessToken: null };

/** A host for a visitor who is not signed in; nothing can be changed while rendering. */
const visitorHost: HostApi = {
  useAuth: () => VISITOR,
  getAuth: () => VISITOR,
  setSession() {},
  clearSession() {},
  logout: () => Promise.resolve(),
  // The renderer puts its own (offline) Relay environment around the whole page.
  RelayProvider: ({ children }) => children,
  preloadRelay: () => {},
  // Never answers: the page renders as it does before the answer comes.
  request: () => new Promise(() => {}),
};

/** A Relay environment whose requests never answer: the page renders as it does while it waits. */
function offlineEnvironment(): Environment {
  return new Environment({
    network: Network.create(() => Observable.create(() => undefined)),
    store: new Store(new RecordSource()),
    isServer: true,
  });
}

export async function renderFirstScreen(path: string): Promise<FirstScreen> {
  await preloadAllRoutes();
  const router = createMemoryRouter([{ path: '*', element: <App host={visitorHost} /> }], { initialEntries: [path] });
  const meta = collectPageMeta(() =>
    renderToString(
      <RelayEnvironmentProvider environment={offlineEnvironment()}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    ),
  );
  return { html: meta.result, title: meta.title, description: meta.description };
}
