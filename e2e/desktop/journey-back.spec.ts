import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';

/**
 * Issue 23.6: at platform d, "Zurück" on the first page of a tab must not leave the shop (the tab's
 * blank first page): it is disabled until the shopper went somewhere in the shop.
 */
test('Zurück is disabled without shop history, and goes back within the shop once there is some', async ({
  page,
}) => {
  await page.goto('/d/');
  await waitForHydration(page);
  // Playwright's tab starts at about:blank, so history.length is 2 here: not a shop page to go back to.
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
  const back = page.getByTestId('back-link');
  await expect(back).toBeDisabled();

  await page.locator('main a[href^="/d/"]').first().click();
  await expect(page).not.toHaveURL(/\/d\/$/);
  await expect(back).toBeEnabled();
  await back.click();
  await expect(page).toHaveURL(/\/d\/?$/);
  await expect(back).toBeDisabled();
  expect(page.url()).not.toBe('about:blank');
});
