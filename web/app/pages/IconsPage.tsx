import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon';
import { ICON_NAMES } from '../../ui/icons/icon-paths';
import { PageMeta } from './PageMeta';

export function IconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('icons.title')} description={t('icons.intro')} noindex />
      <h1>{t('icons.title')}</h1>
      <p className="lead">{t('icons.intro')}</p>
      <ul className="icon-grid" data-testid="icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
