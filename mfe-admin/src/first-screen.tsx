// The console's first screen, rendered on the server for each request (a Node bundle of this remote:
// the build's `mfe-admin-first-screen` environment). The console is the signed-in user's own data,
// so unlike the public site's screens it cannot be rendered at build time: the gateway calls
// `renderFirstScreen` with the user its session names and a way to run this remote's own queries
// as that user, and puts the HTML into the page it serves. The user sees their screen before any
// script has arrived; the shell shows the live console in its place once that has rendered the
// same screen (the shell's first-screen handover).
//
// The server knows neither the viewport nor the sidebar's state in the browser: the screen is
// rendered twice, for a viewport below the mobile breakpoint (a drawer) and above it (a sidebar,
// expanded or collapsed as its cookie says), and a media query shows the one that fits.
import type { ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { AuthState, GraphQLOperation, HostApi, SessionUser } from '@freshmeals/host-api';
import { MOBILE_MEDIA_QUERY, SidebarServerContext } from '@freshmeals/ui';
import App from './App';
import { canAccess, DASHBOARD_BASE } from './access';
import { releaseRouteData } from './lib/route-data';
import { documentTitle } from './lib/use-document-title';
import { ADMIN_ROUTES } from './routes';

/** The screens rendered on the server: where staff land after signing in. */
export const FIRST_SCREEN_ROUTES = ['/dashboard/home'];

/** What the shell's handover reads: the two renderings, of which the page shows one. */
export const VARIANT_ATTRIBUTE = 'data-first-screen-variant';

/** Shows the rendering that fits the viewport; for the page's head. */
export const VARIANT_CSS =
  `@media ${MOBILE_MEDIA_QUERY}{[${VARIANT_ATTRIBUTE}="wide"]{display:none}}` +
  `@media not all and ${MOBILE_MEDIA_QUERY}{[${VARIANT_ATTRIBUTE}="narrow"]{display:none}}`;

export interface FirstScreenRequest {
  /** The path asked for (one of FIRST_SCREEN_ROUTES). */
  path: string;
  user: SessionUser;
  /** The cookies the request carried (the sidebar's state is one). */
  cookie: string;
  /** Runs one of this remote's documents as the user; resolves with the server's answer. */
  execute(operation: GraphQLOperation): Promise<GraphQLResponse>;
}

export interface FirstScreen {
  /** Both renderings, each in its variant's element. */
  html: string;
  /** The styles Ant Design makes as it renders (its theme's CSS variables), for the page's head. */
  css: string;
  title: string;
}

/** A host for the user of the request; nothing can be changed while rendering. */
function serverHost(user: SessionUser, execute: FirstScreenRequest['execute']): HostApi {
  // The console's transport needs no token here: the gateway runs its documents as this user.
  const auth: AuthState = { user, accessToken: 'server' };
  return {
    useAuth: () => auth,
    getAuth: () => auth,
    setSession() {},
    clearSession() {},
    logout: () => Promise.resolve(),
    // The renderer puts its own Relay environment around the whole console.
    RelayProvider: ({ children }: { children: ReactNode }) => children,
    preloadRelay: () => {},
    request: async (operation) => execute(operation) as Promise<{ data?: Record<string, unknown> | null }>,
  };
}

class FirstScreenFailed extends Error {}

/** The answers of one request's documents, asked once for both renderings; any error fails the screen. */
function answersOnce(execute: FirstScreenRequest['execute']) {
  const answers = new Map<string, Promise<GraphQLResponse>>();
  return (operation: GraphQLOperation): Promise<GraphQLResponse> => {
    const key = JSON.stringify([operation.documentId ?? operation.query, operation.variables ?? {}]);
    let answer = answers.get(key);
    if (!answer) {
      answer = execute(operation).then((response) => {
        // A screen that would show an error is left to the app, which says it and offers a retry.
        if (!response || ('errors' in response && response.errors?.length)) throw new FirstScreenFailed('a query failed');
        return response;
      });
      answers.set(key, answer);
    }
    return answer;
  };
}

function environmentFor(execute: FirstScreenRequest['execute']): Environment {
  return new Environment({
    network: Network.create((params, variables) =>
      execute({ documentId: params.id, query: params.id ? null : params.text, variables, operationName: params.name }),
    ),
    store: new Store(new RecordSource()),
    isServer: true,
  });
}

async function renderVariant(
  request: FirstScreenRequest,
  mobile: boolean,
  execute: FirstScreenRequest['execute'],
): Promise<{ html: string; css: string }> {
  const environment = environmentFor(execute);
  const styles = createCache();
  const router = createMemoryRouter([{ path: `${DASHBOARD_BASE}/*`, element: <App host={serverHost(request.user, execute)} /> }], {
    initialEntries: [request.path],
  });
  let failure: unknown = null;
  try {
    const { prelude } = await prerender(
      <StyleProvider cache={styles}>
        <SidebarServerContext.Provider value={{ mobile, cookie: request.cookie }}>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </SidebarServerContext.Provider>
      </StyleProvider>,
      {
        // Every boundary in place, however large: a first screen has no script to move one in.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          failure ??= error;
        },
      },
    );
    const html = await new Response(prelude).text();
    if (failure) throw failure;
    return { html, css: extractStyle(styles, { plain: true }) };
  } finally {
    releaseRouteData(environment);
    router.dispose();
  }
}

/** The screen for the request, or null when it has none (another path, a role that may not open it). */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  if (!FIRST_SCREEN_ROUTES.includes(request.path) || !canAccess(request.user.role, request.path)) return null;
  const relative = request.path.slice(DASHBOARD_BASE.length);
  const route = ADMIN_ROUTES.find((candidate) => matchPath(`/${candidate.path}`, relative));
  if (!route) return null;
  const execute = answersOnce(request.execute);
  const [narrow, wide] = await Promise.all([renderVariant(request, true, execute), renderVariant(request, false, execute)]);
  return {
    html: `<div ${VARIANT_ATTRIBUTE}="narrow">${narrow.html}</div><div ${VARIANT_ATTRIBUTE}="wide">${wide.html}</div>`,
    css: narrow.css === wide.css ? narrow.css : narrow.css + wide.css,
    title: documentTitle(route.title),
  };
}
