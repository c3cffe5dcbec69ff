import { useTranslation } from 'react-i18next';
import { showsWhitelabelBar } from '../../../../shared/chrome/header';
import { useShop } from '../../../app/shop-context';
import { useChrome } from '../context';
import './banners.css';

/** SPEC 2/6: whitelabel customers see this bar on the web only; it says whether the order is whitelabel. */
export function WhitelabelBar() {
  const { t } = useTranslation();
  const { platform } = useShop();
  const { customer, onWhitelabelToggle } = useChrome();
  if (!showsWhitelabelBar(customer, platform)) return null;
  const on = customer.order?.isWhitelabelOrder === true;
  return (
    <section
      className="whitelabel-bar"
      data-testid="whitelabel-bar"
      aria-label={t('chrome.whitelabel.label')}
    >
      <p className="whitelabel-bar__text">{on ? t('chrome.whitelabel.on') : t('chrome.whitelabel.off')}</p>
      {onWhitelabelToggle && (
        <button
          type="button"
          className="whitelabel-bar__switch"
          aria-pressed={on}
          data-testid="whitelabel-switch"
          onClick={onWhitelabelToggle}
        >
          {t('chrome.whitelabel.switch')}
        </button>
      )}
    </section>
  );
}
