/**
 * Issue 23.15: on a phone the listing's filters open as a sheet over the results, scroll inside
 * it, and end in a "show N results" button; on a laptop they stay beside the results.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';

test.describe.configure({ timeout: 90_000 });

test('the filters are a sheet with a "show N results" button on phones, a column on laptops', async ({
  page,
}, testInfo) => {
  await page.goto('/products?category=geburtstag');
  await waitForHydration(page);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const sheet = page.getByTestId('listing-filters-sheet');
  const show = page.getByTestId('listing-filters-show');

  if (viewport.width >= 1024) {
    await expect(page.getByTestId('listing-filters')).toBeVisible();
    await expect(show).toBeHidden();
    const sheetBox = await sheet.boundingBox();
    const results = await page.getByTestId('listing-item').first().boundingBox();
    // Beside the results, not over them.
    expect(sheetBox && results && sheetBox.x + sheetBox.width <= results.x).toBe(true);
    await page.screenshot({ path: `screenshots/${testInfo.project.name}-journey-layout-filters.png` });
    return;
  }

  await page.getByTestId('listing-filters-toggle').click();
  await expect(sheet).toBeVisible();
  await expect(show).toBeInViewport();
  const box = await sheet.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= viewport.height + 1).toBe(true);
  const count = async () => Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expect(show).toHaveText(`${before} Designs anzeigen`);

  // The last filter option can be reached by scrolling inside the sheet.
  const options = page.getByTestId('listing-filters').locator('input');
  await options.last().scrollIntoViewIfNeeded();
  await expect(options.last()).toBeInViewport();

  // A filter narrows the results; the button says how many there are now.
  const style = page.locator('[data-testid^="filter-style-"]:not([data-testid$="-all"])').first();
  await style.check();
  await expect(page).toHaveURL(/style=/);
  await expect.poll(count).toBeLessThan(before);
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-journey-layout-filters.png` });

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // "Show N results" closes the sheet and brings the results into view.
  const shown = await count();
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('listing-item').first()).toBeInViewport();
  await expect(page.getByTestId('listing-count')).toContainText(String(shown));

  // Escape closes it as well, back on the toggle.
  await page.getByTestId('listing-filters-toggle').click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
