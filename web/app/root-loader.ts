/** Data every page of a brand shares: the global story (header, navigation, footer). Server only. */
import {
  deferNavigationGroups,
  type NavigationGroups,
  navigationGroupsOf,
} from '../../shared/chrome/deferred-navigation';
import type { ReviewBlock } from '../../shared/chrome/footer';
import { type SubNavigation, subNavigationFor } from '../../shared/chrome/sub-navigation';
import { getOrCreate } from '../../shared/collections/get-or-create';
import { inMarketSpelling } from '../../shared/content/market-spelling';
import { storyInMarket } from '../../shared/content/story-in-market';
import type { GlobalContent } from '../../shared/content/story-types';
import { languageOf } from '../../shared/markets';
import type { ServerLoadContext } from './server-context';

export interface RootData {
  /** The global story without the navigation's flyout groups (see deferred-navigation.ts). */
  global: GlobalContent | null;
  /** The footer's reviews block in the page's language (SPEC 2/3); null without reviews. */
  reviews: ReviewBlock | null;
  /** The privacy page in the market's language, for the consent dialog; null when the CMS has none. */
  privacyPath?: string | null;
  /** The channel setting wishlistAvailable: the header's heart and the wishlist page follow it. */
  wishlistAvailable?: boolean;
}

/** The privacy page's story path in the default language (the CMS's own name for it). */
const PRIVACY_STORY = 'datenschutz';

async function privacyPath(ctx: ServerLoadContext): Promise<string | null> {
  const { info, services } = ctx;
  if (!services.content?.pagePath) return null;
  try {
    const path = await services.content.pagePath({
      channel: info.channel,
      language: languageOf(info.market),
      defaultPath: PRIVACY_STORY,
    });
    return path ?? null;
  } catch (error) {
    services.log.warn('privacy page path unavailable', { error: String(error) });
    return null;
  }
}

/** The route data of every page (the pathless "page" route): what the chrome shows for this path. */
export interface PageChromeData {
  /** The sub-navigation of the page's section, from the flyout groups the page data leaves out. */
  subNavigation: SubNavigation | null;
}

/** The whole global story in the market's spelling and with its hotline, or null (logged) when the CMS has none. */
async function globalStory(ctx: ServerLoadContext): Promise<GlobalContent | null> {
  const { info, services } = ctx;
  if (!services.content) return null;
  try {
    const global = await services.content.global({
      channel: info.channel,
      language: languageOf(info.market),
      ...(ctx.preview ? { preview: ctx.preview } : {}),
    });
    if (!global) return null;
    return storyInMarket(global, info.market);
  } catch (error) {
    // The page still renders with the shop's own header and footer; the error is in the log.
    services.log.error('global story unavailable', { error: String(error) });
    return null;
  }
}

/** The reviews block of the brand in the page's language, or null (logged) when it cannot be read. */
async function reviewsOf(ctx: ServerLoadContext): Promise<ReviewBlock | null> {
  const { info, services } = ctx;
  if (!services.reviews) return null;
  try {
    const block = await services.reviews({ channel: info.channel, language: languageOf(info.market) });
    return block && inMarketSpelling(block, info.market);
  } catch (error) {
    services.log.error('reviews unavailable', { error: String(error) });
    return null;
  }
}

export async function rootLoader(ctx: ServerLoadContext): Promise<RootData> {
  const [global, reviews, privacy] = await Promise.all([globalStory(ctx), reviewsOf(ctx), privacyPath(ctx)]);
  const shared = { reviews, privacyPath: privacy, wishlistAvailable: ctx.info.settings.wishlistAvailable };
  if (!global) return { global: null, ...shared };
  return { global: withDeferredGroups(global), ...shared };
}

const deferredGlobals = new WeakMap<GlobalContent, GlobalContent>();

/**
 * The global story without its flyout groups, one per story object: the same object on every page
 * until the story reloads, so what is derived from it later (the hydration data) can be kept too.
 */
function withDeferredGroups(global: GlobalContent): GlobalContent {
  return getOrCreate(deferredGlobals, global, () => ({
    ...global,
    navigationItems: deferNavigationGroups(global.navigationItems ?? []),
  }));
}

export async function pageChromeLoader(ctx: ServerLoadContext, path: string): Promise<PageChromeData> {
  const global = await globalStory(ctx);
  return { subNavigation: global ? subNavigationFor(global.navigationItems, path) : null };
}

/** The flyout groups the page data left out, fetched when a flyout or burger menu first opens. */
export async function navigationGroupsLoader(ctx: ServerLoadContext): Promise<NavigationGroups> {
  const global = await globalStory(ctx);
  return global ? navigationGroupsOf(global.navigationItems ?? []) : {};
}

/**
 * The chrome of the hybrid layout (SPEC 8): the whole global story, flyout groups included, since
 * the embedding application cannot fetch them from the shop later; global is null when there is none.
 */
export async function hybridChromeLoader(
  ctx: ServerLoadContext,
): Promise<{ global: GlobalContent | null; reviews: ReviewBlock | null }> {
  const [global, reviews] = await Promise.all([globalStory(ctx), reviewsOf(ctx)]);
  return { global, reviews };
}
