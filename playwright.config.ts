// Browser tests against the real gateway and a fresh database. The apps must be built first
// (`npm run test:e2e` runs relay, build, then Playwright); the webServer only starts the gateway,
// which migrates and seeds an empty data dir (demo admin admin@example.com / Admin@1234) and
// serves dist/.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The built apps the gateway serves (a copy elsewhere keeps a run safe from a concurrent build).
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const BASE_URL = `http://localhost:${PORT}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_OUTPUT_DIR keeps concurrent runs (several engineers, one checkout) from clobbering artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Tests tagged @desktop check desktop-only behaviour (e.g. a collapsible sidebar).
      grepInvert: /@desktop\b/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    // A fresh temporary data dir per run: PGlite, the outbox and the dev secrets start empty.
    // The rate limits are raised so the whole suite's logins from one address fit in a window.
    // One process (`exec node --import tsx`, no npx/tsx wrapper child), so stopping the server
    // really frees the port for the next spec file's server (scripts/e2e.sh).
    // E2E_GATEWAY_ENV: extra settings a spec's gateway needs (scripts/e2e.sh sets them per spec).
    command: `${process.env.E2E_GATEWAY_ENV ?? ''} DATA_DIR=$(mktemp -d) PORT=${PORT} STATIC_DIR=${STATIC_DIR} RATE_LIMIT_MULTIPLIER=20 LOG_LEVEL=warn exec node --import tsx gateway/main.ts`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
