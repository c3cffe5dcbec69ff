/** Issue 13 item 8: loadingFirstImgLazy and templatesCompacted (SPEC 3) change what pages render. */
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../../shared/content/story-types';
import type { ListingItem } from '../../../shared/listings/data';
import { FALLBACK_CHANNEL_SETTINGS } from '../../../shared/settings/channel-settings';
import { ListingGrid } from '../listings/parts';
import { ContentPage } from './ContentPage';
import { render } from './test-utils';

const page = {
  _uid: 'p',
  component: 'Page',
  teaser: [
    {
      _uid: 't',
      component: 'Teaser',
      headline: 'Hallo',
      image: { filename: '/assets/teasers/home.jpg', alt: 'Bild' },
    },
  ],
  body: [],
} as unknown as PageContent;

const heroTag = (html: string) => /<img[^>]*>/.exec(html)?.[0] ?? '';

describe('loadingFirstImgLazy', () => {
  it('off: the first image loads eagerly with high priority', () => {
    const html = render(<ContentPage content={page} />, {
      info: { settings: { ...FALLBACK_CHANNEL_SETTINGS, loadingFirstImgLazy: false } },
    });
    expect(heroTag(html)).toContain('loading="eager"');
    expect(heroTag(html)).toContain('fetchPriority="high"');
  });

  it('on: the first image loads lazily like every other', () => {
    const html = render(<ContentPage content={page} />, {
      info: { settings: { ...FALLBACK_CHANNEL_SETTINGS, loadingFirstImgLazy: true } },
    });
    expect(heroTag(html)).toContain('loading="lazy"');
    expect(heroTag(html)).not.toContain('fetchPriority');
  });
});

const item: ListingItem = {
  id: 'geburtstag-001',
  kind: 'theme',
  title: 'Konfetti',
  subtitle: 'Geburtstagskarte',
  href: '/themes/geburtstag-001',
  image: { src: '/assets/tiles/karten.jpg', alt: '', aspect: 1 },
  labels: [],
  colors: [],
} as unknown as ListingItem;

describe('templatesCompacted', () => {
  it.each([
    [true, true],
    [false, false],
  ])('templatesCompacted %s: compact grid %s', (templatesCompacted, compact) => {
    const html = render(<ListingGrid items={[item]} />, {
      info: { settings: { ...FALLBACK_CHANNEL_SETTINGS, templatesCompacted } },
    });
    expect(html.includes('listing-grid--compact')).toBe(compact);
  });
});
