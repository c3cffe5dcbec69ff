/**
 * Which CMS the shop reads: the embedded content service on this very server by default, or
 * Storyblok (or any compatible endpoint) when STORYBLOK_TOKEN is set.
 */
import type { FastifyInstance } from 'fastify';
import type { ContentSource, Logger } from '../../shared/contracts/page-services';
import { type CmsClient, createCmsClient } from '../cms/client';
import { cmsServicePlugin } from '../cms/embedded-service';
import { loadPreviewSecret } from '../cms/preview-secret';
import type { ServerConfig } from '../config';
import { type ReviewLinksSource, reviewLinksFromCms } from '../reviews/review-links';
import { createContentService } from './content-service';

/**
 * The embedded service's public token reads only published content, which every page shows anyway,
 * as a Storyblok public token does. Its preview token is per installation (preview-secret.ts).
 */
export const EMBEDDED_PUBLIC_TOKEN = 'embedded-public-token';
export const EMBEDDED_SPACE_ID = '1';

export interface CmsSetup {
  content: ContentSource;
  /** For checking the visual editor's preview token. */
  preview: { previewSecret: string | undefined; spaceId: string };
  /** The published content's version (Storyblok's cv) as last seen; changes when content is published. */
  contentVersion: () => number | undefined;
  /** Each brand's review links, from the CMS's `review-sources` datasource (published content). */
  reviewLinks: ReviewLinksSource;
}

/** Creates the client on first use, when the server knows the port it listens on. */
function lazyClient(create: () => CmsClient): CmsClient {
  let client: CmsClient | undefined;
  const get = () => {
    client ??= create();
    return client;
  };
  return {
    getStory: (slug, options) => get().getStory(slug, options),
    getStories: (params) => get().getStories(params),
    getStoriesByUuids: (uuids, options) => get().getStoriesByUuids(uuids, options),
    getLinks: (options) => get().getLinks(options),
    getDatasourceEntries: (datasource, options) => get().getDatasourceEntries(datasource, options),
    get cv() {
      return client?.cv;
    },
    idle: () => client?.idle() ?? Promise.resolve(),
  };
}

function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('The embedded CMS is read over HTTP: the server must listen before pages render.');
}

export async function setUpCms(app: FastifyInstance, config: ServerConfig, log: Logger): Promise<CmsSetup> {
  const isProduction = config.NODE_ENV === 'production';
  const external = Boolean(config.STORYBLOK_TOKEN || config.STORYBLOK_ENDPOINT);
  if (!external) {
    if (config.DATABASE_URL && !config.STORYBLOK_PREVIEW_TOKEN?.trim()) {
      // A shared database suggests several instances; each would make its own token in its DATA_DIR.
      log.warn(
        'STORYBLOK_PREVIEW_TOKEN is not set: with several instances set the same one on each, or preview links work on one instance only',
      );
    }
    const previewToken = await loadPreviewSecret({
      configured: config.STORYBLOK_PREVIEW_TOKEN,
      dataDir: config.DATA_DIR,
      log,
    });
    await app.register(cmsServicePlugin, {
      publicTokens: [EMBEDDED_PUBLIC_TOKEN],
      previewTokens: [previewToken],
      rescanIntervalMs: config.NODE_ENV === 'development' ? 1000 : 0,
      space: { id: Number(EMBEDDED_SPACE_ID) },
    });
    const endpoint = () => `http://127.0.0.1:${listeningPort(app)}/v2`;
    const client = lazyClient(() =>
      createCmsClient({
        endpoint: endpoint(),
        accessToken: EMBEDDED_PUBLIC_TOKEN,
        logger: log,
        isProduction,
      }),
    );
    const previewClient = lazyClient(() =>
      createCmsClient({
        endpoint: endpoint(),
        accessToken: previewToken,
        logger: log,
        isProduction,
      }),
    );
    return {
      content: createContentService(client, previewClient, log),
      preview: { previewSecret: previewToken, spaceId: EMBEDDED_SPACE_ID },
      contentVersion: () => client.cv,
      reviewLinks: reviewLinksFromCms(client, log),
    };
  }
  const common = {
    ...(config.STORYBLOK_ENDPOINT ? { endpoint: config.STORYBLOK_ENDPOINT } : {}),
    logger: log,
    isProduction,
  };
  const client = createCmsClient({ ...common, accessToken: config.STORYBLOK_TOKEN });
  const previewClient = config.STORYBLOK_PREVIEW_TOKEN
    ? createCmsClient({ ...common, accessToken: config.STORYBLOK_PREVIEW_TOKEN })
    : undefined;
  return {
    content: createContentService(client, previewClient, log),
    preview: { previewSecret: config.STORYBLOK_PREVIEW_TOKEN, spaceId: config.STORYBLOK_SPACE_ID ?? '' },
    contentVersion: () => client.cv,
    reviewLinks: reviewLinksFromCms(client, log),
  };
}
