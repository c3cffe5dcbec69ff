import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/money';
import { PageMeta } from '../../app/pages/PageMeta';
import { useShop } from '../../app/shop-context';
import { Image } from '../../ui/image';
import { Link } from '../../ui/Link';
import { useWishlist } from './WishlistButton';
import './customer.css';

/**
 * The wishlist page (where the channel setting wishlistAvailable is on): each saved design with its
 * picture, title and price from, linking to its theme page, and a button that removes it.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const { market } = useShop();
  const { available, state, toggle } = useWishlist();
  const meta = (
    <PageMeta title={t('customer.wishlist.title')} description={t('meta.descriptions.wishlist')} noindex />
  );
  if (!available) {
    return (
      <div className="wishlist-page">
        {meta}
        <h1>{t('customer.wishlist.title')}</h1>
        <p>{t('customer.wishlist.unavailable')}</p>
      </div>
    );
  }
  const loading = state.status === 'idle' || state.status === 'loading';
  return (
    <div className="wishlist-page" data-testid="wishlist-page" aria-busy={loading || undefined}>
      {meta}
      <h1>{t('customer.wishlist.title')}</h1>
      {loading ? (
        <p>{t('customer.loading')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('customer.errors.generic')}</p>
      ) : state.themeIds.length === 0 ? (
        <p>{t('customer.wishlist.empty')}</p>
      ) : (
        <ul className="wishlist-page__list">
          {state.themeIds.map((themeId) => {
            const theme = state.themes?.[themeId];
            // A design that is gone is named by its id, so it can still be removed.
            const title = theme?.title ?? t('customer.wishlist.theme', { id: themeId });
            return (
              <li key={themeId} className="wishlist-page__item" data-testid="wishlist-item">
                {theme?.image.src ? (
                  <Link href={theme.href} className="wishlist-page__picture" tabIndex={-1} aria-hidden="true">
                    <Image src={theme.image.src} alt="" aspect={theme.image.aspect} sizes="120px" />
                  </Link>
                ) : null}
                <div className="wishlist-page__text">
                  {theme ? (
                    <Link href={theme.href} className="wishlist-page__title">
                      {title}
                    </Link>
                  ) : (
                    <span className="wishlist-page__title">{title}</span>
                  )}
                  {theme?.priceFrom ? (
                    <span className="wishlist-page__price">
                      {formatMoney(theme.priceFrom, market, { fromPrefix: t('blocks.price.from') })}
                    </span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="button wishlist-page__remove"
                  aria-label={t('customer.wishlist.remove', { title })}
                  onClick={() => void toggle(themeId, false)}
                >
                  {t('customer.wishlist.removeShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
