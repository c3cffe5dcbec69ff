import { describe, expect, it } from 'vitest';
import { americanText, toAmericanEnglish, usesAmericanEnglish } from './american-english';
import { inMarketSpelling } from './market-spelling';

describe('American English on en-US', () => {
  it('applies to en-US only', () => {
    expect(usesAmericanEnglish('en-US')).toBe(true);
    expect(usesAmericanEnglish('en-GB')).toBe(false);
  });

  it.each([
    ['Basket', 'Cart'],
    ['Your basket is empty', 'Your cart is empty'],
    [
      'Brilliant colours with depth, in your favourite colour',
      'Brilliant colors with depth, in your favorite color',
    ],
    ['Acrylic, aluminium and glass', 'Acrylic, aluminum and glass'],
    ['Modern, matt and rigid', 'Modern, matte and rigid'],
    ['Personalised cards, personalise them now', 'Personalized cards, personalize them now'],
    ['Organisation of the centre, 30 centimetres wide', 'Organization of the center, 30 centimeters wide'],
    ['PERSONALISE', 'PERSONALIZE'],
    ['Grey and watercolour', 'Gray and watercolor'],
  ])('%s -> %s', (british, american) => {
    expect(americanText(british)).toBe(american);
  });

  it('leaves words alone that only look British, and names (paths, ids)', () => {
    for (const text of [
      'A surprise we promise to advertise',
      'Hours of emphasis',
      'aluminium-prints',
      '/aluminium-prints',
      '/assets/tiles/aluminium.webp',
      'matt',
      'colour=white',
    ])
      expect(americanText(text)).toBe(text);
  });

  it('rewrites story texts but not links, paths or ids', () => {
    const story = {
      _uid: 'colour-1',
      title: 'Aluminium',
      link: { linktype: 'story', cached_url: 'aluminium-prints', url: '/aluminium-prints' },
      text: { type: 'doc', content: [{ type: 'text', text: 'Accurate colours' }] },
      image: { filename: '/assets/aluminium.webp', alt: 'Aluminium print' },
    };
    expect(toAmericanEnglish(story)).toEqual({
      _uid: 'colour-1',
      title: 'Aluminum',
      link: { linktype: 'story', cached_url: 'aluminium-prints', url: '/aluminium-prints' },
      text: { type: 'doc', content: [{ type: 'text', text: 'Accurate colors' }] },
      image: { filename: '/assets/aluminium.webp', alt: 'Aluminum print' },
    });
    expect(inMarketSpelling(story, 'en-GB')).toBe(story);
    expect(inMarketSpelling({ t: 'Grüße' }, 'de-CH')).toEqual({ t: 'Grüsse' });
  });
});
