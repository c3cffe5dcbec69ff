/**
 * Where a brand's reviews live (the footer's review block: SPEC 3 companyLink, reviewBaseLink),
 * from the `review-sources` datasource editors keep in the CMS (content/datasources/review-sources.json
 * in the embedded service). Entries are named `<brand>-company-link` and `<brand>-review-base-link`.
 * Read through the shop's CMS client, so they are cached and revalidated like the global story and
 * the last good answer serves while the CMS is down.
 */
import type { ReviewBlock } from '../../shared/chrome/footer';
import type { Channel } from '../../shared/markets';
import type { CmsClient } from '../cms/client';
import type { Logger } from '../cms/content-store';

export const REVIEW_SOURCES_DATASOURCE = 'review-sources';

export type ReviewLinks = Pick<ReviewBlock, 'companyLink' | 'reviewBaseLink'>;
export type ReviewLinksSource = (channel: Channel) => Promise<ReviewLinks>;

export const NO_REVIEW_LINKS: ReviewLinks = { companyLink: '', reviewBaseLink: '' };

/** Only absolute http(s) links are used: a datasource value becomes an href on every page. */
function webLink(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export function reviewLinksFromCms(
  client: Pick<CmsClient, 'getDatasourceEntries'>,
  log: Pick<Logger, 'warn'>,
): ReviewLinksSource {
  return async (channel) => {
    let entries: Awaited<ReturnType<CmsClient['getDatasourceEntries']>>;
    try {
      entries = await client.getDatasourceEntries(REVIEW_SOURCES_DATASOURCE);
    } catch (error) {
      // Without the datasource the block still shows the shop's own reviews, only without links.
      log.warn({ err: error, channel }, 'review-sources datasource not readable; review links left out');
      return NO_REVIEW_LINKS;
    }
    const value = (name: string) => {
      const raw = entries.find((e) => e.name === `${channel}-${name}`)?.value;
      const link = webLink(raw);
      if (raw && !link)
        log.warn({ channel, entry: `${channel}-${name}` }, 'review-sources entry is not an http(s) link');
      return link;
    };
    return { companyLink: value('company-link'), reviewBaseLink: value('review-base-link') };
  };
}
