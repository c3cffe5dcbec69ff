import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createTestApp } from '../testing/test-app';
import { cartUrlFor, isCartUrlTemplate } from './cart-url';

describe('the cart (issue 23.1)', () => {
  it('is a page of the shop without CART_URL, on every market and under /d', async () => {
    const app = await createTestApp();
    try {
      for (const [host, url] of [
        ['de.cards.localhost', '/warenkorb'],
        ['de.cards.localhost', '/d/warenkorb'],
        ['fr.cards.localhost', '/warenkorb'],
        ['us.posters.localhost', '/warenkorb'],
      ] as const) {
        const response = await app.inject({ url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBe(200);
        expect(response.body).toContain('data-testid="cart-page"');
        expect(response.body).toMatch(/<title>[^<]+<\/title>/);
      }
    } finally {
      await app.close();
    }
  });

  it('goes to the checkout application of the market when CART_URL is set', async () => {
    const app = await createTestApp({ CART_URL: 'https://checkout.example.com/{channel}/{market}/cart' });
    try {
      const fr = await app.inject({ url: '/warenkorb', headers: { host: 'fr.cards.localhost' } });
      expect(fr.statusCode).toBe(302);
      expect(fr.headers.location).toBe('https://checkout.example.com/cards/fr-FR/cart');
      const desktop = await app.inject({ url: '/d/warenkorb', headers: { host: 'ch.cards.localhost' } });
      expect(desktop.headers.location).toBe('https://checkout.example.com/cards/de-CH/cart');
      const posters = await app.inject({ url: '/en/warenkorb', headers: { host: 'be.cards.localhost' } });
      expect(posters.statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });

  it('fills in the placeholders and refuses a setting that is no web address', () => {
    expect(
      cartUrlFor('https://c.example/{market}?shop={channel}', { market: 'en-US', channel: 'posters' }),
    ).toBe('https://c.example/en-US?shop=posters');
    expect(isCartUrlTemplate('https://c.example/cart')).toBe(true);
    expect(isCartUrlTemplate('javascript:alert(1)')).toBe(false);
    expect(isCartUrlTemplate('/relative/{market}')).toBe(false);
    expect(() => readConfig({ CART_URL: 'ftp://x.example/{market}' })).toThrow(/CART_URL/);
  });
});
