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
//
// The content's time is taken in the page: a watcher there checks, in the first animation frame
// after each change to the document, whether the screen's content is in it and visible, and notes
// that frame's time. Waiting for it from here instead (a Playwright locator) would read it late by
// up to the locator's polling interval (500 ms once a wait is long), and the polling's own queries
// would take the page's main thread from the screen it waits for, on a CPU slowed 4 times.
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
  /** Milliseconds from the click to the screen's content: the median run's (see measureConsole). */
  contentMs: number;
  /** The shortest and longest time to content of the runs. */
  contentRange: string;
  /** The longest chain of requests that waited for each other (answers from the cache left out). */
  sequentialRoundTrips: number;
  /** The same, counting only GraphQL requests. */
  dataRoundTrips: number;
  /** Milliseconds from the click to the first GraphQL request leaving (blank: none was needed). */
  dataStartedMs: number | '';
  /** Milliseconds from the click to the last code chunk the screen loaded arriving (blank: none); downloads ahead of a later screen's code are not counted. */
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
  /**
   * Whether what stands for the screen's content (shown once its data is) is in the page and
   * visible. Runs in the page, so it may use nothing from outside its own body.
   */
  shows: () => boolean;
}

/** The page's side of the measurement (see the top of this file). */
interface BenchWindow {
  benchPressedAt?: number;
  benchShownAt?: number;
  benchShows?: () => boolean;
  benchShown?: Promise<void>;
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
    shows: () => [...document.querySelectorAll('tr')].some((row) => row.textContent!.includes('Aarav Sharma') && row.checkVisibility()),
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
    shows: () => [...document.querySelectorAll('[data-testid="dish-card"]')].some((card) => card.checkVisibility()),
  },
  {
    screen: 'home',
    from: 'sidebar, on dishes',
    prepare: (page) => openScreen(page, '/dashboard/dishes'),
    click: (page) => sidebar(page).getByRole('menuitem', { name: 'Home', exact: true }).click(),
    shows: () =>
      [...document.querySelectorAll('main *')].some((node) => node.childElementCount === 0 && node.textContent!.startsWith('Total Meals') && node.checkVisibility()),
  },
  {
    screen: 'dispatch',
    from: "home's 'Dispatch List (lunch)'",
    prepare: async (page) => {
      await openScreen(page, '/dashboard/home');
      await page.getByRole('button', { name: 'Dispatch List (lunch)' }).waitFor();
    },
    click: (page) => page.getByRole('button', { name: 'Dispatch List (lunch)' }).click(),
    shows: () => [...document.querySelectorAll('main .ant-table-row')].some((row) => row.checkVisibility()),
  },
  {
    screen: 'transactions',
    from: "a user's 'View Transactions'",
    prepare: onUsersWithCustomer,
    click: (page) => customerRow(page).getByRole('button', { name: 'View Transactions' }).click(),
    // A transaction's own button: the users screen's rows are table rows too.
    shows: () =>
      [...document.querySelectorAll('main *')].some(
        (node) =>
          ((node.tagName === 'BUTTON' && node.getAttribute('aria-label')?.startsWith('Reverse transaction ')) ||
            (node.childElementCount === 0 && node.textContent === 'No transactions found')) &&
          node.checkVisibility(),
      ),
  },
  {
    screen: 'routine',
    from: "a user's 'Routine'",
    prepare: onUsersWithCustomer,
    click: (page) => customerRow(page).getByRole('button', { name: /Routine/ }).click(),
    // The count of the customer's slots comes with the routine's data.
    shows: () => [...document.querySelectorAll('main *')].some((node) => node.childElementCount === 0 && /^\d+ slots? a week$/.test(node.textContent!) && node.checkVisibility()),
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
  // The step's predicate, handed to the page for its watcher (as source: it runs there).
  await page.evaluate(`window.benchShows = (${step.shows.toString()})`);
  // Content already on the screen before the click would be found at once and measure nothing.
  if (await page.evaluate(step.shows)) {
    throw new Error(`${step.screen}: what stands for its content shows before the click`);
  }
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    delete w.benchPressedAt;
    delete w.benchShownAt;
    performance.setResourceTimingBufferSize(10_000);
    document.addEventListener('pointerdown', (event) => (w.benchPressedAt ??= event.timeStamp), { capture: true, once: true });
    w.benchShown = new Promise((resolve) => {
      const observer = new MutationObserver(() =>
        requestAnimationFrame(() => {
          if (w.benchShownAt !== undefined || !w.benchShows!()) return;
          // The frame that paints the content: its callbacks run just before it is drawn.
          w.benchShownAt = performance.now();
          observer.disconnect();
          resolve();
        }),
      );
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
  await throttle(cdp, true);
  try {
    await step.click(page);
    await page.evaluate(() =>
      Promise.race([
        (window as unknown as BenchWindow).benchShown,
        new Promise((_, reject) => setTimeout(() => reject(new Error('not shown within 60 s')), 60_000)),
      ]),
    );
  } catch (error) {
    const heading = await page.getByRole('heading', { level: 1 }).allTextContents().catch(() => []);
    throw new Error(`${step.screen}: no content at ${page.url()} (headings: ${heading.join(' | ')}): ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await throttle(cdp, false);
  }
  const { pressedAt, shownAt, requests } = await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const pressedAt = w.benchPressedAt ?? Number.NaN;
    const shownAt = w.benchShownAt!;
    const prefetched = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href));
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.startTime >= pressedAt)
      .map((entry) => ({
        kind:
          // A download ahead (<link rel="prefetch">) of code a later click may need is nothing the
          // screen waits for.
          entry.initiatorType === 'link' && prefetched.has(entry.name)
            ? 'other'
            : entry.initiatorType === 'script' || entry.name.endsWith('.js')
              ? 'code'
              : new URL(entry.name).pathname === '/graphql'
                ? 'data'
                : 'other',
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
    contentRange: '',
    sequentialRoundTrips: longestChain(sent),
    dataRoundTrips: longestChain(data),
    dataStartedMs: data.length ? Math.round(Math.min(...data.map((request) => request.start)) - pressedAt) : '',
    codeDoneMs: code.length ? Math.round(Math.max(...code.map((request) => request.end)) - pressedAt) : '',
    codeKB: Number((code.filter((request) => !request.cached).reduce((sum, request) => sum + request.bytes, 0) / 1000).toFixed(1)),
    requests: timed.length,
  };
}

/** One run: a new browser context (cold cache, new session) that signs in and opens each screen once. */
async function measureRun(browser: Browser, baseURL: string, admin: { email: string; password: string }): Promise<ScreenFigures[]> {
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

/** Of one screen's runs, the one with the median time to content (the lower middle one of an even count). */
export function medianScreen(runs: ScreenFigures[]): ScreenFigures {
  const sorted = [...runs].sort((a, b) => a.contentMs - b.contentMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, contentRange: `${sorted[0]!.contentMs}-${sorted.at(-1)!.contentMs}` };
}

/**
 * Signs in through the login page as `admin`, then opens each screen once from the screen before
 * it, throttled from the click to the content; `runs` times over, each in a new browser context, and
 * reports each screen's median run. The first screen's code and data are thus not in the figures
 * (Lighthouse on /dashboard/home measures that); the screens' own chunks are, each on its first
 * opening. One run's times swing by a hundred milliseconds and more on a shared 2-core machine with
 * the CPU slowed 4 times, hence the median, as for Lighthouse's runs.
 */
export async function measureConsole(browser: Browser, baseURL: string, admin: { email: string; password: string }, runs = 1): Promise<ScreenFigures[]> {
  const all: ScreenFigures[][] = [];
  for (let run = 0; run < runs; run++) all.push(await measureRun(browser, baseURL, admin));
  return STEPS.map((_, index) => medianScreen(all.map((figures) => figures[index]!)));
}
