import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSwitchMarket, switchPathKind } from '../../shared/routing/brand-switch';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_BASE_URL: 'https://shop.example:8443' });
});
afterAll(() => app.close());

const switchFrom = (host: string, prefix: string, from: string) =>
  app.inject({ url: `${prefix}/_brand-switch?from=${encodeURIComponent(from)}`, headers: { host } });

describe('the brand switch (issue 23.5)', () => {
  it('goes to the other brand’s host of the same market, on the configured scheme and port', async () => {
    const response = await switchFrom('de.cards.localhost', '', '/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://de.posters.localhost:8443/');
    const back = await switchFrom('de.posters.localhost', '', '/');
    expect(back.headers.location).toBe('https://de.cards.localhost:8443/');
  });

  it('keeps /d and the language, and the page where the other brand has it', async () => {
    const desktop = await switchFrom('de.cards.localhost', '/d', '/kundenkonto');
    expect(desktop.headers.location).toBe('https://de.posters.localhost:8443/d/kundenkonto');
    // A content page both brands have (the privacy page), in French.
    const fr = await switchFrom('fr.cards.localhost', '', '/confidentialite');
    expect(fr.headers.location).toBe('https://fr.posters.localhost:8443/confidentialite');
  });

  it('goes to the home page where the other brand has no such page', async () => {
    const listing = await switchFrom('de.cards.localhost', '', '/products');
    expect(listing.headers.location).toBe('https://de.posters.localhost:8443/');
    const occasion = await switchFrom('de.cards.localhost', '', '/geburtstag');
    expect(occasion.headers.location).toBe('https://de.posters.localhost:8443/');
  });

  it('takes the fallback market’s host where the other brand does not sell, language kept', async () => {
    const at = await switchFrom('at.cards.localhost', '', '/');
    expect(at.headers.location).toBe('https://de.posters.localhost:8443/');
    const chFr = await switchFrom('ch.cards.localhost', '/fr', '/');
    expect(chFr.headers.location).toBe('https://fr.posters.localhost:8443/');
  });

  it('never leaves the shop’s hosts, whatever `from` says', async () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await switchFrom('de.cards.localhost', '', from);
      expect(response.statusCode).toBe(302);
      expect(new URL(String(response.headers.location)).host).toBe('de.posters.localhost:8443');
    }
  });

  it('picks markets and path kinds by rule', () => {
    expect(brandSwitchMarket('posters', 'de-AT')).toBe('de-DE');
    expect(brandSwitchMarket('posters', 'it-CH')).toBe('it-IT');
    expect(brandSwitchMarket('posters', 'de-IT')).toBe('de-DE');
    expect(brandSwitchMarket('cards', 'en-US')).toBe('en-US');
    expect(switchPathKind('/configurator-card/')).toBe('shared');
    expect(switchPathKind('/themes/hochzeit-001')).toBe('cards-only');
    expect(switchPathKind('/leinwanddruck')).toBe('content');
  });
});
