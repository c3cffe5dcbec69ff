/**
 * Issue 31: from a calculator, a theme page or a listing into the embedded designer, an upload
 * (generated photos), crop or texts, and into the basket; per product family, de and us, at both
 * viewports. The 3D preview's texture is checked in its pixels: the shopper's magenta photo, not
 * the product page's teaser.
 */
import type { Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

// Chromium renders WebGL in software only when asked to (the 3D preview needs it headless).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
    ],
  },
});

const MAGENTA = { r: 230, g: 20, b: 200 };

/** A photo of the given size and colour with a white band, so a crop and a turn are visible. */
async function photo(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
  format: 'jpeg' | 'png',
) {
  const band = await sharp({
    create: { width: Math.round(width / 6), height, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: band, left: Math.round(width / 12), top: 0 },
  ]);
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

const MARKETS = {
  de: {
    posters: 'de.posters.localhost',
    cards: 'de.cards.localhost',
    calculator: '/leinwanddruck',
    calendars: '/vorkonfigurator-kalender',
  },
  us: {
    posters: 'us.posters.localhost',
    cards: 'us.cards.localhost',
    calculator: '/canvas-prints',
    calendars: '/vorkonfigurator-kalender',
  },
} as const;

const isBasketPost = (response: Response) =>
  response.url().includes('/web-api/basket/items') && response.request().method() === 'POST';

/** Adds to the basket: the POST answers 201 and the page goes on to the basket. */
async function addToBasket(page: Page) {
  const add = page.getByTestId('designer-add');
  await expect(add).toBeEnabled({ timeout: 15_000 });
  const [response] = await Promise.all([page.waitForResponse(isBasketPost), add.click()]);
  expect(response.status()).toBe(201);
  // The page moves on to the basket at once, so what was stored is read from the request.
  const sent = response.request().postDataJSON() as {
    design: { photos: unknown[]; texts: Record<string, string> };
  };
  await page.waitForURL(/\/warenkorb/);
  return sent;
}

/** The designer fits the viewport: nothing makes the page scroll sideways (375 px included). */
async function fitsViewport(page: Page) {
  // Against the device's width: a mobile browser widens its layout viewport to what overflows.
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function priceShown(page: Page, currency: RegExp) {
  const price = page.getByTestId('designer-price');
  await expect(price).toHaveAttribute('data-status', 'ok', { timeout: 15_000 });
  await expect(price).toHaveText(currency);
}

for (const [market, m] of Object.entries(MARKETS)) {
  const currency = market === 'us' ? /\$/ : /€/;

  test.describe(`designers (${market})`, () => {
    test('wall art: calculator → designer → upload, crop, turn → 3D preview of the photo → basket', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(hostUrl(baseURL, m.posters, m.calculator));
      await waitForHydration(page);
      const cta = page.getByTestId('calculator-cta');
      await expect(cta).toHaveAttribute('href', /\/configurator-photo-frame\//);
      await cta.click();
      await page.waitForURL(/configurator-photo-frame/);
      await waitForHydration(page);
      await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'single');
      await expect(page.getByText('Designer-Link prüfen')).toHaveCount(0);

      // The page refuses what is no photo before sending anything.
      await page.getByTestId('designer-file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a photo'),
      });
      await expect(page.getByTestId('designer-upload-error')).toBeVisible();

      const [upload] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/web-api/design-uploads')),
        page.getByTestId('designer-file').setInputFiles({
          name: 'holiday.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo(3000, 2000, MAGENTA, 'jpeg'),
        }),
      ]);
      expect(upload.status()).toBe(201);
      await expect(page.getByTestId('designer-crop')).toBeVisible();
      const advice = page.getByTestId('designer-advice');
      await expect(advice).toBeVisible();
      await expect(advice).toContainText(/dpi/);

      // A product option of the price API (a deeper stretcher frame) is a choice, priced by the server.
      await priceShown(page, currency);
      const plain = await page.getByTestId('designer-price').textContent();
      await page.getByTestId('designer-option-stretcher-frame').selectOption('stretcher-frame-38');
      await expect(page.getByTestId('designer-price')).not.toHaveText(plain ?? '');
      await priceShown(page, currency);

      // Zoom in (slider) and move the crop with the keyboard; turn the photo.
      const before = await advice.textContent();
      await page.getByTestId('designer-zoom').fill('2.5');
      await expect(advice).not.toHaveText(before ?? '');
      await page.getByTestId('cropper').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('designer-zoom')).toHaveValue('2.5');
      await page.getByTestId('designer-rotate-right').click();

      // Another material and size keep the crop (zoom stays, the preview is still the photo).
      const material = page.getByTestId('designer-material');
      const other = await material.locator('option').nth(1).getAttribute('value');
      if (other) await material.selectOption(other);
      await expect(page.getByTestId('designer-zoom')).toHaveValue('2.5');
      await expect(page.getByTestId('designer-preview-2d')).toHaveAttribute('src', /^blob:/);
      await priceShown(page, currency);
      await fitsViewport(page);
      await shoot(page, testInfo, `designer-single-${market}`);

      // The 3D preview wears the shopper's photo: mostly magenta, where the teaser has none.
      await page.getByTestId('designer-open-3d').click();
      const preview = page.getByTestId('preview-3d');
      await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await expect(preview).toHaveAttribute('data-texture', 'shopper-photo');
      const stage = await page.getByTestId('preview-3d-stage').screenshot();
      const { data, info } = await sharp(stage).raw().toBuffer({ resolveWithObject: true });
      let magenta = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (r > 120 && b > 100 && g < 90) magenta += 1;
      }
      expect(magenta / (info.width * info.height)).toBeGreaterThan(0.05);
      await shoot(page, testInfo, `designer-single-3d-${market}`);
      await page.keyboard.press('Escape');

      const item = await addToBasket(page);
      expect(item.design.photos).toHaveLength(1);
    });

    test('card: theme page → designer → photo, texts, inside → basket', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.goto(hostUrl(baseURL, m.cards, '/themes/geburtstag-002'));
      await waitForHydration(page);
      const cta = page.getByTestId('theme-cta');
      await expect(cta).toHaveAttribute('href', /\/configurator-card\//);
      await cta.click();
      await page.waitForURL(/configurator-card/);
      await waitForHydration(page);
      await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'card');
      await page.getByTestId('designer-file').setInputFiles({
        name: 'us.png',
        mimeType: 'image/png',
        buffer: await photo(1600, 1600, { r: 40, g: 120, b: 200 }, 'png'),
      });
      await expect(page.locator('.designer-card__photo')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('designer-card-names').fill('Anna & Ben');
      await page.getByTestId('designer-card-date').fill('12.06.2027');
      await page.getByTestId('designer-card-message').fill('Wir heiraten!');
      await expect(page.getByTestId('designer-card-text-names')).toHaveText('Anna & Ben');
      await page.getByTestId('designer-card-inside-text').fill('Feiert mit uns.');
      await expect(page.getByTestId('designer-card-inside')).toContainText('Feiert mit uns.');
      await page.getByTestId('designer-card-front-tab').click();
      await priceShown(page, currency);
      await fitsViewport(page);
      await shoot(page, testInfo, `designer-card-${market}`);
      const item = await addToBasket(page);
      expect(item.design.texts).toMatchObject({ 'front.names': 'Anna & Ben', inside: 'Feiert mit uns.' });
      expect(item.design.photos).toHaveLength(1);

      // Edit mode: the basket item's link opens the designer with its texts and photo back.
      // Asked from the page: Node does not resolve *.localhost, the browser does (and sends the basket cookie).
      const basket = (await page.evaluate(async () => (await fetch('/web-api/basket')).json())) as {
        basket: { items: { editUrl: string }[] };
      };
      const editUrl = basket.basket.items.at(-1)?.editUrl ?? '';
      expect(editUrl).toMatch(/\/configurator-card\/.*basketItem=/);
      await page.goto(hostUrl(baseURL, m.cards, editUrl));
      await waitForHydration(page);
      await expect(page.getByTestId('designer-card-names')).toHaveValue('Anna & Ben', { timeout: 15_000 });
      await expect(page.getByTestId('designer-card-inside-text')).toHaveValue('Feiert mit uns.');
      await expect(page.locator('.designer-card__photo')).toBeVisible();
      await expect(page.getByTestId('designer-add')).toHaveText(market === 'us' ? /Save/ : /speichern/);
    });

    test('calendar: listing → designer → many photos, reorder by keyboard, page preview → basket', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.goto(hostUrl(baseURL, m.cards, m.calendars));
      await waitForHydration(page);
      const tile = page.locator('a[href*="/configurator-calendar/"]').first();
      await tile.click();
      await page.waitForURL(/configurator-calendar/);
      await waitForHydration(page);
      await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'multi');
      const colours = [
        { r: 200, g: 40, b: 40 },
        { r: 40, g: 160, b: 60 },
        { r: 40, g: 60, b: 200 },
      ];
      const files = await Promise.all(
        colours.map(async (c, i) => ({
          name: `month-${i + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photo(1200, 900, c, 'jpeg'),
        })),
      );
      await page.getByTestId('designer-file').setInputFiles(files);
      const slots = page.getByTestId('designer-slot');
      await expect(slots).toHaveCount(3, { timeout: 30_000 });
      const first = await slots.nth(0).getAttribute('data-upload');
      // Keyboard: the move button moves the first photo to the second month, and says so.
      await slots.nth(0).getByTestId('designer-move-down').focus();
      await page.keyboard.press('Enter');
      await expect(slots.nth(1)).toHaveAttribute('data-upload', first ?? '');
      await expect(page.getByTestId('designer-announce')).not.toBeEmpty();
      // Page by page.
      const name = page.getByTestId('designer-page-name');
      const start = await name.textContent();
      await page.getByTestId('designer-page-next').click();
      await expect(name).not.toHaveText(start ?? '');
      await priceShown(page, currency);
      await fitsViewport(page);
      await shoot(page, testInfo, `designer-calendar-${market}`);
      const item = await addToBasket(page);
      expect(item.design.photos).toHaveLength(3);
    });
  });
}
