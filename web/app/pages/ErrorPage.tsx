import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { PageMeta } from './PageMeta';

/** The error path of SPEC 2, where unknown language prefixes land; its story comes from the CMS later. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <PageMeta title={t('errors.errorPageTitle')} noindex />
      <h1>{t('errors.errorPageTitle')}</h1>
      <p>{t('errors.errorPageText')}</p>
      <Link href="/" className="button button--primary">
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
