import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

test.describe('server rendering and hydration', () => {
  test('the home page is rendered on the server, readable without JavaScript', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport,
    });
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Fotos. Wunderschön gedruckt.');
    await expect(page).toHaveTitle(/Fotowerk|Karten/);
    await context.close();
  });

  test('the page hydrates and its interactive elements work', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && !m.text().includes('Failed to load resource') && errors.push(m.text()),
    );
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/products');
    await waitForHydration(page);
    await shoot(page, testInfo, 'products');
    // The brand switch is a link to the other brand's host (issue 23.5, journey-brand-switch.spec.ts).
    await expect(page.getByTestId('channel-toggle')).toHaveAttribute(
      'href',
      '/_brand-switch?from=%2Fproducts',
    );
    expect(errors).toEqual([]);
  });

  test('a client navigation fetches the next page from _payload.json', async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const payload = page.waitForResponse((r) => new URL(r.url()).pathname === '/_payload.json');
    await page.locator('.logo').first().click();
    const response = await payload;
    expect(response.status()).toBe(200);
    // Only the routes whose data the browser lacks are asked for; the layout's global story is kept.
    expect(new URL(response.url()).searchParams.get('_routes')).toBe('home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Fotos. Wunderschön gedruckt.');
  });

  test('blocks without client behaviour keep their server HTML, and their links still navigate in the app', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on(
      'console',
      (m) => m.type() === 'error' && !m.text().includes('Failed to load resource') && errors.push(m.text()),
    );
    await page.goto('/');
    // The hydration data carries stubs for them, not their fields (issue 20).
    const stubs = await page.evaluate(
      () => (document.getElementById('__shop')?.textContent?.match(/"_static":true/g) ?? []).length,
    );
    expect(stubs).toBeGreaterThan(3);
    await waitForHydration(page);
    const staticBlocks = page.locator('main .static-block');
    const count = await staticBlocks.count();
    expect(count).toBeGreaterThan(3);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const link = page.locator('main .static-block a[href^="/themes/"]').first();
    const href = await link.getAttribute('href');
    const payload = page.waitForResponse((r) => new URL(r.url()).pathname === `${href}/_payload.json`);
    await link.click();
    expect((await payload).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // A client navigation, not a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Fotos. Wunderschön gedruckt.');
    await expect(staticBlocks).toHaveCount(count);
    expect(errors).toEqual([]);
  });

  test('a client navigation to a missing page shows the 404 page, and its payload says 404', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const payload = page.waitForResponse((r) => r.url().includes('/gibt-es-nicht/_payload.json'));
    // A history entry plus popstate is how the router hears of back/forward: a client navigation.
    await page.evaluate(() => {
      history.pushState(null, '', '/gibt-es-nicht');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await payload).status()).toBe(404);
    // The CMS error story's headline (issue 23.8); the tab title keeps the shop's own words.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite gibt es leider nicht (mehr)',
    );
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await expect(page.locator('main')).toContainText('/gibt-es-nicht');
  });
});

test.describe('404 and error pages', () => {
  test('/themes/ answers 404 with the not-found page', async ({ page }, testInfo) => {
    // page.goto follows the trailing-slash redirect, if any, to the page that answers.
    const response = await page.goto('/themes/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite gibt es leider nicht (mehr)',
    );
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await expect(page.locator('main')).toContainText('/themes');
    await shoot(page, testInfo, 'not-found');
  });

  test('an unmatched path answers 404, and hostile paths too', async ({ request }) => {
    for (const path of ['/gibt-es-nicht', '/a/%2e%2e/b', '/a%2fb', '/%E0%A4%A', `/${'x'.repeat(600)}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });

  test('technical details show only with the debug flag', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.locator('.error-details')).toHaveCount(0);
    await page.goto('/gibt-es-nicht?_debug=1');
    await expect(page.locator('.error-details')).toContainText('Page not found: /gibt-es-nicht');
  });
});

test.describe('language prefixes on *.localhost hosts', () => {
  test('a language of another country redirects to that country host', async ({ page, baseURL }) => {
    await page.goto(hostUrl(baseURL, 'de.cards.localhost', '/fr/products?x=1'));
    expect(new URL(page.url()).host).toBe(new URL(hostUrl(baseURL, 'fr.cards.localhost')).host);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/products?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modèles de cartes');
  });

  test('the host language is stripped with a 301', async ({ page, baseURL }) => {
    const response = await page.goto(hostUrl(baseURL, 'gb.posters.localhost', '/en/products'));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.headers().location).toBe('/products');
    expect(new URL(page.url()).pathname).toBe('/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('a sublocale is kept in every link', async ({ page, baseURL }, testInfo) => {
    await page.goto(hostUrl(baseURL, 'ch.cards.localhost', '/fr/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    const hrefs = await page
      .locator('main a[href^="/"], header a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      // Designer links carry the market as their locale parameter instead (SPEC 2).
      if (href.startsWith('/configurator-')) expect(href, href).toContain('locale=fr-CH');
      else expect(href === '/fr' || href.startsWith('/fr/') || href.startsWith('/fr#'), href).toBe(true);
    }
    await shoot(page, testInfo, 'fr-CH-home');
  });

  test('an unknown language goes to the error page', async ({ page }) => {
    await page.goto('/xx/products');
    expect(new URL(page.url()).pathname).toBe('/error');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('platform d', () => {
  test('/d/products renders the desktop platform: back link, no shop navigation', async ({
    page,
  }, testInfo) => {
    await page.goto('/d/products');
    await waitForHydration(page);
    await expect(page.getByTestId('back-link')).toBeVisible();
    await expect(page.locator('.header__nav')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Fotowerk/ })).toHaveAttribute('href', '/d');
    await shoot(page, testInfo, 'platform-d-products');
  });
});
