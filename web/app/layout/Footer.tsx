import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon';
import { useShop } from '../shop-context';
import { channelAtom } from '../shop-state';

const MARKET_NAMES: Record<string, string> = {
  'de-AT': 'Österreich · Deutsch',
  'de-CH': 'Schweiz · Deutsch',
  'de-DE': 'Deutschland · Deutsch',
  'de-IT': 'Italia · Deutsch',
  'de-LI': 'Liechtenstein · Deutsch',
  'de-LU': 'Luxemburg · Deutsch',
  'en-GB': 'United Kingdom · English',
  'en-US': 'United States · English',
  'es-ES': 'España · Español',
  'fr-BE': 'Belgique · Français',
  'fr-CH': 'Suisse · Français',
  'fr-FR': 'France · Français',
  'fr-LU': 'Luxembourg · Français',
  'it-CH': 'Svizzera · Italiano',
  'it-IT': 'Italia · Italiano',
  'nl-BE': 'België · Nederlands',
  'nl-NL': 'Nederland · Nederlands',
};

export function Footer() {
  const { t } = useTranslation();
  const shop = useShop();
  const channel = useAtomValue(channelAtom);
  const brand = channel === 'cards' ? t('meta.siteName') : t('meta.siteNamePosters');
  return (
    <footer className="footer">
      <details className="market-switcher">
        <summary>
          <Icon name="globe" size={18} />
          <span>{t('footer.marketSwitcher')}</span>
          <span className="market-switcher__current">{MARKET_NAMES[shop.market]}</span>
        </summary>
        <ul>
          {shop.alternates.map((alt) => (
            <li key={alt.market}>
              <a
                href={alt.href}
                hrefLang={alt.market}
                lang={alt.market}
                aria-current={alt.market === shop.market ? 'true' : undefined}
              >
                {MARKET_NAMES[alt.market]}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <p className="footer__legal">
        {t('footer.copyright', { year: 2026, name: brand })}
        {shop.platform === 'd' && <span className="footer__platform"> · {t('footer.desktopApp')}</span>}
      </p>
    </footer>
  );
}
