/**
 * The journeys of the product pop-ups (issue 14), shared by the web projects (375 and 1280 px)
 * and platform d: each opens one pop-up on a poster product page, checks the dialog manager's
 * rules (focus inside and trapped, scroll lock, Escape, the back button) and runs axe while it
 * is open.
 */

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { waitForHydration } from './support';

/** What the shopper sees with the dialog open: the viewport (a full-page capture misplaces fixed layers). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-${name}.png` });
}

export const PRODUCT_PAGE = '/leinwanddruck';

export async function openProductPage(page: Page, url: string) {
  test.setTimeout(90_000);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId('calculator')).toBeVisible();
}

export function dialog(page: Page) {
  return page.getByRole('dialog');
}

/**
 * No serious or critical axe finding in the open dialog. The page behind is inert for assistive
 * technology (aria-modal) and has axe runs of its own (chrome.spec); a whole-page run per dialog
 * takes longer than a test may on these machines.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
  testInfo.annotations.push({ type: `axe ${name}`, description: report || 'none serious or critical' });
  expect(bad, report).toEqual([]);
}

/** The manager's rules with a dialog of `kind` open. */
export async function expectManagedDialog(page: Page, kind: string) {
  const open = dialog(page);
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('data-dialog', kind);
  await expect(open).toHaveAttribute('aria-modal', 'true');
  // A title names the dialog.
  const titleId = await open.getAttribute('aria-labelledby');
  await expect(page.locator(`[id="${titleId}"]`)).not.toBeEmpty();
  // Scroll lock: the page behind does not scroll.
  await expect(page.locator('html')).toHaveAttribute('data-dialog-open', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  // Focus is inside, and Tab never leaves.
  await expect.poll(() => open.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await open.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

export async function expectClosed(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-dialog-open', 'true');
}

/**
 * The back button closes the dialog and stays on the page: same URL, no page data fetched again
 * (the router never saw the dialog's history entry).
 */
export async function expectBackCloses(page: Page) {
  const url = page.url();
  const payloads: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes('_payload.json')) payloads.push(request.url());
  };
  page.on('request', onRequest);
  await page.goBack();
  await expectClosed(page);
  expect(page.url()).toBe(url);
  await page.waitForTimeout(300);
  page.off('request', onRequest);
  expect(payloads).toEqual([]);
  await expect(page.getByTestId('calculator')).toBeVisible();
}

export async function magnifyJourney(page: Page, testInfo: TestInfo, touch: boolean) {
  const opener = page.getByTestId('product-gallery-item').first();
  const count = await page.getByTestId('product-gallery-item').count();
  expect(count).toBeGreaterThan(1);
  await opener.click();
  await expectManagedDialog(page, 'image-magnify');
  const status = page.getByTestId('magnify-status');
  await expect(status).toContainText(`1`);
  await expect(status).toContainText('100');
  await expectAccessible(page, testInfo, 'image-magnify');
  await shoot(page, testInfo, 'popup-magnify');

  // Keyboard: + zooms in, 0 fits again, arrows go through the gallery when not zoomed.
  const stage = page.getByTestId('magnify-stage');
  await stage.focus();
  await page.keyboard.press('+');
  await expect(status).toContainText('150');
  await page.keyboard.press('ArrowLeft');
  await expect(status).toContainText('150');
  await page.keyboard.press('0');
  await expect(status).toContainText('100');
  await page.keyboard.press('ArrowRight');
  await expect(status).toContainText(`2`);
  await page.getByTestId('magnify-prev').click();
  await expect(status).toContainText(`1`);
  await page.getByTestId('magnify-next').click();
  await expect(status).toContainText(`2`);

  // The pointer: a click zooms in at that point, another click fits again; the wheel zooms too.
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  if (touch) {
    // Two fingers spread apart: the picture grows with them.
    const cdp = await page.context().newCDPSession(page);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const d of [50, 70, 90, 110]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(stage).toHaveAttribute('data-zoomed', 'true');
    const zoom = Number((await status.textContent())?.match(/(\d+)\s*%/)?.[1]);
    expect(zoom).toBeGreaterThan(200);
  } else {
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect(status).toContainText('250');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect(status).toContainText('100');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect(status).toContainText('120');
  }
  await shoot(page, testInfo, 'popup-magnify-zoomed');

  // Escape closes it and gives focus back to the picture that opened it.
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(opener).toBeFocused();

  // The back button closes it too.
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  await expectBackCloses(page);
}

export async function descriptionJourney(page: Page, testInfo: TestInfo) {
  await page.getByTestId('open-description').click();
  await expectManagedDialog(page, 'product-description');
  await expect(dialog(page).getByTestId('product-description')).toContainText('Leinwand');
  await expectAccessible(page, testInfo, 'product-description');
  await shoot(page, testInfo, 'popup-description');
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await page.getByTestId('open-description').click();
  await expect(dialog(page)).toBeVisible();
  await expectBackCloses(page);
}

export async function preview3dJourney(page: Page, testInfo: TestInfo) {
  // Software WebGL is slow here: no turntable, so the page is idle between the test's steps.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // three.js is not part of the page until the dialog opens.
  await page.waitForTimeout(300);
  expect(scripts.filter((url) => /preview-scene/.test(url))).toEqual([]);
  await page.getByTestId('open-3d').click();
  await expectManagedDialog(page, '3d-preview');
  const preview = page.getByTestId('preview-3d');
  await expect(preview).toHaveAttribute('data-state', /ready|unsupported/, { timeout: 15_000 });
  expect(scripts.some((url) => /preview-scene/.test(url))).toBe(true);
  // Headless Chromium here renders WebGL in software: the model must really be there.
  await expect(preview).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('preview-3d-stage').locator('canvas')).toBeVisible();
  await expect(preview).toContainText(/cm|in/);
  await page.getByTestId('preview-3d-right').click();
  await page.getByTestId('preview-3d-stage').focus();
  await page.keyboard.press('ArrowLeft');
  await expectAccessible(page, testInfo, '3d-preview');
  await page.waitForTimeout(400);
  await shoot(page, testInfo, 'popup-3d');
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await page.getByTestId('open-3d').click();
  await expect(dialog(page)).toBeVisible();
  await expectBackCloses(page);
}

export async function customerPictureJourney(page: Page, testInfo: TestInfo) {
  const pictures = page.getByTestId('customer-picture-open');
  await expect(pictures).toHaveCount(3);
  await pictures.nth(1).scrollIntoViewIfNeeded();
  await pictures.nth(1).click();
  await expectManagedDialog(page, 'customer-picture');
  const count = page.getByTestId('picture-count');
  await expect(count).toHaveText('2 / 3');
  await page.getByTestId('picture-next').click();
  await expect(count).toHaveText('3 / 3');
  await page.getByTestId('picture-next').click();
  await expect(count).toHaveText('1 / 3');
  await page.keyboard.press('ArrowLeft');
  await expect(count).toHaveText('3 / 3');
  await expectAccessible(page, testInfo, 'customer-picture');
  await shoot(page, testInfo, 'popup-customer-picture');
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(pictures.nth(1)).toBeFocused();
  await pictures.first().click();
  await expect(dialog(page)).toBeVisible();
  await expectBackCloses(page);
}

/** The calculator's own dialogs now go through the same manager. */
export async function calculatorDialogsJourney(page: Page, testInfo: TestInfo) {
  await page.getByTestId('calculator-more').click();
  await expectManagedDialog(page, 'calculator-more-formats');
  await expect(page.getByTestId('more-formats-dialog')).toBeVisible();
  await expectAccessible(page, testInfo, 'calculator-more-formats');
  await shoot(page, testInfo, 'popup-more-formats');
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await page.getByTestId('calculator-own').click();
  await expectManagedDialog(page, 'calculator-own-format');
  await expectAccessible(page, testInfo, 'calculator-own-format');
  await expectBackCloses(page);
}
