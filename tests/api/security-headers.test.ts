// Security headers on every response of the gateway: the app's HTML gets a Content-Security-Policy
// built from the remotes and image storage configuration, GraphiQL one that allows only this origin,
// and everything else (JSON, files) a policy that allows nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

/** The directives of a CSP header as name -> sources. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  return Object.fromEntries(
    csp!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The 'sha256-…' sources of the inline scripts of an HTML page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? '') && m[2]!.length > 0)
    .map((m) => `'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
}

const INLINE = "window.__boot = { at: 'shell' };";
const INDEX = `<!doctype html><html><head><script defer src="/static/js/index.0123456789abcdef.js"></script><script>${INLINE}</script></head><body><div id="root"></div></body></html>`;

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'] ?? csp['default-src'], what).toEqual(["'none'"]);
  return csp;
}

describe('security headers', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'freshmeals-static-'));
    mkdirSync(join(staticDir, 'shell', 'static', 'js'), { recursive: true });
    writeFileSync(join(staticDir, 'shell', 'index.html'), INDEX);
    writeFileSync(join(staticDir, 'shell', 'static', 'js', 'index.0123456789abcdef.js'), 'console.info(1)');
    t = await createTestApp('pglite', {
      env: {
        STATIC_DIR: staticDir,
        MFE_ADMIN_MANIFEST: 'https://admin.cdn.example/remotes/admin/mf-manifest.json',
        CLOUDINARY_URL: 'cloudinary://key:secret@demo-cloud',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('the HTML app gets a CSP: self, the remotes’ origins, inline scripts by hash only, images from Cloudinary', async () => {
    for (const path of ['/', '/dashboard/home']) {
      const response = await t.app.fetch(`http://localhost${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toBe(INDEX);
      const csp = expectCommonHeaders(response, path);
      expect(csp['default-src']).toEqual(["'self'"]);
      // Relative manifest URLs (mfe_public) are the site itself; the absolute one adds its origin.
      expect(csp['script-src']).toEqual(["'self'", 'https://admin.cdn.example', ...inlineScriptHashes(html)]);
      expect(csp['script-src']).toHaveLength(3);
      expect(csp['script-src']!.join(' ')).not.toMatch(/unsafe-(inline|eval)|https:\/\/unpkg|\*/);
      expect(csp['connect-src']).toEqual(["'self'", 'https://admin.cdn.example']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://admin.cdn.example']);
      expect(csp['img-src']).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://res.cloudinary.com', 'https://api.cloudinary.com']),
      );
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      // Not production: no HSTS (a local http://localhost would be pinned to https).
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('JSON API responses, files and errors get the headers and a CSP that allows nothing', async () => {
    const responses: [string, Response][] = [
      ['POST /graphql', await t.app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      })],
      ['GET /server/api/v1/openapi.json', await t.app.fetch('http://localhost/server/api/v1/openapi.json')],
      ['REST 404', await t.app.fetch('http://localhost/server/api/v1/nothing-here')],
      ['REST 401', await t.app.fetch('http://localhost/server/api/v1/auth/refresh-token', { method: 'POST' })],
      ['GET /healthz', await t.app.fetch('http://localhost/healthz')],
      ['GET /remotes.json', await t.app.fetch('http://localhost/remotes.json')],
      ['a JS file', await t.app.fetch('http://localhost/static/js/index.0123456789abcdef.js')],
      ['a missing file', await t.app.fetch('http://localhost/missing.png')],
      ['OPTIONS /graphql', await t.app.fetch('http://localhost/graphql', { method: 'OPTIONS' })],
    ];
    for (const [what, response] of responses) {
      const csp = expectCommonHeaders(response, what);
      expect(csp['default-src'], what).toEqual(["'none'"]);
      expect(Object.keys(csp).sort(), what).toEqual(['base-uri', 'default-src', 'form-action', 'frame-ancestors']);
    }
  });

  it('GraphiQL (GET /graphql as HTML) loads everything from the site itself, its editor workers too', async () => {
    const response = await t.app.fetch('http://localhost/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('unpkg.com');
    const csp = expectCommonHeaders(response, 'GraphiQL');
    expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes(html)]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('HSTS in production only', async () => {
    const production = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/db', ALLOW_LOCAL_MAIL: 'true', STATIC_DIR: staticDir },
    });
    try {
      for (const path of ['/', '/healthz', '/server/api/v1/openapi.json']) {
        const response = await production.app.fetch(`http://localhost${path}`);
        expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
        expectCommonHeaders(response, path);
      }
    } finally {
      await production.close();
    }
  });
});
