import { describe, expect, it } from 'vitest';
import { hydrationDataOf } from '../../../shared/content/static-blocks';
import type { Blok, ContentComponentName } from '../../../shared/content/story-types';
import { Blocks } from './Blocks';
import { ContentPage } from './ContentPage';
import { BLOCK_NAMES, BLOCK_REGISTRY, blockComponentOf } from './registry';
import { SAMPLE_BLOCK_DATA, SAMPLE_BLOCKS, SAMPLE_PAGE } from './sample-blocks';
import { recordingLog, render } from './test-utils';

const SPEC_BLOCKS: ContentComponentName[] = [
  'ABContent',
  'Accessory',
  'CalendarDetailWrapper',
  'CalendarOverviewWrapper',
  'CardDetailWrapper',
  'CardOverviewWrapper',
  'CollageDetailWrapper',
  'CollageOverviewWrapper',
  'PhotobookDetailWrapper',
  'PhotobookOverviewWrapper',
  'AccessoryDetailWrapper',
  'AccessoryOverviewWrapper',
  'ContactForm',
  'CustomerPictureBlock',
  'Feed',
  'FormatsAndPrices',
  'Frame',
  'Headline',
  'Information',
  'Margin',
  'PhotoBlock',
  'PublicContainerWrapper',
  'RecoSubTeaser',
  'RecoSubTeaserTiles',
  'SKUContainer',
  'Shop',
  'SubTeaser',
  'SubTeaserPhotoLarge',
  'SubTeaserPhotoSmall',
  'SubTeaserTiles',
  'Teaser',
  'Text',
  'ThemesOverviewWrapper',
  'Toolbox',
  'UspTeaser',
  'VideoBlock',
  'Voucher',
];

describe('block registry (SPEC 2 content blocks)', () => {
  it('registers exactly the blocks of SPEC 2 under their component names', () => {
    expect([...BLOCK_NAMES].sort()).toEqual([...SPEC_BLOCKS].sort());
    for (const name of SPEC_BLOCKS) expect(typeof BLOCK_REGISTRY[name]).toBe('function');
  });

  it('has a sample for every block', () => {
    expect(Object.keys(SAMPLE_BLOCKS).sort()).toEqual([...SPEC_BLOCKS].sort());
    for (const [name, blok] of Object.entries(SAMPLE_BLOCKS)) expect(blok.component).toBe(name);
  });

  it('knows nothing else', () => {
    expect(blockComponentOf('Carousel')).toBeUndefined();
    expect(blockComponentOf('toString')).toBeUndefined();
    expect(blockComponentOf('__proto__')).toBeUndefined();
    expect(blockComponentOf(undefined)).toBeUndefined();
  });
});

describe('every block renders on the server', () => {
  it.each(SPEC_BLOCKS)(
    '%s renders its sample with data, without warnings or missing translations',
    (name) => {
      const log = recordingLog();
      const missing: string[] = [];
      const html = render(<Blocks blocks={[SAMPLE_BLOCKS[name]]} />, {
        log,
        data: SAMPLE_BLOCK_DATA,
        onMissingTranslation: (m) => missing.push(m),
      });
      expect(html.length).toBeGreaterThan(0);
      expect(log.messages).toEqual([]);
      expect(missing).toEqual([]);
    },
  );

  it.each(SPEC_BLOCKS)('%s renders without server data (empty state, never a crash)', (name) => {
    const log = recordingLog();
    const missing: string[] = [];
    const html = render(<Blocks blocks={[SAMPLE_BLOCKS[name]]} />, {
      log,
      onMissingTranslation: (m) => missing.push(m),
    });
    expect(html.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(log.messages.filter((m) => m.startsWith('unknown block'))).toEqual([]);
  });

  it.each(SPEC_BLOCKS)('%s survives a blok with nothing but its name', (name) => {
    const log = recordingLog();
    expect(() =>
      render(<Blocks blocks={[{ _uid: `bare-${name}`, component: name }]} />, { log }),
    ).not.toThrow();
  });

  it('renders the whole sample page with data', () => {
    const html = render(<ContentPage content={SAMPLE_PAGE} blockData={SAMPLE_BLOCK_DATA} />);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Deine Fotos. Wunderschön gedruckt.');
    expect(html).toContain('Leinwand: Formate und Preise');
  });
});

describe('unknown and broken blocks', () => {
  it('logs an unknown block once per name and renders nothing for it', () => {
    const log = recordingLog();
    const blocks: Blok[] = [
      { _uid: 'u1', component: 'Carousel' },
      { _uid: 'h1', component: 'Headline', text: 'Bleibt sichtbar', level: 'h2' } as Blok,
      { _uid: 'u2', component: 'Carousel' },
      { _uid: 'u3', component: 'Countdown' },
    ];
    const html = render(<Blocks blocks={blocks} />, { log });
    expect(log.messages).toEqual(['unknown block Carousel', 'unknown block Countdown']);
    expect(html).toBe(
      '<div class="static-block"><div class="headline headline--left"><h2 class="headline__title headline__title--h2">Bleibt sichtbar</h2></div></div>',
    );
  });

  it('renders nothing for entries that are not bloks, and for no blocks at all', () => {
    const log = recordingLog();
    const junk = [null, 'Headline', 42, { component: 'Headline' }, { _uid: 'x' }] as unknown as Blok[];
    expect(render(<Blocks blocks={junk} />, { log })).toBe('');
    expect(log.messages).toEqual(['invalid block (no component or _uid)']);
    expect(render(<Blocks blocks={undefined} />)).toBe('');
    expect(render(<Blocks blocks={{} as unknown as Blok[]} />)).toBe('');
  });

  it('renders nested body blocks of a container and logs unknown ones inside it', () => {
    const log = recordingLog();
    const html = render(
      <Blocks
        blocks={[
          {
            _uid: 'c',
            component: 'PublicContainerWrapper',
            backgroundColor: 'red;background:url(javascript:alert(1))',
            body: [
              { _uid: 'c1', component: 'Headline', text: 'Innen', level: 'h2' },
              { _uid: 'c2', component: 'Marquee' },
            ],
          } as Blok,
        ]}
      />,
      { log },
    );
    expect(html).toContain('Innen');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('class="block-container"');
    expect(log.messages).toEqual(['unknown block Marquee']);
  });
});

describe('ABContent', () => {
  const blok = SAMPLE_BLOCKS.ABContent;

  it('shows the control variant by default (no flags yet)', () => {
    const html = render(<Blocks blocks={[blok]} />);
    expect(html).toContain('Karten für jeden Anlass');
    expect(html).not.toContain('Deine Karte in fünf Minuten gestaltet');
  });

  it('shows the "on" variant when the treatment is on', () => {
    const asked: string[] = [];
    const html = render(<Blocks blocks={[blok]} />, {
      treatment: (flag) => {
        asked.push(flag);
        return 'on';
      },
    });
    expect(asked).toEqual(['cards_home_headline_test']);
    expect(html).toContain('Deine Karte in fünf Minuten gestaltet');
    expect(html).not.toContain('Karten für jeden Anlass');
  });

  it('shows control for "off"', () => {
    const html = render(<Blocks blocks={[blok]} />, { treatment: () => 'off' });
    expect(html).toContain('Karten für jeden Anlass');
  });
});

describe('ContentPage', () => {
  it('renders teaser as h1 with an eager image, then calculator and body', () => {
    const html = render(
      <ContentPage content={SAMPLE_PAGE} calculator={<div data-testid="calc">Rechner</div>} />,
    );
    const teaser = html.indexOf('teaser__title');
    const calculator = html.indexOf('data-testid="calc"');
    const body = html.indexOf('content-page__body');
    expect(teaser).toBeGreaterThan(-1);
    expect(calculator).toBeGreaterThan(teaser);
    expect(body).toBeGreaterThan(calculator);
    expect(html).toMatch(/<h1 id="[^"]+" class="teaser__title">Deine Fotos/);
    // Desktop device: the desktop crop is the LCP image, the hidden mobile crop stays lazy.
    expect(html).toMatch(/teaser__image--desktop[^>]*><img[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toMatch(/teaser__image--mobile[^>]*><img[^>]*loading="lazy"/);
  });

  it('keeps the teaser as server HTML at hydration: a static block frame around it', () => {
    const server = render(<ContentPage content={SAMPLE_PAGE} />);
    expect(server).toContain('<div class="content-page"><div class="static-block"><section class="teaser"');
    const { content } = hydrationDataOf({ content: SAMPLE_PAGE });
    const browser = render(<ContentPage content={content} />);
    expect(browser).toContain(
      '<div class="content-page"><div class="static-block"></div><div class="content-page__body">',
    );
  });

  it('loads the mobile crop eagerly for phones', () => {
    const html = render(<ContentPage content={SAMPLE_PAGE} />, { deviceClass: 'mobile' });
    expect(html).toMatch(/teaser__image--mobile[^>]*><img[^>]*loading="eager"/);
    expect(html).toMatch(/teaser__image--desktop[^>]*><img[^>]*loading="lazy"/);
  });

  it('renders a Teaser among the body blocks with an h2', () => {
    const html = render(<Blocks blocks={[SAMPLE_BLOCKS.Teaser]} />);
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<h2 id="[^"]+" class="teaser__title">/);
  });

  it('survives content without teaser or body', () => {
    const html = render(
      <ContentPage
        content={{ ...SAMPLE_PAGE, teaser: undefined, body: undefined } as unknown as typeof SAMPLE_PAGE}
      />,
    );
    expect(html).toContain('content-page');
  });
});
