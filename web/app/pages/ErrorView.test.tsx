/** The one error page design (issue 23.8): the CMS error story for "not found", its links for failures. */
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../../shared/content/story-types';
import { render } from '../../features/content/test-utils';
import type { ContentPageData } from '../../features/content-page/content-loader';
import { ErrorView } from './ErrorView';

const story = {
  uuid: 'e',
  blockData: {},
  calculator: null,
  seo: {
    title: 'Seite nicht gefunden | Fotowerk',
    description: '',
    canonical: '',
    alternates: [],
    robots: '',
  },
  content: {
    _uid: 'p',
    component: 'Page',
    teaser: [],
    body: [
      { _uid: 'h', component: 'Headline', text: 'Diese Seite gibt es leider nicht', level: 'h1' },
      {
        _uid: 's',
        component: 'SubTeaser',
        headline: 'Vielleicht suchst du …',
        items: [
          {
            _uid: 'i',
            component: 'SubTeaserItem',
            title: 'Grußkarten',
            link: { fieldtype: 'multilink', linktype: 'url', url: '/karten', cached_url: '/karten' },
          },
        ],
      },
    ],
  } as unknown as PageContent,
} as unknown as ContentPageData;

describe('ErrorView', () => {
  it('404: the story in full, and a way home', () => {
    const html = render(<ErrorView status={404} story={story} path="/weg" />);
    expect(html).toContain('data-status="404"');
    expect(html).toContain('/weg');
    expect(html).toContain('Diese Seite gibt es leider nicht');
    expect(html).toContain('Grußkarten');
    expect(html).toContain('Zur Startseite');
  });

  it('500: our own words, the story’s links but not its "not found" wording', () => {
    const html = render(<ErrorView status={500} story={story} />);
    expect(html).toContain('data-status="500"');
    expect(html).toContain('Etwas ist schiefgelaufen');
    expect(html).not.toContain('Diese Seite gibt es leider nicht');
    expect(html).toContain('Grußkarten');
  });

  it('without a story (the CMS is away): the shop’s own text with the path', () => {
    const html = render(<ErrorView status={404} story={null} path="/weg" />);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('/weg');
    expect(html).toContain('Zur Startseite');
  });
});
