// Browser tests against the real gateway and database. The apps and the gateway must be built first
// (`npm run test:e2e` builds both, then runs Playwright once). The global setup migrates and seeds a
// database once (demo admin admin@example.com / Admin@1234); each spec file then gets a gateway of its
// own on a copy of it, started by the `test` of tests/e2e/support/test.ts, which points `baseURL` at it.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// One worker more than there are cores, up to four: a worker's Chromium and its spec file's gateway
// take turns on the CPU (one renders while the other answers), and a worker waiting for a page or
// a response leaves its core idle. Measured on 2 cores: one worker took about a third longer than
// two; three took 402 s, where two took 432-462 s, with the CPU 96% busy.
const WORKERS = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(4, os.availableParallelism() + 1));

// Debian's chromium-headless-shell: Chromium's own headless build, the one Playwright itself runs
// headless. The full browser (`/usr/bin/chromium`) builds a whole window for every browser context,
// even headless, and preloads its address bar's pop-up page in a renderer of its own: measured here,
// a console page cost 3.7-3.9 s of CPU in a fresh context with it and 1.8 s with the shell, which
// halves what every test spends in the browser. The full browser stays the fallback.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
  globalSetup: './tests/e2e/support/global-setup.ts',
  // A spec file's tests share its gateway and run in order, in one worker.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  // A flaky test is a defect to fix, not to retry.
  retries: 0,
  // Scenario tests walk several screens with sign-ins between them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // A failed test keeps its trace: every action with its timing, the network and the console.
    // Without the film strip (screenshots): recording it kept Chromium's compositor busy all the
    // time and cost about a quarter of the suite's CPU. Without the DOM snapshot before and after
    // each action: serialising the page on every step cost a tenth of the CPU of a passing run,
    // which throws the trace away. The failure's own screenshot is still taken; for the DOM of
    // every step run the failing test again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    // As a user who asked their system for less motion: the console's and the site's transitions
    // are off, so no test waits for a dialog to zoom in. Tests of an animation itself (the
    // carousel's autoplay) say `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // A test tagged @phone-only checks something only a phone has (the phone header's menu).
      grepInvert: /@phone-only\b/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // At 375 px run the tests tagged @phone: those of screens whose layout differs on a phone
      // (drawers instead of sidebars and dialogs, tables folded into cards, the phone header), the
      // visitor's journey, and the pages' layout shift. The rest check the same behaviour at any
      // width; running every test twice doubled the browser suite. `@phone` also matches @phone-only.
      grep: /@phone\b/,
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
});
