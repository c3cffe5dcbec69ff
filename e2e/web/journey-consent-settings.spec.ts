import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 23.7: "Cookie-Einstellungen" in every page's footer opens the consent dialog again; the
 * dialog links to the privacy page; taking consent back is one click, like giving it.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Deine Privatsphäre' });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'shop_consent')?.value;

// The shopper answers the first dialog themselves, so the cookie is the page's own.
test.use({ consent: 'unknown' });
test.setTimeout(90_000);

test('withdrawn and given again from the footer, the privacy page one click away', async ({
  page,
}, testInfo) => {
  await page.goto('/products');
  await waitForHydration(page);
  await dialog(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(page)).toBe('granted');
  const settings = page.getByTestId('cookie-settings');
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId('consent-status')).toContainText('zugestimmt');
  await expect(page.getByTestId('consent-privacy')).toHaveAttribute('href', '/datenschutz');
  await shoot(page, testInfo, 'journey-consent-settings');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Withdrawing: one click.
  await dialog(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(page)).toBe('declined');
  await expect(settings).toBeFocused();

  // Reopened, Escape keeps the choice; giving consent again is one click too.
  await settings.click();
  await expect(page.getByTestId('consent-status')).toContainText('abgelehnt');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await consentCookie(page)).toBe('declined');
  await settings.click();
  await dialog(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect.poll(() => consentCookie(page)).toBe('granted');

  // The privacy link opens the privacy page.
  await settings.click();
  await page.getByTestId('consent-privacy').click();
  await expect(page).toHaveURL(/\/datenschutz$/);
});

test.describe('before any choice', () => {
  test('the first dialog links to the privacy page in the page’s language', async ({ page, baseURL }) => {
    await page.goto(hostUrl(baseURL, 'fr.cards.localhost', '/'));
    await waitForHydration(page);
    const first = page.getByRole('dialog');
    await expect(first).toBeVisible();
    await expect(first.getByTestId('consent-privacy')).toHaveAttribute('href', '/confidentialite');
    await expect(page.getByTestId('consent-status')).toHaveCount(0);
  });
});

test.describe('every page', () => {
  test.use({ consent: 'granted' });
  test('the footer of every page kind has the link', async ({ page }) => {
    for (const path of ['/', '/geburtstag', '/themes/hochzeit-001', '/kundenkonto', '/warenkorb', '/d/']) {
      await page.goto(path);
      await expect(page.getByTestId('cookie-settings'), path).toHaveCount(1);
    }
  });
});
