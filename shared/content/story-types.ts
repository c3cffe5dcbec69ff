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
  body: ContentBlok[];
}

/** The blocks this model knows. Others (SPEC 2 "Content blocks") arrive as plain `Blok`s. */
export type ContentBlok = HeadlineBlok | TextBlok | SubTeaserBlok | UspTeaserBlok | MarginBlok;

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
  level: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
}

export interface TextBlok extends Blok<'Text'> {
  text: RichTextDoc;
}

/** A row of tiles, each leading to a product or category. */
export interface SubTeaserBlok extends Blok<'SubTeaser'> {
  headline: string;
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
