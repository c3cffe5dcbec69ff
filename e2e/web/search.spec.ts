/**
 * Site search (issue 32 §1): the header (desktop) or burger (mobile) combobox by keyboard, the
 * result page without JavaScript (filters, paging, did you mean, empty state), the translated path
 * per market, and axe on the page and the open combobox.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

/** The index is built in the background when the server starts: wait until it answers. */
async function indexReady(page: Page) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/web-api/search?q=hochzeit');
        return response.ok() ? ((await response.json()) as { total: number }).total : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

async function axeSerious(page: Page, testInfo: TestInfo) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `at ${testInfo.project.name}`,
  ).toEqual([]);
}

test('the search field suggests designs as one types and is used by keyboard alone', async ({
  page,
}, testInfo) => {
  // Axe on the open list is the slow part on the phone viewport.
  test.slow();
  await indexReady(page);
  await page.goto('/');
  await waitForHydration(page);
  const mobile = (page.viewportSize()?.width ?? 1280) < 1000;
  const variant = mobile ? 'burger' : 'header';
  if (mobile) {
    await page.getByTestId('burger-toggle').click();
    await expect(page.getByTestId('burger')).toHaveAttribute('data-open', 'true');
  }
  const input = page.getByTestId(`search-input-${variant}`);
  await input.focus();
  // The first focus loads the combobox, which takes the field's place with the focus.
  const combobox = page.getByRole('combobox', { name: 'Suche' });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('hochz');
  const listbox = page.getByTestId(`search-listbox-${variant}`);
  await expect(listbox).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await expect(
    page
      .getByTestId('search-status')
      .filter({ hasText: /Vorschl/ })
      .first(),
  ).toHaveText(/\d+ Vorschl/);

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shoot(page, testInfo, 'search-combobox');
  await axeSerious(page, testInfo);

  // Escape closes the list (and not the burger); the field keeps its text.
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  if (mobile) await expect(page.getByTestId('burger')).toHaveAttribute('data-open', 'true');
  await expect(combobox).toHaveValue('hochz');

  // Down opens it again; Enter on an option opens that design.
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  const href = await options.nth(0).getAttribute('data-href');
  expect(href).toMatch(/^\/themes\/hochzeit-/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Enter without a chosen option shows the result page', async ({ page }) => {
  await indexReady(page);
  await page.goto('/');
  await waitForHydration(page);
  const mobile = (page.viewportSize()?.width ?? 1280) < 1000;
  if (mobile) await page.getByTestId('burger-toggle').click();
  await page.getByTestId(`search-input-${mobile ? 'burger' : 'header'}`).focus();
  await expect(page.getByRole('combobox', { name: 'Suche' })).toBeFocused();
  await page.keyboard.type('wedding hochzeit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/suche\?q=wedding\+hochzeit$/);
  await expect(page.getByTestId('search-page')).toBeVisible();
});

test('the result and empty pages have no serious accessibility problems', async ({ page }, testInfo) => {
  // Two axe runs: slow on the phone viewport of a busy machine.
  test.slow();
  await indexReady(page);
  await page.goto('/suche?q=hochzeitt');
  await waitForHydration(page);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await axeSerious(page, testInfo);
  await page.goto('/suche?q=xylophonquark');
  await waitForHydration(page);
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await axeSerious(page, testInfo);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the result page filters, pages and corrects a typo', async ({ page }, testInfo) => {
    await indexReady(page);
    await page.goto('/suche?q=hochzeitt');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByTestId('search-did-you-mean')).toContainText('hochzeit');
    const hits = page.getByTestId('search-hit');
    await expect(hits.first()).toHaveAttribute('data-kind', 'design');
    await expect(hits.first()).toContainText('Hochzeit');
    await shoot(page, testInfo, 'search-results');

    await page.getByTestId('search-did-you-mean').getByRole('link').click();
    await expect(page).toHaveURL(/\/suche\?q=hochzeit$/);
    await page.getByTestId('search-filter-design').click();
    await expect(page).toHaveURL(/kind=design/);
    await expect(page.getByTestId('search-filter-design')).toHaveAttribute('aria-current', 'page');
    expect(await hits.evaluateAll((all) => all.every((h) => h.getAttribute('data-kind') === 'design'))).toBe(
      true,
    );
    const firstPage = await hits.first().getAttribute('data-key');
    await page.getByTestId('listing-pager-next').click();
    await expect(page).toHaveURL(/page=2/);
    expect(await hits.first().getAttribute('data-key')).not.toBe(firstPage);
  });

  test('an unknown word gets the empty state with popular searches', async ({ page }, testInfo) => {
    await page.goto('/suche?q=xylophonquark');
    await expect(page.getByTestId('search-empty')).toBeVisible();
    const popular = page.getByTestId('search-popular').getByRole('link');
    await expect(popular.first()).toHaveText('Hochzeit');
    await shoot(page, testInfo, 'search-empty');
    await popular.first().click();
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
  });

  test('each language has its own path; another language’s path redirects there', async ({ page }) => {
    const port = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url())
      .port;
    const origin = (host: string) => `http://${host}:${port}`;
    await page.goto(`${origin('ch.cards.localhost')}/fr/suche?q=mariage`);
    await expect(page).toHaveURL(/\/fr\/recherche\?q=mariage$/);
    await expect(page.getByTestId('search-hit').first()).toContainText(/mariage/i);
    await page.goto(`${origin('gb.cards.localhost')}/search?q=wedding`);
    await expect(page.getByTestId('search-hit').first()).toContainText('Wedding');
    await page.goto(`${origin('nl.posters.localhost')}/zoeken?q=canvas`);
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
  });
});
