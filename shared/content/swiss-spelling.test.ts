import { describe, expect, it } from 'vitest';
import { toSwissSpelling, usesSwissSpelling } from './swiss-spelling';

describe('Swiss spelling of German stories', () => {
  it('applies to de-CH and de-LI only', () => {
    expect(usesSwissSpelling('de-CH')).toBe(true);
    expect(usesSwissSpelling('de-LI')).toBe(true);
    expect(usesSwissSpelling('de-DE')).toBe(false);
    expect(usesSwissSpelling('de-AT')).toBe(false);
  });

  it('writes ss for ß in text, rich text included, and leaves links and ids alone', () => {
    const story = {
      _uid: 'gruß-1',
      headline: 'Grußkarten in Weiß',
      link: { linktype: 'story', cached_url: 'grüße/straße', url: '/straße' },
      text: { type: 'doc', content: [{ type: 'text', text: 'Große Größen' }] },
      image: { filename: '/assets/maß.jpg', alt: 'Maßband' },
    };
    expect(toSwissSpelling(story)).toEqual({
      _uid: 'gruß-1',
      headline: 'Grusskarten in Weiss',
      link: { linktype: 'story', cached_url: 'grüße/straße', url: '/straße' },
      text: { type: 'doc', content: [{ type: 'text', text: 'Grosse Grössen' }] },
      image: { filename: '/assets/maß.jpg', alt: 'Massband' },
    });
    expect(story.headline).toBe('Grußkarten in Weiß');
  });
});
