import { useTranslation } from 'react-i18next';
import { marketName, marketSwitcherGroups } from '../../../../shared/chrome/market-switcher';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { useMarketAlternates } from './use-market-alternates';
import './footer.css';

/**
 * The country and language switcher: the same page in another market of the channel
 * (useMarketAlternates). Plain links to other hosts (a full page load, no router).
 */
export function MarketLinks({ kind }: { kind: 'countries' | 'languages' }) {
  const shop = useShop();
  const groups = marketSwitcherGroups(shop.market, useMarketAlternates());
  const entries = groups[kind];
  if (entries.length === 0) return null;
  return (
    <ul className={`market-links market-links--${kind}`} data-testid={`market-${kind}`}>
      {entries.map((entry) => (
        <li key={entry.market}>
          <a
            href={entry.href}
            hrefLang={entry.market}
            lang={entry.market}
            aria-current={entry.current ? 'true' : undefined}
            className="market-links__link"
          >
            {entry.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The switcher as a disclosure at the bottom of the footer (works without JavaScript). */
export function MarketSwitcher() {
  const { t } = useTranslation();
  const shop = useShop();
  const groups = marketSwitcherGroups(shop.market, useMarketAlternates());
  if (groups.countries.length + groups.languages.length <= 1) return null;
  return (
    <details className="chrome-market" data-testid="market-switcher">
      <summary>
        <Icon name="globe" size={18} />
        <span>{t('chrome.market.title')}</span>
        <span className="chrome-market__current">{marketName(shop.market)}</span>
      </summary>
      <div className="chrome-market__groups">
        {groups.languages.length > 0 && (
          <div>
            <p className="chrome-market__heading">{t('chrome.market.languages')}</p>
            <MarketLinks kind="languages" />
          </div>
        )}
        <div>
          <p className="chrome-market__heading">{t('chrome.market.countries')}</p>
          <MarketLinks kind="countries" />
        </div>
      </div>
    </details>
  );
}
