/**
 * The shop's view of the CMS: pages by brand, language and path, and the brand's global story.
 * Stories live in one folder per brand ("cards/…", "posters/…"); German is the default
 * language and other languages are asked for by prefix ("fr/cards/impression-sur-toile"), the
 * way Storyblok's translated slugs work.
 */
import type { GlobalContent, PageContent } from '../../shared/content/story-types';
import { isLanguage, type Language } from '../../shared/markets';
import type { ContentRequest, ContentSource, Logger, StoryPage } from '../../web/entry-server';
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

  return {
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
      return toStoryPage(story);
    },
    async listPages({ channel }) {
      const stories = await client.getStories<PageContent>({
        starts_with: `${channel}/`,
        excluding_fields: 'body,teaser,calculator',
        version: 'published',
      });
      return stories
        .filter((s) => s.content?.component === 'Page')
        .map((s) => toStoryPage(s as StoryWithSlugs));
    },
    async global(request) {
      const story = await find<GlobalContent>(request, slugOf(request, 'global'));
      if (!story)
        log.error('global story missing in CMS', { channel: request.channel, language: request.language });
      return story?.content;
    },
  };
}
