/**
 * Issue 23.14 and 23.16: on a theme page the price and "Jetzt gestalten" are in the first
 * viewport (in the buy bar), and the floating contact button never covers a price or a buy
 * button, on the theme page and on a calculator page, anywhere down the page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

test.describe.configure({ timeout: 90_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every visible keep-clear element the contact button overlaps, at the current scroll position. */
function coveredByContactButton(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="support-button"]');
    if (!button) return [];
    const style = getComputedStyle(button);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return [];
    const b = button.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('[data-keep-clear]')]
      .filter((el) => {
        if (el.closest('[data-hidden="true"]')) return false;
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          b.left < r.right &&
          r.left < b.right &&
          b.top < r.bottom &&
          r.top < b.bottom
        );
      })
      .map((el) => `${el.dataset.testid ?? el.className} at scrollY ${Math.round(window.scrollY)}`);
  });
}

/** Walks down the page a screen at a time and collects what the button covered on the way. */
async function walkDown(page: Page): Promise<string[]> {
  const covered: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 700) / 3);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button decides on the next animation frame and fades within 150 ms.
    await page.waitForTimeout(250);
    covered.push(...(await coveredByContactButton(page)));
  }
  return covered;
}

function inFirstViewport(box: Box | null, viewport: { width: number; height: number } | null) {
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0;
}

test('price and call to action of a theme are in the first viewport', async ({ page }, testInfo) => {
  await page.goto('/themes/geburtstag-002');
  await waitForHydration(page);
  const viewport = page.viewportSize();
  const bar = page.getByTestId('theme-buy-bar');
  const inlineCta = page.getByTestId('theme-cta');
  // Either the price block itself is on the first screen, or the bar carries price and button.
  const inline = inFirstViewport(await inlineCta.boundingBox(), viewport);
  if (!inline) {
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('theme-buy-bar-total')).toHaveText(/\d,\d{2}/);
    expect(inFirstViewport(await page.getByTestId('theme-buy-bar-total').boundingBox(), viewport)).toBe(true);
    expect(inFirstViewport(await page.getByTestId('theme-buy-bar-cta').boundingBox(), viewport)).toBe(true);
    await expect(page.getByTestId('theme-buy-bar-cta')).toHaveText('Jetzt gestalten');
    // The bar leads where the page's own button leads.
    expect(await page.getByTestId('theme-buy-bar-cta').getAttribute('href')).toBe(
      await inlineCta.getAttribute('href'),
    );
  }
  await page.screenshot({
    path: `screenshots/${testInfo.project.name}-journey-layout-theme-first-viewport.png`,
  });

  // The bar follows the choices, and steps aside when the page's own price block is on screen.
  await page.getByTestId('theme-quantity-more').click();
  await expect(page.getByTestId('theme-buy-bar-total')).toHaveText(
    (await page.getByTestId('theme-price-total').textContent()) ?? '',
  );
  await page.getByTestId('theme-price').scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('data-hidden', 'true');
});

for (const path of ['/themes/geburtstag-002', '/leinwanddruck']) {
  test(`the contact button never covers a price or buy button on ${path}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await waitForHydration(page);
    const button = page.getByTestId('support-button');
    await expect(button).toHaveCount(1);
    // The chat launcher shows 1700 ms after hydration.
    await page.waitForTimeout(1900);
    expect(await walkDown(page)).toEqual([]);
    // It is still there for whoever needs it, where it covers nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeVisible();
    await shoot(page, testInfo, `journey-layout-contact-${path.split('/').pop()}`);
  });
}
