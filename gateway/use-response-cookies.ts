// Yoga plugin: lets resolvers set cookies (ctx.setCookie) that are added to the HTTP response.
import type { Plugin } from 'graphql-yoga';

const pending = new WeakMap<Request, string[]>();

/** The list a request's resolvers append Set-Cookie values to. */
export function responseCookies(request: Request): string[] {
  let list = pending.get(request);
  if (!list) pending.set(request, (list = []));
  return list;
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const value of pending.get(request) ?? []) response.headers.append('set-cookie', value);
    },
  };
}
