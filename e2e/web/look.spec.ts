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
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { hostUrl, waitForHydration } from '../support';
import { scrollThrough } from './chrome-helpers';
import { LOOK_PAGES } from './look-pages';

const DOCS = process.env.LOOK_DOCS === '1';

async function settle(page: Page, everyPicture = false) {
  await page.waitForLoadState('load');
  await page.evaluate(async (all) => {
    await document.fonts.ready;
    // every picture in the first screen (or on the page) decoded
    await Promise.all(
      [...document.images]
        .filter((img) => all || img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
    );
  }, everyPicture);
}

test.describe('look of the pinned pages', () => {
  test.describe.configure({ mode: 'serial' });

  for (const look of LOOK_PAGES) {
    // The fixtures' context has the shopper's consent: no dialog over the page.
    test(`${look.brand} ${look.name} (${look.path})`, async ({ page, baseURL }, testInfo) => {
      // two views of the page, a stable picture (and with LOOK_DOCS a scroll through it)
      test.slow();
      await page.goto(hostUrl(baseURL, look.host, look.path));
      // The brand fonts are font-display: optional: a first visit may paint the fallback. The
      // second view, with the fonts cached, is what every later page looks like.
      await waitForHydration(page);
      await page.reload();
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
        // Lazy pictures below the first screen load only when scrolled to.
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page, true);
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
        // 256 colours keep the committed pictures small (a page of photos stays readable).
        await sharp(shot)
          .png({ palette: true, quality: 90, compressionLevel: 9 })
          .toFile(`docs/screenshots/${look.brand}-${look.name}-${width}.png`);
      }
    });
  }
});

test.describe('footer International block', () => {
  for (const width of [320, 375, 768, 1024, 1280, 1920]) {
    test(`has no gap and no orphan at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(hostUrl(baseURL, 'de.cards.localhost', '/'));
      await waitForHydration(page);
      const box = page.locator('[data-box-type="international"]');
      const toggle = box.getByTestId('footer-box-toggle');
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
        await toggle.click();
      const title = await box.locator('.footer-box__title').boundingBox();
      const items = await box.locator('.market-links--countries > li').evaluateAll((lis) =>
        lis.map((li) => {
          const r = li.getBoundingClientRect();
          return { top: Math.round(r.top), left: Math.round(r.left) };
        }),
      );
      expect(title).not.toBeNull();
      expect(items.length).toBeGreaterThan(1);
      // the first country follows the title directly (the empty suggestion line is below the list)
      expect((items[0]?.top ?? 0) - ((title?.y ?? 0) + (title?.height ?? 0))).toBeLessThan(24);
      // every row as full as the first: no country alone on the last row
      const rows = new Map<number, number>();
      for (const item of items) rows.set(item.top, (rows.get(item.top) ?? 0) + 1);
      const counts = [...rows.values()];
      const perRow = counts[0] ?? 0;
      expect(
        counts.at(-1) === perRow || (counts.at(-1) ?? 0) > 1 || perRow === 1,
        JSON.stringify(counts),
      ).toBe(true);
    });
  }
});
