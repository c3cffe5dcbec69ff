/**
 * Issue 13 item 6: /zubehoer shows the accessory overview with data, and every accessory block
 * speaks the market's language instead of catalogue keys ("haftklebend · white").
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('accessory pages', () => {
  it.each([
    ['localhost:3000', '/zubehoer', 'Briefumschlag (haftklebend)', 'Weiß', '16,2 x 11,4 cm'],
    // The UK sells no envelopes (SPEC 9 tiers are for AT, CH and DE): ribbons and boxes.
    ['gb.cards.localhost:3000', '/accessories', 'Satin ribbon', 'Red', '£1.35'],
    ['fr.cards.localhost:3000', '/accessoires', 'Enveloppe autocollante', 'Blanc', '16,2 x 11,4 cm'],
  ])('%s%s: overview with products, names in the language', async (host, path, envelope, white, size) => {
    const response = await app.inject({ url: path, headers: { host } });
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    // Raw catalogue keys as the block used to show them: "haftklebend · white · 16.2 x 11.4 cm".
    expect(text).not.toMatch(/(^|\s)haftklebend ·|dirty-white|cool-gray|· (white|red|blue|pink)\b/);
    expect(text).toContain(envelope);
    expect(text).toContain(white);
    expect(text).toContain(size);
    // The overview (AccessoryOverviewWrapper) lists products instead of its empty state.
    expect(response.body).toMatch(/class="listing__count"/);
    expect(response.body).not.toContain('class="block-empty"');
  });
});
