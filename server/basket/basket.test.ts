/**
 * The embedded basket over HTTP (issue 31): uploads and their owners, quotes, lines priced on the
 * server whatever the request says, the basket across a restart, a second instance and a log-in,
 * vouchers, the order with its mail and print files, the support page and the clean-up.
 */
import { readdir, readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BasketItemResponse,
  BasketResponse,
  Design,
  DesignUploadResponse,
  OrderResponse,
} from '../../shared/contracts/basket';
import { createCatalogueService } from '../catalogue/catalogue-service';
import { createPasswordHasher } from '../customers/password-hash';
import { CookieJar, send, signUp, TEST_SCRYPT, verifyEmail } from '../customers/testing';
import { preparePglite } from '../db/open-database';
import { basketItems, baskets, designUploads, mailOutbox, orderItems } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { priceDesign } from './pricing';
import { type BasketTestApp, basketDirs, createBasketTestApp, multipartBody, photo } from './testing';

const DE = { 'x-channel': 'posters', 'x-locale': 'de-DE' };
const US = { 'x-channel': 'posters', 'x-locale': 'en-US' };

let database: TestDatabase;
let shop: BasketTestApp;
let dirs: Awaited<ReturnType<typeof basketDirs>>;
let bigPhoto: Buffer;
let smallPhoto: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  dirs = await basketDirs();
  const hasher = createPasswordHasher(TEST_SCRYPT, 1);
  shop = await createBasketTestApp(database, {
    ...dirs,
    supportUsers: [{ name: 'anna', hash: await hasher.hash('support secret') }],
  });
  bigPhoto = await photo(2400, 1600);
  smallPhoto = await photo(300, 200);
}, 180_000);

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

type Json<T> = T & { error?: { code: string; message: string; fields?: Record<string, string> } };
const json = <T>(response: LightMyRequestResponse) => response.json() as Json<T>;

async function upload(jar: CookieJar, file: Buffer, headers = DE, app = shop.app) {
  const body = multipartBody(file);
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/design-uploads',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      cookie: jar.header(),
      'content-type': body.contentType,
      ...headers,
    },
    payload: body.payload,
  });
  jar.store(response);
  return response;
}

const frame = {
  path: 'configurator-photo-frame',
  params: { materialType: 'leinwand', format: '600x400' },
} as const;
const designOf = (uploadId: string): Design => ({
  photos: [{ uploadId, crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0 }],
  texts: {},
  options: {},
});

async function addFrame(jar: CookieJar, headers = DE, app = shop.app) {
  const up = json<DesignUploadResponse>(await upload(jar, bigPhoto, headers, app));
  const response = await send(
    app,
    'POST',
    '/web-api/basket/items',
    { ...frame, design: designOf(up.upload.id) },
    {
      jar,
      headers,
    },
  );
  return { response, uploadId: up.upload.id };
}

describe('design uploads', () => {
  it('stores a photo for the basket, sets the basket cookie and serves its preview only to the owner', async () => {
    const jar = new CookieJar();
    const response = await upload(jar, bigPhoto);
    expect(response.statusCode).toBe(201);
    const { upload: up } = json<DesignUploadResponse>(response);
    expect(up).toMatchObject({ width: 2400, height: 1600, mime: 'image/jpeg', bytes: bigPhoto.length });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_basket=[A-Za-z0-9_-]{43}; .*HttpOnly/);
    expect(cookie).toContain('SameSite=Lax');
    const file = await stat(join(dirs.uploadsDir, `${up.id}.jpeg`));
    expect(file.mode & 0o777).toBe(0o600);

    const preview = await send(shop.app, 'GET', `${up.previewUrl}?w=320`, undefined, { jar, headers: DE });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const stranger = await send(shop.app, 'GET', `${up.previewUrl}?w=320`, undefined, {
      jar: new CookieJar(),
      headers: DE,
    });
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger).error?.code).toBe('upload_not_found');
    const badWidth = await send(shop.app, 'GET', `${up.previewUrl}?w=5`, undefined, { jar, headers: DE });
    expect(badWidth.statusCode).toBe(400);
    const unknown = await send(shop.app, 'GET', `${up.previewUrl}?size=5`, undefined, { jar, headers: DE });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses what is no photo, a broken one, one too large and one with too many pixels, translated, storing nothing', async () => {
    const before = (await readdir(dirs.uploadsDir)).length;
    const jar = new CookieJar();
    const text = await upload(jar, Buffer.from('just some text, not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(json(text).error?.code).toBe('unsupported_type');
    expect(json(text).error?.message).toMatch(/kein Foto/);

    const broken = Buffer.concat([bigPhoto.subarray(0, 2000)]);
    const corrupt = await upload(jar, broken);
    expect(corrupt.statusCode).toBe(422);
    expect(json(corrupt).error?.code).toBe('corrupt_image');

    const huge = Buffer.concat([bigPhoto, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(jar, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge).error?.code).toBe('file_too_large');

    const sharpModule = (await import('sharp')).default;
    const bomb = await sharpModule({ create: { width: 8000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload(jar, bomb, US);
    expect(pixels.statusCode).toBe(422);
    expect(json(pixels).error?.code).toBe('image_too_large');
    expect(json(pixels).error?.message).toMatch(/megapixels/i);

    const noFile = await shop.app.inject({
      method: 'POST',
      url: '/web-api/design-uploads',
      headers: { host: 'localhost', 'content-type': 'application/json', ...DE },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(415);
    expect((await readdir(dirs.uploadsDir)).length).toBe(before);
    // Nothing refused left a basket behind.
    expect(jar.get('shop_basket')).toBeUndefined();
  });
});

describe('quotes and prices', () => {
  it('prices a designer configuration with the catalogue’s rules', async () => {
    const response = await send(shop.app, 'POST', '/web-api/designer/quote', frame, { headers: DE });
    expect(response.statusCode).toBe(200);
    const { quote } = json<{ quote: { productType: string; total: { amount: number; currency: string } } }>(
      response,
    );
    const expected = await priceDesign(createCatalogueService(database.db), 'de-DE', {
      ...frame,
      params: { ...frame.params },
    });
    expect(quote.productType).toBe('photoframe');
    expect(quote.total).toEqual(expected.total);
    expect(quote.total.amount).toBeGreaterThan(0);
  });

  it('refuses unknown parameters, a wrong path and unknown fields with 400 and fields', async () => {
    const bad = await send(
      shop.app,
      'POST',
      '/web-api/designer/quote',
      {
        path: 'configurator-photo-frame',
        params: { materialType: 'leinwand', format: '600x400', colour: 'x' },
      },
      { headers: DE },
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error?.fields).toHaveProperty(['params.colour']);
    const path = await send(
      shop.app,
      'POST',
      '/web-api/designer/quote',
      { ...frame, path: 'configurator-x' },
      { headers: DE },
    );
    expect(path.statusCode).toBe(400);
    const extra = await send(
      shop.app,
      'POST',
      '/web-api/designer/quote',
      { ...frame, price: 1 },
      { headers: DE },
    );
    expect(extra.statusCode).toBe(400);
    expect(json(extra).error?.message).toBe('Bitte prüfe die Angaben.');
  });

  it('recomputes a tampered request: a client price is refused, a forged option too, the server’s price stands', async () => {
    const jar = new CookieJar();
    const up = json<DesignUploadResponse>(await upload(jar, bigPhoto));
    const design = designOf(up.upload.id);
    const withPrice = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design, unit: { amount: 1, currency: 'eur' } },
      { jar, headers: DE },
    );
    expect(withPrice.statusCode).toBe(400);
    const forgedOption = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: { ...design, options: { 'canvas-edge': 'free-of-charge' } } },
      { jar, headers: DE },
    );
    expect(forgedOption.statusCode).toBe(400);
    expect(json(forgedOption).error?.fields).toHaveProperty(['design.options.canvas-edge']);
    const added = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design },
      { jar, headers: DE },
    );
    expect(added.statusCode).toBe(201);
    const { item, basket } = json<BasketItemResponse>(added);
    const expected = await priceDesign(createCatalogueService(database.db), 'de-DE', frame);
    expect(item.unit).toEqual(expected.total);
    expect(basket.subtotal).toEqual(expected.total);

    // A price in the database that no longer matches the rules is shown as changed, never charged.
    await database.db.update(basketItems).set({ agreedUnitCents: 1 }).where(eq(basketItems.id, item.id));
    const again = json<BasketResponse>(
      await send(shop.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE }),
    );
    expect(again.basket.items[0]?.unit).toEqual(expected.total);
    expect(again.basket.items[0]?.priceChanged).toEqual({
      was: { amount: 1, currency: 'eur' },
      now: expected.total,
    });
  });
});

describe('the basket', () => {
  it('keeps lines: add, read, change the quantity, edit, remove; shipping and VAT per market', async () => {
    const jar = new CookieJar();
    const { response, uploadId } = await addFrame(jar);
    expect(response.statusCode).toBe(201);
    const { item } = json<BasketItemResponse>(response);
    const edit = new URL(item.editUrl, 'http://localhost');
    expect(edit.pathname).toBe('/configurator-photo-frame/');
    expect(Object.fromEntries(edit.searchParams)).toEqual({
      materialType: 'leinwand',
      format: '600x400',
      basketItem: item.id,
    });
    expect(item.title).toContain('60');
    const customerData = await send(shop.app, 'GET', '/web-api/customer-data', undefined, {
      jar,
      headers: DE,
    });
    expect(json<{ order: { cartArticlesAmount: number } }>(customerData).order.cartArticlesAmount).toBe(1);
    const read = await send(shop.app, 'GET', `/web-api/basket/items/${item.id}`, undefined, {
      jar,
      headers: DE,
    });
    expect(json<BasketItemResponse>(read).item.design.photos[0]?.uploadId).toBe(uploadId);

    const patched = await send(
      shop.app,
      'PATCH' as 'POST',
      `/web-api/basket/items/${item.id}`,
      { quantity: 3 },
      {
        jar,
        headers: DE,
      },
    );
    expect(patched.statusCode).toBe(200);
    const basket = json<BasketItemResponse>(patched).basket;
    expect(basket.items[0]?.total.amount).toBe(item.unit.amount * 3);
    expect(basket.count).toBe(3);
    expect(basket.vat?.rate).toBe(19);
    expect(basket.vat?.included.amount).toBe(Math.round((basket.total.amount * 1900) / 11_900));
    expect(basket.total.amount).toBe(basket.subtotal.amount + basket.shipping.amount);

    for (const bad of [
      { quantity: 0 },
      { quantity: 1.5 },
      { quantity: 100 },
      { quantity: 2, price: 1 },
      {},
    ]) {
      const refused = await send(shop.app, 'PATCH' as 'POST', `/web-api/basket/items/${item.id}`, bad, {
        jar,
        headers: DE,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const edited = await send(
      shop.app,
      'PUT' as 'POST',
      `/web-api/basket/items/${item.id}`,
      { ...frame, params: { materialType: 'leinwand', format: '300x200' }, design: designOf(uploadId) },
      { jar, headers: DE },
    );
    expect(edited.statusCode).toBe(200);
    expect(json<BasketItemResponse>(edited).item.params.format).toBe('300x200');
    expect(json<BasketItemResponse>(edited).item.unit.amount).toBeLessThan(item.unit.amount);

    const thumb = await send(shop.app, 'GET', item.thumbnailUrl, undefined, { jar, headers: DE });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const otherThumb = await send(shop.app, 'GET', item.thumbnailUrl, undefined, {
      jar: new CookieJar(),
      headers: DE,
    });
    expect(otherThumb.statusCode).toBe(404);

    const removed = await send(shop.app, 'DELETE', `/web-api/basket/items/${item.id}`, undefined, {
      jar,
      headers: DE,
    });
    expect(json<BasketResponse>(removed).basket.items).toEqual([]);
    expect(json<BasketResponse>(removed).basket.shipping.amount).toBe(0);
    const gone = await send(shop.app, 'DELETE', `/web-api/basket/items/${item.id}`, undefined, {
      jar,
      headers: DE,
    });
    expect(gone.statusCode).toBe(404);
    const notUuid = await send(shop.app, 'GET', '/web-api/basket/items/nope', undefined, {
      jar,
      headers: DE,
    });
    expect(notUuid.statusCode).toBe(404);
    const unknownQuery = await send(shop.app, 'GET', '/web-api/basket?x=1', undefined, { jar, headers: DE });
    expect(unknownQuery.statusCode).toBe(400);
  });

  it('says sales tax is calculated at checkout in the US, in dollars', async () => {
    const jar = new CookieJar();
    const { response } = await addFrame(jar, US);
    expect(response.statusCode).toBe(201);
    const { basket } = json<BasketItemResponse>(response);
    expect(basket.currency).toBe('usd');
    expect(basket.vat).toBeUndefined();
    expect(basket.salesTaxNote).toBe('Sales tax is calculated at checkout.');
  });

  it('refuses a design with another basket’s photo', async () => {
    const owner = new CookieJar();
    const theirs = json<DesignUploadResponse>(await upload(owner, bigPhoto)).upload.id;
    const thief = new CookieJar();
    await upload(thief, smallPhoto);
    const response = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: designOf(theirs) },
      {
        jar: thief,
        headers: DE,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(json(response).error?.code).toBe('foreign_upload');
    const noBasket = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: designOf(theirs) },
      {
        jar: new CookieJar(),
        headers: DE,
      },
    );
    expect(noBasket.statusCode).toBe(403);
  });

  it('refuses a design without the photos its product needs, or with a crop outside the photo', async () => {
    const jar = new CookieJar();
    const id = json<DesignUploadResponse>(await upload(jar, bigPhoto)).upload.id;
    const none = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: { photos: [], texts: {}, options: {} } },
      {
        jar,
        headers: DE,
      },
    );
    expect(none.statusCode).toBe(400);
    const outside = designOf(id);
    const crop = { x: 0.5, y: 0, width: 0.7, height: 1 };
    const badCrop = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: { ...outside, photos: [{ ...outside.photos[0], crop }] } },
      { jar, headers: DE },
    );
    expect(badCrop.statusCode).toBe(400);
    const rotation = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: { ...outside, photos: [{ ...outside.photos[0], rotation: 45 }] } },
      { jar, headers: DE },
    );
    expect(rotation.statusCode).toBe(400);
  });

  it('records a print warning for a photo below the advisor’s threshold', async () => {
    const jar = new CookieJar();
    const id = json<DesignUploadResponse>(await upload(jar, smallPhoto)).upload.id;
    const response = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      { ...frame, design: designOf(id) },
      {
        jar,
        headers: DE,
      },
    );
    const { item } = json<BasketItemResponse>(response);
    // 300 px over 60 cm: 12 dpi.
    expect(item.printWarnings).toEqual([{ photo: 0, dpi: 12, threshold: 150 }]);
  });

  it('applies a voucher by the voucher rules and says why one does not apply', async () => {
    const jar = new CookieJar();
    await addFrame(jar);
    const unknown = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'NOPE' },
      { jar, headers: DE },
    );
    expect(unknown.statusCode).toBe(404);
    const withdrawn = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'GESPERRT' },
      { jar, headers: DE },
    );
    expect(withdrawn.statusCode).toBe(404);
    expect(json(withdrawn).error?.message).toBe(json(unknown).error?.message);
    const expired = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'SOMMER2023' },
      { jar, headers: DE },
    );
    expect(expired.statusCode).toBe(422);
    const wrongShop = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'KARTEN5' },
      { jar, headers: DE },
    );
    expect(wrongShop.statusCode).toBe(200);
    expect(json<BasketResponse>(wrongShop).basket.voucher).toMatchObject({ code: 'KARTEN5', valid: false });
    const ok = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'willkommen10' },
      { jar, headers: DE },
    );
    const { basket } = json<BasketResponse>(ok);
    expect(basket.voucher).toMatchObject({ code: 'WILLKOMMEN10', valid: true });
    expect(basket.voucher?.discount.amount).toBe(Math.floor(basket.subtotal.amount / 10));
    expect(basket.total.amount).toBe(
      basket.subtotal.amount - (basket.voucher?.discount.amount ?? 0) + basket.shipping.amount,
    );
    const removed = await send(shop.app, 'DELETE', '/web-api/basket/voucher', undefined, {
      jar,
      headers: DE,
    });
    expect(json<BasketResponse>(removed).basket.voucher).toBeUndefined();
    const badCode = await send(
      shop.app,
      'POST',
      '/web-api/basket/voucher',
      { code: 'a b' },
      { jar, headers: DE },
    );
    expect(badCode.statusCode).toBe(400);
  });

  it('merges the anonymous basket into the customer’s at log-in', async () => {
    const jar = new CookieJar();
    const { response } = await addFrame(jar);
    const anonymousItem = json<BasketItemResponse>(response).item.id;
    // Signing up starts the session in the same jar (the basket cookie is still there).
    const signed = await signUp(shop.app, { jar });
    expect(signed.response.statusCode).toBeLessThan(300);
    const merged = await send(shop.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE });
    expect(json<BasketResponse>(merged).basket.items.map((i) => i.id)).toEqual([anonymousItem]);
    expect(jar.get('shop_basket')).toBeUndefined();
    // The photo came along: the customer can still edit the line with it.
    const photoId = json<BasketResponse>(merged).basket.items[0]?.design.photos[0]?.uploadId as string;
    const preview = await send(shop.app, 'GET', `/web-api/design-uploads/${photoId}/preview`, undefined, {
      jar,
      headers: DE,
    });
    expect(preview.statusCode).toBe(200);

    // A second anonymous basket merges into the existing customer basket.
    const session = jar.get('shop_session') as string;
    const other = new CookieJar();
    await addFrame(other);
    other.set('shop_session', session);
    const both = await send(shop.app, 'GET', '/web-api/basket', undefined, { jar: other, headers: DE });
    expect(json<BasketResponse>(both).basket.items).toHaveLength(2);
    const rows = await database.db.select().from(baskets).where(sql`${baskets.customerId} is not null`);
    expect(rows.filter((r) => r.customerId === rows.find((x) => x.id)?.customerId).length).toBeGreaterThan(0);
  });

  it('survives a restart and serves a second instance', async () => {
    const jar = new CookieJar();
    const { response } = await addFrame(jar);
    const id = json<BasketItemResponse>(response).item.id;

    const second = await createBasketTestApp(database.secondConnection(), dirs);
    try {
      const seen = await send(second.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE });
      expect(json<BasketResponse>(seen).basket.items.map((i) => i.id)).toContain(id);
    } finally {
      await second.app.close();
    }

    // A restart: the database's files are all that is left, opened by a new process.
    if (database.driver !== 'pglite') return;
    const dump = await (database as unknown as { client: PGlite }).client.dumpDataDir('none');
    const reopened = await preparePglite(new PGlite({ loadDataDir: dump }), { migrate: false, seed: false });
    const restarted = await createBasketTestApp(reopened, dirs);
    try {
      const seen = await send(restarted.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE });
      const basket = json<BasketResponse>(seen).basket;
      expect(basket.items.map((i) => i.id)).toEqual([id]);
      const thumb = await send(restarted.app, 'GET', basket.items[0]?.thumbnailUrl as string, undefined, {
        jar,
        headers: DE,
      });
      expect(thumb.statusCode).toBe(200);
    } finally {
      await restarted.app.close();
      await reopened.close();
    }
  });
});

/** Every image XObject of a PDF with its pixel size, and every embedded font file. */
function inspectPdf(pdf: PDFDocument) {
  const images: { width: number; height: number }[] = [];
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    if (dict.get(PDFName.of('Subtype'))?.toString() === '/Image') {
      images.push({
        width: (dict.get(PDFName.of('Width')) as PDFNumber).asNumber(),
        height: (dict.get(PDFName.of('Height')) as PDFNumber).asNumber(),
      });
    }
    if (dict.get(PDFName.of('Type'))?.toString() === '/FontDescriptor') {
      fonts.push({
        name: String(dict.get(PDFName.of('FontName'))),
        embedded: dict.has(PDFName.of('FontFile2')) || dict.has(PDFName.of('FontFile3')),
      });
    }
  }
  return { images, fonts };
}

const mmToPt = (mm: number) => (mm * 72) / 25.4;

describe('orders and print files', () => {
  const address = {
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Hauptstr. 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    email: 'erika@example.com',
  };

  it('checks the address per market, field by field, in the shopper’s language', async () => {
    const jar = new CookieJar();
    await addFrame(jar);
    const bad = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address: { ...address, postcode: '1010' }, acceptTerms: true },
      {
        jar,
        headers: DE,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error?.fields).toEqual({
      'address.postcode': 'Diese Postleitzahl passt nicht zum Lieferland.',
    });
    const noTerms = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address, acceptTerms: false },
      { jar, headers: DE },
    );
    expect(noTerms.statusCode).toBe(400);
    const empty = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address, acceptTerms: true },
      {
        jar: new CookieJar(),
        headers: DE,
      },
    );
    expect(empty.statusCode).toBe(409);
    const usJar = new CookieJar();
    await addFrame(usJar, US);
    const noState = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address: { ...address, country: 'US', postcode: '10001' }, acceptTerms: true },
      { jar: usJar, headers: US },
    );
    expect(json(noState).error?.fields).toEqual({ 'address.state': 'Please fill this in.' });
  });

  it('places an order: number, empty basket, mail in the shopper’s language, a print-ready PDF per line', async () => {
    const jar = new CookieJar();
    const { uploadId } = await addFrame(jar);
    const card = await send(
      shop.app,
      'POST',
      '/web-api/basket/items',
      {
        path: 'configurator-card',
        params: { format: 'klappkarte-105x148', quantity: '5' },
        design: {
          photos: [{ uploadId, crop: { x: 0.25, y: 0, width: 0.5, height: 1 }, rotation: 90 }],
          texts: {
            'front.names': 'Anna & Ben',
            'front.date': '12.06.2027',
            inside: 'Wir heiraten – feiert mit uns!',
          },
          options: {},
        },
      },
      { jar, headers: { ...DE, 'x-channel': 'cards' } },
    );
    expect(card.statusCode).toBe(201);
    const placed = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address, acceptTerms: true },
      { jar, headers: DE },
    );
    expect(placed.statusCode).toBe(201);
    const { order } = json<OrderResponse>(placed);
    expect(order.number).toMatch(/^\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.items).toHaveLength(2);
    const after = await send(shop.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE });
    expect(json<BasketResponse>(after).basket.items).toEqual([]);
    const again = await send(shop.app, 'GET', `/web-api/orders/${order.number}`, undefined, {
      jar,
      headers: DE,
    });
    expect(json<OrderResponse>(again).order.number).toBe(order.number);
    const foreign = await send(shop.app, 'GET', `/web-api/orders/${order.number}`, undefined, {
      jar: new CookieJar(),
      headers: DE,
    });
    expect(foreign.statusCode).toBe(404);

    await shop.orders.idle();
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Deine Bestellung ${order.number}`));
    expect(mail?.toAddress).toBe('erika@example.com');
    expect(mail?.textBody).toContain('Bezahlt wird noch nicht');

    const lines = await database.db.select().from(orderItems).orderBy(orderItems.position);
    const mine = lines.filter((l) => order.items.some((i) => i.id === l.id));
    expect(mine.map((l) => l.printStatus)).toEqual(['ready', 'ready']);

    // The wall art: 600 x 400 mm plus 3 mm bleed, the photo at full resolution.
    const framePdf = await PDFDocument.load(
      await readFile(join(dirs.printDir, mine[0]?.printFile as string)),
    );
    const page = framePdf.getPage(0);
    expect(page.getSize().width).toBeCloseTo(mmToPt(606), 1);
    expect(page.getSize().height).toBeCloseTo(mmToPt(406), 1);
    expect(page.getTrimBox().width).toBeCloseTo(mmToPt(600), 1);
    const frameImages = inspectPdf(framePdf).images;
    expect(frameImages).toEqual([{ width: 2400, height: 1600 }]);
    // 2400 px over 606 mm: about 100 dpi, below the advisor's 150: recorded as a warning.
    const dpi = Math.floor(2400 / (606 / 25.4));
    expect(mine[0]?.printWarnings).toEqual([{ photo: 0, dpi, threshold: 150 }]);

    // The card: 105 x 148 mm closed, front and inside, Lato embedded, the crop of the turned photo.
    const cardPdf = await PDFDocument.load(await readFile(join(dirs.printDir, mine[1]?.printFile as string)));
    expect(cardPdf.getPageCount()).toBe(2);
    expect(cardPdf.getPage(0).getSize().width).toBeCloseTo(mmToPt(111), 1);
    expect(cardPdf.getPage(0).getSize().height).toBeCloseTo(mmToPt(154), 1);
    const card2 = inspectPdf(cardPdf);
    expect(card2.fonts.length).toBeGreaterThanOrEqual(2);
    expect(card2.fonts.every((f) => f.embedded && /Lato/.test(f.name))).toBe(true);
    // Turned by 90°, the photo is 1600 x 2400; half its width is cropped: 800 x 2400 pixels.
    expect(card2.images).toEqual([{ width: 800, height: 2400 }]);
  });

  it('makes the print files of every product family: calendar months, book pages, box prints, a collage', async () => {
    const jar = new CookieJar();
    const cards = { ...DE, 'x-channel': 'cards' };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(json<DesignUploadResponse>(await upload(jar, smallPhoto, cards)).upload.id);
    const photos = ids.map((uploadId) => ({
      uploadId,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      rotation: 0,
    }));
    const lines = [
      { path: 'configurator-calendar', params: { calendarType: 'wandkalender' } },
      { path: 'configurator-photobook', params: {} },
      { path: 'configurator-photobox', params: { photoboxType: 'photoprint' } },
      { path: 'configurator-collage', params: { materialType: 'poster' } },
    ];
    for (const line of lines) {
      const added = await send(
        shop.app,
        'POST',
        '/web-api/basket/items',
        { ...line, design: { photos, texts: {}, options: {} } },
        {
          jar,
          headers: cards,
        },
      );
      expect(added.statusCode, `${line.path}: ${added.body}`).toBe(201);
    }
    const placed = await send(
      shop.app,
      'POST',
      '/web-api/orders',
      { address, acceptTerms: true },
      { jar, headers: cards },
    );
    expect(placed.statusCode).toBe(201);
    const { order } = json<OrderResponse>(placed);
    await shop.orders.idle();
    const rows = (await database.db.select().from(orderItems)).filter((r) =>
      order.items.some((i) => i.id === r.id),
    );
    rows.sort((a, b) => a.position - b.position);
    expect(rows.map((r) => r.printStatus)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const pages = [];
    for (const row of rows) {
      const pdf = await PDFDocument.load(await readFile(join(dirs.printDir, row.printFile as string)));
      const size = pdf.getPage(0).getTrimBox();
      expect(size.width).toBeCloseTo(mmToPt(row.printWidthMm as number), 1);
      expect(size.height).toBeCloseTo(mmToPt(row.printHeightMm as number), 1);
      pages.push(pdf.getPageCount());
      // Small photos: every line records that they print soft.
      expect(row.printWarnings.length).toBeGreaterThan(0);
    }
    // Cover and twelve months; one page per photo for the book and the prints; one collage page.
    expect(pages).toEqual([13, 3, 3, 1]);
  });

  it('an unverified account’s order is recorded, but its mail names only the order number until the address is verified (issue 34 item 13)', async () => {
    const jar = new CookieJar();
    const { email } = await signUp(shop.app, { jar });
    const placeOrder = async () => {
      await addFrame(jar);
      const placed = await send(
        shop.app,
        'POST',
        '/web-api/orders',
        { address: { ...address, email }, acceptTerms: true },
        { jar, headers: DE },
      );
      expect(placed.statusCode).toBe(201);
      await shop.orders.idle();
      const { order } = json<OrderResponse>(placed);
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Deine Bestellung ${order.number}`));
      return { order, mail };
    };

    // Anyone may have opened this account with someone else's address: the order is kept, the mail
    // carries no name, items, amounts or delivery address.
    const first = await placeOrder();
    expect((await shop.orders.find(first.order.number))?.order.address).toMatchObject({
      street: 'Hauptstr. 1',
    });
    expect(first.mail?.toAddress).toBe(email);
    expect(first.mail?.textBody).toContain(first.order.number);
    expect(first.mail?.textBody).toContain('bestätigte E-Mail-Adressen');
    for (const personal of [
      'Erika',
      'Muster',
      'Hauptstr',
      'Berlin',
      '10115',
      '€',
      first.order.items[0]?.title ?? '?',
    ])
      expect(first.mail?.textBody).not.toContain(personal);

    // Once the mailbox has answered the welcome mail's link, order mails are complete again.
    await verifyEmail({ app: shop.app, deps: shop.customer, database }, email);
    const second = await placeOrder();
    expect(second.mail?.textBody).toContain('Hallo Erika');
    expect(second.mail?.textBody).toContain('Hauptstr. 1');
    expect(second.mail?.textBody).toContain('€');
  }, 60_000);

  it('limits orders per client address (each sends a mail)', async () => {
    const limited = await createBasketTestApp(database.secondConnection(), {
      ...dirs,
      orderLimit: { limit: 1, windowMs: 60_000 },
    });
    try {
      const jar = new CookieJar();
      const ip = '203.0.113.77';
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/web-api/orders',
          remoteAddress: ip,
          headers: { host: 'localhost', 'content-type': 'application/json', cookie: jar.header(), ...DE },
          payload: JSON.stringify({ address, acceptTerms: true }),
        });
      await addFrame(jar, DE, limited.app);
      expect((await post()).statusCode).toBe(201);
      await addFrame(jar, DE, limited.app);
      const second = await post();
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      await limited.orders.idle();
    } finally {
      await limited.app.close();
    }
  });

  it('hands off to the checkout application when CHECKOUT_URL is set', async () => {
    const external = await createBasketTestApp(database.secondConnection(), {
      ...dirs,
      checkoutUrl: 'https://checkout.example.com/{channel}/{market}/checkout',
    });
    try {
      const jar = new CookieJar();
      await addFrame(jar, DE, external.app);
      const basket = json<BasketResponse>(
        await send(external.app, 'GET', '/web-api/basket', undefined, { jar, headers: DE }),
      );
      expect(basket.basket.checkoutUrl).toBe('https://checkout.example.com/posters/de-DE/checkout');
      const refused = await send(
        external.app,
        'POST',
        '/web-api/orders',
        { address, acceptTerms: true },
        { jar, headers: DE },
      );
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error?.code).toBe('checkout_external');
    } finally {
      await external.app.close();
    }
  });
});

describe('the support page', () => {
  it('is behind a login and lists orders with their print files', async () => {
    const anonymous = await shop.app.inject({
      method: 'GET',
      url: '/_support/orders',
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Basic');
    const wrong = await shop.app.inject({
      method: 'GET',
      url: '/_support/orders',
      headers: { host: 'localhost', authorization: `Basic ${Buffer.from('anna:wrong').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const auth = {
      host: 'localhost',
      authorization: `Basic ${Buffer.from('anna:support secret').toString('base64')}`,
    };
    const list = await shop.app.inject({ method: 'GET', url: '/_support/orders', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-robots-tag']).toContain('noindex');
    const number = /\/_support\/orders\/(\d{6}-[A-Z0-9]{6})/.exec(list.body)?.[1] as string;
    expect(number).toBeDefined();
    const detail = await shop.app.inject({ method: 'GET', url: `/_support/orders/${number}`, headers: auth });
    expect(detail.body).toContain('Erika Muster');
    const pdfLink = /href="(\/_support\/orders\/[^"]+\.pdf)"/.exec(detail.body)?.[1] as string;
    const pdf = await shop.app.inject({ method: 'GET', url: pdfLink, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const noAuthPdf = await shop.app.inject({ method: 'GET', url: pdfLink, headers: { host: 'localhost' } });
    expect(noAuthPdf.statusCode).toBe(401);
  });

  it('is off without SUPPORT_USERS', async () => {
    const off = await createBasketTestApp(database.secondConnection(), dirs);
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/_support/orders',
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});

describe('clean-up', () => {
  it('deletes abandoned anonymous baskets and orphaned uploads with their files, keeps what is used', async () => {
    const used = new CookieJar();
    const { uploadId: usedId } = await addFrame(used);
    const idle = new CookieJar();
    const orphanId = json<DesignUploadResponse>(await upload(idle, smallPhoto)).upload.id;
    const old = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    await database.db.update(designUploads).set({ createdAt: old });
    await database.db
      .update(baskets)
      .set({ updatedAt: old })
      .where(sql`${baskets.id} = (select basket_id from design_uploads where id = ${orphanId})`);
    const stray = join(dirs.uploadsDir, '00000000-0000-4000-8000-000000000000.jpeg');
    await (await import('node:fs/promises')).writeFile(stray, 'x');
    await utimes(stray, old, old);

    const result = await shop.cleanUp();
    expect(result.baskets).toBeGreaterThanOrEqual(1);
    expect(result.uploads).toBeGreaterThanOrEqual(1);
    expect(result.strayFiles).toBe(1);
    const left = new Set(
      (await database.db.select({ id: designUploads.id }).from(designUploads)).map((r) => r.id),
    );
    expect(left.has(usedId)).toBe(true);
    expect(left.has(orphanId)).toBe(false);
    const files = await readdir(dirs.uploadsDir);
    expect(files.some((f) => f.startsWith(orphanId))).toBe(false);
    expect(files.some((f) => f.startsWith(usedId))).toBe(true);
    const gone = await send(shop.app, 'GET', '/web-api/basket', undefined, { jar: idle, headers: DE });
    expect(json<BasketResponse>(gone).basket.items).toEqual([]);
  });
});
