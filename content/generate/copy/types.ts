/**
 * The shape of a language's copy. Every language implements the same `Dictionary`, so the type
 * checker finds a page, a section or a label that one language is missing. Rich-text fields use
 * the markup of lib/rich-text.ts; `path` fields are the page's address in that language below the
 * brand folder (German: the story's slug).
 */
import type { Pair } from '../lib/types';

/** A titled piece of copy; its key in `sections` is its anchor on the page. */
export type Section = Pair;

export interface PageCopy {
  /** The story name in this language (shown in breadcrumbs and link lists). */
  name: string;
  path: string;
  metaTitle: string;
  metaDescription: string;
}

export interface TeaserCopy {
  headline: string;
  subline: string;
  cta: string;
}

export interface ProductCopy<S extends string> extends PageCopy, TeaserCopy {
  /** One line under a tile that links to the page. */
  tile: string;
  /** The page's h1. */
  title: string;
  intro: string;
  /** Three short selling points. */
  highlights: readonly [Pair, Pair, Pair];
  /** Keyed by anchor: `fotobuch#echtfotobuch` links to the section `echtfotobuch`. */
  sections: Record<S, Section>;
  /** One tip in an info box. */
  tip: string;
  faq: readonly Pair[];
}

export interface OccasionCopy extends PageCopy, TeaserCopy {
  tile: string;
  title: string;
  intro: string;
  /** Headline of the designs grid. */
  designs: string;
  /** Ideas and wording suggestions (rich text). */
  ideas: string;
}

export interface SimplePageCopy extends PageCopy {
  title: string;
  body: string;
}

export type CardsProductKey =
  | 'karten'
  | 'fotobuch'
  | 'fotokalender'
  | 'fotocollage'
  | 'fotobox'
  | 'fotoabzuege'
  | 'leinwanddruck'
  | 'fotorahmen'
  | 'zubehoer';

export type PostersProductKey =
  | 'posterdruck'
  | 'fineArt'
  | 'leinwanddruck'
  | 'bilderMitRahmen'
  | 'acrylglas'
  | 'aluDibond'
  | 'echtglas'
  | 'fototapete';

export type OccasionKey =
  | 'einschulung'
  | 'firmung'
  | 'geburt'
  | 'geburtstag'
  | 'kindergeburtstag'
  | 'hochzeit'
  | 'kommunion'
  | 'konfirmation'
  | 'ostern'
  | 'taufe'
  | 'trauer'
  | 'weihnachtenGeschaeftlich'
  | 'weihnachtenPrivat';

/** The section anchors of each product page (the same in every language). */
export interface CardsProducts {
  karten: ProductCopy<'klappkarten' | 'postkarten' | 'veredelung'>;
  fotobuch: ProductCopy<'echtfotobuch' | 'digitalfotobuch' | 'fotoheft' | 'formate' | 'assistent'>;
  fotokalender: ProductCopy<
    'wandkalender' | 'tischkalender' | 'familienplaner' | 'kuechenkalender' | 'terminkalender'
  >;
  fotocollage: ProductCopy<'leinwand-collage' | 'poster-collage' | 'collage-mit-rahmen'>;
  fotobox: ProductCopy<'inhalt' | 'papier'>;
  fotoabzuege: ProductCopy<'formate' | 'papier'>;
  leinwanddruck: ProductCopy<'keilrahmen' | 'schattenfugenrahmen'>;
  fotorahmen: ProductCopy<'holzrahmen' | 'alurahmen' | 'acrylglas-rahmen' | 'passepartout'>;
  zubehoer: ProductCopy<'briefumschlaege' | 'einlegeblaetter' | 'schleifen' | 'geschenkboxen'>;
}

export interface PostersProducts {
  posterdruck: ProductCopy<'papiere' | 'aufhaengung'>;
  fineArt: ProductCopy<'papier' | 'druck'>;
  leinwanddruck: ProductCopy<'keilrahmen' | 'schattenfugenrahmen' | 'kante'>;
  bilderMitRahmen: ProductCopy<'holzrahmen' | 'alurahmen' | 'passepartout' | 'museumsglas'>;
  acrylglas: ProductCopy<'staerke' | 'schattenfugenrahmen'>;
  aluDibond: ProductCopy<'gebuerstet' | 'schattenfugenrahmen'>;
  echtglas: ProductCopy<'glas' | 'aufhaengung'>;
  fototapete: ProductCopy<'material' | 'anbringen'>;
}

export interface HomeCopy extends PageCopy, TeaserCopy {
  label: string;
  title: string;
  intro: string;
  productsHeadline: string;
  secondHeadline: string;
  uspHeadline: string;
  feedHeadline: string;
  outro: string;
}

export interface MagazineCopy extends PageCopy, TeaserCopy {
  title: string;
  intro: string;
  featuredHeadline: string;
  feedHeadline: string;
  topicsHeadline: string;
}

export type CountryKey = 'de' | 'at' | 'ch' | 'li' | 'lu' | 'be' | 'fr' | 'it' | 'es' | 'nl' | 'gb' | 'us';

export interface BrandGlobalCopy {
  logoAlt: string;
  actionBar: string;
  about: string;
  seoText: string;
  newsletterText: string;
  serviceText: string;
}

export interface GlobalCopy {
  header: { service: string; magazine: string; account: string; cart: string };
  footer: {
    about: string;
    service: string;
    shipping: string;
    withdrawal: string;
    contact: string;
    apps: string;
    appsText: string;
    appStoreAlt: string;
    googlePlayAlt: string;
    awards: string;
    awardAlts: readonly [string, string, string];
    social: string;
    international: string;
    languages: string;
    newsletterTitle: string;
    newsletterButton: string;
    newsletterPrivacy: string;
    copyright: string;
  };
  countries: Record<CountryKey, string>;
  nav: {
    cards: string;
    photobook: string;
    calendar: string;
    collage: string;
    wallArt: string;
    frames: string;
    occasions: string;
    giftIdeas: string;
    more: string;
    allCards: string;
    categories: string;
    formats: string;
    startWithoutDesign: string;
    photobookAssistant: string;
    allPhotobooks: string;
    calendarTypes: string;
    collageTypes: string;
    withMultipleImages: string;
    framePoster: string;
    frameCanvas: string;
    framePlate: string;
    frameColours: string;
    frameExtras: string;
    allFrames: string;
    colourBlack: string;
    colourWhite: string;
    colourOak: string;
    bestseller: string;
    premium: string;
    additional: string;
    accessories: string;
    formatSquare: string;
    formatLandscape: string;
    formatPortrait: string;
  };
  cards: BrandGlobalCopy;
  posters: BrandGlobalCopy;
}

export interface CommonCopy {
  formatsHeadline: string;
  faqHeadline: string;
  relatedHeadline: string;
  tipHeadline: string;
  highlightsHeadline: string;
  customerPictures: string;
  customerPicturesText: string;
  framesHeadline: string;
  accessoriesHeadline: string;
  labels: { new: string; bestseller: string; premium: string };
  /** Selling points shared by the pages of a brand. */
  usps: { cards: readonly [Pair, Pair, Pair]; posters: readonly [Pair, Pair, Pair] };
  occasionDesignsCta: string;
  occasionIdeasHeadline: string;
  occasionRelatedHeadline: string;
  contactFormHeadline: string;
}

export interface LegalCopy {
  imprint: (brand: string) => SimplePageCopy;
  privacy: (brand: string) => SimplePageCopy;
  terms: (brand: string) => SimplePageCopy;
}

/** The photo toolbox (issue 15): an overview page and one page per tool, in both brands. */
export interface ToolboxCopy {
  overview: SimplePageCopy & { toolsHeadline: string };
  /** Keyed by the tool (shared/content/story-types.ts WORKBENCH_TOOLS). */
  tools: Record<'convert-file' | 'optimize-image' | 'convert-pdf' | 'print-advice', SimplePageCopy>;
  /** Headline of the other tools' tiles on a tool page. */
  moreTools: string;
}

export interface Dictionary {
  toolbox: ToolboxCopy;
  global: GlobalCopy;
  common: CommonCopy;
  cards: {
    home: HomeCopy;
    products: CardsProducts;
    occasions: Record<OccasionKey, OccasionCopy>;
    cardDesigns: SimplePageCopy & TeaserCopy & { gridHeadline: string; occasionsHeadline: string };
    allCalendars: SimplePageCopy & { gridHeadline: string };
    magazine: MagazineCopy;
  };
  posters: {
    home: HomeCopy;
    products: PostersProducts;
    magazine: MagazineCopy;
  };
  /** Help page, per brand name. */
  help: (brand: string) => SimplePageCopy & {
    shippingTitle: string;
    shipping: string;
    /** What the footer's seals promise: our own commitments, said as such (issue 33). */
    promisesTitle: string;
    promises: string;
    withdrawalTitle: string;
    withdrawal: string;
    contactTitle: string;
    contact: string;
    hotline: string;
  };
  error: (brand: string) => SimplePageCopy & { suggestions: string };
  /** The German-only alias `bilderbox` (a redirect to the photo box page); its name per language. */
  photoboxAliasName: string;
  legal: LegalCopy;
}
