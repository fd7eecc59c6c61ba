// About Us, Contact Us, Terms, Privacy and the not-found page:
// their texts, titles and meta descriptions, the contact flow with its one toast, and no layout
// shift while a page loads.
import { expect, test } from './support/test';
import { expectToastClearOf, framesDrawn, shot } from './support';
import { layoutShift, trackLayoutShift, uniqueContact } from './support/public';

test.describe('public pages', () => {
  for (const [path, title] of [
    ['/', 'FreshMeals'],
    ['/plans', 'Plans – FreshMeals'],
    ['/about-us', 'About Us – FreshMeals'],
    ['/contact-us', 'Contact Us – FreshMeals'],
    ['/t&c', 'Terms and Conditions – FreshMeals'],
    ['/privacy-policy', 'Privacy Policy – FreshMeals'],
  ] as const) {
    test(`${path}: title, meta description and no layout shift @phone`, async ({ page }) => {
      await trackLayoutShift(page);
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(60);
      await page.waitForLoadState('networkidle');
      // Everything has arrived; a shift it causes is reported once the frame that shows it is drawn.
      await framesDrawn(page);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }

  test('About Us: banner, Why Choose Us, What We Do, no-upf and the health disclaimer', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Good food, made honestly, every single day' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
    const features = page.locator('section', { has: page.getByRole('heading', { name: 'Why Choose Us' }) }).getByRole('listitem');
    await expect(features).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'What We Do' })).toBeVisible();
    await expect(page.locator('#no-upf').getByRole('heading', { level: 2, name: 'No Ultra-Processed Foods' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('not intended to diagnose, treat, cure or prevent any disease');
    await shot(page, 'about');
    await shot(page, 'about-full', { fullPage: true });
    await page.goto('/about-us#no-upf');
    await expect(page.locator('#no-upf').getByRole('heading', { name: 'No Ultra-Processed Foods' })).toBeInViewport();
  });

  test('Contact Us: every validation message, then one toast from loading to success @phone', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form');
    await expect(page.getByRole('heading', { name: 'Get in Touch', exact: true })).toBeVisible();
    await shot(page, 'contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(form.getByText('Message should be at least 10 characters')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('98113abcde');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByText('Enter a valid 10-digit phone number')).toBeVisible();
    await shot(page, 'contact-errors', { fullPage: true });

    const { email, phone } = uniqueContact('contact');
    await form.getByLabel('Name').fill('Ritika Saxena');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('Message').fill('Do you deliver to Indiranagar? I would like lunch at my office.');
    // Slow the answer down a little so the loading state can be seen.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('"ContactPageMutation"')) await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'Sending your message...' })).toBeVisible();
    await expect(toasts.filter({ hasText: 'Thank you for reaching out! We will get back to you soon.' })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    // The toast leaves the navigation and the page's heading uncovered.
    await expectToastClearOf(toasts, [page.locator('header').getByRole('link'), page.locator('header').getByRole('button'), page.getByRole('heading', { level: 1 })]);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await shot(page, 'contact-sent');
  });

  test('Contact Us: the same toast shows the error when the request fails', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form');
    const { email, phone } = uniqueContact('contact-fail');
    await form.getByLabel('Name').fill('Ritika Saxena');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('Message').fill('Please call me about the chicken plan.');
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('"ContactPageMutation"') ? route.abort('failed') : route.continue(),
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'An error occurred. Please try again later.' })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    await expect(form.getByLabel('Name')).toHaveValue('Ritika Saxena');
  });

  test('Terms and Conditions state every term', async ({ page }) => {
    await page.goto('/t&c');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    const terms = page.locator('article');
    for (const text of [
      'Customers prepay for their chosen meal plan',
      'The menu is curated by our kitchen',
      'Meals are delivered on scheduled dates',
      'within a 4 km radius of our kitchen',
      'at least 24 hours before its delivery',
      'at most 2 cancellation requests per week',
      'There are no monetary refunds',
      'customer dashboard',
      '₹139*',
    ])
      await expect(terms).toContainText(text);
    await shot(page, 'terms');
  });

  test('Privacy Policy', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('article')).toContainText('We do not sell your personal data.');
    await shot(page, 'privacy');
  });

  test('not-found page with Go back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found – FreshMeals');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await shot(page, 'public-not-found');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy meals, freshly cooked and delivered to your door' })).toBeVisible();
  });
});
