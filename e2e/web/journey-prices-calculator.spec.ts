/**
 * Issue 23, "Prices that tell the truth", in the wall-art calculator: the own format prices
 * (23.10), no permanent "was" prices (23.12), the page's own product and a material list ordered
 * by price (23.13), and a more-formats dialog that filters its sizes and fits the window (23.17).
 */

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

// Full-page screenshots and axe on a shared two-core machine take their time.
test.describe.configure({ timeout: 90_000 });

async function openCalculator(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const calculator = page.getByTestId('calculator');
  await expect(calculator).toBeVisible();
  return calculator;
}

/** What the shopper sees of the window (a dialog is lost in a full-page picture). */
async function shootViewport(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-${name}.png` });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('"Eigenes Format": a valid size is priced and chosen; too small and too large are refused', async ({
  page,
  request,
}, testInfo) => {
  const calculator = await openCalculator(page, '/leinwanddruck');
  await calculator.getByTestId('calculator-own').click();
  const dialog = page.getByTestId('own-format-dialog');
  await expect(dialog).toBeVisible();

  // Too small: the form says what is possible and stays open.
  await dialog.getByLabel(/Breite/).fill('5');
  await dialog.getByLabel(/Höhe/).fill('5');
  await dialog.getByRole('button', { name: 'Format übernehmen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Dieses Format ist nicht möglich');
  await expect(dialog).toBeVisible();

  // Too large.
  await dialog.getByLabel(/Breite/).fill('500');
  await dialog.getByLabel(/Höhe/).fill('500');
  await dialog.getByRole('button', { name: 'Format übernehmen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Dieses Format ist nicht möglich');
  await shootViewport(page, testInfo, 'journey-prices-own-format-refused');

  // Valid: 33 x 44 cm is priced by the article API and joins the list, chosen.
  await dialog.getByLabel(/Breite/).fill('33');
  await dialog.getByLabel(/Höhe/).fill('44,5');
  await dialog.getByRole('button', { name: 'Format übernehmen' }).click();
  await expect(dialog).toBeHidden();
  const own = calculator.locator('label[data-format="330x445"]');
  await expect(own.locator('input')).toBeChecked();

  const answer = await request.get('/price-api/prices/article?material=leinwand&format=330x445', {
    headers: { 'X-Channel': 'cards', 'X-Locale': 'de-DE' },
  });
  expect(answer.status()).toBe(200);
  const { price } = (await answer.json()) as { price: { formatted: string } };
  await expect(own.locator('.calculator__price')).toHaveText(price.formatted);
  await expect(calculator.getByTestId('calculator-total')).toContainText(price.formatted);
  expect(await calculator.getByTestId('calculator-cta').getAttribute('href')).toContain('format=330x445');
  await shoot(page, testInfo, 'journey-prices-own-format');
});

test('no struck "was" price while no campaign runs', async ({ page }) => {
  const calculator = await openCalculator(page, '/leinwanddruck');
  await expect(calculator.locator('.calculator__format').first()).toBeVisible();
  await expect(calculator.locator('s')).toHaveCount(0);
  await expect(calculator.locator('.calculator__badge')).toHaveCount(0);
});

test('a framed product opens on its framed variant; materials are listed cheapest first', async ({
  page,
  request,
}, testInfo) => {
  const calculator = await openCalculator(page, '/fotorahmen');
  const select = calculator.getByTestId('calculator-material');
  await expect(select).toHaveValue('poster:holzrahmen');
  expect(await calculator.getByTestId('calculator-cta').getAttribute('href')).toContain(
    'frameType=holzrahmen',
  );

  // The top level of the select (a material, or its group of framed variants) in page order.
  const shown = await select.evaluate((el) =>
    [...el.children].map((child) =>
      child instanceof HTMLOptGroupElement
        ? (child.querySelector('option')?.value ?? '')
        : (child as HTMLOptionElement).value,
    ),
  );
  const reference = await request.get('/web-api/calculator/reference?material=poster', {
    headers: { 'X-Channel': 'cards', 'X-Locale': 'de-DE' },
  });
  const body = (await reference.json()) as {
    options: {
      value: string;
      formats: { priceCurrent: number }[];
      moreFormats: { priceCurrent: number }[];
    }[];
  };
  const fromPrice = (o: (typeof body.options)[number]) =>
    Math.min(...[...o.formats, ...o.moreFormats].map((f) => f.priceCurrent));
  const byPrice = body.options
    .map((o, index) => ({ value: o.value, index, price: fromPrice(o) }))
    .sort((a, b) => a.price - b.price || a.index - b.index)
    .map((o) => o.value);
  expect(shown).toEqual(byPrice);
  expect(shown).not.toEqual([...shown].sort());
  await shoot(page, testInfo, 'journey-prices-framed');
});

test('the more-formats dialog filters its sizes and scrolls inside the window', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 768 });
  const calculator = await openCalculator(page, '/fotorahmen');
  await calculator.getByTestId('calculator-material').selectOption('poster');
  await calculator.getByTestId('calculator-more').click();
  const dialog = page.getByTestId('more-formats-dialog');
  await expect(dialog).toBeVisible();
  const formats = dialog.locator('.calculator__more-format');
  const bands = dialog.getByTestId('more-formats-bands');
  await expect(bands).toBeVisible();
  const firstBand = await formats.count();

  await bands.getByRole('button', { name: 'Alle Größen' }).click();
  const all = await formats.count();
  expect(all).toBeGreaterThan(firstBand);
  // Each band shows a part of the list, and together they are the whole list.
  let sum = 0;
  for (const band of await bands.locator('[data-band]').all()) {
    await band.click();
    await expect(band).toHaveAttribute('aria-pressed', 'true');
    sum += await formats.count();
  }
  expect(sum).toBe(all);

  // The dialog fits the window and scrolls within itself: the dialog manager's shell around the
  // content is what fits and scrolls (the content inside it is as tall as its list).
  await bands.getByRole('button', { name: 'Alle Größen' }).click();
  const shell = page.getByRole('dialog').filter({ has: dialog });
  await expect(shell).toHaveAttribute('data-dialog', 'calculator-more-formats');
  const box = await shell.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  const last = formats.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await shootViewport(page, testInfo, 'journey-prices-more-formats');
  expect(await seriousViolations(page)).toEqual([]);
});
