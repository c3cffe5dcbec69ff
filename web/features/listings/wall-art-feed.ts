/**
 * The wall-art feed ("New on our walls", Feed blocks with feedType "wallart") of the poster
 * brand. Wall art has no designs to list: its products are the CMS product pages whose price
 * calculator names a material, newest first, each with the catalogue's lowest price of that
 * material in the market. Server only (the content loader).
 */
import type { FeedBlok } from '../../../shared/content/story-types';
import type { FeedData } from '../../../shared/contracts/block-data';
import type { StoryPage } from '../../../shared/contracts/page-services';
import { languageOf } from '../../../shared/markets';
import type { ServerLoadContext } from '../../app/server-context';

const MAX_ITEMS = 12;

/** The wall-art Feed blocks of a story, wherever they are nested. */
export function wallArtFeedBlocks(content: unknown, found: string[] = [], depth = 0): string[] {
  if (depth > 30 || typeof content !== 'object' || content === null) return found;
  if (Array.isArray(content)) {
    for (const item of content) wallArtFeedBlocks(item, found, depth + 1);
    return found;
  }
  const blok = content as Partial<FeedBlok> & Record<string, unknown>;
  if (blok.component === 'Feed' && blok.feedType === 'wallart' && typeof blok._uid === 'string')
    found.push(blok._uid);
  for (const value of Object.values(blok)) wallArtFeedBlocks(value, found, depth + 1);
  return found;
}

const newestFirst = (a: StoryPage, b: StoryPage) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.name.localeCompare(b.name);

export async function wallArtFeed(ctx: ServerLoadContext): Promise<FeedData | undefined> {
  const { info, services } = ctx;
  const { content, catalogue } = services;
  if (!content || !catalogue) return undefined;
  const language = languageOf(info.market);
  const request = { channel: info.channel, language };
  const listed = (await content.listPages({ ...request, withSummary: true })).sort(newestFirst);
  const items: FeedData['items'] = [];
  for (const page of listed) {
    if (items.length >= MAX_ITEMS) break;
    const path = `/${page.paths[language] ?? page.defaultPath}`;
    const calculator = page.content.calculator?.[0];
    if (!calculator || calculator.isCollage) continue;
    const priceFrom = await catalogue.priceFrom({
      channel: info.channel,
      market: info.market,
      material: calculator.product,
    });
    // A material the market does not sell is no product of this market.
    if (!priceFrom) continue;
    const teaser = page.content.teaser?.[0];
    const image = teaser?.image?.filename;
    items.push({
      id: page.uuid,
      title: page.name,
      ...(teaser?.subline ? { text: teaser.subline } : {}),
      ...(image ? { image: { src: image, alt: teaser?.image?.alt ?? '', aspect: 16 / 9 } } : {}),
      href: path,
      priceFrom,
    });
  }
  return items.length > 0 ? { items } : undefined;
}
