/**
 * /feed-card, /feed-calendar, /feed-collage: everything of one product, newest first, 48 a page,
 * with crawlable paging and nothing else (the sub-navigation is hidden on these paths, SPEC 2).
 */
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { SeoHead } from '../seo/SeoHead';
import type { FeedPageData } from './feed-loader';
import { feedSearch } from './feed-state';
import { ListingGrid, Pager, RESULTS_ID } from './parts';
import './listings.css';

export function FeedPage() {
  const { t } = useTranslation();
  const { feedType, result, seo } = useLoaderData() as FeedPageData;
  const title = t(`listings.feed.title.${feedType}`);
  const { paging } = result;
  return (
    <div className="listing-page listing-page--feed" data-testid="feed-page" data-feed={feedType}>
      <SeoHead seo={{ ...seo, title, description: t('listings.feed.intro') }} />
      <h1>{title}</h1>
      <p className="lead">{t('listings.feed.intro')}</p>
      <section aria-labelledby={RESULTS_ID}>
        <h2 id={RESULTS_ID} tabIndex={-1} className="listing-toolbar__count">
          {t('listings.results.count', { count: paging.total })}
          {paging.total > 0 ? (
            <span className="listing-toolbar__range">
              {' '}
              {t('listings.results.range', { from: paging.from, to: paging.to, total: paging.total })}
            </span>
          ) : null}
        </h2>
        {result.items.length === 0 ? (
          <p className="listing-empty" data-testid="listing-empty">
            {t('listings.results.empty')}
          </p>
        ) : (
          <ListingGrid items={result.items} testId="feed-grid" />
        )}
        <Pager page={paging.page} pageCount={paging.pageCount} searchOf={feedSearch} />
      </section>
    </div>
  );
}
