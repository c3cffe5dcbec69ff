import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Link } from '../../ui/Link';
import { PageMeta } from './PageMeta';

export function ThemePage() {
  const { t } = useTranslation();
  const { id } = useLoaderData() as { id: string };
  return (
    <>
      <PageMeta title={t('themes.title', { id })} description={t('themes.intro')} />
      <h1>{t('themes.title', { id })}</h1>
      <p className="lead">{t('themes.intro')}</p>
      <Link href={`/configurator-card/?themeId=${encodeURIComponent(id)}`} className="button button--primary">
        {t('themes.designCta')}
      </Link>
    </>
  );
}
