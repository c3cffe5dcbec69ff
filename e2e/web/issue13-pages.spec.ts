import { mkdirSync } from 'node:fs';
import type { Locator, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 13 items 5–9 and issue 23 item 8, as a shopper sees them: the poster home's wall-art
 * feed, the accessory page, the reviews in the footer, the per-channel settings (smartbanner,
 * trailing slash) and the one error page with the right status.
 */

async function shootElement(locator: Locator, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `screenshots/${testInfo.project.name}-${name}.png` });
}

test.describe('error pages (issue 23.8, 13.9)', () => {
  test('an unknown page: 404, the CMS error story, and ways to go on', async ({ page }, testInfo) => {
    const response = await page.goto('/gibt-es-wirklich-nicht');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const errorPage = page.getByTestId('error-page');
    await expect(errorPage).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite gibt es leider nicht (mehr)',
    );
    const goOn = page.getByTestId('error-go-on');
    await expect(goOn.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(goOn.getByRole('link', { name: 'Karten' })).toBeVisible();
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await shoot(page, testInfo, 'issue13-404');
    await goOn.getByRole('link', { name: 'Karten' }).click();
    await expect(page).toHaveURL(/\/karten$/);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('/error and unknown language prefixes: the same page, 404 not 200', async ({ page }) => {
    const response = await page.goto('/xx/karten');
    expect(new URL(page.url()).pathname).toBe('/error');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});

test.describe('poster home: "New on our walls" (13.5)', () => {
  for (const [host, headline, price] of [
    ['de.posters.localhost', 'Neu an unseren Wänden', '€'],
    ['gb.posters.localhost', 'New on our walls', '£'],
    ['us.posters.localhost', 'New on our walls', '$'],
  ] as const) {
    test(`${host}: wall-art products with prices`, async ({ page, baseURL }, testInfo) => {
      await page.goto(hostUrl(baseURL, host));
      await waitForHydration(page);
      const feed = page.locator('section.listing', { has: page.getByRole('heading', { name: headline }) });
      await expect(feed.locator('.tile-grid__item').first()).toBeVisible();
      expect(await feed.locator('.tile-grid__item').count()).toBeGreaterThanOrEqual(5);
      await expect(feed.locator('.block-empty')).toHaveCount(0);
      await expect(feed.locator('.tile-grid__price').first()).toContainText(price);
      if (host.startsWith('de.')) await shootElement(feed, testInfo, 'issue13-wall-art-feed');
    });
  }
});

test('accessories: products with names in the language (13.6)', async ({ page }, testInfo) => {
  await page.goto('/zubehoer');
  await waitForHydration(page);
  const overview = page.locator('section.listing').first();
  await expect(overview.locator('.tile-grid__item').first()).toBeVisible();
  await expect(overview.getByText('Briefumschlag (haftklebend)').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/haftklebend ·|dirty-white|· white/);
  await shootElement(overview, testInfo, 'issue13-accessories');
});

test('reviews in the footer, in the page language (13.7)', async ({ page, baseURL }, testInfo) => {
  await page.goto(hostUrl(baseURL, 'fr.cards.localhost'));
  await waitForHydration(page);
  const reviews = page.getByTestId('reviews');
  await expect(reviews).toBeVisible();
  await expect(reviews.getByTestId('review').first()).toContainText('De magnifiques faire-part');
  await expect(page.getByTestId('reviews-total')).toContainText('4');
  await shootElement(reviews, testInfo, 'issue13-reviews');
});

test.describe('per-channel settings (13.8)', () => {
  test('trailingSlash off: /fotokalender/ redirects to /fotokalender', async ({ page }) => {
    const response = await page.goto('/fotokalender/');
    expect(new URL(page.url()).pathname).toBe('/fotokalender');
    expect(response?.status()).toBe(200);
  });

  test('appsAvailable: smartbanner on the card brand, none on the poster brand', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', 'the smartbanner is for phones and tablets');
    await page.goto(hostUrl(baseURL, 'gb.cards.localhost'));
    await expect(page.getByTestId('smartbanner')).toBeVisible();
    await page.goto(hostUrl(baseURL, 'gb.posters.localhost'));
    await waitForHydration(page);
    await expect(page.getByTestId('smartbanner')).toHaveCount(0);
  });
});
