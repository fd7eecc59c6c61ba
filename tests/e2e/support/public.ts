// Helpers of the public-site browser tests (tests/e2e/public-*.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, isMobile } from './index';

export { isMobile };

/** An e-mail and a phone no other run has used. */
export function uniqueContact(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `e2e.${tag}.${stamp}@example.com`,
    phone: `9${stamp.slice(-9).padStart(9, '0')}`,
  };
}

/** The main navigation of the current width: the top bar on desktop, the drawer on a phone (opened). */
export async function openNavigation(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Layout shifts on the page so far (Cumulative Layout Shift without the shifts caused by input),
 * recorded by an init script that must be installed with `trackLayoutShift` before navigating.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data as T;
}

// One login per test's request context: each spec file has a gateway and database of its own,
// where a token minted by an earlier spec file's gateway names a session that does not exist.
const tokens = new WeakMap<APIRequestContext, Promise<string>>();

/** The demo admin's access token, signed in once per test. */
export function adminToken(request: APIRequestContext): Promise<string> {
  let token = tokens.get(request);
  if (!token) {
    token = graphql<{ login: { accessToken: string } }>(
      request,
      'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
    ).then((data) => data.login.accessToken);
    tokens.set(request, token);
  }
  return token;
}

export interface AnalyticsReport {
  orderNowClicks: Array<{ location: string; total: number; mobile: number; desktop: number }>;
  timeOnPage: Array<{ page: string; views: number; averageSeconds: number }>;
  scrollDepthByPage: Array<{ page: string; reached25: number; reached50: number; reached75: number; reached90: number }>;
  quoteFunnel: { views: number; starts: number; submits: number };
}

/** The admin-only usage report: what the gateway stored. */
export async function analyticsReport(request: APIRequestContext, token: string): Promise<AnalyticsReport> {
  const data = await graphql<{ analyticsReport: AnalyticsReport }>(
    request,
    `query {
      analyticsReport {
        orderNowClicks { location total mobile desktop }
        timeOnPage { page views averageSeconds }
        scrollDepthByPage { page reached25 reached50 reached75 reached90 }
        quoteFunnel { views starts submits }
      }
    }`,
    {},
    token,
  );
  return data.analyticsReport;
}

export function clicksAt(report: AnalyticsReport, location: string, device: 'mobile' | 'desktop'): number {
  return report.orderNowClicks.find((row) => row.location === location)?.[device] ?? 0;
}

export function depthsOf(report: AnalyticsReport, page: string) {
  return report.scrollDepthByPage.find((row) => row.page === page) ?? { page, reached25: 0, reached50: 0, reached75: 0, reached90: 0 };
}

export function viewsOf(report: AnalyticsReport, page: string): number {
  return report.timeOnPage.find((row) => row.page === page)?.views ?? 0;
}

/** The titles the home page's meal carousel shows: this week's dishes (once each, at most 8), or the four static meals. */
export async function expectedMealTitles(request: APIRequestContext): Promise<string[]> {
  const data = await graphql<{ publicMenu: { items: Array<{ name: string }> } }>(request, '{ publicMenu { items { name } } }', {});
  const names: string[] = [];
  for (const { name } of data.publicMenu.items) {
    if (!names.some((n) => n.toLowerCase() === name.trim().toLowerCase())) names.push(name);
    if (names.length === 8) break;
  }
  return names.length ? names : ['Rustic Chicken Plate', 'Spinach Set', 'Egg & Guacamole Toast', 'Mediterranean Chickpea Salad Bowl'];
}
