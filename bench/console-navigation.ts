// The console as staff meet it on a slow connection: for each of its busiest screens, the time from
// the click that opens it (a sidebar entry, or the button on the screen before) to the screen's
// content, and how many network round trips the browser waited for one after the other on the way.
// Measured in Chromium (Playwright) on Lighthouse's mobile profile, applied through the DevTools
// protocol as Lighthouse's "devtools" throttling does: every request 562.5 ms of latency, 1.4 Mbit/s
// down, 675 kbit/s up, and the CPU slowed 4 times.
//
// A round trip is a request; the sequential round trips are the longest chain of requests in which
// each started only after the one before it had finished (a chunk, then the query it carries, then
// an image the answer names, would be three). "Data" are the GraphQL requests, and "data started" is
// how long after the click the first of them left: a screen that starts its query with its code
// has it leave at once, not after the chunk arrives.
import type { Browser, CDPSession, Page } from '@playwright/test';

/** Lighthouse's mobile throttling (its `mobileSlow4G` constants, applied as DevTools throttling). */
export const SLOW_PROFILE = {
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadBytesPerSecond: (750 * 0.9 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

export const CONSOLE_TARGETS = { contentMs: 1_000, dataRoundTrips: 1 } as const;

export interface ScreenFigures {
  screen: string;
  from: string;
  /** Milliseconds from the click to the screen's content. */
  contentMs: number;
  /** The longest chain of requests that waited for each other (answers from the cache left out). */
  sequentialRoundTrips: number;
  /** The same, counting only GraphQL requests. */
  dataRoundTrips: number;
  /** Milliseconds from the click to the first GraphQL request leaving (blank: none was needed). */
  dataStartedMs: number | '';
  /** Milliseconds from the click to the last code chunk arriving (blank: all were there). */
  codeDoneMs: number | '';
  /** The code fetched after the click, KB as sent (brotli). */
  codeKB: number;
  requests: number;
}

interface Step {
  screen: string;
  from: string;
  /** Gets the console to the screen the click starts from, unthrottled. */
  prepare(page: Page): Promise<void>;
  click(page: Page): Promise<void>;
  /** What stands for the screen's content: visible once its data is shown. */
  content(page: Page): ReturnType<Page['locator']>;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Opens the screen the click starts from by its address (unthrottled), unless it is open. */
async function openScreen(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.goto(path);
  await page.getByTestId('admin-user-block').waitFor();
}

const CUSTOMER = 'Aarav Sharma';
const customerRow = (page: Page) => page.getByRole('row', { name: new RegExp(CUSTOMER) });

/** The users screen with the demo customer's row, where the row's buttons are pressed. */
async function onUsersWithCustomer(page: Page): Promise<void> {
  await openScreen(page, '/dashboard/users');
  await customerRow(page).waitFor();
}

const STEPS: Step[] = [
  {
    screen: 'users',
    from: 'sidebar, on home',
    prepare: (page) => openScreen(page, '/dashboard/home'),
    click: (page) => sidebar(page).getByRole('menuitem', { name: 'Users', exact: true }).click(),
    content: customerRow,
  },
  {
    screen: 'dishes',
    from: 'sidebar, on users',
    prepare: async (page) => {
      await openScreen(page, '/dashboard/users');
      // 'Dishes' sits in the 'Menu & Dishes' group: opened first, as a user would.
      const group = sidebar(page).getByRole('menuitem', { name: 'Menu & Dishes', exact: true });
      if ((await sidebar(page).getByRole('menuitem', { name: 'Dishes', exact: true }).count()) === 0) await group.click();
      await sidebar(page).getByRole('menuitem', { name: 'Dishes', exact: true }).waitFor();
    },
    click: (page) => sidebar(page).getByRole('menuitem', { name: 'Dishes', exact: true }).click(),
    content: (page) => page.getByTestId('dish-card').first(),
  },
  {
    screen: 'home',
    from: 'sidebar, on dishes',
    prepare: (page) => openScreen(page, '/dashboard/dishes'),
    click: (page) => sidebar(page).getByRole('menuitem', { name: 'Home', exact: true }).click(),
    content: (page) => page.getByText('Total Meals').first(),
  },
  {
    screen: 'dispatch',
    from: "home's 'Dispatch List (lunch)'",
    prepare: async (page) => {
      await openScreen(page, '/dashboard/home');
      await page.getByRole('button', { name: 'Dispatch List (lunch)' }).waitFor();
    },
    click: (page) => page.getByRole('button', { name: 'Dispatch List (lunch)' }).click(),
    content: (page) => page.locator('.ant-table-row').first(),
  },
  {
    screen: 'transactions',
    from: "a user's 'View Transactions'",
    prepare: onUsersWithCustomer,
    click: (page) => customerRow(page).getByRole('button', { name: 'View Transactions' }).click(),
    // A transaction's own button: the users screen's rows are table rows too.
    content: (page) => page.getByRole('button', { name: /^Reverse transaction / }).first().or(page.getByText('No transactions found')),
  },
  {
    screen: 'routine',
    from: "a user's 'Routine'",
    prepare: onUsersWithCustomer,
    click: (page) => customerRow(page).getByRole('button', { name: /Routine/ }).click(),
    // The count of the customer's slots comes with the routine's data.
    content: (page) => page.getByText(/^\d+ slots? a week$/).first(),
  },
];

interface Timed {
  kind: 'code' | 'data' | 'other';
  start: number;
  end: number;
  bytes: number;
  /** Served from the browser's cache (a chunk downloaded ahead): no round trip, nothing sent. */
  cached: boolean;
}

/** The longest chain of requests each of which started after the one before it ended. */
export function longestChain(requests: ReadonlyArray<{ start: number; end: number }>): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= request.start) best = Math.max(best, depth[j]!);
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}

async function throttle(cdp: CDPSession, on: boolean): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? SLOW_PROFILE.latencyMs : 0,
    downloadThroughput: on ? SLOW_PROFILE.downloadBytesPerSecond : -1,
    uploadThroughput: on ? SLOW_PROFILE.uploadBytesPerSecond : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? SLOW_PROFILE.cpuSlowdown : 1 });
}

/**
 * Every time is read on the page's own clock: the press from its pointerdown event (Playwright's
 * checks before it clicks are no part of the user's wait), the requests from the Resource Timing
 * entries, and the content from the page once it shows.
 */
async function measureStep(page: Page, cdp: CDPSession, step: Step): Promise<ScreenFigures> {
  await step.prepare(page);
  // Nothing of the screen before may still be loading when the click comes.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { benchPressedAt?: number };
    delete w.benchPressedAt;
    performance.setResourceTimingBufferSize(10_000);
    document.addEventListener('pointerdown', (event) => (w.benchPressedAt ??= event.timeStamp), { capture: true, once: true });
  });
  // Content already on the screen before the click would be found at once and measure nothing.
  if (await step.content(page).first().isVisible()) throw new Error(`${step.screen}: what stands for its content shows before the click`);
  await throttle(cdp, true);
  try {
    await step.click(page);
    await step.content(page).waitFor({ state: 'visible', timeout: 60_000 });
  } catch (error) {
    const heading = await page.getByRole('heading', { level: 1 }).allTextContents().catch(() => []);
    throw new Error(`${step.screen}: no content at ${page.url()} (headings: ${heading.join(' | ')}): ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await throttle(cdp, false);
  }
  const { pressedAt, shownAt, requests } = await page.evaluate(() => {
    const pressedAt = (window as unknown as { benchPressedAt?: number }).benchPressedAt ?? Number.NaN;
    const shownAt = performance.now();
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.startTime >= pressedAt)
      .map((entry) => ({
        kind: entry.initiatorType === 'script' || entry.name.endsWith('.js') ? 'code' : new URL(entry.name).pathname === '/graphql' ? 'data' : 'other',
        start: entry.startTime,
        // A request still open (an event stream) has no end yet: it ends where the content showed.
        end: entry.responseEnd || shownAt,
        bytes: entry.encodedBodySize,
        cached: entry.transferSize === 0 && entry.encodedBodySize > 0,
      }));
    return { pressedAt, shownAt, requests };
  });
  if (Number.isNaN(pressedAt)) throw new Error(`${step.screen}: the click pressed nothing`);
  const timed = (requests as Timed[]).filter((request) => request.start <= shownAt);
  const sent = timed.filter((request) => !request.cached);
  const data = timed.filter((request) => request.kind === 'data');
  const code = timed.filter((request) => request.kind === 'code');
  return {
    screen: step.screen,
    from: step.from,
    contentMs: Math.round(shownAt - pressedAt),
    sequentialRoundTrips: longestChain(sent),
    dataRoundTrips: longestChain(data),
    dataStartedMs: data.length ? Math.round(Math.min(...data.map((request) => request.start)) - pressedAt) : '',
    codeDoneMs: code.length ? Math.round(Math.max(...code.map((request) => request.end)) - pressedAt) : '',
    codeKB: Number((code.filter((request) => !request.cached).reduce((sum, request) => sum + request.bytes, 0) / 1000).toFixed(1)),
    requests: timed.length,
  };
}

/**
 * Signs in through the login page as `admin`, then opens each screen once from the screen before
 * it, throttled from the click to the content. The first screen's code and data are thus not in the
 * figures (Lighthouse on /dashboard/home measures that); the screens' own chunks are, each on its
 * first opening.
 */
export async function measureConsole(browser: Browser, baseURL: string, admin: { email: string; password: string }): Promise<ScreenFigures[]> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const figures: ScreenFigures[] = [];
    for (const step of STEPS) figures.push(await measureStep(page, cdp, step));
    return figures;
  } finally {
    await context.close();
  }
}
