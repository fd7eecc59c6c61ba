// Analytics from the public site reach the database: order_now_click with placement
// and device, time_on_page when a route is left, scroll_depth 25/50/75/90 once per view, and the
// quote-form view/start/submit once per session. Read back through the admin-only analyticsReport.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { framesDrawn } from './support';
import {
  adminToken,
  analyticsReport,
  clicksAt,
  depthsOf,
  isMobile,
  uniqueContact,
  viewsOf,
  type AnalyticsReport,
} from './support/public';

/** Captures the analytics requests the page sends (fetch or beacon). */
function captureEvents(page: Page) {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/server/api/v1/analytics/events')) return;
    try {
      events.push(...((JSON.parse(request.postData() ?? '{}') as { events?: Array<Record<string, unknown>> }).events ?? []));
    } catch {
      // not JSON: ignored
    }
  });
  return events;
}

test.describe('analytics', () => {
  test('Order Now clicks, time on page and scroll depth are stored @phone', async ({ page, request }) => {
    const device = isMobile(page) ? 'mobile' : 'desktop';
    const token = await adminToken(request);
    const before = await analyticsReport(request, token);
    const sent = captureEvents(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll down in steps to the bottom: 25, 50, 75 and 90 once each; then up and down again.
    const scrollTo = (fraction: number) =>
      page.evaluate((f) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.round(max * f), behavior: 'instant' });
      }, fraction);
    // The page reads the scroll position in the animation frame after a scroll event: a few frames
    // drawn after each step and it has seen that step.
    for (const fraction of [0.1, 0.3, 0.55, 0.8, 1, 0, 1]) {
      await scrollTo(fraction);
      await framesDrawn(page);
    }
    // The floating badge is hidden at the bottom; the CTA's Order Now is there.
    await page.getByTestId('home-cta').getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await page.getByRole('banner').getByRole('link', { name: 'Order Now' }).click();

    await expect
      .poll(async () => {
        const after = await analyticsReport(request, token);
        return {
          homeOffer: clicksAt(after, 'home-offer', device) - clicksAt(before, 'home-offer', device),
          navbar: clicksAt(after, 'navbar', device) - clicksAt(before, 'navbar', device),
          homeViews: viewsOf(after, 'home') - viewsOf(before, 'home'),
          depth: (['reached25', 'reached50', 'reached75', 'reached90'] as const).map(
            (key) => depthsOf(after, 'home')[key] - depthsOf(before, 'home')[key],
          ),
        };
      }, { timeout: 15_000 })
      .toEqual({ homeOffer: 1, navbar: 1, homeViews: 1, depth: [1, 1, 1, 1] });

    const depths = sent.filter((e) => e.name === 'scroll_depth' && e.page === 'home').map((e) => e.percent_scrolled);
    expect(depths).toEqual([25, 50, 75, 90]);
    const time = sent.find((e) => e.name === 'time_on_page' && e.page === 'home');
    expect(time?.duration_seconds).toEqual(expect.any(Number));
    expect(new Set(sent.map((e) => e.sessionId)).size).toBe(1);
  });

  test('leaving the site sends the last page time with a beacon', async ({ page, request }) => {
    const token = await adminToken(request);
    const before = await analyticsReport(request, token);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A full page load elsewhere: pagehide sends time_on_page for about-us.
    await page.goto('/healthz');
    await expect.poll(async () => viewsOf(await analyticsReport(request, token), 'about-us') - viewsOf(before, 'about-us'), { timeout: 15_000 }).toBe(1);
  });

  test('the quote form events fire once per session', async ({ page, request }) => {
    const token = await adminToken(request);
    const before: AnalyticsReport = await analyticsReport(request, token);
    const sent = captureEvents(page);
    const contact = uniqueContact('funnel');

    await page.goto('/plans');
    await page.getByRole('button', { name: 'Lunch', exact: true }).click();
    await page.getByRole('button', { name: '14 days', exact: true }).click();
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Request a quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' });
      await dialog.getByLabel('Name').focus();
      await dialog.getByLabel('Name').fill('Funnel Tester');
      await dialog.getByLabel('Email').fill(round === 0 ? contact.email : `x${contact.email}`);
      await dialog.getByLabel('Phone').fill(round === 0 ? contact.phone : `8${contact.phone.slice(1)}`);
      await dialog.getByRole('button', { name: 'Get my quote' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Lunch', exact: true }).click();
      await page.getByRole('button', { name: '14 days', exact: true }).click();
    }

    await expect
      .poll(async () => {
        const after = await analyticsReport(request, token);
        return {
          views: after.quoteFunnel.views - before.quoteFunnel.views,
          starts: after.quoteFunnel.starts - before.quoteFunnel.starts,
          submits: after.quoteFunnel.submits - before.quoteFunnel.submits,
        };
      }, { timeout: 15_000 })
      .toEqual({ views: 1, starts: 1, submits: 1 });
    const quoteEvents = sent.filter((e) => String(e.name).startsWith('quote_form_')).map((e) => e.name);
    expect(quoteEvents.sort()).toEqual(['quote_form_start', 'quote_form_submit', 'quote_form_view']);
  });
});
