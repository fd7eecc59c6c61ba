// The shell's list of the site's pages (shell/src/site-routes.ts, which decides the gateway's 404s)
// names exactly the routes of the two remotes: a route added to a remote and not to the list would
// be answered 404, and a list entry no remote routes would hide a missing page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, isSitePath, PUBLIC_PATHS } from '../../shell/src/site-routes.ts';

describe('the site routes', () => {
  it("list every route of the public remote's router", () => {
    const app = readFileSync(new URL('../../mfe-public/src/App.tsx', import.meta.url), 'utf8');
    const routed = [...app.matchAll(/path="([^"]+)"/g)].map((m) => m[1]).filter((path) => path !== '*');
    expect([...PUBLIC_PATHS].sort()).toEqual([...new Set(routed)].sort());
  });

  it("list every screen of the admin remote, and /dashboard itself", () => {
    // Read as text: the admin's route table imports its screens (and their styles).
    const routes = readFileSync(new URL('../../mfe-admin/src/routes.ts', import.meta.url), 'utf8');
    const screens = [...routes.matchAll(/\bpath: '([^']+)'/g)].map((m) => `/dashboard/${m[1]}`);
    expect(screens.length).toBeGreaterThan(10);
    expect([...ADMIN_PATHS].sort()).toEqual(['/dashboard', ...screens].sort());
  });

  it('match one segment for a :parameter, any case and a trailing slash', () => {
    expect(isSitePath('/dashboard/contact-enquiry/7')).toBe(true);
    expect(isSitePath('/Dashboard/Home/')).toBe(true);
    expect(isSitePath('/dashboard/contact-enquiry/7/8')).toBe(false);
    expect(isSitePath('/dashboard/contact-enquiry/')).toBe(true);
    expect(isSitePath('/nope')).toBe(false);
  });
});
