import { describe, expect, it } from 'vitest';
import { contactOf } from '../markets/contact';
import { storyInMarket } from './story-in-market';

const story = () => ({
  component: 'global',
  serviceHotline: '{{hotline}}',
  title: 'Grüße aus der Kartenwerkstatt',
});

describe('storyInMarket', () => {
  it('fills the hotline and respells for the market', () => {
    const global = story();
    const swiss = storyInMarket(global, 'de-CH');
    expect(swiss.title).toBe('Grüsse aus der Kartenwerkstatt');
    expect(swiss.serviceHotline).toBe(contactOf('de-CH').hotline);
    expect(global.serviceHotline).toBe('{{hotline}}');
  });

  it('gives the same copy for the same story and market, a new one for another story or market', () => {
    const global = story();
    const first = storyInMarket(global, 'de-DE');
    expect(storyInMarket(global, 'de-DE')).toBe(first);
    expect(storyInMarket(global, 'de-AT')).not.toBe(first);
    expect(storyInMarket(global, 'de-AT').serviceHotline).toBe(contactOf('de-AT').hotline);
    // A reloaded story (a new object) is filled again, never answered from the old one's copy.
    const reloaded = { ...story(), title: 'Neu' };
    expect(storyInMarket(reloaded, 'de-DE').title).toBe('Neu');
  });
});
