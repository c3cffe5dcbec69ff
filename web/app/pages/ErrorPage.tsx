import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ContentRoute } from '../../features/content-page/ContentRoute';
import type { ContentPageData } from '../../features/content-page/content-loader';
import { Link } from '../../ui/Link';
import { PageMeta } from './PageMeta';

/** The error path of SPEC 2, where unknown language prefixes land: its CMS story, else our text. */
export function ErrorPage() {
  const { t } = useTranslation();
  const story = useLoaderData() as ContentPageData | null;
  if (story) return <ContentRoute />;
  return (
    <section className="error-page">
      <PageMeta title={t('errors.errorPageTitle')} description={t('errors.errorPageText')} noindex />
      <h1>{t('errors.errorPageTitle')}</h1>
      <p>{t('errors.errorPageText')}</p>
      <Link href="/" className="button button--primary">
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
