// The `test` and `expect` of every spec.
//
// - Each spec file runs against a gateway of its own (support/gateway.ts) on a fresh copy of the
//   seeded database, started inside the worker's process (the worker loads the gateway's code
//   once); `baseURL` points at it. A spec that needs settings of its own for its gateway
//   says so with `test.use({ gatewayEnv: { ... } })`; `staticDir` is the folder of built apps it
//   serves, a private copy with `test.use({ privateStaticDir: true })` for a spec that deploys into it.
// - Every test fails when a page of its browser context reports a Content-Security-Policy violation
//   on the console: a script, style, image or request the policy blocks breaks the page, often
//   silently.
// - Pages' `goto` and `reload` also wait until the app has taken over from the first screen the
//   gateway may put into a page (the shell's first-screen handover). Until then the page holds the
//   screen twice, the first screen and the app behind it, and a locator would find both.
//   `first-screen.spec.ts` tests that moment itself, with `testWithFirstScreen`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startGatewayInProcess, type InProcessGateway } from './gateway';
import { isCspViolation } from './csp';

export { expect } from '@playwright/test';

interface SpecGateway {
  /** The gateway of the spec file now running in this worker (started on its first test). */
  forFile(file: string, env: Record<string, string>, staticDir: string): Promise<InProcessGateway>;
}

type WorkerFixtures = {
  gatewayEnv: Record<string, string>;
  privateStaticDir: boolean;
  /** The built apps the gateway serves (E2E_STATIC_DIR, default dist/). */
  staticDir: string;
  specGateway: SpecGateway;
};

type TestFixtures = {
  gateway: InProcessGateway;
  cspGuard: void;
};

export const testWithFirstScreen = base.extend<TestFixtures, WorkerFixtures>({
  gatewayEnv: [{}, { option: true, scope: 'worker' }],
  privateStaticDir: [false, { option: true, scope: 'worker' }],
  staticDir: [
    async ({ privateStaticDir }, use) => {
      const shared = process.env.E2E_STATIC_DIR ?? 'dist';
      if (!privateStaticDir) return use(path.resolve(shared));
      const copy = mkdtempSync(path.join(tmpdir(), 'freshmeals-e2e-static-'));
      cpSync(shared, copy, { recursive: true });
      await use(copy);
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  specGateway: [
    async ({}, use) => {
      let current: { file: string; gateway: InProcessGateway } | undefined;
      await use({
        async forFile(file, env, staticDir) {
          if (current?.file === file) return current.gateway;
          await current?.gateway.stop();
          current = undefined;
          const template = process.env.E2E_TEMPLATE_DIR;
          if (!template) throw new Error('E2E_TEMPLATE_DIR is not set: run the browser tests through playwright.config.ts (its globalSetup seeds the template).');
          current = { file, gateway: await startGatewayInProcess({ template, staticDir, env }) };
          return current.gateway;
        },
      });
      await current?.gateway.stop();
    },
    { scope: 'worker' },
  ],
  gateway: async ({ specGateway, gatewayEnv, staticDir }, use, testInfo) => {
    await use(await specGateway.forFile(testInfo.file, gatewayEnv, staticDir));
  },
  baseURL: async ({ gateway }, use) => {
    await use(gateway.url);
  },
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (isCspViolation(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations on the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the page shows the app itself (at once on a page without a first screen). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-screen'));
}

function waitingForApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

export const test = testWithFirstScreen.extend({
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitingForApp(page);
    context.on('page', waitingForApp);
    await use(context);
  },
});
