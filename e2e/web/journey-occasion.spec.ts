import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

/**
 * Issue 23.4: an occasion page shows its first twelve designs and leads to all of them: the
 * listing filtered by the occasion, which pages like /products.
 */
test('/geburtstag leads from its twelve designs to all of them, paged', async ({ page }, testInfo) => {
  await page.goto('/geburtstag');
  await waitForHydration(page);
  const count = page.locator('.listing__count').first();
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(12);
  const more = page.getByTestId('themes-show-all');
  await expect(more).toHaveText(`Alle ${total} Designs ansehen`);
  await more.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'journey-occasion');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await more.click();
  await expect(page).toHaveURL(/\/products\?category=geburtstag$/);
  await expect(page.getByTestId('listing-count')).toContainText(String(total));
  await expect(page.getByTestId('listing-item')).toHaveCount(12);
  const pager = page.getByTestId('listing-pager');
  await expect(pager).toBeVisible();
  await pager.getByRole('link', { name: /2/ }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('listing-item')).toHaveCount(Math.min(12, total - 12));
});
