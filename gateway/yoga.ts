// The GraphQL endpoint: graphql-yoga over the Pothos schema. Exported apart from the listener so
// tests call `yoga.fetch(...)` directly.
import { createYoga, type YogaServerOptions } from 'graphql-yoga';
import { schema } from '../schema/index.ts';
import type { Context } from '../schema/context.ts';
import { createContextFactory, type ContextDeps, type ServerContext } from './context.ts';
import type { Logger } from './logger.ts';
import { useResponseCookies } from './use-response-cookies.ts';

export function createGraphQL(
  deps: ContextDeps & {
    logger: Logger;
    graphiql: boolean;
    /** Which browser origins get CORS (gateway/cors.ts). Required: yoga's default grants every origin, with credentials. */
    cors: NonNullable<YogaServerOptions<ServerContext, Context>['cors']>;
  },
) {
  const buildContext = createContextFactory(deps);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: deps.graphiql ? { title: 'FreshMeals API' } : false,
    landingPage: false,
    cors: deps.cors,
    // Never leak internals: unexpected errors become 'Unexpected error.' (logged in full).
    maskedErrors: { isDev: false },
    logging: {
      debug: (...args) => deps.logger.debug({ args }, 'yoga'),
      info: (...args) => deps.logger.info({ args }, 'yoga'),
      warn: (...args) => deps.logger.warn({ args }, 'yoga'),
      error: (...args) => deps.logger.error({ args }, 'yoga'),
    },
    context: (initial) => buildContext(initial as unknown as { request: Request } & ServerContext),
    plugins: [useResponseCookies()],
  });
}

export type GraphQLApp = ReturnType<typeof createGraphQL>;
