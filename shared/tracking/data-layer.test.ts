import { describe, expect, it } from 'vitest';
import { buildInitEvent } from './data-layer';

describe('dataLayer init event (SPEC 3)', () => {
  it('carries channel, country, currency, language, locale, page and platform', () => {
    expect(
      buildInitEvent({ channel: 'cards', market: 'de-CH', platform: 'w', uniqueIdentifier: 'story-1' }),
    ).toEqual({
      event: 'init',
      channel: 'cards',
      country: 'ch',
      currency: 'chf',
      language: 'de',
      locale: 'de-CH',
      page: { uniqueIdentifier: 'story-1' },
      platform: 'web',
    });
    expect(
      buildInitEvent({ channel: 'posters', market: 'en-GB', platform: 'd', uniqueIdentifier: 'x' }),
    ).toMatchObject({
      country: 'gb',
      currency: 'gbp',
      language: 'en',
      platform: 'desktop',
    });
  });
});
