// What the browser downloads, per page: one copy of React and react-dom in the page whichever
// remote asks for them (the shell provides them as singletons), and no Ant Design on the public
// routes. The build writes which npm packages each emitted file holds (dist/bundle-report/), since
// minified output no longer names its modules; this spec maps every script a page loads to them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginAsAdmin } from './support';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
/** Where the gateway serves each app's build. */
const MOUNTS = { shell: '/', 'mfe-public': '/mfe-public/', 'mfe-admin': '/mfe-admin/' } as const;

/** URL path of every emitted script → { app, packages }. */
function readReports(): Map<string, { app: string; packages: string[] }> {
  const byPath = new Map<string, { app: string; packages: string[] }>();
  for (const [app, mount] of Object.entries(MOUNTS)) {
    const report = JSON.parse(readFileSync(path.join(STATIC_DIR, 'bundle-report', `${app}.json`), 'utf8')) as {
      files: Record<string, string[]>;
    };
    for (const [file, packages] of Object.entries(report.files)) byPath.set(`${mount}${file}`, { app, packages });
  }
  return byPath;
}

/** Records the scripts a page downloads from here on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}

/** For each package: the apps whose copy of it the page downloaded. */
function packagesLoaded(paths: string[], reports: ReturnType<typeof readReports>): Map<string, Set<string>> {
  const loaded = new Map<string, Set<string>>();
  for (const scriptPath of paths) {
    const entry = reports.get(scriptPath);
    expect(entry, `${scriptPath} is in the build's report`).toBeDefined();
    for (const name of entry!.packages) {
      if (!loaded.has(name)) loaded.set(name, new Set());
      loaded.get(name)!.add(entry!.app);
    }
  }
  return loaded;
}

const isAntDesign = (name: string) => name === 'antd' || name.startsWith('@ant-design/') || name.startsWith('rc-') || name.startsWith('@rc-component/');

test('public routes download one React, from the shell, and no Ant Design', async ({ page }) => {
  const reports = readReports();
  const scripts = recordScripts(page);
  for (const route of ['/', '/plans', '/contact', '/login', '/signup']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  const loaded = packagesLoaded(scripts, reports);
  for (const name of ['react', 'react-dom']) expect([...(loaded.get(name) ?? [])], name).toEqual(['shell']);
  expect([...loaded.keys()].filter(isAntDesign)).toEqual([]);
});

test('the home and plans pages load no Relay and no validation library until a visitor asks for a quote', async ({ page }) => {
  const reports = readReports();
  const scripts = recordScripts(page);
  const heavy = ['react-relay', 'relay-runtime', 'zod', '@hookform/resolvers'];
  for (const route of ['/', '/plans']) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = packagesLoaded(scripts, reports);
    expect(heavy.filter((name) => loaded.has(name)), route).toEqual([]);
  }
  // The quote form brings them, Relay from the shell's copy.
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = packagesLoaded(scripts, reports);
  for (const name of ['react-relay', 'relay-runtime']) expect([...(loaded.get(name) ?? [])], name).toEqual(['shell']);
  expect(loaded.has('zod')).toBe(true);
});

test('the admin console uses the shell’s React and react-dom, not copies of its own', async ({ page }) => {
  const reports = readReports();
  const scripts = recordScripts(page);
  await loginAsAdmin(page);
  await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  for (const route of ['/dashboard/users', '/dashboard/dishes']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  const loaded = packagesLoaded(scripts, reports);
  for (const name of ['react', 'react-dom', 'react-router', 'react-relay', 'relay-runtime']) {
    expect([...(loaded.get(name) ?? [])], name).toEqual(['shell']);
  }
  expect([...(loaded.get('antd') ?? [])]).toEqual(['mfe-admin']);
});
