/** Page builders both brands use: product, occasion, help, error and legal pages. */
import type {
  AccessoryBlok,
  CalculatorBlok,
  ContactFormBlok,
  ContentBlok,
  CustomerPictureBlok,
  FormatsAndPricesBlok,
  FrameBlok,
  InformationBlok,
  MultiLink,
  PageContent,
  ProductOverviewWrapperBlok,
  ProductOverviewWrapperComponent,
  SubTeaserBlok,
  SubTeaserVariantBlok,
  TeaserBlok,
  ThemesOverviewWrapperBlok,
} from '../../../shared/content/story-types';
import type { Dictionary, OccasionCopy, ProductCopy, SimplePageCopy } from '../copy/types';
import type { Ctx } from '../lib/context';
import type { Pair } from '../lib/types';
import type { StoryDef, TileDef } from './types';

/**
 * A content page. The teaser's headline is the page's h1 (the shop renders it so), so pages with a
 * teaser start their body with an h2 and pages without one with an h1.
 */
export function page(
  c: Ctx,
  meta: { metaTitle: string; metaDescription: string },
  parts: {
    teaser?: TeaserBlok;
    calculator?: Omit<CalculatorBlok, '_uid' | 'component'>;
    body: ContentBlok[];
    robots?: PageContent['robots'];
  },
): PageContent {
  // Built in field order so that _uids follow the page from top to bottom.
  const teaser = parts.teaser ? [parts.teaser] : [];
  const calculator = parts.calculator ? [c.blok<CalculatorBlok>('Calculator', parts.calculator)] : undefined;
  return {
    _uid: c.uid(),
    component: 'Page',
    metaTitle: meta.metaTitle,
    metaDescription: meta.metaDescription,
    ...(parts.robots ? { robots: parts.robots } : {}),
    teaser,
    ...(calculator ? { calculator } : {}),
    body: parts.body,
  };
}

/** Tiles for the given German slugs, in that order. */
export type TileTable = Readonly<Record<string, TileDef>>;

export function tiles(
  c: Ctx,
  table: TileTable,
  slugs: readonly string[],
  labels: Record<string, string> = {},
) {
  return slugs.map((slug) => {
    const def = table[slug];
    if (!def) throw new Error(`${c.brand}: no tile for "${slug}".`);
    const label = labels[slug];
    return c.tile(def.title(c.d), def.text(c.d), def.art, c.link(slug), label ? [label] : []);
  });
}

export function subTeaser(
  c: Ctx,
  headline: string,
  table: TileTable,
  slugs: readonly string[],
  labels?: Record<string, string>,
): SubTeaserBlok {
  return c.blok<SubTeaserBlok>('SubTeaser', { headline, items: tiles(c, table, slugs, labels) });
}

export function subTeaserVariant<C extends 'SubTeaserPhotoLarge' | 'SubTeaserPhotoSmall' | 'SubTeaserTiles'>(
  c: Ctx,
  component: C,
  headline: string | undefined,
  table: TileTable,
  slugs: readonly string[],
): SubTeaserVariantBlok<C> {
  return c.blok<SubTeaserVariantBlok<C>>(component, {
    ...(headline ? { headline } : {}),
    items: tiles(c, table, slugs),
  } as Omit<SubTeaserVariantBlok<C>, '_uid' | 'component'>);
}

export function faqMarkup(faq: readonly Pair[]): string {
  return faq.map(([q, a]) => `### ${q}\n${a}`).join('\n\n');
}

export function info(c: Ctx, headline: string, markup: string, icon = 'lightbulb'): InformationBlok {
  return c.blok<InformationBlok>('Information', {
    headline,
    text: c.rich(markup),
    icon: { name: icon },
    variant: 'info',
  });
}

export interface ProductPageSpec<S extends string> {
  slug: string;
  copy: (d: Dictionary) => ProductCopy<S>;
  art: string;
  /** Icons of the three highlights (names of the shop's icon sprite). */
  icons: readonly [string, string, string];
  calculator?: Omit<CalculatorBlok, '_uid' | 'component'>;
  /** A product grid right after the highlights. */
  overview?: { component: ProductOverviewWrapperComponent; category?: string; pageSize?: 12 | 48 };
  /** A SPEC 3 material: adds FormatsAndPrices. */
  material?: string;
  /** Frame blocks shown under a section. */
  frames?: readonly { section: S; frameType: string; material: string }[];
  accessories?: AccessoryBlok['kinds'];
  /** CustomerPictureBlock with pictures of this product. */
  customerPictures?: string;
  related: readonly string[];
  /** Where the teaser's button leads; default: the formats and prices of this page. */
  cta?: (c: Ctx) => MultiLink;
}

export function productPage<S extends string>(
  c: Ctx,
  spec: ProductPageSpec<S>,
  table: TileTable,
): PageContent {
  const copy = spec.copy(c.d);
  const common = c.d.common;
  const cta = spec.cta ? spec.cta(c) : c.link(spec.slug, spec.material ? 'formate-und-preise' : undefined);
  const teaser = c.teaser(copy, spec.art, copy.title, cta);
  const body: ContentBlok[] = [
    c.headline(copy.title, 'h2'),
    c.text(copy.intro),
    c.usps(copy.highlights, spec.icons),
  ];
  if (spec.overview) {
    body.push(
      c.blok<ProductOverviewWrapperBlok<typeof spec.overview.component>>(spec.overview.component, {
        ...(spec.overview.category ? { category: spec.overview.category } : {}),
        pageSize: spec.overview.pageSize ?? 12,
      }),
    );
  }
  if (spec.material) {
    body.push(
      c.headline(common.formatsHeadline, 'h2', { anchor: 'formate-und-preise' }),
      c.blok<FormatsAndPricesBlok>('FormatsAndPrices', { material: spec.material }),
    );
  }
  for (const [anchor, [title, text]] of Object.entries(copy.sections) as [S, Pair][]) {
    body.push(c.headline(title, 'h2', { anchor }), c.text(text));
    for (const frame of spec.frames ?? []) {
      if (frame.section === anchor) {
        body.push(c.blok<FrameBlok>('Frame', { frameType: frame.frameType, material: frame.material }));
      }
    }
  }
  if (spec.accessories) {
    body.push(
      c.blok<AccessoryBlok>('Accessory', { headline: common.accessoriesHeadline, kinds: spec.accessories }),
    );
  }
  body.push(info(c, common.tipHeadline, copy.tip));
  if (spec.customerPictures) {
    body.push(
      c.blok<CustomerPictureBlok>('CustomerPictureBlock', {
        headline: common.customerPictures,
        text: common.customerPicturesText,
        product: spec.customerPictures,
      }),
    );
  }
  body.push(subTeaser(c, common.relatedHeadline, table, spec.related));
  body.push(c.headline(common.faqHeadline, 'h2', { anchor: 'faq' }), c.text(faqMarkup(copy.faq)));
  return page(c, copy, {
    teaser,
    ...(spec.calculator ? { calculator: spec.calculator } : {}),
    body,
  });
}

export interface OccasionPageSpec {
  slug: string;
  copy: (d: Dictionary) => OccasionCopy;
  art: string;
  related: readonly string[];
}

export function occasionPage(c: Ctx, spec: OccasionPageSpec, table: TileTable): PageContent {
  const copy = spec.copy(c.d);
  const common = c.d.common;
  return page(c, copy, {
    teaser: c.teaser(copy, spec.art, copy.title, c.link(spec.slug, 'designs')),
    body: [
      c.headline(copy.title, 'h2'),
      c.text(copy.intro),
      c.headline(copy.designs, 'h2', { anchor: 'designs' }),
      c.blok<ThemesOverviewWrapperBlok>('ThemesOverviewWrapper', {
        occasion: spec.slug,
        sort: 'popularity',
        pageSize: 12,
      }),
      c.headline(common.occasionIdeasHeadline, 'h2', { anchor: 'ideen' }),
      c.text(copy.ideas),
      c.usps(common.usps.cards, ['calendar', 'heart', 'service']),
      subTeaser(c, common.occasionRelatedHeadline, table, spec.related),
    ],
  });
}

export function helpPage(c: Ctx, brandName: string): PageContent {
  const copy = c.d.help(brandName);
  return page(c, copy, {
    body: [
      c.headline(copy.title, 'h1'),
      c.text(copy.body),
      c.headline(copy.shippingTitle, 'h2', { anchor: 'versand' }),
      c.text(copy.shipping),
      c.headline(copy.withdrawalTitle, 'h2', { anchor: 'widerruf' }),
      c.text(copy.withdrawal),
      c.headline(copy.promisesTitle, 'h2', { anchor: 'zusagen' }),
      c.text(copy.promises),
      c.headline(copy.contactTitle, 'h2', { anchor: 'kontakt' }),
      c.text(copy.contact),
      info(c, copy.contactTitle, copy.hotline, 'phone'),
      c.blok<ContactFormBlok>('ContactForm', { headline: c.d.common.contactFormHeadline }),
    ],
  });
}

export function errorPage(
  c: Ctx,
  brandName: string,
  table: TileTable,
  suggestions: readonly string[],
): PageContent {
  const copy = c.d.error(brandName);
  return page(c, copy, {
    robots: 'noindex,follow',
    body: [
      c.headline(copy.title, 'h1'),
      c.text(copy.body),
      subTeaser(c, copy.suggestions, table, suggestions),
    ],
  });
}

export function legalPage(c: Ctx, copy: SimplePageCopy): PageContent {
  return page(c, copy, {
    robots: 'noindex,follow',
    body: [c.headline(copy.title, 'h1'), c.text(copy.body)],
  });
}

/** The help page and the three legal pages every brand has, with the story ids the brand gives them. */
export function servicePages(
  brandName: string,
  ids: { help: number; imprint: number; privacy: number; terms: number },
): StoryDef[] {
  const legal = (slug: string, id: number, copy: (d: Dictionary) => SimplePageCopy): StoryDef => ({
    slug,
    id,
    name: (d) => copy(d).name,
    path: (d) => copy(d).path,
    build: (c) => legalPage(c, copy(c.d)),
  });
  return [
    {
      slug: 'hilfe',
      id: ids.help,
      name: (d) => d.help(brandName).name,
      path: (d) => d.help(brandName).path,
      build: (c) => helpPage(c, brandName),
    },
    legal('impressum', ids.imprint, (d) => d.legal.imprint(brandName)),
    legal('datenschutz', ids.privacy, (d) => d.legal.privacy(brandName)),
    legal('agb', ids.terms, (d) => d.legal.terms(brandName)),
  ];
}
