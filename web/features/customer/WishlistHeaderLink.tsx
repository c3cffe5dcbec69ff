import { useTranslation } from 'react-i18next';
import { cartBadge } from '../../../shared/chrome/header';
import { Link } from '../../ui/Link';
import { useWishlist } from './WishlistButton';

/**
 * The header's heart (issue 23.3): the way to the wishlist, with the number of saved designs, where
 * the channel setting wishlistAvailable is on. The count arrives after hydration (the list is the
 * shopper's own and never in the cached page).
 */
export function WishlistHeaderLink() {
  const { t } = useTranslation();
  const { available, state } = useWishlist();
  if (!available) return null;
  const count = state.themeIds.length;
  return (
    <Link
      href="/kundenkonto/wunschliste"
      className="header-item"
      data-testid="header-wishlist"
      aria-label={t('customer.wishlist.headerLabel', { count })}
    >
      <span className="header-item__icon">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.1 4.3 2.5h2.4C14 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {count > 0 && (
          <span className="header-item__badge" data-testid="wishlist-count" aria-hidden="true">
            {cartBadge(count)}
          </span>
        )}
      </span>
      <span className="header-item__text">{t('customer.wishlist.header')}</span>
    </Link>
  );
}
