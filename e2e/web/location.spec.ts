import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';

// Below 720 px the footer's country box is collapsed behind its heading; the journey is the
// same there once it is opened, so it runs at the desktop width.
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name === 'web-mobile', 'the footer boxes are collapsed at phone width');
});

/**
 * Issue 14 item 3: the footer's country list suggests the visitor's market, asked only once the
 * list scrolls into view (the top of the page sends no location request).
 */
test('the market switcher suggests the visitor’s market from the edge’s country header', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'AT' });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/get-location/')) asked.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(asked, 'nobody is located before the footer is in view').toEqual([]);
  const slot = page.getByTestId('market-suggestion').first();
  await slot.scrollIntoViewIfNeeded();
  const before = await slot.boundingBox();
  const link = slot.getByRole('link');
  await expect(link).toContainText('Österreich');
  await expect(link).toHaveAttribute('hreflang', 'de-AT');
  await expect(link).toHaveAttribute('href', /at\.cards\.localhost/);
  // The answer filled a line that was already there (scrolling aside, nothing moved).
  const after = await slot.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(asked).toHaveLength(1);
});

test('no suggestion when the visitor is in the host’s country or the edge does not know', async ({
  page,
}) => {
  for (const country of ['DE', 'XX']) {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
    await page.goto('/');
    await waitForHydration(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/get-location/'));
    await page.getByTestId('market-suggestion').first().scrollIntoViewIfNeeded();
    await answer;
    await expect(page.getByTestId('market-suggestion').getByRole('link')).toHaveCount(0);
    await page.waitForTimeout(200);
  }
});
