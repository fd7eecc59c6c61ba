// The `test` and `expect` of every spec: Playwright's, with pages whose `goto` and `reload` also wait
// until the app has taken over from the first screen the gateway may put into a page (the shell's
// first-screen handover). Until then the page holds the screen twice, the first screen and the app
// behind it, and a locator would find both. `first-screen.spec.ts` tests that moment itself, with
// Playwright's own `test`.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

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

export const test = base.extend({
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitingForApp(page);
    context.on('page', waitingForApp);
    await use(context);
  },
});
