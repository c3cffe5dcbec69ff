import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import hostsTable from '../../config/hosts.json' with { type: 'json' };
import { ANONYMOUS_CUSTOMER_DATA } from '../../shared/customer/customer-data';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 23.1: the cart is no dead end. The header's cart leads to the shop's own cart page (no
 * CART_URL in this run), the embedded basket of issue 31 (journey-basket-order.spec.ts); and no link in the header, the navigation, the footer or the burger of
 * any host answers 4xx or 5xx.
 */

const PRIMARY_HOSTS = hostsTable.hosts.filter((h) => h.primary).map((h) => h.host);
const OWN_HOSTS = new Set(hostsTable.hosts.map((h) => h.host));

/** The checkout application fills in the cart's count; here a customer-data answer plays its part. */
async function customerWithCart(page: Page, articles: number) {
  await page.route('**/web-api/customer-data*', (route) =>
    route.fulfill({
      json: { ...ANONYMOUS_CUSTOMER_DATA, order: { cartArticlesAmount: articles, isWhitelabelOrder: false } },
    }),
  );
}

/**
 * Node does not resolve *.localhost as browsers do: the request goes to the server's own address
 * with the host in the Host header, which is what the server reads.
 */
async function statusOf(page: Page, baseURL: string | undefined, href: string): Promise<number> {
  const url = new URL(href);
  const base = new URL(baseURL ?? 'http://localhost:3210');
  let response = await page.request.get(`${base.origin}${url.pathname}${url.search}`, {
    headers: { host: url.host },
    maxRedirects: 0,
  });
  // Redirects stay on the shop's hosts; follow a few the same way.
  for (let hops = 0; hops < 5 && response.status() >= 300 && response.status() < 400; hops++) {
    const next = new URL(response.headers().location ?? '/', url);
    response = await page.request.get(`${base.origin}${next.pathname}${next.search}`, {
      headers: { host: next.host },
      maxRedirects: 0,
    });
  }
  return response.status();
}

test.describe('the cart', () => {
  for (const prefix of ['', '/d']) {
    test(`de.cards${prefix}: the header's cart opens the cart page with the article count`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await customerWithCart(page, 3);
      await page.goto(hostUrl(baseURL, 'de.cards.localhost', `${prefix}/`));
      await waitForHydration(page);
      const cart = page.getByTestId('header-cart');
      await expect(cart).toHaveAttribute('aria-label', /3/);
      await cart.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/warenkorb$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
      // The shop's own basket (issue 31): empty for this new shopper, with the way back to the shop.
      await expect(page.getByTestId('cart-page-count')).toHaveText('Dein Warenkorb ist leer.');
      await expect(page).toHaveTitle(/^Warenkorb \| /);
      if (!prefix) {
        await shoot(page, testInfo, 'journey-cart');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }
    });
  }

  test('us.posters: the cart page speaks American English and says when it is empty', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostUrl(baseURL, 'us.posters.localhost', '/warenkorb'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
    await expect(page.getByTestId('cart-page-count')).toHaveText('Your cart is empty.');
  });
});

/** Every link of the chrome on this page, as absolute URLs of the shop's own hosts. */
async function chromeLinks(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

async function collect(page: Page, isMobile: boolean): Promise<string[]> {
  const links = [
    ...(await chromeLinks(page, 'header')),
    ...(await chromeLinks(page, '[data-testid="chrome-footer"]')),
  ];
  // Platform d has a back link instead of the burger and the navigation.
  if (isMobile && (await page.getByTestId('burger-toggle').count()) > 0) {
    await page.getByTestId('burger-toggle').click();
    const burger = page.getByTestId('burger');
    await expect(burger).toHaveAttribute('data-open', 'true');
    links.push(...(await chromeLinks(page, '[data-testid="burger"]')));
    const items = burger.getByTestId('burger-item');
    for (let i = 0; i < (await items.count()); i++) {
      await items.nth(i).click();
      await expect(burger.getByTestId('burger-level-2')).toBeVisible();
      await expect(burger.getByTestId('burger-level-2').locator('a[href]').first()).toBeAttached();
      links.push(...(await chromeLinks(page, '[data-testid="burger-level-2"]')));
      await burger.getByTestId('burger-back').click();
    }
  } else {
    const items = page.locator('.main-nav__item').filter({ has: page.getByTestId('flyout-toggle') });
    for (let i = 0; i < (await items.count()); i++) {
      const toggle = items.nth(i).getByTestId('flyout-toggle');
      const flyout = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await toggle.click();
      await expect(flyout.locator('a[href]').first()).toBeAttached();
      links.push(
        ...(await flyout.locator('a[href]').evaluateAll((a) => a.map((x) => (x as HTMLAnchorElement).href))),
      );
      await page.keyboard.press('Escape');
    }
  }
  return links;
}

test.describe('every chrome link answers (no 4xx, no 5xx)', () => {
  for (const host of PRIMARY_HOSTS) {
    test(host, async ({ page, baseURL, isMobile }) => {
      test.setTimeout(120_000);
      for (const prefix of host === 'de.cards.localhost' ? ['', '/d'] : ['']) {
        await page.goto(hostUrl(baseURL, host, `${prefix}/`));
        await waitForHydration(page);
        const links = [...new Set(await collect(page, isMobile))].filter((href) => {
          const url = new URL(href);
          return (url.protocol === 'http:' || url.protocol === 'https:') && OWN_HOSTS.has(url.hostname);
        });
        expect(links.length, 'the chrome has links').toBeGreaterThan(5);
        const failures: string[] = [];
        // A few at a time: the server renders each page, and the machine is shared.
        for (let i = 0; i < links.length; i += 6) {
          const batch = links.slice(i, i + 6);
          const statuses = await Promise.all(batch.map((href) => statusOf(page, baseURL, href)));
          statuses.forEach((status, j) => {
            if (status >= 400) failures.push(`${status} ${batch[j]}`);
          });
        }
        expect(failures, `links of ${host}${prefix} that fail`).toEqual([]);
      }
    });
  }
});
