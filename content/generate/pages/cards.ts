/** The stories of the card brand Fotowerk (folder `cards`). */
import type {
  Blok,
  FeedBlok,
  MarginBlok,
  ProductOverviewWrapperBlok,
  RedirectContent,
} from '../../../shared/content/story-types';
import type { Dictionary, OccasionKey } from '../copy/types';
import type { Ctx } from '../lib/context';
import { BRAND_NAMES } from '../lib/types';
import {
  errorPage,
  type OccasionPageSpec,
  occasionPage,
  type ProductPageSpec,
  page,
  productPage,
  servicePages,
  subTeaser,
  subTeaserVariant,
  type TileTable,
} from './common';
import { type FlyoutItemSpec, flyoutGroup, globalStory } from './global';
import { toolboxStories } from './toolbox';
import type { StoryDef } from './types';

const BRAND = BRAND_NAMES.cards;

/** SPEC 2 occasion slugs and their keys in the dictionaries. */
export const OCCASIONS: readonly { slug: string; key: OccasionKey; related: readonly string[] }[] = [
  {
    slug: 'einschulung',
    key: 'einschulung',
    related: ['fotobuch', 'fotocollage', 'geburtstag/kindergeburtstag'],
  },
  { slug: 'firmung', key: 'firmung', related: ['kommunion', 'konfirmation', 'fotobuch'] },
  { slug: 'geburt', key: 'geburt', related: ['taufe', 'fotobuch', 'fotokalender'] },
  {
    slug: 'geburtstag',
    key: 'geburtstag',
    related: ['geburtstag/kindergeburtstag', 'fotocollage', 'fotobox'],
  },
  {
    slug: 'geburtstag/kindergeburtstag',
    key: 'kindergeburtstag',
    related: ['geburtstag', 'einschulung', 'fotoabzuege'],
  },
  { slug: 'hochzeit', key: 'hochzeit', related: ['fotobuch', 'leinwanddruck', 'zubehoer'] },
  { slug: 'kommunion', key: 'kommunion', related: ['firmung', 'taufe', 'fotobuch'] },
  { slug: 'konfirmation', key: 'konfirmation', related: ['firmung', 'kommunion', 'fotocollage'] },
  { slug: 'ostern', key: 'ostern', related: ['fotokalender', 'fotoabzuege', 'weihnachten/privat'] },
  { slug: 'taufe', key: 'taufe', related: ['geburt', 'kommunion', 'fotobox'] },
  { slug: 'trauer', key: 'trauer', related: ['fotorahmen', 'fotoabzuege', 'fotobuch'] },
  {
    slug: 'weihnachten/geschaeftlich',
    key: 'weihnachtenGeschaeftlich',
    related: ['weihnachten/privat', 'fotokalender', 'zubehoer'],
  },
  {
    slug: 'weihnachten/privat',
    key: 'weihnachtenPrivat',
    related: ['fotokalender', 'fotobuch', 'weihnachten/geschaeftlich'],
  },
];

export const occasionArt = (slug: string) => `occasion-${slug.replace('/', '-')}`;

const PRODUCTS = [
  {
    slug: 'karten',
    copy: (d) => d.cards.products.karten,
    art: 'karten',
    icons: ['paper', 'sparkle', 'card'],
    overview: { component: 'CardOverviewWrapper', pageSize: 12 },
    related: ['zubehoer', 'hochzeit', 'geburt'],
    cta: (c) => c.link('karten-designen'),
  } satisfies ProductPageSpec<'klappkarten' | 'postkarten' | 'veredelung'>,
  {
    slug: 'fotobuch',
    copy: (d) => d.cards.products.fotobuch,
    art: 'fotobuch',
    icons: ['book', 'ruler', 'magic'],
    overview: { component: 'PhotobookOverviewWrapper', pageSize: 12 },
    related: ['fotokalender', 'fotobox', 'hochzeit'],
    cta: (c) => c.url('/configurator-photobook/'),
  } satisfies ProductPageSpec<'echtfotobuch' | 'digitalfotobuch' | 'fotoheft' | 'formate' | 'assistent'>,
  {
    slug: 'fotokalender',
    copy: (d) => d.cards.products.fotokalender,
    art: 'fotokalender',
    icons: ['calendar', 'cake', 'ruler'],
    overview: { component: 'CalendarOverviewWrapper', pageSize: 12 },
    related: ['alle-fotokalender', 'fotobuch', 'weihnachten/privat'],
    cta: (c) => c.link('alle-fotokalender'),
  } satisfies ProductPageSpec<
    'wandkalender' | 'tischkalender' | 'familienplaner' | 'kuechenkalender' | 'terminkalender'
  >,
  {
    slug: 'fotocollage',
    copy: (d) => d.cards.products.fotocollage,
    art: 'fotocollage',
    icons: ['grid', 'layers', 'text'],
    calculator: { product: 'leinwand', isCollage: true },
    overview: { component: 'CollageOverviewWrapper', pageSize: 12 },
    material: 'leinwand',
    related: ['leinwanddruck', 'fotorahmen', 'fotoabzuege'],
  } satisfies ProductPageSpec<'leinwand-collage' | 'poster-collage' | 'collage-mit-rahmen'>,
  {
    slug: 'fotobox',
    copy: (d) => d.cards.products.fotobox,
    art: 'fotobox',
    icons: ['photos', 'image', 'magnet'],
    related: ['fotoabzuege', 'fotobuch', 'fotocollage'],
    cta: (c) => c.url('/configurator-photobox/'),
  } satisfies ProductPageSpec<'inhalt' | 'papier'>,
  {
    slug: 'fotoabzuege',
    copy: (d) => d.cards.products.fotoabzuege,
    art: 'fotoabzuege',
    icons: ['photos', 'ruler', 'frame'],
    related: ['fotobox', 'fotorahmen', 'fotobuch'],
    cta: (c) => c.url('/configurator-photobox/'),
  } satisfies ProductPageSpec<'formate' | 'papier'>,
  {
    slug: 'leinwanddruck',
    copy: (d) => d.cards.products.leinwanddruck,
    art: 'leinwand',
    icons: ['hand', 'hook', 'sun'],
    calculator: { product: 'leinwand' },
    material: 'leinwand',
    frames: [{ section: 'schattenfugenrahmen', frameType: 'schattenfuge-leinwand', material: 'leinwand' }],
    related: ['fotocollage', 'fotorahmen', 'fotokalender'],
  } satisfies ProductPageSpec<'keilrahmen' | 'schattenfugenrahmen'>,
  {
    slug: 'fotorahmen',
    copy: (d) => d.cards.products.fotorahmen,
    art: 'fotorahmen',
    icons: ['frame', 'shield', 'palette'],
    calculator: { product: 'poster', frameType: 'holzrahmen' },
    material: 'poster',
    frames: [
      { section: 'holzrahmen', frameType: 'holzrahmen', material: 'poster' },
      { section: 'alurahmen', frameType: 'alurahmen', material: 'poster' },
      { section: 'acrylglas-rahmen', frameType: 'schattenfuge-platte', material: 'acrylglas' },
    ],
    related: ['leinwanddruck', 'fotocollage', 'fotoabzuege'],
  } satisfies ProductPageSpec<'holzrahmen' | 'alurahmen' | 'acrylglas-rahmen' | 'passepartout'>,
  {
    slug: 'zubehoer',
    copy: (d) => d.cards.products.zubehoer,
    art: 'zubehoer',
    icons: ['ruler', 'palette', 'cart'],
    overview: { component: 'AccessoryOverviewWrapper', pageSize: 12 },
    accessories: ['envelope', 'inlay', 'ribbon', 'bow', 'box'],
    related: ['karten', 'karten-designen', 'hochzeit'],
    cta: (c) => c.link('zubehoer', 'briefumschlaege'),
  } satisfies ProductPageSpec<'briefumschlaege' | 'einlegeblaetter' | 'schleifen' | 'geschenkboxen'>,
] as const;

/** How pages link to each other: title, tile text and art per German slug. */
export const CARDS_TILES: TileTable = {
  ...Object.fromEntries(
    PRODUCTS.map((p) => [
      p.slug,
      { title: (d: Dictionary) => p.copy(d).name, text: (d: Dictionary) => p.copy(d).tile, art: p.art },
    ]),
  ),
  ...Object.fromEntries(
    OCCASIONS.map((o) => [
      o.slug,
      {
        title: (d: Dictionary) => d.cards.occasions[o.key].name,
        text: (d: Dictionary) => d.cards.occasions[o.key].tile,
        art: occasionArt(o.slug),
      },
    ]),
  ),
  'karten-designen': {
    title: (d) => d.cards.cardDesigns.name,
    text: (d) => d.cards.cardDesigns.subline,
    art: 'karten-designen',
  },
  'alle-fotokalender': {
    title: (d) => d.cards.allCalendars.name,
    text: (d) => d.cards.products.fotokalender.tile,
    art: 'alle-fotokalender',
  },
};

function cardsGlobal(c: Ctx): Blok {
  const d = c.d;
  const n = d.global.nav;
  const p = d.cards.products;
  const section = <S extends string>(
    slug: string,
    sections: Record<S, readonly [string, string]>,
    anchor: S,
    image?: string,
  ): FlyoutItemSpec => ({
    title: sections[anchor][0],
    link: c.link(slug, anchor),
    ...(image ? { image: `/assets/tiles/${image}.jpg` } : {}),
  });
  const page = (slug: string, title: string, image?: string): FlyoutItemSpec => ({
    title,
    link: c.link(slug),
    ...(image ? { image: `/assets/tiles/${image}.jpg` } : {}),
  });
  const occasionsInFlyout = [
    'hochzeit',
    'geburt',
    'taufe',
    'geburtstag',
    'geburtstag/kindergeburtstag',
    'einschulung',
    'kommunion',
    'konfirmation',
    'firmung',
    'ostern',
    'weihnachten/privat',
    'weihnachten/geschaeftlich',
    'trauer',
  ];
  const occasionOf = (slug: string) => {
    const o = OCCASIONS.find((x) => x.slug === slug);
    if (!o) throw new Error(`no occasion ${slug}`);
    return o;
  };
  return globalStory(c, {
    countries: ['de', 'at', 'ch', 'li', 'lu', 'be', 'fr', 'it', 'es', 'nl', 'gb', 'us'],
    apps: true,
    actionBar: { id: 'card-finishes', link: c.link('karten', 'veredelung'), backgroundColor: '#2f4858' },
    burgerExtra: () => [
      { text: d.cards.cardDesigns.name, slug: 'karten-designen', icon: 'brush' },
      { text: d.global.header.magazine, slug: 'magazin', icon: 'magazine' },
    ],
    nav: [
      {
        text: n.cards,
        slug: 'karten',
        navigationType: 'card',
        flyoutGroups: (c) => [
          flyoutGroup(
            c,
            'occasions',
            n.occasions,
            occasionsInFlyout.map((slug) => {
              const o = occasionOf(slug);
              const copy = d.cards.occasions[o.key];
              return {
                title: copy.name,
                link: c.link(slug),
                image: `/assets/tiles/${occasionArt(slug)}.jpg`,
                subFlyoutGroups: [
                  flyoutGroup(c, 'occasion-links', n.giftIdeas, [
                    { title: copy.designs, link: c.link(slug, 'designs'), isHeadlineItem: true },
                    { title: d.common.occasionIdeasHeadline, link: c.link(slug, 'ideen') },
                    ...o.related.map((r) => ({ title: CARDS_TILES[r]?.title(d) ?? r, link: c.link(r) })),
                  ]),
                ],
              };
            }),
          ),
          flyoutGroup(c, 'additional', n.more, [
            page('karten-designen', d.cards.cardDesigns.name, 'karten-designen'),
            page('zubehoer', p.zubehoer.name, 'zubehoer'),
            page('karten', n.allCards, 'karten'),
          ]),
        ],
        subItems: OCCASIONS.map((o) => ({ text: d.cards.occasions[o.key].name, slug: o.slug })),
      },
      {
        text: n.photobook,
        slug: 'fotobuch',
        navigationType: 'photobook',
        flyoutGroups: (c) => [
          flyoutGroup(c, 'categories', n.categories, [
            section('fotobuch', p.fotobuch.sections, 'echtfotobuch', 'fotobuch'),
            section('fotobuch', p.fotobuch.sections, 'digitalfotobuch', 'fotobuch'),
            section('fotobuch', p.fotobuch.sections, 'fotoheft', 'fotobuch'),
          ]),
          flyoutGroup(c, 'types', n.formats, [
            { title: n.formatSquare, link: c.link('fotobuch', 'formate') },
            { title: n.formatLandscape, link: c.link('fotobuch', 'formate') },
            { title: n.formatPortrait, link: c.link('fotobuch', 'formate') },
          ]),
          flyoutGroup(c, 'start-without-design', n.startWithoutDesign, [
            { title: n.startWithoutDesign, link: c.url('/configurator-photobook/') },
          ]),
          flyoutGroup(c, 'photobook-assistant', n.photobookAssistant, [
            section('fotobuch', p.fotobuch.sections, 'assistent'),
          ]),
          flyoutGroup(c, 'more', n.more, [page('fotobuch', n.allPhotobooks)]),
        ],
      },
      {
        text: n.calendar,
        slug: 'fotokalender',
        navigationType: 'calendar',
        flyoutGroups: (c) => [
          flyoutGroup(c, 'calendar-types', n.calendarTypes, [
            ...(
              [
                'wandkalender',
                'tischkalender',
                'familienplaner',
                'kuechenkalender',
                'terminkalender',
              ] as const
            ).map((anchor) => section('fotokalender', p.fotokalender.sections, anchor, 'fotokalender')),
            page('alle-fotokalender', d.cards.allCalendars.name, 'alle-fotokalender'),
          ]),
        ],
        subItems: [
          { text: p.fotokalender.name, slug: 'fotokalender' },
          { text: d.cards.allCalendars.name, slug: 'alle-fotokalender' },
        ],
      },
      {
        text: n.collage,
        slug: 'fotocollage',
        navigationType: 'collage',
        flyoutGroups: (c) => [
          flyoutGroup(c, 'categories', n.collageTypes, [
            section('fotocollage', p.fotocollage.sections, 'leinwand-collage', 'fotocollage'),
            section('fotocollage', p.fotocollage.sections, 'poster-collage', 'fotocollage'),
            section('fotocollage', p.fotocollage.sections, 'collage-mit-rahmen', 'fotocollage'),
          ]),
          flyoutGroup(c, 'start-without-design', n.startWithoutDesign, [
            { title: n.startWithoutDesign, link: c.url('/configurator-collage/') },
          ]),
          flyoutGroup(c, 'with-multiple-images', n.withMultipleImages, [
            page('fotocollage', n.withMultipleImages),
          ]),
        ],
      },
      {
        text: n.wallArt,
        slug: 'fotorahmen',
        navigationType: 'frame',
        flyoutGroups: (c) => [
          flyoutGroup(c, 'poster', n.framePoster, [
            section('fotorahmen', p.fotorahmen.sections, 'holzrahmen', 'fotorahmen'),
            section('fotorahmen', p.fotorahmen.sections, 'alurahmen', 'fotorahmen'),
          ]),
          flyoutGroup(c, 'leinwand', n.frameCanvas, [
            page('leinwanddruck', p.leinwanddruck.name, 'leinwand'),
            section('leinwanddruck', p.leinwanddruck.sections, 'schattenfugenrahmen', 'leinwand'),
          ]),
          flyoutGroup(c, 'platte', n.framePlate, [
            section('fotorahmen', p.fotorahmen.sections, 'acrylglas-rahmen', 'fotorahmen'),
          ]),
          flyoutGroup(c, 'colour', n.frameColours, [
            {
              title: n.colourBlack,
              link: c.link('fotorahmen', 'holzrahmen'),
              image: '/assets/swatches/black.jpg',
            },
            {
              title: n.colourWhite,
              link: c.link('fotorahmen', 'holzrahmen'),
              image: '/assets/swatches/white.jpg',
            },
            {
              title: n.colourOak,
              link: c.link('fotorahmen', 'holzrahmen'),
              image: '/assets/swatches/oak.jpg',
            },
          ]),
          flyoutGroup(c, 'other', n.frameExtras, [
            section('fotorahmen', p.fotorahmen.sections, 'passepartout'),
          ]),
          flyoutGroup(c, 'more', n.more, [page('fotorahmen', n.allFrames)]),
        ],
        subItems: [
          { text: p.fotorahmen.name, slug: 'fotorahmen' },
          { text: p.leinwanddruck.name, slug: 'leinwanddruck' },
        ],
      },
      { text: p.fotoabzuege.name, slug: 'fotoabzuege' },
      {
        text: p.zubehoer.name,
        slug: 'zubehoer',
        navigationType: 'accessories',
        flyoutGroups: (c) => [
          flyoutGroup(
            c,
            'accessories',
            n.accessories,
            (['briefumschlaege', 'einlegeblaetter', 'schleifen', 'geschenkboxen'] as const).map((anchor) =>
              section('zubehoer', p.zubehoer.sections, anchor, 'zubehoer'),
            ),
          ),
        ],
      },
      { text: p.fotobox.name, slug: 'fotobox', isOnlyInBurgerNavigation: true },
    ],
  });
}

function home(c: Ctx): Blok {
  const copy = c.d.cards.home;
  const common = c.d.common;
  return page(c, copy, {
    teaser: c.teaser(copy, 'home-cards', copy.title, c.link('karten'), [copy.label]),
    body: [
      c.headline(copy.title, 'h2', { align: 'center' }),
      c.text(copy.intro),
      subTeaser(
        c,
        copy.productsHeadline,
        CARDS_TILES,
        [
          'karten',
          'fotobuch',
          'fotokalender',
          'fotocollage',
          'leinwanddruck',
          'fotoabzuege',
          'fotobox',
          'fotorahmen',
        ],
        { fotobuch: common.labels.bestseller },
      ),
      c.headline(copy.secondHeadline, 'h2', { align: 'center' }),
      subTeaserVariant(c, 'SubTeaserTiles', undefined, CARDS_TILES, [
        'hochzeit',
        'geburt',
        'geburtstag',
        'taufe',
        'kommunion',
        'konfirmation',
        'einschulung',
        'weihnachten/privat',
      ]),
      c.blok<MarginBlok>('Margin', { size: 'medium' }),
      c.headline(copy.uspHeadline, 'h2', { align: 'center' }),
      c.usps(common.usps.cards, ['calendar', 'heart', 'service']),
      c.blok<FeedBlok>('Feed', { headline: copy.feedHeadline, feedType: 'card', pageSize: 12 }),
      c.text(copy.outro),
    ],
  });
}

function cardDesigns(c: Ctx): Blok {
  const copy = c.d.cards.cardDesigns;
  return page(c, copy, {
    teaser: c.teaser(copy, 'karten-designen', copy.title, c.link('karten-designen', 'designs')),
    body: [
      c.headline(copy.title, 'h2'),
      c.text(copy.body),
      c.headline(copy.gridHeadline, 'h2', { anchor: 'designs' }),
      c.blok<ProductOverviewWrapperBlok<'CardOverviewWrapper'>>('CardOverviewWrapper', { pageSize: 48 }),
      c.headline(copy.occasionsHeadline, 'h2'),
      subTeaserVariant(
        c,
        'SubTeaserPhotoSmall',
        undefined,
        CARDS_TILES,
        OCCASIONS.map((o) => o.slug),
      ),
      c.usps(c.d.common.usps.cards, ['calendar', 'heart', 'service']),
    ],
  });
}

function allCalendars(c: Ctx): Blok {
  const copy = c.d.cards.allCalendars;
  return page(c, copy, {
    body: [
      c.headline(copy.title, 'h1'),
      c.text(copy.body),
      c.blok<ProductOverviewWrapperBlok<'CalendarOverviewWrapper'>>('CalendarOverviewWrapper', {
        headline: copy.gridHeadline,
        pageSize: 48,
      }),
      subTeaser(c, c.d.common.relatedHeadline, CARDS_TILES, [
        'fotokalender',
        'fotobuch',
        'weihnachten/privat',
      ]),
    ],
  });
}

function magazine(c: Ctx): Blok {
  const copy = c.d.cards.magazine;
  return page(c, copy, {
    teaser: c.teaser(copy, 'magazin-cards', copy.title, c.link('karten-designen')),
    body: [
      c.headline(copy.title, 'h2'),
      c.text(copy.intro),
      subTeaserVariant(c, 'SubTeaserPhotoLarge', copy.featuredHeadline, CARDS_TILES, [
        'hochzeit',
        'weihnachten/privat',
        'fotobuch',
        'fotokalender',
      ]),
      c.blok<FeedBlok>('Feed', { headline: copy.feedHeadline, feedType: 'card', pageSize: 12 }),
      subTeaserVariant(c, 'SubTeaserTiles', copy.topicsHeadline, CARDS_TILES, [
        'geburt',
        'taufe',
        'geburtstag',
        'einschulung',
        'ostern',
        'trauer',
      ]),
    ],
  });
}

function photoboxAlias(c: Ctx): Blok {
  return c.blok<RedirectContent>('Redirect', { link: c.link('fotobox'), statusCode: 301 });
}

const same = (slug: string) => () => slug;

export const CARDS_STORIES: readonly StoryDef[] = [
  { slug: 'global', id: 101, name: () => 'Global', path: same('global'), build: cardsGlobal },
  { slug: 'home', id: 102, name: (d) => d.cards.home.name, path: same('home'), build: home },
  {
    slug: 'error',
    id: 103,
    name: (d) => d.error(BRAND).name,
    path: same('error'),
    build: (c) => errorPage(c, BRAND, CARDS_TILES, ['karten', 'fotobuch', 'fotokalender', 'leinwanddruck']),
  },
  ...PRODUCTS.map((spec, i) => ({
    slug: spec.slug,
    id: 110 + i,
    name: (d: Dictionary) => spec.copy(d).name,
    path: (d: Dictionary) => spec.copy(d).path,
    build: (c: Ctx) => productPage(c, spec as ProductPageSpec<string>, CARDS_TILES),
  })),
  {
    slug: 'bilderbox',
    id: 119,
    name: (d) => d.photoboxAliasName,
    path: same('bilderbox'),
    build: photoboxAlias,
  },
  ...OCCASIONS.map((o, i) => {
    const spec: OccasionPageSpec = {
      slug: o.slug,
      copy: (d) => d.cards.occasions[o.key],
      art: occasionArt(o.slug),
      related: o.related,
    };
    return {
      slug: o.slug,
      id: 130 + i,
      name: (d: Dictionary) => d.cards.occasions[o.key].name,
      path: (d: Dictionary) => d.cards.occasions[o.key].path,
      build: (c: Ctx) => occasionPage(c, spec, CARDS_TILES),
    };
  }),
  {
    slug: 'karten-designen',
    id: 150,
    name: (d) => d.cards.cardDesigns.name,
    path: (d) => d.cards.cardDesigns.path,
    build: cardDesigns,
  },
  {
    slug: 'alle-fotokalender',
    id: 151,
    name: (d) => d.cards.allCalendars.name,
    path: (d) => d.cards.allCalendars.path,
    build: allCalendars,
  },
  // SPEC 2 keeps /magazin as an internal prefix: the magazine has the same path in every language.
  { slug: 'magazin', id: 152, name: (d) => d.cards.magazine.name, path: same('magazin'), build: magazine },
  ...servicePages(BRAND, { help: 153, imprint: 160, privacy: 161, terms: 162 }),
  ...toolboxStories(170),
];
