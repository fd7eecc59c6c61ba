// Security headers on every response of the gateway.
//
//   the app's HTML     a Content-Security-Policy that lets scripts come only from the site and the
//                      remotes' origins (their manifest URLs in the remotes configuration; relative
//                      ones are the site itself), inline scripts only by their SHA-256 hash, images
//                      also from data:/blob: and the image storage (Cloudinary when configured)
//   GraphiQL           (GET /graphql as HTML) everything from the site itself (gateway/graphiql/),
//                      its editor's workers too
//   everything else    (JSON, files, uploads) `default-src 'none'`: nothing in such a response may
//                      run or load anything, even if a browser is talked into rendering it
//
// plus X-Content-Type-Options, Referrer-Policy, X-Frame-Options, Cross-Origin-Opener-Policy, and
// Strict-Transport-Security in production. Styles allow 'unsafe-inline': Ant Design (CSS-in-JS) and
// GraphiQL insert <style> elements at run time, which no hash can cover.
import { createHash } from 'node:crypto';
import type { StorageConfig } from './storage/config.ts';
import { parseCloudinaryUrl } from './storage/cloudinary.ts';

export interface SecurityHeadersConfig {
  production: boolean;
  /** Remote name -> manifest URL (absolute, or relative to the site). */
  remotes: Record<string, string>;
  storage: StorageConfig;
  /** With Razorpay, its checkout page (/pay/...) also loads Razorpay's checkout script and frame. */
  payments?: { kind: string };
}

/** What Razorpay's checkout loads: its script, its payment frame, its API and its images. */
export const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://cdn.razorpay.com', 'https://lumberjack.razorpay.com'];

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** No content of a non-HTML response may load or run anything, nor be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const policy = (directives: [string, ...string[]][]) =>
  directives.map(([name, ...sources]) => [name, ...sources.filter(Boolean)].join(' ')).join('; ');

/** The origins of the absolute manifest URLs (relative ones are served by the site itself). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // relative: same origin
    }
  }
  return [...origins];
}

/** Where dish images come from besides the site: Cloudinary's download API and delivery host. */
export function imageOrigins(storage: StorageConfig): string[] {
  if (storage.kind !== 'cloudinary') return [];
  const api = new URL(parseCloudinaryUrl(storage.url).uploadPrefix).origin;
  return [...new Set([api, 'https://res.cloudinary.com'])];
}

/** 'sha256-…' sources of the inline <script> elements of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function appCsp(remotes: string[], images: string[], scriptHashes: string[], checkout: string[] = []): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...checkout, ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...images, ...checkout],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes, ...checkout],
    ...(checkout.length ? ([['frame-src', ...checkout]] as [string, ...string[]][]) : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}

export function graphiqlCsp(scriptHashes: string[]): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}

/** Sets headers on a response, or on a copy when its headers are immutable (a proxied fetch). */
function withHeaders(response: Response, headers: Record<string, string>, body?: string): Response {
  if (body === undefined) {
    try {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    } catch {
      // immutable headers: fall through to a copy
    }
  }
  const copy = new Response(body ?? response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

export function createSecurityHeaders(config: SecurityHeadersConfig) {
  const remotes = remoteOrigins(config.remotes);
  const images = imageOrigins(config.storage);
  const common = config.production ? { ...COMMON, 'strict-transport-security': HSTS } : COMMON;
  // Pages are few and rarely change (the built index.html, GraphiQL): remember their policies.
  const cache = new Map<string, string>();

  const checkout = config.payments?.kind === 'razorpay' ? RAZORPAY_ORIGINS : [];

  function htmlPolicy(html: string, graphiql: boolean, paying: boolean): string {
    const key = `${graphiql ? 'g' : paying ? 'p' : 'a'}:${html}`;
    let csp = cache.get(key);
    if (csp === undefined) {
      const hashes = inlineScriptHashes(html);
      csp = graphiql ? graphiqlCsp(hashes) : appCsp(remotes, images, hashes, paying ? checkout : []);
      if (cache.size >= 16) cache.delete(cache.keys().next().value!);
      cache.set(key, csp);
    }
    return csp;
  }

  /** The response with the security headers of its kind (and `extra`). */
  return async function applySecurityHeaders(
    request: Request,
    response: Response,
    /** More headers to set (CORS). */
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
    if (!html) return withHeaders(response, { ...extra, ...common, 'content-security-policy': API_CSP });
    const path = new URL(request.url).pathname;
    const graphiql = path === '/graphql';
    // Only the checkout page may load the payment provider's checkout.
    const paying = path.startsWith('/pay/');
    if (response.body === null) {
      const csp = graphiql ? graphiqlCsp([]) : appCsp(remotes, images, []);
      return withHeaders(response, { ...extra, ...common, 'content-security-policy': csp });
    }
    const text = await response.text();
    return withHeaders(
      response,
      { ...extra, ...common, 'content-security-policy': htmlPolicy(text, graphiql, paying), 'content-length': String(Buffer.byteLength(text)) },
      text,
    );
  };
}
