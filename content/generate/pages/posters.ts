/** The stories of the wall-art brand Wandwerk (folder `posters`). */
import type { Blok, CustomerPictureBlok, FeedBlok } from '../../../shared/content/story-types';
import type { Dictionary } from '../copy/types';
import type { Ctx } from '../lib/context';
import { BRAND_NAMES } from '../lib/types';
import {
  errorPage,
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

const BRAND = BRAND_NAMES.posters;

const PRODUCTS = [
  {
    slug: 'posterdruck',
    copy: (d) => d.posters.products.posterdruck,
    art: 'poster',
    icons: ['ruler', 'layers', 'box'],
    calculator: { product: 'poster' },
    material: 'poster',
    customerPictures: 'poster',
    related: ['posterdruck/fine-art', 'bilder-mit-rahmen', 'fototapete'],
  } satisfies ProductPageSpec<'papiere' | 'aufhaengung'>,
  {
    slug: 'posterdruck/fine-art',
    copy: (d) => d.posters.products.fineArt,
    art: 'fine-art',
    icons: ['paper', 'drop', 'frame'],
    calculator: { product: 'hahnemuehle' },
    material: 'hahnemuehle',
    customerPictures: 'hahnemuehle',
    related: ['posterdruck', 'bilder-mit-rahmen', 'echtglas'],
  } satisfies ProductPageSpec<'papier' | 'druck'>,
  {
    slug: 'leinwanddruck',
    copy: (d) => d.posters.products.leinwanddruck,
    art: 'leinwand-wall',
    icons: ['hand', 'ruler', 'leaf'],
    calculator: { product: 'leinwand' },
    material: 'leinwand',
    frames: [{ section: 'schattenfugenrahmen', frameType: 'schattenfuge-leinwand', material: 'leinwand' }],
    customerPictures: 'leinwand',
    related: ['acrylglas', 'alu-dibond', 'bilder-mit-rahmen'],
  } satisfies ProductPageSpec<'keilrahmen' | 'schattenfugenrahmen' | 'kante'>,
  {
    slug: 'bilder-mit-rahmen',
    copy: (d) => d.posters.products.bilderMitRahmen,
    art: 'rahmen',
    icons: ['frame', 'glass', 'hook'],
    calculator: { product: 'poster', frameType: 'holzrahmen' },
    material: 'poster',
    frames: [
      { section: 'holzrahmen', frameType: 'holzrahmen', material: 'poster' },
      { section: 'alurahmen', frameType: 'alurahmen', material: 'poster' },
    ],
    customerPictures: 'poster',
    related: ['posterdruck', 'posterdruck/fine-art', 'leinwanddruck'],
  } satisfies ProductPageSpec<'holzrahmen' | 'alurahmen' | 'passepartout' | 'museumsglas'>,
  {
    slug: 'acrylglas',
    copy: (d) => d.posters.products.acrylglas,
    art: 'acrylglas',
    icons: ['sparkle', 'hook', 'layers'],
    calculator: { product: 'acrylglas' },
    material: 'acrylglas',
    frames: [{ section: 'schattenfugenrahmen', frameType: 'schattenfuge-platte', material: 'acrylglas' }],
    customerPictures: 'acrylglas',
    related: ['echtglas', 'alu-dibond', 'leinwanddruck'],
  } satisfies ProductPageSpec<'staerke' | 'schattenfugenrahmen'>,
  {
    slug: 'alu-dibond',
    copy: (d) => d.posters.products.aluDibond,
    art: 'alu-dibond',
    icons: ['sun', 'shield', 'sparkle'],
    calculator: { product: 'aludibond' },
    material: 'aludibond',
    frames: [{ section: 'schattenfugenrahmen', frameType: 'schattenfuge-platte', material: 'aludibond' }],
    customerPictures: 'aludibond',
    related: ['acrylglas', 'echtglas', 'posterdruck'],
  } satisfies ProductPageSpec<'gebuerstet' | 'schattenfugenrahmen'>,
  {
    slug: 'echtglas',
    copy: (d) => d.posters.products.echtglas,
    art: 'echtglas',
    icons: ['shield', 'drop', 'hook'],
    calculator: { product: 'echtglas' },
    material: 'echtglas',
    customerPictures: 'echtglas',
    related: ['acrylglas', 'alu-dibond', 'posterdruck/fine-art'],
  } satisfies ProductPageSpec<'glas' | 'aufhaengung'>,
  {
    slug: 'fototapete',
    copy: (d) => d.posters.products.fototapete,
    art: 'fototapete',
    icons: ['ruler', 'layers', 'list'],
    calculator: { product: 'fototapete' },
    material: 'fototapete',
    customerPictures: 'fototapete',
    related: ['posterdruck', 'leinwanddruck', 'acrylglas'],
  } satisfies ProductPageSpec<'material' | 'anbringen'>,
] as const;

export const POSTERS_TILES: TileTable = Object.fromEntries(
  PRODUCTS.map((p) => [
    p.slug,
    { title: (d: Dictionary) => p.copy(d).name, text: (d: Dictionary) => p.copy(d).tile, art: p.art },
  ]),
);

const artOf = (slug: string) => POSTERS_TILES[slug]?.art ?? slug;

function postersGlobal(c: Ctx): Blok {
  const d = c.d;
  const n = d.global.nav;
  const p = d.posters.products;
  const product = (slug: string): FlyoutItemSpec => ({
    title: POSTERS_TILES[slug]?.title(d) ?? slug,
    link: c.link(slug),
    image: `/assets/tiles/${artOf(slug)}.jpg`,
  });
  const section = <S extends string>(
    slug: string,
    sections: Record<S, readonly [string, string]>,
    anchor: S,
    withImage = true,
  ): FlyoutItemSpec => ({
    title: sections[anchor][0],
    link: c.link(slug, anchor),
    ...(withImage ? { image: `/assets/tiles/${artOf(slug)}.jpg` } : {}),
  });
  return globalStory(c, {
    countries: ['de', 'gb', 'us', 'fr', 'it', 'es', 'nl'],
    apps: false,
    actionBar: { id: 'fine-art-launch', link: c.link('posterdruck/fine-art'), backgroundColor: '#1f2a44' },
    burgerExtra: () => [
      { text: d.global.header.magazine, slug: 'magazin', icon: 'magazine' },
      { text: d.help(BRAND).name, slug: 'hilfe', icon: 'service' },
    ],
    nav: [
      {
        text: n.wallArt,
        slug: 'posterdruck',
        navigationType: 'wandbilder',
        flyoutGroups: (c) => [
          flyoutGroup(
            c,
            'bestseller',
            n.bestseller,
            ['posterdruck', 'leinwanddruck', 'acrylglas', 'alu-dibond'].map(product),
          ),
          flyoutGroup(
            c,
            'premium-wall-art',
            n.premium,
            ['echtglas', 'posterdruck/fine-art', 'bilder-mit-rahmen'].map(product),
          ),
          flyoutGroup(c, 'additional-products', n.additional, ['fototapete'].map(product)),
        ],
        subItems: PRODUCTS.map((x) => ({ text: x.copy(d).name, slug: x.slug })),
      },
      {
        text: p.posterdruck.name,
        slug: 'posterdruck',
        subItems: [{ text: p.fineArt.name, slug: 'posterdruck/fine-art' }],
      },
      { text: p.leinwanddruck.name, slug: 'leinwanddruck' },
      { text: p.acrylglas.name, slug: 'acrylglas' },
      { text: p.aluDibond.name, slug: 'alu-dibond' },
      { text: p.echtglas.name, slug: 'echtglas' },
      {
        text: n.frames,
        slug: 'bilder-mit-rahmen',
        navigationType: 'frame',
        flyoutGroups: (c) => [
          flyoutGroup(c, 'poster', n.framePoster, [
            section('bilder-mit-rahmen', p.bilderMitRahmen.sections, 'holzrahmen'),
            section('bilder-mit-rahmen', p.bilderMitRahmen.sections, 'alurahmen'),
          ]),
          flyoutGroup(c, 'leinwand', n.frameCanvas, [
            section('leinwanddruck', p.leinwanddruck.sections, 'schattenfugenrahmen'),
          ]),
          flyoutGroup(c, 'platte', n.framePlate, [
            section('acrylglas', p.acrylglas.sections, 'schattenfugenrahmen'),
            section('alu-dibond', p.aluDibond.sections, 'schattenfugenrahmen'),
          ]),
          flyoutGroup(c, 'colour', n.frameColours, [
            {
              title: n.colourBlack,
              link: c.link('bilder-mit-rahmen', 'holzrahmen'),
              image: '/assets/swatches/black.jpg',
            },
            {
              title: n.colourWhite,
              link: c.link('bilder-mit-rahmen', 'holzrahmen'),
              image: '/assets/swatches/white.jpg',
            },
            {
              title: n.colourOak,
              link: c.link('bilder-mit-rahmen', 'holzrahmen'),
              image: '/assets/swatches/oak.jpg',
            },
          ]),
          flyoutGroup(c, 'other', n.frameExtras, [
            section('bilder-mit-rahmen', p.bilderMitRahmen.sections, 'passepartout', false),
            section('bilder-mit-rahmen', p.bilderMitRahmen.sections, 'museumsglas', false),
          ]),
          flyoutGroup(c, 'more', n.more, [{ title: n.allFrames, link: c.link('bilder-mit-rahmen') }]),
        ],
      },
      { text: p.fototapete.name, slug: 'fototapete' },
    ],
  });
}

function home(c: Ctx): Blok {
  const copy = c.d.posters.home;
  const common = c.d.common;
  return page(c, copy, {
    teaser: c.teaser(copy, 'home-posters', copy.title, c.link('posterdruck'), [copy.label]),
    body: [
      c.headline(copy.title, 'h2', { align: 'center' }),
      c.text(copy.intro),
      subTeaserVariant(c, 'SubTeaserPhotoLarge', copy.productsHeadline, POSTERS_TILES, [
        'posterdruck',
        'leinwanddruck',
        'acrylglas',
        'alu-dibond',
      ]),
      subTeaser(
        c,
        copy.secondHeadline,
        POSTERS_TILES,
        ['echtglas', 'posterdruck/fine-art', 'bilder-mit-rahmen', 'fototapete'],
        { echtglas: common.labels.premium, 'posterdruck/fine-art': common.labels.new },
      ),
      c.headline(copy.uspHeadline, 'h2', { align: 'center' }),
      c.usps(common.usps.posters, ['star', 'box', 'hook']),
      c.blok<CustomerPictureBlok>('CustomerPictureBlock', {
        headline: common.customerPictures,
        text: common.customerPicturesText,
      }),
      c.blok<FeedBlok>('Feed', { headline: copy.feedHeadline, feedType: 'wallart', pageSize: 12 }),
      c.text(copy.outro),
    ],
  });
}

function magazine(c: Ctx): Blok {
  const copy = c.d.posters.magazine;
  return page(c, copy, {
    teaser: c.teaser(copy, 'magazin-posters', copy.title, c.link('posterdruck')),
    body: [
      c.headline(copy.title, 'h2'),
      c.text(copy.intro),
      subTeaserVariant(c, 'SubTeaserPhotoLarge', copy.featuredHeadline, POSTERS_TILES, [
        'acrylglas',
        'alu-dibond',
        'echtglas',
        'leinwanddruck',
      ]),
      c.blok<FeedBlok>('Feed', { headline: copy.feedHeadline, feedType: 'wallart', pageSize: 12 }),
      subTeaserVariant(c, 'SubTeaserTiles', copy.topicsHeadline, POSTERS_TILES, [
        'fototapete',
        'bilder-mit-rahmen',
        'posterdruck/fine-art',
        'posterdruck',
      ]),
    ],
  });
}

const same = (slug: string) => () => slug;

export const POSTERS_STORIES: readonly StoryDef[] = [
  { slug: 'global', id: 201, name: () => 'Global', path: same('global'), build: postersGlobal },
  { slug: 'home', id: 202, name: (d) => d.posters.home.name, path: same('home'), build: home },
  {
    slug: 'error',
    id: 203,
    name: (d) => d.error(BRAND).name,
    path: same('error'),
    build: (c) =>
      errorPage(c, BRAND, POSTERS_TILES, ['posterdruck', 'leinwanddruck', 'acrylglas', 'bilder-mit-rahmen']),
  },
  ...PRODUCTS.map((spec, i) => ({
    slug: spec.slug,
    id: 210 + i,
    name: (d: Dictionary) => spec.copy(d).name,
    path: (d: Dictionary) => spec.copy(d).path,
    build: (c: Ctx) => productPage(c, spec as ProductPageSpec<string>, POSTERS_TILES),
  })),
  { slug: 'magazin', id: 230, name: (d) => d.posters.magazine.name, path: same('magazin'), build: magazine },
  ...servicePages(BRAND, { help: 231, imprint: 240, privacy: 241, terms: 242 }),
  ...toolboxStories(250),
];
