/** The loader of every content page (home and the catch-all); server only, imported lazily. */
import { data, redirect } from 'react-router';
import type { BreadcrumbItem } from '../../../shared/chrome/breadcrumbs';
import { inMarketSpelling } from '../../../shared/content/market-spelling';
import { storyInMarket } from '../../../shared/content/story-in-market';
import type { RedirectContent } from '../../../shared/content/story-types';
import { type BlockDataEntry, blockDataEntry, checkedBlockData } from '../../../shared/contracts/block-data';
import type { ContentPageData } from '../../../shared/contracts/content-page';
import type { StoryPage } from '../../../shared/contracts/page-services';
import { languageOf } from '../../../shared/markets';
import { isSaneSlug, safeRedirectPath } from '../../../shared/routing';
import { alternatesOf, canonicalOf, robotsOf } from '../../../shared/seo/page-links';
import { notFound } from '../../app/not-found';
import type { ServerLoadContext } from '../../app/server-context';
import { listingBlockData } from '../listings/listing-block-data';
import { wallArtFeed, wallArtFeedBlocks } from '../listings/wall-art-feed';

/** A path whose last segment has a file extension: what browsers and bots ask for files, never a page slug. */
const ASSET_PATH =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|xml|txt|php|env|html?)$/i;

const PRICE_BLOCKS = new Set([
  'FormatsAndPrices',
  'Frame',
  'Accessory',
  'AccessoryOverviewWrapper',
  'AccessoryDetailWrapper',
  'SKUContainer',
  'CustomerPictureBlock',
]);

/** The blocks of a page whose data comes from the catalogue (or the customer pictures), wherever they are nested. */
function priceBlocks(content: unknown, found: Record<string, unknown>[] = [], depth = 0) {
  if (depth > 30 || typeof content !== 'object' || content === null) return found;
  if (Array.isArray(content)) {
    for (const item of content) priceBlocks(item, found, depth + 1);
    return found;
  }
  const record = content as Record<string, unknown>;
  if (
    typeof record.component === 'string' &&
    PRICE_BLOCKS.has(record.component) &&
    typeof record._uid === 'string'
  ) {
    found.push(record);
  }
  for (const value of Object.values(record)) priceBlocks(value, found, depth + 1);
  return found;
}

export type { ContentPageData } from '../../../shared/contracts/content-page';

/** Parent pages by path prefix; a prefix that is no page of its own is left out of the trail. */
async function breadcrumbsOf(
  ctx: ServerLoadContext,
  path: string,
  page: StoryPage,
): Promise<BreadcrumbItem[] | undefined> {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0 || !ctx.services.content) return undefined;
  const items: BreadcrumbItem[] = [];
  for (let i = 1; i < segments.length; i++) {
    const url = `/${segments.slice(0, i).join('/')}`;
    const parent = await ctx.services.content
      .page({ channel: ctx.info.channel, language: languageOf(ctx.info.market), path: url })
      .catch(() => undefined);
    const text = parent ? inMarketSpelling(parent.name, ctx.info.market) : undefined;
    if (parent && text) items.push({ _uid: parent.uuid, link: { url }, text });
  }
  items.push({ _uid: page.uuid, link: { url: `/${segments.join('/')}` }, text: page.name });
  return items;
}

/**
 * A Redirect story (e.g. a second German name of a category) answers with its status. The target
 * is a path below the market prefix; the router adds the prefix to a redirect itself.
 */
function redirectOf(content: RedirectContent): Response {
  const target = content.link?.linktype === 'story' ? content.link.cached_url : content.link?.url;
  const path = `/${String(target ?? '').replace(/^\/+/, '')}`.replace(/^\/home$/, '/');
  return redirect(safeRedirectPath(path), content.statusCode === 302 ? 302 : 301);
}

export async function contentLoader(
  ctx: ServerLoadContext,
  path: string,
  url?: URL,
): Promise<ContentPageData> {
  const { info, services, requestedPath } = ctx;
  if (!isSaneSlug(requestedPath)) throw notFound(requestedPath);
  if (ASSET_PATH.test(path)) {
    // SPEC 8: a file (a stale script, a favicon, a source map) asked of the page route is no page.
    services.log.warn('asset load on slug', { path: requestedPath });
    throw notFound(requestedPath);
  }
  if (!services.content) throw notFound(requestedPath);
  const language = languageOf(info.market);
  let found: Awaited<ReturnType<NonNullable<typeof services.content>['page']>>;
  try {
    found = await services.content.page({
      channel: info.channel,
      language,
      path,
      ...(ctx.preview ? { preview: ctx.preview } : {}),
    });
  } catch (error) {
    // Only reached when the CMS fails and no earlier copy of this page is cached.
    services.log.error('content unavailable', { path, error: String(error) });
    throw data(
      { message: 'Content unavailable', path: requestedPath },
      { status: 503, statusText: 'Service Unavailable' },
    );
  }
  // The content service logs "page not found in CMS" (SPEC 8) itself.
  if (!found) throw notFound(requestedPath);
  const page = {
    ...found,
    name: inMarketSpelling(found.name, info.market),
    content: storyInMarket(found.content, info.market),
  };
  if ((page.content.component as string) === 'Redirect')
    throw redirectOf(page.content as unknown as RedirectContent);

  const breadcrumbs = await breadcrumbsOf(ctx, path, page);
  const catalogue = services.catalogue;
  const calculatorBlok = page.content.calculator?.[0];
  const sku = url?.searchParams.get('sku') ?? undefined;
  const format = url?.searchParams.get('format') ?? undefined;
  const [calculator, ...blockEntries] = await Promise.all([
    calculatorBlok && catalogue
      ? catalogue.calculator({
          channel: info.channel,
          market: info.market,
          product: calculatorBlok.product,
          ...(calculatorBlok.frameType ? { frameType: calculatorBlok.frameType } : {}),
          ...(calculatorBlok.isCollage ? { isCollage: true } : {}),
          ...(sku ? { sku } : {}),
          ...(format ? { format } : {}),
          tags: page.tags,
        })
      : undefined,
    ...priceBlocks(page.content.body).map(
      async (blok) =>
        [
          String(blok._uid),
          catalogue
            ? await catalogue.blockData({ channel: info.channel, market: info.market, blok })
            : undefined,
        ] as const,
    ),
  ]);
  const blockData: Record<string, BlockDataEntry> = Object.fromEntries(
    blockEntries.filter((entry): entry is readonly [string, BlockDataEntry] => entry[1] !== undefined),
  );
  Object.assign(
    blockData,
    await listingBlockData(page.content.body, services.themes, {
      channel: info.channel,
      market: info.market,
    }),
  );
  const wallArtFeeds = wallArtFeedBlocks(page.content.body);
  if (wallArtFeeds.length > 0) {
    const feed = await wallArtFeed(ctx).catch((error: unknown) => {
      services.log.warn('wall-art feed unavailable', { error: String(error) });
      return undefined;
    });
    if (feed) for (const uid of wallArtFeeds) blockData[uid] = blockDataEntry('Feed', feed);
  }

  const linkInput = { channel: info.channel, market: info.market, paths: page.paths, origin: info.origin };
  const teaserImage = page.content.teaser?.[0]?.image?.filename;
  return {
    uuid: page.uuid,
    content: page.content,
    blockData: inMarketSpelling(
      checkedBlockData(blockData, (message, detail) => services.log.warn(message, detail)),
      info.market,
    ),
    calculator: calculator ?? null,
    ...(breadcrumbs ? { breadcrumbs } : {}),
    seo: {
      title: page.content.metaTitle || page.name,
      description: page.content.metaDescription ?? '',
      canonical: canonicalOf(linkInput),
      alternates: alternatesOf(linkInput),
      robots: robotsOf(page.content.robots, { platform: info.platform, preview: info.preview }),
      ...(teaserImage ? { image: teaserImage } : {}),
    },
  };
}
