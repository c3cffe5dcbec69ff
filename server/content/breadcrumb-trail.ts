/**
 * Breadcrumbs of the frontend API (SPEC 7) from one look-up instead of one per path segment: the
 * brand's page list in the language (a single CMS query, kept by the CMS client's cache, see
 * server/cms/cache.ts) answers every prefix of the path. A path deeper than any page of the brand
 * plus a margin can name no page, and is refused before anything is looked up.
 */
import type { BreadcrumbItem } from '../../shared/chrome/breadcrumbs';
import type { ContentSource, StoryPage } from '../../shared/contracts/page-services';
import type { Channel, Language } from '../../shared/markets';
import { ApiError } from '../http/errors';

/** Segments allowed beyond the deepest page: room for content added since the list was read. */
export const BREADCRUMB_DEPTH_MARGIN = 2;

interface PageIndex {
  byPath: Map<string, StoryPage>;
  deepest: number;
}

function pageIndex(pages: readonly StoryPage[], language: Language): PageIndex {
  const byPath = new Map<string, StoryPage>();
  let deepest = 0;
  for (const page of pages) {
    // A page without a path of its own in this language keeps its German one, as the CMS does.
    const path = page.paths[language] ?? page.defaultPath;
    byPath.set(`/${path}`, page);
    deepest = Math.max(deepest, path.split('/').filter(Boolean).length);
  }
  return { byPath, deepest };
}

export async function breadcrumbItems(
  content: ContentSource,
  request: { channel: Channel; language: Language; path: string },
): Promise<BreadcrumbItem[]> {
  const segments = request.path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const pages = await content.listPages({ channel: request.channel, language: request.language });
  const index = pageIndex(pages, request.language);
  const limit = index.deepest + BREADCRUMB_DEPTH_MARGIN;
  if (segments.length > limit) {
    throw new ApiError(
      400,
      'path_too_deep',
      `The path has ${segments.length} segments; no page of this brand is deeper than ${index.deepest}.`,
    );
  }
  const items: BreadcrumbItem[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const url = `/${segments.slice(0, i).join('/')}`;
    const page = index.byPath.get(url);
    if (page) items.push({ _uid: page.uuid, link: { url }, text: page.name });
  }
  return items;
}
