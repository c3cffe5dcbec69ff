import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { PageContent } from '../../../shared/content/story-types';
import { ContentPage } from '../../features/content';
import type { ContentPageData } from '../../features/content-page/content-loader';
import { Link } from '../../ui/Link';
import type { RootData } from '../root-loader';
import { PageMeta } from './PageMeta';

/** Blocks that say "not found" in the story's words; a failure page has words of its own. */
const WORDING_BLOCKS = new Set(['Headline', 'Text']);

function withoutWording(content: PageContent): PageContent {
  const body = (content.body ?? []) as { component?: string }[];
  return {
    ...content,
    teaser: [],
    body: body.filter((b) => !WORDING_BLOCKS.has(String(b.component))) as PageContent['body'],
  };
}

/** The top-level sections of the shop, from the header's navigation: where to go on from here. */
function GoOn() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const items = (root?.global?.navigationItems ?? []).filter(
    (item) => item.text && item.url && !item.isOnlyInBurgerNavigation,
  );
  return (
    <nav className="error-page__go-on" aria-label={t('errors.goOn')} data-testid="error-go-on">
      <h2>{t('errors.goOn')}</h2>
      <ul>
        <li>
          <Link href="/" className="button button--primary">
            {t('errors.backHome')}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item._uid}>
            <Link href={item.url}>{item.text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The one error page design (issue 23.8) for unknown addresses, the error path and failures:
 * the CMS error story (SPEC 2) — in full for "not found", its links only for a failure, which
 * says in our words that something went wrong — and the shop's sections to go on. Without a
 * story (the CMS is away) the shop's own text stands in.
 */
export function ErrorView({
  status,
  story,
  path,
  details,
}: {
  status: number;
  story: ContentPageData | null;
  path?: string;
  /** Technical details, shown only in debug mode (the caller decides). */
  details?: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('errors.notFoundTitle') : t('errors.genericTitle');
  return (
    <section className="error-page" data-status={status} data-testid="error-page">
      <PageMeta
        title={notFound && story ? story.seo.title.split(' | ')[0] || title : title}
        description={
          notFound && story
            ? story.seo.description || t('meta.descriptions.notFound')
            : t('errors.genericText')
        }
        noindex
      />
      {notFound && story ? (
        <>
          <ContentPage content={story.content} blockData={story.blockData} />
          {/* The story is the same for every address; the shopper still sees which one was wrong. */}
          {path ? <p>{t('errors.notFoundText', { path })}</p> : null}
          {details}
        </>
      ) : (
        <>
          <h1>{title}</h1>
          <p>{notFound ? t('errors.notFoundText', { path: path ?? '' }) : t('errors.genericText')}</p>
          {details}
          {story ? <ContentPage content={withoutWording(story.content)} blockData={story.blockData} /> : null}
        </>
      )}
      <GoOn />
    </section>
  );
}
