/**
 * Issue 23.17: in a 768 px tall window the "Karten" flyout ends inside the window and scrolls
 * within itself, so its last link can be reached.
 */
import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';
import { flyoutOf } from './chrome-helpers';

test.describe.configure({ timeout: 90_000 });

test('the Karten flyout fits a 768 px window and scrolls to its last link', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'web-mobile',
    'flyouts are for desktop user agents; phones get the burger',
  );
  await page.setViewportSize({ width: 1280, height: 768 });
  await page.goto('/');
  await waitForHydration(page);
  const { toggle, flyout } = await flyoutOf(page, 'Karten');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(flyout).toBeVisible();
  await expect(flyout.locator('a').first()).toBeVisible();

  // The groups arrive when the flyout first opens and its height is set once they are laid out:
  // the bottom edge is asked again until then (a single reading could catch the frame between).
  await expect
    .poll(async () => {
      const box = await flyout.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(768);
  const { scrollHeight, clientHeight } = await flyout.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  // Whatever does not fit is reachable by scrolling the flyout, not cut off.
  if (scrollHeight > clientHeight) {
    await flyout.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(flyout.locator('a').last()).toBeInViewport();
  }
  await expect(flyout).toBeVisible();
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-journey-layout-flyout.png` });
});
