import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/pages/PageMeta';
import { Link } from '../../ui/Link';
import { useWishlist } from './WishlistButton';
import './customer.css';

/** The wishlist page (cards channel): the saved themes, each linking to its theme page, removable. */
export function WishlistPage() {
  const { t } = useTranslation();
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
          {state.themeIds.map((themeId) => (
            <li key={themeId} className="wishlist-page__item">
              <Link href={`/themes/${encodeURIComponent(themeId)}`}>
                {t('customer.wishlist.theme', { id: themeId })}
              </Link>
              <button type="button" className="customer-link" onClick={() => void toggle(themeId, false)}>
                {t('customer.wishlist.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
