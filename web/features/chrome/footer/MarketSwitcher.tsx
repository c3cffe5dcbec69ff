import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_NAMES, marketName, marketSwitcherGroups } from '../../../../shared/chrome/market-switcher';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { useMarketAlternates } from './use-market-alternates';
import './footer.css';
import { useLocationSuggestion } from './use-location-suggestion';

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

/**
 * A link to the visitor's own market when the edge says they are elsewhere (/api/get-location/).
 * Asked when `wanted`, or else once the line scrolls into view; the line is there from the start,
 * so the answer arriving moves nothing.
 */
export function MarketSuggestion({ wanted }: { wanted?: boolean }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLParagraphElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = slot.current;
    if (wanted !== undefined || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);
  const suggestion = useLocationSuggestion(wanted ?? seen);
  return (
    <p ref={slot} className="chrome-market__suggestion" aria-live="polite" data-testid="market-suggestion">
      {suggestion ? (
        <a href={suggestion.href} hrefLang={suggestion.market} lang={suggestion.market}>
          {t('chrome.market.suggestion', {
            country: COUNTRY_NAMES[suggestion.market],
            market: marketName(suggestion.market),
          })}
        </a>
      ) : null}
    </p>
  );
}

/** The switcher as a disclosure at the bottom of the footer (works without JavaScript). */
export function MarketSwitcher() {
  const { t } = useTranslation();
  const shop = useShop();
  const groups = marketSwitcherGroups(shop.market, useMarketAlternates());
  // Where the visitor is, asked only once they open the switcher (no request for everyone else).
  const [opened, setOpened] = useState(false);
  if (groups.countries.length + groups.languages.length <= 1) return null;
  return (
    <details
      className="chrome-market"
      data-testid="market-switcher"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        <Icon name="globe" size={18} />
        <span>{t('chrome.market.title')}</span>
        <span className="chrome-market__current">{marketName(shop.market)}</span>
      </summary>
      <div className="chrome-market__groups">
        <MarketSuggestion wanted={opened} />
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
