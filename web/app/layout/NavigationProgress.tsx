import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin progress bar and a polite announcement while the next page's data loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={busy ? 'nav-progress nav-progress--busy' : 'nav-progress'}
      role="status"
      aria-live="polite"
    >
      {busy ? <span className="visually-hidden">{t('nav.loading')}</span> : null}
    </div>
  );
}
