// `npm run bench:web`: the site as a phone on a slow network meets it. Builds the apps (the npm
// script does), starts the gateway on the embedded database with that build, and runs Lighthouse
// (mobile, its default throttling) in Debian's Chromium on /, /plans and /login. Prints a table and
// writes it to bench/results/web-<time>.json. Figures, not assertions: the budgets that npm test
// enforces are in budgets.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, root, startGateway } from './gateway.ts';

const ROUTES = ['/', '/plans', '/login'];
/**
 * Lighthouse runs per route. One run's total blocking time swings by 100 ms and more on a shared
 * 2-core machine, so each route is measured this often, the routes in turn, and the median run is
 * reported (as Lighthouse's own guidance does for variable environments).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

async function startEmbeddedGateway(port: number, dataDir: string) {
  return startGateway(port, { NODE_ENV: 'development', DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist') });
}

interface RouteFigures {
  route: string;
  performance: number;
  /** The lowest and highest performance score of the runs. */
  range: string;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKB: number;
  totalKB: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

type RunFigures = Omit<RouteFigures, 'route' | 'range'>;

/** The run with the median performance score (the lower middle one of an even count), and the range. */
function medianRun(runs: RunFigures[]): Omit<RouteFigures, 'route'> {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, range: `${sorted[0]!.performance}-${sorted.at(-1)!.performance}` };
}

async function measure(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // Lighthouse reports a failed run (no paint traced, a page that did not load) as a score of 0.
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    scriptKB: Number(bytes(requests.filter((item) => item.resourceType === 'Script')).toFixed(1)),
    totalKB: Number(bytes(requests).toFixed(1)),
  };
}

/** A failed Lighthouse run is said and measured again (twice at most): it is no figure of the page. */
async function measureWithRetry(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; measuring again`);
    }
  }
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const gateway = await startEmbeddedGateway(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = new Map<string, RunFigures[]>(ROUTES.map((route) => [route, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES) runs.get(route)!.push(await measureWithRetry(`http://127.0.0.1:${port}${route}`, chrome.port));
    }
  } finally {
    await chrome.kill();
    gateway.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures: RouteFigures[] = ROUTES.map((route) => ({ route, ...medianRun(runs.get(route)!) }));
  console.log(`Lighthouse, mobile: the median of ${RUNS} run(s) per route`);
  console.table(figures);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), lighthouse: 'mobile, default throttling', runsPerRoute: RUNS, figures, runs: Object.fromEntries(runs) }, null, 2)}\n`);
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
