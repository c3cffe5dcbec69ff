/**
 * Visual comparison of the pinned pages (issue 33): the first screen of each page at the
 * project's width (web-desktop 1280 px, web-mobile 375 px) against its committed picture
 * (look.spec.ts-snapshots/). A layout that moves more than 2 % of the pixels fails. Parts that
 * change by themselves are masked: the delivery promise (a date) and the reviews carousel.
 *
 * `npm run screenshots` renews these pictures and writes full-page ones to docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hostUrl, waitForHydration } from '../support';
import { LOOK_PAGES } from './look-pages';

const DOCS = process.env.LOOK_DOCS === '1';

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // every picture in the first screen decoded
    await Promise.all(
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
    );
  });
}

test.describe('look of the pinned pages', () => {
  test.describe.configure({ mode: 'serial' });

  for (const look of LOOK_PAGES) {
    // The fixtures' context has the shopper's consent: no dialog over the page.
    test(`${look.brand} ${look.name} (${look.path})`, async ({ page, baseURL }, testInfo) => {
      await page.goto(hostUrl(baseURL, look.host, look.path));
      await waitForHydration(page);
      await settle(page);
      await expect(page).toHaveScreenshot(`${look.brand}-${look.name}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.02,
        mask: [page.getByTestId('delivery-promise'), page.locator('.reviews__carousel')],
      });
      if (DOCS) {
        mkdirSync('docs/screenshots', { recursive: true });
        const width = testInfo.project.name === 'web-mobile' ? 375 : 1280;
        await page.screenshot({
          path: `docs/screenshots/${look.brand}-${look.name}-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
});
