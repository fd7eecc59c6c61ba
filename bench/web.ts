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

async function startEmbeddedGateway(port: number, dataDir: string) {
  return startGateway(port, { NODE_ENV: 'development', DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist') });
}

interface RouteFigures {
  route: string;
  performance: number;
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

async function measure(url: string, port: number): Promise<Omit<RouteFigures, 'route'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
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

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const gateway = await startEmbeddedGateway(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const figures: RouteFigures[] = [];
  try {
    for (const route of ROUTES) {
      figures.push({ route, ...(await measure(`http://127.0.0.1:${port}${route}`, chrome.port)) });
    }
  } finally {
    await chrome.kill();
    gateway.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(figures);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), lighthouse: 'mobile, default throttling', figures }, null, 2)}\n`);
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
