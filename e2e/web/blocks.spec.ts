import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

test('a page holding every block of SPEC 2 renders and hydrates with no console error', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    // Sample images that do not exist fail to load; that is the image's own error state, not a bug.
    if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto('/_blocks');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('main')).toContainText(/\S/);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'all-blocks');
  expect(errors).toEqual([]);
});
