import { describe, expect, it } from 'vitest';
import { contactOf, unknownContactMarkets } from '../markets/contact';
import { MARKETS } from '../markets/locales';
import { withMarketContact } from './market-contact';

const page = {
  component: 'Page',
  body: [
    { _uid: 'h', component: 'Headline', text: 'Contact' },
    {
      _uid: 'i',
      component: 'Information',
      headline: 'Contact',
      text: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Phone: {{hotline}}' }] }],
      },
    },
  ],
};
const global = {
  component: 'Global',
  burgerNavigation: [
    { component: 'BurgerNavigation', serviceHotline: '+49 221 123 456 70', serviceText: 'Help' },
  ],
  organization: [
    { component: 'Organization', supportPhone: '+49 221 123 456 70', supportEmail: 'a@b.example' },
  ],
};

describe('per-market contact details', () => {
  it('every market of the setting is a shop market, and UK and US have no German number', () => {
    expect(unknownContactMarkets()).toEqual([]);
    expect(contactOf('de-DE').hotline).toBe('+49 221 123 456 70');
    expect(contactOf('en-GB').hotline).toMatch(/^\+44 /);
    expect(contactOf('en-US').hotline).toBeUndefined();
    for (const market of MARKETS.filter((m) => !m.endsWith('-DE')))
      expect(contactOf(market).hotline ?? '', market).not.toMatch(/^\+49/);
  });

  it('puts the market hotline into the global story and the texts', () => {
    const uk = { hotline: '+44 20 7946 0123' };
    expect(withMarketContact(global, uk)).toEqual({
      ...global,
      burgerNavigation: [{ ...global.burgerNavigation[0], serviceHotline: uk.hotline }],
      organization: [{ ...global.organization[0], supportPhone: uk.hotline }],
    });
    expect(JSON.stringify(withMarketContact(page, uk))).toContain('Phone: +44 20 7946 0123');
    expect(JSON.stringify(page)).toContain('Phone: {{hotline}}');
  });

  it('hides the number where the market has none: empty fields, and the block that would name it left out', () => {
    const none = { hotline: undefined };
    const filled = withMarketContact(global, none);
    expect(filled.burgerNavigation[0]?.serviceHotline).toBe('');
    expect(filled.organization[0]?.supportPhone).toBe('');
    expect(withMarketContact(page, none)).toEqual({ component: 'Page', body: [page.body[0]] });
  });
});
