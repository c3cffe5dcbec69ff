import { type Browser, type BrowserContextOptions, devices, type Page } from '@playwright/test';
import hostsTable from '../../config/hosts.json' with { type: 'json' };

/**
 * A fresh browser context with the shopper's consent on every host of the table, like the `context`
 * fixture gives (contexts made by hand inside a test do not go through the fixture).
 */
export async function newConsentedContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addCookies(
    hostsTable.hosts.map((h) => ({ name: 'shop_consent', value: 'granted', domain: h.host, path: '/' })),
  );
  return context;
}

/** A tablet (iPad Mini user agent) at 768 px: the server classes it as a tablet. */
export function tabletOptions(): BrowserContextOptions {
  const { defaultBrowserType: _ignored, ...ipad } = devices['iPad Mini'];
  return { ...ipad, viewport: { width: 768, height: 1024 } };
}

/**
 * Console errors and uncaught page errors of a page from now on. Broken images are left out
 * ("Failed to load resource"): image variants are made on demand and are not what these specs check.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('Failed to load resource'))
      errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Scrolls to the bottom in steps, so lazy parts of the page (images, carousels) come into play. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** The flyout panel belonging to a main navigation item (by its toggle's aria-controls). */
export async function flyoutOf(page: Page, itemText: string) {
  const item = page.locator('.main-nav__item').filter({
    has: page.getByTestId('main-nav-link').filter({ hasText: itemText }),
  });
  const toggle = item.getByTestId('flyout-toggle');
  const id = await toggle.getAttribute('aria-controls');
  if (!id) throw new Error(`navigation item "${itemText}" has no flyout toggle`);
  return { item, link: item.getByTestId('main-nav-link'), toggle, flyout: page.locator(`[id="${id}"]`) };
}
