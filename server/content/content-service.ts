/**
 * The shop's view of the CMS: pages by brand, language and path, and the brand's global story.
 * Stories live in one folder per brand ("cards/…", "posters/…"); German is the default
 * language and other languages are asked for by prefix ("fr/cards/impression-sur-toile"), the
 * way Storyblok's translated slugs work.
 */
import { getOrCreate } from '../../shared/collections/get-or-create';
import { localizeStoryLinks } from '../../shared/content/localize-links';
import type { GlobalContent, PageContent } from '../../shared/content/story-types';
import type { ContentRequest, ContentSource, Logger, StoryPage } from '../../shared/contracts/page-services';
import { isLanguage, type Language } from '../../shared/markets';
import { type CmsClient, CmsError, type CmsStory } from '../cms/client';

export const DEFAULT_LANGUAGE: Language = 'de';

function slugOf(request: ContentRequest, path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const below = trimmed === '' ? 'home' : trimmed;
  const inBrand = `${request.channel}/${below}`;
  return request.language === DEFAULT_LANGUAGE ? inBrand : `${request.language}/${inBrand}`;
}

function withoutBrand(fullSlug: string): string {
  return fullSlug.replace(/^(?:[a-z]{2}\/)?(?:cards|posters)\//, '');
}

type StoryWithSlugs = CmsStory<PageContent> & {
  default_full_slug?: string | null;
  translated_slugs?: { path: string; lang: string; name?: string | null }[] | null;
};

export function toStoryPage(story: StoryWithSlugs): StoryPage {
  const defaultPath = withoutBrand(story.default_full_slug ?? story.full_slug);
  const paths: StoryPage['paths'] = { [DEFAULT_LANGUAGE]: defaultPath };
  for (const t of story.translated_slugs ?? []) {
    if (isLanguage(t.lang)) paths[t.lang] = withoutBrand(t.path);
  }
  return {
    uuid: story.uuid,
    name: story.name,
    defaultPath,
    paths,
    content: story.content,
    tags: Array.isArray(story.tag_list)
      ? story.tag_list.filter((t): t is string => typeof t === 'string')
      : [],
    ...(story.published_at ? { publishedAt: story.published_at } : {}),
  };
}

export function createContentService(
  client: CmsClient,
  previewClient: CmsClient | undefined,
  log: Logger,
): ContentSource {
  const clientFor = (request: ContentRequest) => (request.preview && previewClient ? previewClient : client);
  const options = (request: ContentRequest) =>
    request.preview && previewClient
      ? {
          version: 'draft' as const,
          ...(request.preview.release ? { from_release: request.preview.release } : {}),
        }
      : { version: 'published' as const };

  async function find<C>(request: ContentRequest, slug: string): Promise<CmsStory<C> | undefined> {
    try {
      return await clientFor(request).getStory<C>(slug, options(request));
    } catch (error) {
      // A slug the CMS refuses (400) can name no page either: both are "not found" to the shopper.
      if (error instanceof CmsError && (error.status === 404 || error.status === 400)) return undefined;
      throw error;
    }
  }

  const pathMaps = new Map<string, Promise<Map<string, string>>>();
  /** German path -> path in the language, for every page of the brand (per content version). */
  function pathMap(request: ContentRequest): Promise<Map<string, string>> {
    const key = `${request.channel}:${request.language}:${client.cv ?? 0}`;
    let map = pathMaps.get(key);
    if (!map) {
      map = service.listPages({ channel: request.channel }).then((pages) => {
        const out = new Map<string, string>();
        for (const p of pages) out.set(p.defaultPath, p.paths[request.language] ?? p.defaultPath);
        return out;
      });
      map.catch(() => pathMaps.delete(key));
      if (pathMaps.size > 50) pathMaps.clear();
      pathMaps.set(key, map);
    }
    return map;
  }

  /**
   * A story with its links in the request's language, kept per story object and path map: the
   * client hands out the same cached story until it reloads, and the walk made every page of the
   * other languages a new object per request (slower, and never the same blok twice for the
   * fragment cache). Nobody mutates a story.
   */
  const localizedCopies = new WeakMap<object, WeakMap<object, unknown>>();
  async function localized<T>(request: ContentRequest, content: T): Promise<T> {
    if (request.language === DEFAULT_LANGUAGE) return content;
    try {
      const paths = await pathMap(request);
      if (typeof content !== 'object' || content === null) return localizeStoryLinks(content, paths);
      const byPaths = getOrCreate(localizedCopies, content, () => new WeakMap<object, unknown>());
      return getOrCreate(byPaths, paths, () => localizeStoryLinks(content, paths)) as T;
    } catch (error) {
      // Links in German are better than no page.
      log.warn('could not localise story links', { error: String(error) });
      return content;
    }
  }

  const service: ContentSource = {
    async page(request) {
      const story = await find<PageContent>(request, slugOf(request, request.path));
      if (!story) {
        log.info('page not found in CMS', {
          path: request.path,
          language: request.language,
          channel: request.channel,
        });
        return undefined;
      }
      const page = toStoryPage(story);
      return { ...page, content: await localized(request, page.content) };
    },
    async listPages({ channel, language, withSummary }) {
      const stories = await client.getStories<PageContent>({
        starts_with: `${channel}/`,
        excluding_fields: withSummary ? 'body' : 'body,teaser,calculator',
        ...(language && language !== DEFAULT_LANGUAGE ? { language } : {}),
        version: 'published',
      });
      // Redirect stories are pages too: links to them must be translated like any other.
      return stories
        .filter((s) => s.content?.component === 'Page' || s.content?.component === ('Redirect' as string))
        .map((s) => toStoryPage(s as StoryWithSlugs));
    },
    async pagePath(request) {
      const path = (await pathMap(request)).get(request.defaultPath);
      return path === undefined ? undefined : `/${path}`;
    },
    async global(request) {
      const story = await find<GlobalContent>(request, slugOf(request, 'global'));
      if (!story)
        log.error('global story missing in CMS', { channel: request.channel, language: request.language });
      return story ? localized(request, story.content) : undefined;
    },
  };
  return service;
}
