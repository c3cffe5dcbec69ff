/**
 * The photo toolbox (issue 15) as a shopper uses it: from the overview's tiles to a tool, upload,
 * progress, preview, download; the PDF tool in English; the print-resolution advisor on its page
 * and in the calculator; a bad file answered in the page's language.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

// Uploads and image work on a shared two-core machine: give each journey room.
test.describe.configure({ timeout: 120_000 });

/** A photo-like file; `flat` makes a large one that is still small in bytes (the advisor only reads its size). */
async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  flat = false,
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#4f7cac',
      ...(flat ? {} : { noise: { type: 'gaussian' as const, mean: 120, sigma: 30 } }),
    },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

test('convert a photo: tile, upload, progress, preview, download', async ({ page, baseURL }, testInfo) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/foto-werkzeuge'));
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Foto-Werkzeuge/);
  await shoot(page, testInfo, 'toolbox-overview');
  await page.locator('.toolbox__link', { hasText: 'Datei umwandeln' }).click();
  await expect(page).toHaveURL(/\/foto-werkzeuge\/datei-umwandeln$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datei umwandeln');
  await waitForHydration(page);

  const workbench = page.locator('.workbench');
  await expect(workbench.getByText('Foto hierher ziehen')).toBeVisible();
  // What this machine cannot read is said on the page, not discovered by failing.
  const formats = await (await page.request.get('/web-api/toolbox-formats')).json();
  if (!formats.heic.read) await expect(workbench.getByText(/HEIC-Fotos vom iPhone/)).toBeVisible();

  await workbench.getByTestId('toolbox-file').setInputFiles({
    name: 'Sommer.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1800, 1200),
  });
  await expect(workbench.getByText('Sommer.jpg')).toBeVisible();
  await workbench.getByLabel('Umwandeln in').selectOption('png');
  await shoot(page, testInfo, 'toolbox-convert-ready');
  await workbench.getByRole('button', { name: 'Umwandeln', exact: true }).click();
  // Progress is shown while the upload and the conversion run (it may pass quickly).
  const result = page.getByTestId('toolbox-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('Fertig: Sommer.png');
  await expect(result).toContainText('1800 × 1200 px');
  const preview = result.getByRole('img', { name: 'Vorschau des Ergebnisses' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, testInfo, 'toolbox-convert-result');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('link', { name: 'Herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Sommer.png');
  const file = await readFile((await download.path()) as string);
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1800, 1200]);
});

test('photos to one PDF in English, with upload progress', async ({ page, baseURL }, testInfo) => {
  await page.goto(hostUrl(baseURL, 'gb.posters.localhost', '/photo-tools/create-pdf'));
  await waitForHydration(page);
  const workbench = page.locator('.workbench');
  await expect(workbench.getByLabel('Page size')).toHaveValue('a4');
  await workbench.getByTestId('toolbox-file').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800) },
    { name: 'two.png', mimeType: 'image/png', buffer: await photo(600, 900, 'png') },
  ]);
  const status = workbench.getByRole('status');
  const seen: string[] = [];
  const watcher = setInterval(() => {
    void status.textContent().then(
      (text) => text && seen.push(text),
      () => undefined,
    );
  }, 20);
  await workbench.getByRole('button', { name: 'Create PDF' }).click();
  const result = page.getByTestId('toolbox-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  clearInterval(watcher);
  expect(
    seen.some((text) => /Uploading|Processing/.test(text)),
    seen.join(' | '),
  ).toBe(true);
  await expect(result).toContainText('2 page(s)');
  await shoot(page, testInfo, 'toolbox-pdf-result');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('one.pdf');
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the print-resolution advisor on its page and in the calculator', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/foto-werkzeuge/druckaufloesung'));
  await waitForHydration(page);
  const workbench = page.locator('.workbench');
  await workbench.getByTestId('toolbox-file').setInputFiles({
    name: 'gross.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(3600, 2400, 'jpeg', true),
  });
  await workbench.getByRole('button', { name: 'Auflösung prüfen' }).click();
  const advice = page.getByTestId('print-advice');
  await expect(advice).toBeVisible({ timeout: 20_000 });
  await expect(advice).toContainText('Dein Foto: 3600 × 2400 Pixel');
  await expect(advice.locator('.print-advice__summary')).toContainText(
    /Dein Foto wird bis (\d+) x (\d+)\s?cm scharf gedruckt\./,
  );
  await expect(advice.locator('li[data-rating="good"]').first()).toBeVisible();
  await shoot(page, testInfo, 'toolbox-advice');

  await page.goto(hostUrl(baseURL, 'localhost', '/leinwanddruck'));
  await waitForHydration(page);
  const check = page.getByTestId('print-check');
  await expect(check).toContainText('Foto prüfen');
  await check.getByTestId('print-check-file').setInputFiles({
    name: 'gross.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(3600, 2400, 'jpeg', true),
  });
  await expect(check.getByTestId('print-check-summary')).toHaveText(
    /Dein Foto wird bis (\d+) x (\d+)\s?cm scharf gedruckt\./,
    { timeout: 20_000 },
  );
  await shoot(page, testInfo, 'calculator-print-check');
});

test('a file that is no photo gets a clear message in the page language', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'fr.cards.localhost', '/outils-photo/optimiser-photo'));
  await waitForHydration(page);
  const workbench = page.locator('.workbench');
  await workbench.getByTestId('toolbox-file').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('ceci n’est pas une photo'),
  });
  await workbench.getByRole('button', { name: 'Optimiser' }).click();
  await expect(workbench.getByRole('alert')).toContainText(
    "Ce fichier n'est pas une photo que nous savons lire.",
  );
});
