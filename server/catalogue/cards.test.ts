import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessoryPrice,
  buildQuery,
  CARD_QUANTITY_STEPS,
  DEFAULT_CARD_QUANTITY,
} from '../../shared/catalogue';
import { MARKETS } from '../../shared/markets';
import { majorUnits } from '../../shared/money';
import { createCatalogueService } from './catalogue-service';
import { type CatalogueTestApp, createCatalogueTestApp, EXAMPLE_REQUESTS, get, json, send } from './testing';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Price {
  priceCurrent: number;
  currency: string;
}

async function countOrders(): Promise<{ orders: number; lines: number }> {
  const result = await t.database.db.execute<{ orders: number; lines: number }>(
    sql`select (select count(*)::int from accessory_orders) as orders, (select count(*)::int from accessory_order_lines) as lines`,
  );
  const row = (result as unknown as { rows: { orders: number; lines: number }[] }).rows[0];
  return row ?? { orders: -1, lines: -1 };
}

describe('/web-api/card-price', () => {
  it('prices 41 cards (SPEC 9 default) when no quantity is given', async () => {
    const body = (await get(t.app, '/web-api/card-price?format=postkarte-148x105')).json() as {
      quantity: number;
      unitPrice: Price;
      price: Price;
    };
    expect(body.quantity).toBe(DEFAULT_CARD_QUANTITY);
    expect(body.price.priceCurrent).toBeCloseTo(body.unitPrice.priceCurrent * 41, 2);
  });

  it('gets cheaper per card as the quantity grows, over every step', async () => {
    let last = Number.POSITIVE_INFINITY;
    for (const quantity of CARD_QUANTITY_STEPS.filter((_, i) => i % 7 === 0)) {
      const body = (
        await get(t.app, `/web-api/card-price?format=klappkarte-145x145&quantity=${quantity}`)
      ).json() as {
        unitPrice: Price;
      };
      expect(body.unitPrice.priceCurrent).toBeLessThanOrEqual(last);
      last = body.unitPrice.priceCurrent;
    }
  });

  it('adds the refinement per card; none and an empty value mean no refinement', async () => {
    const plain = (await get(t.app, '/web-api/card-price?format=klappkarte-145x145&quantity=45')).json() as {
      unitPrice: Price;
    };
    const none = (
      await get(t.app, '/web-api/card-price?format=klappkarte-145x145&quantity=45&refinementType=none')
    ).json() as {
      unitPrice: Price;
    };
    const empty = (
      await get(t.app, '/web-api/card-price?format=klappkarte-145x145&quantity=45&refinementType=')
    ).json() as {
      unitPrice: Price;
    };
    const gold = (
      await get(t.app, '/web-api/card-price?format=klappkarte-145x145&quantity=45&refinementType=gold')
    ).json() as {
      unitPrice: Price;
    };
    expect(none.unitPrice).toEqual(plain.unitPrice);
    expect(empty.unitPrice).toEqual(plain.unitPrice);
    expect(gold.unitPrice.priceCurrent).toBeCloseTo(plain.unitPrice.priceCurrent + 0.6, 2);
  });

  it('takes a query from the SPEC 7 builder: nulls dropped, refinementType none dropped', async () => {
    const query = buildQuery(
      { format: 'klappkarte-145x145', quantity: 45, refinementType: 'none', isSample: null, tag: undefined },
      { dropEmptyRefinementType: true },
    );
    expect(query).toBe('format=klappkarte-145x145&quantity=45');
    const response = await get(t.app, `/web-api/card-price?${query}`);
    expect(response.json()).toMatchObject({ quantity: 45, refinementType: 'none', isSample: false });
  });

  it('prices a sample as one card and refuses a sample of several', async () => {
    const sample = (await get(t.app, '/web-api/card-price?format=booklet-210x100&isSample=true')).json() as {
      quantity: number;
      isSample: boolean;
    };
    expect(sample).toMatchObject({ quantity: 1, isSample: true });
    const many = await get(t.app, '/web-api/card-price?format=booklet-210x100&isSample=1&quantity=5');
    expect(many.statusCode).toBe(400);
    expect(json(many).error?.message).toMatch(/sample is a single card/);
  });

  it('names the card formats when the format is unknown', async () => {
    const response = await get(t.app, '/web-api/card-price?format=a4');
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(
      /"a4" is not a card format; expected one of: postkarte-148x105/,
    );
  });
});

describe('envelopes and inlays at the SPEC 9 tiers', () => {
  it('matches shared/catalogue accessoryPrice for every card, accessory and market', async () => {
    let checked = 0;
    for (const market of MARKETS) {
      const formats = [
        'postkarte-148x105',
        'klappkarte-105x148',
        'klappkarte-168x115',
        'klappkarte-145x145',
        'klappkarte-160x160',
        'booklet-210x100',
      ];
      for (const cardFormat of formats) {
        const response = await get(t.app, `/web-api/card-accessories?cardFormat=${cardFormat}`, {
          locale: market,
        });
        expect(response.statusCode).toBe(200);
        const list = (
          response.json() as {
            accessories: { sku: string; width: number; height: number; price: Price | null }[];
          }
        ).accessories;
        expect(list.length).toBeGreaterThan(0);
        for (const a of list) {
          const expected = accessoryPrice({ width: a.width, height: a.height, market, cardFormat });
          if (expected)
            expect(a.price, `${market} ${a.sku}`).toMatchObject({
              priceCurrent: majorUnits(expected),
              currency: expected.currency,
            });
          else expect(a.price, `${market} ${a.sku}`).toBeNull();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it.each([
    ['de-DE', 'briefumschlag-haftklebend-white-155x155', 1.8],
    ['de-DE', 'einlegeblatt-168x115-standard', 1.1],
    ['de-DE', 'briefumschlag-haftklebend-white-162x114', 0.95],
    ['de-AT', 'briefumschlag-haftklebend-white-155x155', 1.5],
    ['de-AT', 'einlegeblatt-168x115-standard', 1.5],
    ['de-AT', 'briefumschlag-haftklebend-white-162x114', 1.0],
    ['de-CH', 'briefumschlag-haftklebend-white-155x155', 2.9],
    ['de-CH', 'einlegeblatt-168x115-standard', 1.2],
    ['de-CH', 'briefumschlag-haftklebend-white-162x114', 1.0],
  ])('%s pays SPEC 9’s price for %s', async (locale, sku, amount) => {
    const body = (await get(t.app, `/web-api/card-accessory-price?sku=${sku}`, { locale })).json() as {
      unitPrice: Price;
    };
    expect(body.unitPrice.priceCurrent).toBe(amount);
  });

  it('prices the Swiss booklet pocket on its own', async () => {
    const url = '/web-api/card-accessory-price?sku=briefumschlag-haftklebend-white-213x103&quantity=41';
    const alone = (await get(t.app, url, { locale: 'de-CH' })).json() as { unitPrice: Price };
    const pocket = (await get(t.app, `${url}&cardFormat=booklet-210x100`, { locale: 'fr-CH' })).json() as {
      unitPrice: Price;
      price: Price;
    };
    expect(alone.unitPrice.priceCurrent).toBe(1.2);
    expect(pocket.unitPrice.priceCurrent).toBe(1.4);
    expect(pocket.price.priceCurrent).toBeCloseTo(1.4 * 41, 2);
  });

  it('has no envelope prices in pounds or dollars', async () => {
    const response = await get(
      t.app,
      '/web-api/card-accessory-price?sku=briefumschlag-haftklebend-white-155x155',
      { locale: 'en-GB' },
    );
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toMatchObject({ code: 'not_available' });
  });

  it('refuses an accessory that does not fit the card', async () => {
    const response = await get(
      t.app,
      '/web-api/card-accessory-price?sku=briefumschlag-haftklebend-white-155x155&cardFormat=booklet-210x100',
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(/does not fit card booklet-210x100/);
  });

  it('lists envelopes and inlays with their size classes, the default first', async () => {
    const body = (await get(t.app, '/web-api/card-accessories?cardFormat=postkarte-148x105')).json() as {
      accessories: {
        sku: string;
        kind: string;
        envelopeSizeClass: string | null;
        sizeClass: string;
        isDefault: boolean;
      }[];
    };
    expect(body.accessories.map((a) => a.kind)).toEqual(['envelope', 'envelope', 'envelope', 'envelope']);
    expect(body.accessories[0]).toMatchObject({
      isDefault: true,
      envelopeSizeClass: 'C6',
      sizeClass: 'standard',
    });
    const inlays = (await get(t.app, '/web-api/card-accessories?accessoryTypes[]=inlay')).json() as {
      accessories: { kind: string }[];
    };
    expect(inlays.accessories.every((a) => a.kind === 'inlay')).toBe(true);
    expect((await get(t.app, '/web-api/card-accessories?cardFormat=a4')).statusCode).toBe(400);
  });
});

describe('/web-api/card-accessory-order', () => {
  it('writes the order and its lines, and answers 201 with the total', async () => {
    const before = await countOrders();
    const response = await send(t.app, EXAMPLE_REQUESTS.cardAccessoryOrder!, { locale: 'de-AT' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { orderId: string; total: Price; lines: { price: Price }[] };
    // de-AT: 155x155 envelope and 145x145 inlay are both "large", 1.50 EUR each.
    expect(body.total).toMatchObject({ priceCurrent: 123, currency: 'eur' });
    expect(body.lines).toHaveLength(2);
    expect(await countOrders()).toEqual({ orders: before.orders + 1, lines: before.lines + 2 });
    const stored = await t.database.db.execute(
      sql`select total_cents, market from accessory_orders where id = ${body.orderId}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
      { total_cents: 12300, market: 'de-AT' },
    ]);
  });

  it.each([
    [
      'a duplicate sku',
      {
        items: [
          { sku: 'screw-set-4', quantity: 1 },
          { sku: 'screw-set-4', quantity: 5 },
        ],
      },
      400,
    ],
    [
      'an unknown sku in the last line',
      {
        items: [
          { sku: 'screw-set-4', quantity: 1 },
          { sku: 'glitter', quantity: 1 },
        ],
      },
      404,
    ],
    ['a quantity off the steps', { items: [{ sku: 'screw-set-4', quantity: 2 }] }, 400],
    ['no lines', { items: [] }, 400],
    ['an unknown field', { items: [{ sku: 'screw-set-4', quantity: 1 }], note: 'hi' }, 400],
    [
      'a card format that does not exist',
      { cardFormat: 'a4', items: [{ sku: 'screw-set-4', quantity: 1 }] },
      400,
    ],
    ['a body that is not JSON at all', 'screw-set-4', 415],
  ])('refuses %s and writes nothing', async (_what, body, status) => {
    const before = await countOrders();
    const response = await send(t.app, EXAMPLE_REQUESTS.cardAccessoryOrder!, { body });
    expect(response.statusCode, response.body).toBe(status);
    expect(await countOrders()).toEqual(before);
  });

  it('refuses envelopes where they have no price (en-GB) and writes nothing', async () => {
    const before = await countOrders();
    const response = await send(t.app, EXAMPLE_REQUESTS.cardAccessoryOrder!, { locale: 'en-GB' });
    expect(response.statusCode).toBe(404);
    expect(await countOrders()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/card-accessory-order',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toBeTruthy();
  });

  it('leaves no order behind when writing a line fails', async () => {
    const copy = await t.database.clone();
    try {
      await copy.db.execute(
        sql`create function refuse_line() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      );
      await copy.db.execute(
        sql`create trigger refuse_line before insert on accessory_order_lines for each row execute function refuse_line()`,
      );
      const service = createCatalogueService(copy.db);
      const count = async () =>
        (await copy.db.execute(sql`select count(*)::int as n from accessory_orders`)) as unknown as {
          rows: { n: number }[];
        };
      const before = (await count()).rows[0]?.n;
      await expect(
        service.orderCardAccessories(
          { channel: 'cards', market: 'de-DE' },
          { items: [{ sku: 'screw-set-4', quantity: 1 }] },
        ),
      ).rejects.toThrow();
      expect((await count()).rows[0]?.n).toBe(before);
    } finally {
      await copy.close();
    }
  });
});
