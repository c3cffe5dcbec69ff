/**
 * The global story as the first page's hydration data carries it (issue 20, "hydration data
 * reduced to what the client renders"). The server renders from the whole story; the browser's
 * first render gets only what it renders itself. Client navigations never load the root data
 * again (it does not change during a visit), so what is left out here stays out for the visit.
 */
import type { FooterBoxBlok, GlobalContent, NavigationItemBlok, RichTextDoc } from '../content/story-types';
import type { Market } from '../markets';
import { footerBoxStubOf, hasRichText, isFooterBoxStub, KEPT_SEO_TEXT } from './footer';
import { type MarketAlternatesInput, marketAlternates, marketSwitcherGroups } from './market-switcher';

/**
 * The international and languages boxes list the shop's own markets (MarketLinks) wherever the
 * channel has more than one country or language; the editor's links are only the fallback. Which
 * markets the switcher lists does not depend on the page (every market gets a link, its home page
 * where the page does not exist there), so when the first page shows the shop's own, every page
 * of the visit does, and the fallback links are data nobody renders.
 */
export interface OwnMarketLinks {
  countries: boolean;
  languages: boolean;
}

/** Whether the switcher lists the shop's own countries and languages for this channel and origin. */
export function ownMarketLinksOf(
  shop: Omit<MarketAlternatesInput, 'hreflang' | 'samePath'> & { market: Market },
): OwnMarketLinks {
  const { market, ...input } = shop;
  const groups = marketSwitcherGroups(market, marketAlternates(input));
  return { countries: groups.countries.length > 1, languages: groups.languages.length > 1 };
}

function withoutUnusedLinks(box: FooterBoxBlok, own: OwnMarketLinks): FooterBoxBlok {
  const kind =
    box.boxType === 'international' ? 'countries' : box.boxType === 'languages' ? 'languages' : null;
  return kind && own[kind] && (box.links ?? []).length > 0 ? { ...box, links: [] } : box;
}

/**
 * Empty fields of navigation items left out: every reader takes a missing list as empty and a
 * missing type as none, and most of the items (the sub-items) have nothing in them. Sub-items are
 * only listed (burger, sub-navigation): their uids only key them in their list, so they get short
 * ones of their own (`path`), and nothing reads their component name.
 */
function compactNavigationItem(item: NavigationItemBlok, path?: string): NavigationItemBlok {
  const { flyoutGroups, subItems, navigationType, _uid, component, ...rest } = item;
  const compact: Partial<NavigationItemBlok> =
    path === undefined ? { _uid, component, ...rest } : { _uid: path, ...rest };
  if (flyoutGroups?.length) compact.flyoutGroups = flyoutGroups;
  if (subItems?.length) {
    compact.subItems = subItems.map((sub, i) =>
      compactNavigationItem(sub, path === undefined ? `${i}` : `${path}.${i}`),
    );
  }
  if (navigationType) compact.navigationType = navigationType;
  // Only the hydration data lacks the fields; the readers are written for their absence.
  return compact as NavigationItemBlok;
}

/**
 * Links to stories without the story's uuid: the browser resolves them by slug (multiLinkTarget),
 * and a uuid is the least compressible text of the page.
 */
function withoutStoryIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutStoryIds) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const storyLink =
    (value as { fieldtype?: unknown }).fieldtype === 'multilink' &&
    (value as { linktype?: unknown }).linktype === 'story';
  return Object.fromEntries(
    entries
      .filter(([key]) => !(storyLink && key === 'id'))
      .map(([key, field]) => [key, withoutStoryIds(field)]),
  ) as T;
}

/**
 * The global story for the first page's hydration: footer boxes with static panels as stubs, the
 * market boxes without the links they never show, the SEO text kept as HTML, navigation items
 * without empty fields, story links without uuids, no fields the browser never reads.
 */
export function hydrationGlobalOf(global: GlobalContent, own: OwnMarketLinks): GlobalContent {
  // The logo is the brand's (Header renders its name): the field is not read in the browser.
  const { logo: _unread, ...shown } = global;
  const result = { ...shown } as GlobalContent;
  if (global.navigationItems) {
    result.navigationItems = global.navigationItems.map((item) => compactNavigationItem(item));
  }
  const [footer, ...rest] = global.footer ?? [];
  if (footer?.boxes) {
    // The stubs stand in for boxes only in the first render's data; FooterBox tells them apart.
    const boxes = footer.boxes.map((box, i) => {
      const stub = footerBoxStubOf(withoutUnusedLinks(box, own));
      // A stub's uid only keys it: a short one instead of the story's uuid.
      return isFooterBoxStub(stub) ? { ...stub, _uid: `b${i}` } : stub;
    }) as FooterBoxBlok[];
    // The copyright line is the brand's, from the translations (Footer): the field is not read.
    const { copyright: _unread, ...shown } = footer;
    const kept = { ...shown, boxes } as typeof footer;
    // SeoText keeps the server's text; the marker only tells it there is one.
    if (hasRichText(footer.seoText)) kept.seoText = KEPT_SEO_TEXT as unknown as RichTextDoc;
    result.footer = [kept, ...rest];
  }
  return withoutStoryIds(result);
}
