// Size budgets: the JavaScript each route downloads on a fresh load (until the network is idle),
// measured in Chromium and counted gzip-compressed, against the budgets in budgets.json. The admin
// console is measured as an admin who is already signed in opens it. Prints the figures.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { framesDrawn, loginAsAdmin } from './support';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { routes: Record<string, number> };
/** Where the gateway serves each app's build, longest prefix first. */
const MOUNTS = [
  ['/mfe-public/', 'mfe-public'],
  ['/mfe-admin/', 'mfe-admin'],
  ['/', 'shell'],
] as const;

/** The built file behind a script URL path. */
function fileOf(urlPath: string): string {
  const [prefix, dir] = MOUNTS.find(([mount]) => urlPath.startsWith(mount))!;
  return path.join(STATIC_DIR, dir, urlPath.slice(prefix.length));
}

/** Its size after gzip: the build's .gz copy when there is one. */
function gzipBytes(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Loads the route until its first screen shows and the network is idle; the scripts it fetched to
 * run. Not the console's other screens, which it downloads afterwards at the lowest priority and does
 * not run (`<link rel="prefetch">`, mfe-admin/src/layout/prefetch-screens.ts): a chunk the page does
 * run is asked for by a script element, and counted then, whether or not it was downloaded ahead.
 */
async function scriptsOf(page: Page, route: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && response.ok() && response.request().resourceType() === 'script') scripts.add(url.pathname);
  });
  await page.goto(route);
  // The screen's data arrives before some of its parts load: wait for what a user sees first.
  const ready = route.startsWith('/dashboard') ? page.getByText('Total Meals Scheduled').first() : page.locator('h1').first();
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A render of the last answers may ask for one more lazy part: let it be drawn, then quiet again.
  await framesDrawn(page);
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

for (const [route, budget] of Object.entries(budgets.routes)) {
  test(`${route} downloads at most ${budget} KB of JavaScript (gzip)`, async ({ page }) => {
    if (route.startsWith('/dashboard')) await loginAsAdmin(page);
    const fresh = await page.context().newPage();
    const scripts = await scriptsOf(fresh, route);
    expect(scripts.length, 'scripts loaded').toBeGreaterThan(0);
    const kb = scripts.reduce((sum, script) => sum + gzipBytes(fileOf(script)), 0) / 1000;
    console.log(`budget ${route}: ${kb.toFixed(1)} KB gzip of ${budget} KB (${scripts.length} scripts)`);
    for (const script of scripts) console.log(`  ${(gzipBytes(fileOf(script)) / 1000).toFixed(1).padStart(6)} KB  ${script}`);
    expect(kb, `${route}: ${scripts.join(', ')}`).toBeLessThanOrEqual(budget);
  });
}
