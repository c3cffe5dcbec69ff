/**
 * The content model the shop keeps in the CMS: the `global` story (header, navigation, burger menu,
 * footer), content pages (`home`, `error`, and every page the catch-all route renders) and their
 * blocks. Names follow Storyblok's conventions so that the same stories can be moved into a real
 * Storyblok space unchanged: every nested object that an editor composes is a "blok" (`_uid` +
 * `component`) inside an array field, even when the schema allows only one (Storyblok has no plain
 * object fields); links are multilink fields, images asset fields, long copy rich text.
 *
 * Field names mirror the entities of SPEC 3 (header item, navigation item, flyout group, burger
 * navigation, shop link, action bar, label). Consumers must tolerate blocks they do not know and
 * missing optional fields: editors add new block types before the code that renders them.
 *
 * Only types live here. They are not checked at run time by the content service (which validates
 * only the story envelope), so treat them as a contract, not a guarantee.
 */

/** Every composed object of a story. `_uid` is unique within the story. */
export interface Blok<C extends string = string> {
  _uid: string;
  component: C;
  /** Set by Storyblok's visual editor in draft mode; the embedded service never sends it. */
  _editable?: string;
}

/** A Storyblok asset field. `filename` is a URL or a path served by the shop (e.g. `/assets/...`). */
export interface Asset {
  fieldtype: 'asset';
  id: number | null;
  filename: string;
  alt: string;
  title?: string;
  /** Storyblok focal point, e.g. "120x80:121x81". */
  focus?: string;
}

/**
 * A Storyblok multilink. Paths in `url` / `cached_url` carry no language prefix and no `/d`
 * platform segment: the link rules of SPEC 2 add those for the current market and platform.
 */
export type MultiLink =
  | { fieldtype: 'multilink'; linktype: 'url'; url: string; cached_url?: string; target?: '_blank' | '_self' }
  | {
      fieldtype: 'multilink';
      linktype: 'story';
      /** The uuid of the linked story. */
      id: string;
      /** The linked story's full slug as of the last save. */
      cached_url: string;
      url?: string;
      anchor?: string;
      /** Filled in by storyblok-js-client when the request asked for `resolve_links`. */
      story?: LinkedStory;
    }
  | { fieldtype: 'multilink'; linktype: 'email'; email: string; url?: string };

export interface LinkedStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  url?: string;
}

/** An icon of the shop's sprite (`/_icons`), by name. */
export interface IconRef {
  name: string;
}

/** Storyblok rich text (a ProseMirror document). Rendered as React elements, never as HTML. */
export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}

export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

/** SPEC 3 "Label". */
export interface LabelBlok extends Blok<'Label'> {
  labelText: string;
  labelBackgroundColor: string;
  labelTextColor: string;
}

/** SPEC 3 "Shop link": a plain link with an optional icon and colour. */
export interface ShopLinkBlok extends Blok<'ShopLink'> {
  text: string;
  link: MultiLink;
  icon?: IconRef;
  color?: string;
}

// ---------------------------------------------------------------------------------------------
// The `global` story: one per space, translated per language. The layout reads it on every page.
// ---------------------------------------------------------------------------------------------

export interface GlobalContent extends Blok<'Global'> {
  logo: Asset;
  /** Header items in display order (SPEC 2 "Header"). */
  headerItems: HeaderItemBlok[];
  /** Main navigation, also the main items of the burger menu. */
  navigationItems: NavigationItemBlok[];
  /** Exactly one. */
  burgerNavigation: BurgerNavigationBlok[];
  /** Zero or one. */
  actionBar: ActionBarBlok[];
  /** Exactly one. */
  footer: FooterBlok[];
  /** Exactly one; feeds the Organization structured data (SPEC 3). */
  organization: OrganizationBlok[];
}

export type HeaderItemType = 'account' | 'cart' | 'service' | 'magazine';

/** SPEC 3 "Header item": text, link.url, icon.name, type. */
export interface HeaderItemBlok extends Blok<'HeaderItem'> {
  type: HeaderItemType;
  text: string;
  link: MultiLink;
  icon: IconRef;
}

/** The flyout kinds of SPEC 2; '' for items without a flyout. */
export type NavigationType =
  | ''
  | 'calendar'
  | 'card'
  | 'collage'
  | 'frame'
  | 'photobook'
  | 'wandbilder'
  | 'accessories';

/**
 * SPEC 3 "Navigation item". `hasSubItems` of the SPEC is not stored: it is `subItems.length > 0`.
 */
export interface NavigationItemBlok extends Blok<'NavigationItem'> {
  text: string;
  /** Path without language prefix. */
  url: string;
  icon?: IconRef;
  navigationType: NavigationType;
  flyoutGroups: FlyoutGroupBlok[];
  /** Second-level items of the burger menu and the sub-navigation tiles. */
  subItems: NavigationItemBlok[];
  /** The item's groups feed only the sub-navigation, never a flyout. */
  subNaviOnly?: boolean;
  isOnlyInBurgerNavigation?: boolean;
  alwaysShowSubNavi?: boolean;
  /**
   * Set by the shop, not the CMS: the page data left the flyout groups out (they come when a
   * flyout or burger menu first opens); these say what the groups would have offered.
   */
  deferredGroups?: { flyout: boolean; secondLevel: boolean };
}

/** SPEC 3 "Flyout group". `flyoutGroupIdentifier` names the column (e.g. occasions, poster). */
export interface FlyoutGroupBlok extends Blok<'FlyoutGroup'> {
  flyoutGroupIdentifier: string;
  flyoutGroupTitle: string;
  flyoutGroupItems: FlyoutItemBlok[];
  flyoutGroupItemsCustom: FlyoutItemBlok[];
}

/** SPEC 3 flyout item: link.url, storyblokTitle, asset.filename, linkOnlyImage, ... */
export interface FlyoutItemBlok extends Blok<'FlyoutItem'> {
  storyblokTitle: string;
  link: MultiLink;
  asset?: Asset;
  linkOnlyImage?: boolean;
  isHeadlineItem?: boolean;
  /** Card flyout: the link lists of an occasion. */
  subFlyoutGroups?: FlyoutGroupBlok[];
}

/** SPEC 3 "Burger navigation"; its main items are GlobalContent.navigationItems. */
export interface BurgerNavigationBlok extends Blok<'BurgerNavigation'> {
  extraMenu: ShopLinkBlok[];
  /** Shown as a tel: link; keep it dialable (digits, spaces, leading +). */
  serviceHotline: string;
  serviceText: string;
  footer: ShopLinkBlok[];
}

/** SPEC 3 "Action bar". Dates are ISO 8601 with offset; the bar hides after actionBarEndDate. */
export interface ActionBarBlok extends Blok<'ActionBar'> {
  id: string;
  text: string;
  color: string;
  backgroundColor: string;
  link?: MultiLink;
  countdownEndDate?: string;
  actionBarEndDate?: string;
}

export type FooterBoxType =
  | 'about'
  | 'app-links'
  | 'awards'
  | 'customer-service'
  | 'international'
  | 'languages'
  | 'social-media';

export interface FooterBlok extends Blok<'Footer'> {
  boxes: FooterBoxBlok[];
  /** Zero or one. */
  newsletter: NewsletterBlok[];
  /** Collapsed SEO text at the very bottom. */
  seoText?: RichTextDoc;
  legalLinks: ShopLinkBlok[];
  copyright: string;
}

/** One box of the footer (SPEC 2 "Footer boxes"); which fields matter depends on `boxType`. */
export interface FooterBoxBlok extends Blok<'FooterBox'> {
  boxType: FooterBoxType;
  title: string;
  text?: RichTextDoc;
  links: ShopLinkBlok[];
  /** App store badges, award seals. */
  images?: Asset[];
}

export interface NewsletterBlok extends Blok<'Newsletter'> {
  title: string;
  text: string;
  buttonText: string;
  privacyNote: string;
}

export interface OrganizationBlok extends Blok<'Organization'> {
  name: string;
  foundingYear: number;
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: string;
  supportEmail: string;
  supportPhone: string;
}

// ---------------------------------------------------------------------------------------------
// Content pages (`home`, `error`, catch-all slugs).
// ---------------------------------------------------------------------------------------------

export interface PageContent extends Blok<'Page'> {
  /** The document title and og:title. */
  metaTitle: string;
  metaDescription: string;
  /** SPEC 3 robots meta; absent means "index,follow". */
  robots?: 'index,follow' | 'noindex,follow' | 'index,nofollow' | 'noindex,nofollow';
  /** Zero or one Teaser at the top of the page. */
  teaser: TeaserBlok[];
  /** Zero or one price calculator (SPEC 2 "Calculator"), shown between teaser and body on product pages. */
  calculator?: CalculatorBlok[];
  body: ContentBlok[];
}

/** The price calculator of a product page; materials, formats and prices come from the price API. */
export interface CalculatorBlok extends Blok<'Calculator'> {
  /** A SPEC 3 material, e.g. "leinwand", "poster", "acrylglas". */
  product: string;
  /** A SPEC 3 frame for framed products, e.g. "holzrahmen"; absent means the material's default. */
  frameType?: string;
  /** The calculator of a collage (SPEC 3 "Calculator" isCollage). */
  isCollage?: boolean;
}

/**
 * A story that only forwards to another (an old or alternative address, e.g. `bilderbox` to
 * `fotobox`). The shop answers with `statusCode` and the linked story's path in the current language.
 */
export interface RedirectContent extends Blok<'Redirect'> {
  link: MultiLink;
  statusCode: 301 | 302;
}

/**
 * The body blocks of SPEC 2 "Content blocks", by component name. The block library
 * (`web/features/content/registry.ts`) renders exactly these; anything else renders nothing and
 * is logged, so an editor may add a block type before the code that renders it exists.
 */
export interface ContentBlokMap {
  ABContent: ABContentBlok;
  Accessory: AccessoryBlok;
  AccessoryDetailWrapper: ProductDetailWrapperBlok<'AccessoryDetailWrapper'>;
  AccessoryOverviewWrapper: ProductOverviewWrapperBlok<'AccessoryOverviewWrapper'>;
  CalendarDetailWrapper: ProductDetailWrapperBlok<'CalendarDetailWrapper'>;
  CalendarOverviewWrapper: ProductOverviewWrapperBlok<'CalendarOverviewWrapper'>;
  CardDetailWrapper: ProductDetailWrapperBlok<'CardDetailWrapper'>;
  CardOverviewWrapper: ProductOverviewWrapperBlok<'CardOverviewWrapper'>;
  CollageDetailWrapper: ProductDetailWrapperBlok<'CollageDetailWrapper'>;
  CollageOverviewWrapper: ProductOverviewWrapperBlok<'CollageOverviewWrapper'>;
  PhotobookDetailWrapper: ProductDetailWrapperBlok<'PhotobookDetailWrapper'>;
  PhotobookOverviewWrapper: ProductOverviewWrapperBlok<'PhotobookOverviewWrapper'>;
  ContactForm: ContactFormBlok;
  CustomerPictureBlock: CustomerPictureBlok;
  Feed: FeedBlok;
  FormatsAndPrices: FormatsAndPricesBlok;
  Frame: FrameBlok;
  Headline: HeadlineBlok;
  Information: InformationBlok;
  Margin: MarginBlok;
  PhotoBlock: PhotoBlok;
  PublicContainerWrapper: PublicContainerWrapperBlok;
  RecoSubTeaser: RecoSubTeaserBlok<'RecoSubTeaser'>;
  RecoSubTeaserTiles: RecoSubTeaserBlok<'RecoSubTeaserTiles'>;
  SKUContainer: SkuContainerBlok;
  Shop: ShopBlok;
  SubTeaser: SubTeaserBlok;
  SubTeaserPhotoLarge: SubTeaserVariantBlok<'SubTeaserPhotoLarge'>;
  SubTeaserPhotoSmall: SubTeaserVariantBlok<'SubTeaserPhotoSmall'>;
  SubTeaserTiles: SubTeaserVariantBlok<'SubTeaserTiles'>;
  Teaser: TeaserBlok;
  Text: TextBlok;
  ThemesOverviewWrapper: ThemesOverviewWrapperBlok;
  Toolbox: ToolboxBlok;
  UspTeaser: UspTeaserBlok;
  VideoBlock: VideoBlok;
  Voucher: VoucherBlok;
}

export type ContentComponentName = keyof ContentBlokMap;

/** Every body block this model knows (SPEC 2 "Content blocks"). */
export type ContentBlok = ContentBlokMap[ContentComponentName];

export interface TeaserBlok extends Blok<'Teaser'> {
  headline: string;
  subline: string;
  image: Asset;
  /** Optional portrait crop for small screens. */
  mobileImage?: Asset;
  ctaText: string;
  ctaLink: MultiLink;
  labels: LabelBlok[];
}

export interface HeadlineBlok extends Blok<'Headline'> {
  text: string;
  level: 'h1' | 'h2' | 'h3' | 'h4';
  /** A short line under the heading. */
  subline?: string;
  align?: 'left' | 'center';
  /** The heading's element id: the target of links with this anchor (e.g. `fotobuch#echtfotobuch`). */
  anchor?: string;
}

export interface TextBlok extends Blok<'Text'> {
  text: RichTextDoc;
}

/** A row of tiles, each leading to a product or category. */
export interface SubTeaserBlok extends Blok<'SubTeaser'> {
  headline: string;
  items: SubTeaserItemBlok[];
}

/**
 * The same tiles in other layouts: PhotoLarge (two big photos a row), PhotoSmall (small round-cornered
 * photos, many a row) and Tiles (text tiles on a coloured ground, photo optional).
 */
export interface SubTeaserVariantBlok<
  C extends 'SubTeaserPhotoLarge' | 'SubTeaserPhotoSmall' | 'SubTeaserTiles',
> extends Blok<C> {
  headline?: string;
  items: SubTeaserItemBlok[];
}

export interface SubTeaserItemBlok extends Blok<'SubTeaserItem'> {
  title: string;
  text: string;
  image: Asset;
  link: MultiLink;
  labels?: LabelBlok[];
}

/** Unique selling points in a row of icon + short text. */
export interface UspTeaserBlok extends Blok<'UspTeaser'> {
  items: UspItemBlok[];
}

export interface UspItemBlok extends Blok<'UspItem'> {
  icon: IconRef;
  title: string;
  text: string;
}

export interface MarginBlok extends Blok<'Margin'> {
  size: 'small' | 'medium' | 'large';
}

// ---------------------------------------------------------------------------------------------
// The remaining body blocks of SPEC 2. Blocks marked "server data" show what the shop's APIs
// return for them; the content page hands that data to the block by `_uid` (see
// `web/features/content/block-data.ts`), the story itself holds only the editor's choices.
// ---------------------------------------------------------------------------------------------

/** Feature-flag treatments (SPEC 3). */
export type FlagTreatment = 'control' | 'off' | 'on';

/** An A/B test: `on` is shown when the flag's treatment is "on", `control` otherwise. */
export interface ABContentBlok extends Blok<'ABContent'> {
  /** The feature-flag name, e.g. "cards_home_new_teaser". */
  flag: string;
  control: ContentBlok[];
  on: ContentBlok[];
}

/** Card accessories (envelopes, inlays, ribbons ...) with their prices. Server data. */
export interface AccessoryBlok extends Blok<'Accessory'> {
  headline?: string;
  text?: RichTextDoc;
  /** SPEC 3 card accessory kinds to show; empty means all the data holds. */
  kinds?: ('bow' | 'box' | 'envelope' | 'inlay' | 'posterbar' | 'ribbon' | 'screw' | 'standard')[];
  /** The card format the accessories must fit, e.g. "148x105". */
  cardFormat?: string;
}

export type ProductDetailWrapperComponent =
  | 'CalendarDetailWrapper'
  | 'CardDetailWrapper'
  | 'CollageDetailWrapper'
  | 'PhotobookDetailWrapper'
  | 'AccessoryDetailWrapper';

/** One product or design in detail: gallery, price and the way into the designer. Server data. */
export interface ProductDetailWrapperBlok<C extends ProductDetailWrapperComponent> extends Blok<C> {
  /** Which design or product to show (design id, design group, theme id or SKU). */
  productId: string;
  /** Editor copy under the product facts. */
  text?: RichTextDoc;
}

export type ProductOverviewWrapperComponent =
  | 'CalendarOverviewWrapper'
  | 'CardOverviewWrapper'
  | 'CollageOverviewWrapper'
  | 'PhotobookOverviewWrapper'
  | 'AccessoryOverviewWrapper';

/** A grid of the designs or products of a category. Server data. */
export interface ProductOverviewWrapperBlok<C extends ProductOverviewWrapperComponent> extends Blok<C> {
  headline?: string;
  /** Category, occasion or type the grid shows, e.g. "hochzeit", "wandkalender", "15". */
  category?: string;
  /** SPEC 9 listing page sizes. */
  pageSize?: 12 | 48;
}

/** The customer-service form (client side; the server endpoint is /web-api/contact). */
export interface ContactFormBlok extends Blok<'ContactForm'> {
  headline?: string;
  text?: RichTextDoc;
  /** Topics offered in the select; absent means all of `CONTACT_TOPICS`. */
  topics?: ('order' | 'delivery' | 'product' | 'payment' | 'voucher' | 'other')[];
}

/** Photos customers shared of their products. Server data (/customer-picture/get). */
export interface CustomerPictureBlok extends Blok<'CustomerPictureBlock'> {
  headline?: string;
  text?: string;
  /** Which product's pictures, e.g. "leinwand"; absent means the latest of any product. */
  product?: string;
}

/** A product feed (the /feed-card, /feed-calendar and /feed-collage pages). Server data. */
export interface FeedBlok extends Blok<'Feed'> {
  headline?: string;
  feedType: 'card' | 'calendar' | 'collage' | 'photobook' | 'wallart';
  /** Category or occasion filter, e.g. "geburtstag". */
  category?: string;
  /** How many products the block shows (12 or 48, default 48); the rest are one "show all" link away. */
  pageSize?: number;
}

/** The formats of a material and their prices. Server data. */
export interface FormatsAndPricesBlok extends Blok<'FormatsAndPrices'> {
  headline?: string;
  /** A SPEC 3 material, e.g. "leinwand". */
  material: string;
  text?: RichTextDoc;
}

/** A frame type with its colour variants and price. Server data. */
export interface FrameBlok extends Blok<'Frame'> {
  headline?: string;
  /** A SPEC 3 frame, e.g. "holzrahmen". */
  frameType: string;
  /** The material the frame is shown with, e.g. "poster". */
  material?: string;
  text?: RichTextDoc;
}

/** An info box with an icon. */
export interface InformationBlok extends Blok<'Information'> {
  headline?: string;
  text: RichTextDoc;
  icon?: IconRef;
  variant?: 'info' | 'success' | 'warning';
}

/** One photo with an optional caption and link. */
export interface PhotoBlok extends Blok<'PhotoBlock'> {
  image: Asset;
  caption?: string;
  link?: MultiLink;
  /** Aspect ratio such as "4/3"; absent means the SPEC 9 default 1/1. */
  aspectRatio?: string;
}

/** A coloured container holding other body blocks. */
export interface PublicContainerWrapperBlok extends Blok<'PublicContainerWrapper'> {
  /** CSS colour of the ground, e.g. "#f6f4ef". */
  backgroundColor?: string;
  /** CSS colour of the text; pick one that keeps AA contrast on the ground. */
  textColor?: string;
  body: ContentBlok[];
}

/** Personal recommendations as sub-teaser tiles. Server data; `fallbackItems` when there is none. */
export interface RecoSubTeaserBlok<C extends 'RecoSubTeaser' | 'RecoSubTeaserTiles'> extends Blok<C> {
  headline?: string;
  /** How many recommendations at most. */
  maxItems?: number;
  fallbackItems?: SubTeaserItemBlok[];
}

/** Products picked by SKU (/web-api/sku/container). Server data. */
export interface SkuContainerBlok extends Blok<'SKUContainer'> {
  headline?: string;
  skus: string[];
}

/** Shop links as tiles (SPEC 3 "Shop link"); the server may add links (express shop). */
export interface ShopBlok extends Blok<'Shop'> {
  headline?: string;
  links: ShopLinkBlok[];
}

/** Themes (card designs) of an occasion or category, linking to /themes/{id}. Server data. */
export interface ThemesOverviewWrapperBlok extends Blok<'ThemesOverviewWrapper'> {
  headline?: string;
  occasion?: string;
  category?: string;
  /** SPEC 3 theme sort. */
  sort?: 'popularity' | 'created';
  pageSize?: 12 | 48;
}

/** The toolbox (SPEC 7 toolbox endpoints): file conversion, PDF conversion, image optimisation. */
export interface ToolboxBlok extends Blok<'Toolbox'> {
  headline?: string;
  text?: string;
  /** A tool page: this tool's working area (drop zone, settings, progress, result) above the tiles. */
  workbench?: WorkbenchTool;
  tools: ToolboxToolBlok[];
}

export interface ToolboxToolBlok extends Blok<'ToolboxTool'> {
  tool: 'convert-file' | 'convert-pdf' | 'optimize-image' | 'print-advice' | 'download';
  /** Overrides the translated default title of the tool. */
  title?: string;
  text?: string;
  link: MultiLink;
  icon?: IconRef;
}

/** The tools that work on an uploaded photo: the drop zone and result of one of them (issue 15). */
export const WORKBENCH_TOOLS = ['convert-file', 'optimize-image', 'convert-pdf', 'print-advice'] as const;
export type WorkbenchTool = (typeof WORKBENCH_TOOLS)[number];

/**
 * A video. Self-hosted files play in a <video> after a click; YouTube is never embedded (privacy,
 * and the CSP allows no third-party frames): the poster links out to it instead.
 */
export interface VideoBlok extends Blok<'VideoBlock'> {
  title: string;
  /** A self-hosted file (an `/assets/...` path). */
  video?: Asset;
  /** A YouTube video id or watch URL; used when there is no self-hosted file. */
  youtube?: string;
  poster: Asset;
  caption?: string;
}

/** A voucher code to copy. The server may confirm or replace the code (/web-api/voucher). */
export interface VoucherBlok extends Blok<'Voucher'> {
  headline?: string;
  text?: string;
  code: string;
  /** ISO date, e.g. "2025-12-31". */
  validUntil?: string;
}
