import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { smartbannerDismissalCookie } from '../../../../shared/chrome/dismissals';
import { appDeepLink, ratingStars } from '../../../../shared/chrome/smartbanner';
import { type Channel, formatNumber } from '../../../../shared/markets';
import { prefixPath } from '../../../../shared/routing';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import type { ReviewSummary } from '../../seo/structured-data';
import { useBrand } from '../brand';
import { useChrome } from '../context';
import { isSecurePage, writeCookie } from '../hooks/dom';
import './banners.css';

export interface SmartbannerConfig {
  /** The app's name; default "{brand} App". */
  title?: string;
  /**
   * No rating of its own: the banner shows the shop's review summary (shared/chrome/footer
   * reviewSummary), the same numbers as the footer and the JSON-LD (issue 33).
   */
  /** The store's "use app" deep link; `{path}` becomes the current page's path. */
  deepLinkTemplate: string;
  /** The dismissal period in days; the smartbanner stays closed three periods (SPEC 9). */
  periodDays?: number;
}

/**
 * Embedded defaults per brand. Production sets its own app links through the ChromeTop prop; these
 * point at placeholder app-link hosts.
 */
export const DEFAULT_SMARTBANNER: Record<Channel, SmartbannerConfig> = {
  cards: { deepLinkTemplate: 'https://app.fotowerk.example/open?path={path}', periodDays: 7 },
  posters: { deepLinkTemplate: 'https://app.wandwerk.example/open?path={path}', periodDays: 7 },
};

/**
 * SPEC 2 smartbanner: app promotion with title, rating and a "use app" button whose deep link is
 * built from the current path; closable, and closed for three periods (a cookie). Web platform,
 * phones and tablets only. Decided on the server from the device class and the dismissal cookie,
 * so it never pops in or out after the first paint.
 */
export function Smartbanner({
  config,
  reviews,
}: {
  config: SmartbannerConfig | null | undefined;
  /** The shop's review summary; without one the banner shows no rating. */
  reviews?: ReviewSummary | null;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const { pathname } = useLocation();
  const { brand } = useBrand();
  const { dismissals } = useChrome();
  const [dismissed, setDismissed] = useState(dismissals?.smartbanner ?? false);
  const settings = config === undefined ? DEFAULT_SMARTBANNER[shop.channel] : config;

  // Closed or not comes from the request context (the server read the cookie once), never from document.cookie.
  // SPEC 3 appsAvailable: a channel without apps promotes none.
  if (
    !settings ||
    !shop.settings.appsAvailable ||
    dismissed ||
    shop.platform !== 'w' ||
    shop.deviceClass === 'desktop'
  )
    return null;
  const title = settings.title ?? t('chrome.smartbanner.title', { brand });
  const href = appDeepLink(settings.deepLinkTemplate, prefixPath(pathname, shop.basename));
  const close = () => {
    writeCookie(smartbannerDismissalCookie(settings.periodDays, isSecurePage()));
    setDismissed(true);
  };
  return (
    <aside className="smartbanner" data-testid="smartbanner" aria-label={t('chrome.smartbanner.label')}>
      <button
        type="button"
        className="smartbanner__close"
        data-testid="smartbanner-close"
        aria-label={t('chrome.smartbanner.close')}
        onClick={close}
      >
        <Icon name="close" size={18} />
      </button>
      <span className="smartbanner__icon" aria-hidden="true">
        {brand.slice(0, 1)}
      </span>
      <div className="smartbanner__text">
        <p className="smartbanner__title">{title}</p>
        {reviews ? (
          <p className="smartbanner__rating" data-testid="smartbanner-rating">
            <Stars rating={reviews.average} />
            <span className="visually-hidden">
              {t('chrome.smartbanner.rating', { rating: formatNumber(reviews.average, shop.market) })}
            </span>
            <span aria-hidden="true">{formatNumber(reviews.average, shop.market)}</span>
            <span>
              {' · '}
              {t('chrome.reviews.total', {
                count: reviews.count,
                formatted: formatNumber(reviews.count, shop.market),
              })}
            </span>
          </p>
        ) : null}
      </div>
      <Link
        href={href}
        allowExternal
        className="button button--primary smartbanner__cta"
        data-testid="smartbanner-cta"
      >
        {t('chrome.smartbanner.useApp')}
      </Link>
    </aside>
  );
}

/** Five stars filled to the rating; decorative (the rating is also given as text). */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const fill = ratingStars(rating).reduce((sum, star) => sum + star, 0) / 5;
  return (
    <span
      className="stars"
      aria-hidden="true"
      style={{ fontSize: `${size}px`, ['--stars-fill' as string]: `${Math.round(fill * 1000) / 10}%` }}
    >
      ★★★★★
    </span>
  );
}
