/**
 * Issue 23.11 and 23.13 on a card theme page: no paid extra is chosen for the shopper, the total
 * follows every choice, and the quantity is a number field that walks the steps from the
 * smallest pack.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';

test.describe.configure({ timeout: 90_000 });

const THEME = '/themes/geburtstag-002';

/** "12,34 €" → 1234 */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number((match[1] ?? '').replaceAll('.', '')) * 100 + Number(match[2]);
}

async function openTheme(page: Page, path = THEME) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('theme-page')).toBeVisible();
}

test('no paid extra is preselected; the total follows the choices', async ({ page }, testInfo) => {
  await openTheme(page);
  const total = page.getByTestId('theme-price-total');
  const unit = page.getByTestId('theme-price-unit');

  // Every extra starts at "Ohne", at the smallest pack.
  for (const kind of ['envelope', 'inlay', 'ribbon', 'bow', 'box']) {
    const none = page.getByTestId(`theme-${kind}-none`);
    if ((await none.count()) > 0) await expect(none, kind).toBeChecked();
  }
  await expect(page.getByTestId('theme-quantity')).toHaveValue('1');
  const cardOnly = await cents(total);
  expect(await cents(unit)).toBe(cardOnly);
  await expect(page.locator('.theme-price__breakdown')).toHaveCount(0);
  // The designer link carries no accessory the shopper did not choose.
  const cta = page.getByTestId('theme-cta');
  expect(await cta.getAttribute('href')).not.toMatch(/envelope=|inlay=|accessoryTypes/);
  await shoot(page, testInfo, 'journey-prices-theme-default');

  // Choosing an envelope adds its price per card, and the link carries it.
  const envelope = page
    .locator('[data-testid^="theme-envelope-"]:not([data-testid$="-none"]):enabled')
    .first();
  const envelopePrice = await cents(
    envelope.locator('xpath=ancestor::label').locator('.theme-option__price'),
  );
  await envelope.check();
  await expect.poll(() => cents(total)).toBe(cardOnly + envelopePrice);
  expect(await cta.getAttribute('href')).toMatch(/envelope=/);

  // And taking it away again brings the card's price back.
  await page.getByTestId('theme-envelope-none').check();
  await expect.poll(() => cents(total)).toBe(cardOnly);
});

test('the quantity is a number field that walks the steps', async ({ page }, testInfo) => {
  await openTheme(page);
  const quantity = page.getByTestId('theme-quantity');
  await expect(quantity).toHaveAttribute('type', 'number');
  await expect(page.getByTestId('theme-quantity-less')).toBeDisabled();

  await page.getByTestId('theme-quantity-more').click();
  await expect(quantity).toHaveValue('5');
  await expect(page).toHaveURL(/quantity=5/);
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('9');
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveValue('5');

  // A typed number goes to the nearest step when the field is left.
  await quantity.fill('42');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('41');
  await expect(page.locator('.theme-price__total')).toContainText('41');
  await quantity.fill('100');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('100');
  await expect(page).toHaveURL(/quantity=100/);
  const unit = await cents(page.getByTestId('theme-price-unit'));
  await expect.poll(() => cents(page.getByTestId('theme-price-total'))).toBe(unit * 100);
  await shoot(page, testInfo, 'journey-prices-theme-quantity');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
