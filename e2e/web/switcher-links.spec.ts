/**
 * The market switcher's links follow the page (issue 24 item 5, issue 23 item 2): after a
 * client-side navigation they point to the same page in the other markets, through the page's
 * hreflang table, and to the target market's home where the page does not exist there.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Each test walks several full page loads; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

import { hostUrl, shoot, waitForHydration } from '../support';

/** The country and language links of the footer and the switcher, as absolute URLs. */
async function marketHrefs(page: Page, kind: 'countries' | 'languages'): Promise<Map<string, string>> {
  const links = page.locator(`[data-testid="market-${kind}"] a`);
  const out = new Map<string, string>();
  for (const link of await links.all()) {
    const market = await link.getAttribute('hreflang');
    const href = await link.getAttribute('href');
    if (market && href) out.set(market, href);
  }
  return out;
}

test('after a client-side navigation to /fotobuch, a country link leads to the same page', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto(hostUrl(baseURL, 'de.cards.localhost', '/'));
  await waitForHydration(page);
  expect((await marketHrefs(page, 'countries')).get('de-AT')).toBe(
    hostUrl(baseURL, 'at.cards.localhost', '/'),
  );

  // A marker on window survives only a client-side navigation: a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('main a[href="/fotobuch"]').first().click();
  await expect(page).toHaveURL(/\/fotobuch$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fotobuch$/);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const countries = await marketHrefs(page, 'countries');
  const austria = countries.get('de-AT');
  expect(austria).toBe(hostUrl(baseURL, 'at.cards.localhost', '/fotobuch'));
  // France speaks French: the translated slug, not the German path on the French host.
  expect(countries.get('fr-FR')).toBe(hostUrl(baseURL, 'fr.cards.localhost', '/livre-photo'));
  await shoot(page, testInfo, 'switcher-after-navigation');

  const response = await page.goto(austria ?? '');
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    hostUrl(baseURL, 'at.cards.localhost', '/fotobuch'),
  );
});

/** GET on any table host: Node does not resolve *.localhost, so the URL's host goes in the Host header. */
function get(request: APIRequestContext, url: string) {
  const target = new URL(url);
  return request.get(`${target.protocol}//127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host },
    maxRedirects: 0,
  });
}

test('on fr.cards /livre-photo no country or language link leads to a 404', async ({ page, baseURL }) => {
  const response = await page.goto(hostUrl(baseURL, 'fr.cards.localhost', '/livre-photo'));
  expect(response?.status()).toBe(200);
  const links = new Map([
    ...(await marketHrefs(page, 'countries')),
    ...(await marketHrefs(page, 'languages')),
  ]);
  expect(links.size).toBeGreaterThan(5);
  // Where the page exists in the target's language it is the same page; elsewhere the target's home.
  expect(links.get('de-DE')).toBe(hostUrl(baseURL, 'de.cards.localhost', '/fotobuch'));
  expect(links.get('fr-FR')).toBe(hostUrl(baseURL, 'fr.cards.localhost', '/livre-photo'));
  for (const [market, href] of links) {
    const answer = await get(page.request, href);
    expect(answer.status(), `${market}: ${href}`).toBe(200);
  }
});
