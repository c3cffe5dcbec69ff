import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 23.3: the wishlist shows the designs, not their ids, and is reachable from the header's
 * heart (with the count) where the channel setting wishlistAvailable is on.
 */
test('a saved design: heart in the header, picture, title, price and link on the list, removable', async ({
  page,
}, testInfo) => {
  await page.goto('/themes/geburtstag-014');
  await waitForHydration(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  const heart = page.getByTestId('header-wishlist');
  await expect(heart).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
  await page.getByTestId('wishlist-button').first().click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-label', 'Wunschliste, 1 Design');

  await heart.click();
  await expect(page).toHaveURL(/\/kundenkonto\/wunschliste$/);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item).not.toContainText('Motiv geburtstag-014');
  await expect(item).toContainText(/ab \d+,\d\d/);
  await expect(item.locator('img')).toHaveCount(1);
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', '/themes/geburtstag-014');
  await expect(page).toHaveTitle(/^Meine Wunschliste \| /);
  await shoot(page, testInfo, 'journey-wishlist');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await item.getByRole('button', { name: `„${title}“ von der Wunschliste nehmen` }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('wishlist-page')).toContainText('Deine Wunschliste ist noch leer');
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0);

  // The list outlives the page: it is the server's, not the page's.
  await page.goto('/kundenkonto/wunschliste');
  await waitForHydration(page);
  await expect(page.getByTestId('wishlist-page')).toContainText('Deine Wunschliste ist noch leer');
});

test('no heart where the channel setting is off (the poster brand)', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'de.posters.localhost', '/'));
  await waitForHydration(page);
  await expect(page.getByTestId('header-cart')).toBeVisible();
  await expect(page.getByTestId('header-wishlist')).toHaveCount(0);
});
