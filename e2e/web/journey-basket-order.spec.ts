import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { BasketItemResponse } from '../../shared/contracts/basket';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 31: from a basket that holds a design to an order request and its confirmation, on the
 * embedded basket (no CART_URL or CHECKOUT_URL in this run), in Germany and the US. Until the
 * designers land, the design is put in through the API the designers call: a photo uploaded from
 * the browser (the basket cookie is set there) and a photo-frame line with its crop.
 */

interface Market {
  name: string;
  host: string;
  channel: string;
  locale: string;
  texts: { basket: string; order: string; empty: string; postcodeError: string; voucher?: string };
  address: Record<string, string>;
  badPostcode: string;
}

const MARKETS: Market[] = [
  {
    name: 'de',
    host: 'de.posters.localhost',
    channel: 'posters',
    locale: 'de-DE',
    texts: {
      basket: 'Warenkorb',
      order: 'Zur Bestellung',
      empty: 'Dein Warenkorb ist leer.',
      postcodeError: 'Diese Postleitzahl passt nicht zum Lieferland.',
      voucher: 'WILLKOMMEN10',
    },
    address: {
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Hauptstr. 1',
      postcode: '10115',
      city: 'Berlin',
    },
    badPostcode: '1010',
  },
  {
    name: 'us',
    host: 'us.posters.localhost',
    channel: 'posters',
    locale: 'en-US',
    texts: {
      basket: 'Cart',
      order: 'Go to order',
      empty: 'Your cart is empty.',
      postcodeError: 'This ZIP code does not match the country of delivery.',
    },
    address: { firstName: 'Jane', lastName: 'Doe', street: '1 Main St', postcode: '10001', city: 'New York' },
    badPostcode: 'SW1A 1AA',
  },
];

/** A photo made in the page, uploaded and put in the basket as a 60 x 40 cm canvas. */
async function addCanvas(page: Page, market: Market): Promise<BasketItemResponse> {
  return page.evaluate(
    async ({ channel, locale }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1800;
      canvas.height = 1200;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, 1800, 1200);
      gradient.addColorStop(0, '#1e6b52');
      gradient.addColorStop(1, '#f2c14e');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 1800, 1200);
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(900, 600, 300, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
      );
      const headers = { 'X-Channel': channel, 'X-Locale': locale };
      const form = new FormData();
      form.append('file', blob, 'garden.jpg');
      const uploaded = await fetch('/web-api/design-uploads', { method: 'POST', body: form, headers });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { upload } = (await uploaded.json()) as { upload: { id: string } };
      const added = await fetch('/web-api/basket/items', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          path: 'configurator-photo-frame',
          params: { materialType: 'leinwand', format: '600x400' },
          design: {
            photos: [{ uploadId: upload.id, crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0 }],
            texts: {},
            options: {},
          },
        }),
      });
      if (added.status !== 201) throw new Error(`add: ${added.status} ${await added.text()}`);
      return (await added.json()) as BasketItemResponse;
    },
    { channel: market.channel, locale: market.locale },
  );
}

for (const market of MARKETS) {
  test(`${market.name}: basket → order → confirmation`, async ({ page, baseURL }, testInfo) => {
    test.slow();
    await page.goto(hostUrl(baseURL, market.host, '/warenkorb'));
    await waitForHydration(page);
    await expect(page.getByTestId('cart-page-count')).toHaveText(market.texts.empty);

    const added = await addCanvas(page, market);
    expect(added.item.printWarnings).toEqual([{ photo: 0, dpi: 76, threshold: 150 }]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.texts.basket);
    // The header's cart counts the basket's pieces (customer data, read once per page load).
    await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', /1/);
    const item = page.getByTestId('basket-item');
    await expect(item).toHaveCount(1);
    await expect(item.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await item.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByTestId('basket-print-warning')).toBeVisible();
    await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`basketItem=${added.item.id}`));

    // Two copies: the line and the total follow, as the server computes them.
    const one = await page.getByTestId('basket-item-total').textContent();
    await item.getByRole('combobox').selectOption('2');
    await expect(page.getByTestId('basket-item-total')).not.toHaveText(one ?? '');
    if (market.texts.voucher) {
      await page.getByLabel('Gutscheincode').fill(market.texts.voucher);
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await expect(page.getByTestId('basket-totals')).toContainText(`Gutschein ${market.texts.voucher}`);
      await expect(page.getByTestId('basket-tax')).toContainText('19 % MwSt.');
    } else {
      await expect(page.getByTestId('basket-tax')).toHaveText('Sales tax is calculated at checkout.');
    }
    await shoot(page, testInfo, `basket-${market.name}`);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByTestId('basket-order').click();
    await expect(page).toHaveURL(/\/warenkorb\/bestellung$/);
    await expect(page.getByTestId('checkout-payment-note')).toBeVisible();
    const form = page.locator('form.checkout-form');
    for (const [name, value] of Object.entries(market.address))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="postcode"]').fill(market.badPostcode);
    await form.locator('[name="email"]').fill(`${market.name}.shopper@example.com`);
    if (market.name === 'us') await form.locator('[name="state"]').selectOption('NY');
    await form.locator('[name="acceptTerms"]').check();
    await page.getByTestId('checkout-submit').click();
    await expect(form.getByText(market.texts.postcodeError)).toBeVisible();
    await form.locator('[name="postcode"]').fill(market.address.postcode as string);
    await shoot(page, testInfo, `checkout-${market.name}`);
    await page.getByTestId('checkout-submit').click();

    await expect(page).toHaveURL(/\/warenkorb\/bestellt\/\d{6}-[A-Z0-9]{6}$/);
    const confirmation = page.getByTestId('order-confirmation');
    await expect(confirmation).toContainText(`${market.name}.shopper@example.com`);
    const number = /\d{6}-[A-Z0-9]{6}/.exec(
      (await page.getByTestId('order-number').textContent()) ?? '',
    )?.[0];
    expect(number).toBeDefined();
    await shoot(page, testInfo, `confirmation-${market.name}`);

    // The basket is empty after the order.
    await page.goto(hostUrl(baseURL, market.host, '/warenkorb'));
    await waitForHydration(page);
    await expect(page.getByTestId('cart-page-count')).toHaveText(market.texts.empty);
  });
}
