// Yoga plugin: lets resolvers set cookies (ctx.setCookie) that are added to the HTTP response (the
// REST facade's too, through takeResponseCookies).
import type { Plugin } from 'graphql-yoga';

const pending = new WeakMap<Request, string[]>();

/** The list a request's resolvers append Set-Cookie values to. */
export function responseCookies(request: Request): string[] {
  let list = pending.get(request);
  if (!list) pending.set(request, (list = []));
  return list;
}

/**
 * The Set-Cookie values a request's resolvers added since the last call, taken off its list: the
 * plugin below adds them to a GraphQL over HTTP response, the REST facade to its own response.
 */
export function takeResponseCookies(request: Request): string[] {
  return pending.get(request)?.splice(0) ?? [];
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const value of takeResponseCookies(request)) response.headers.append('set-cookie', value);
    },
  };
}
