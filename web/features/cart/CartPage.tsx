import { useTranslation } from 'react-i18next';
import { cartCount } from '../../../shared/chrome/header';
import { PageMeta } from '../../app/pages/PageMeta';
import { Link } from '../../ui/Link';
import { useCustomer } from '../customer/CustomerProvider';
import './cart.css';

/**
 * /warenkorb when no checkout application is configured (CART_URL): the shop knows only how many
 * articles the cart holds (customer data, order.cartArticlesAmount), so it says that, and where the
 * checkout application takes over, instead of a dead end.
 */
export function CartPage() {
  const { t } = useTranslation();
  const { customer, status } = useCustomer();
  const loading = status === 'idle' || status === 'loading';
  const count = cartCount(customer);
  return (
    <div className="cart-page" data-testid="cart-page" aria-busy={loading || undefined}>
      <PageMeta title={t('cart.title')} description={t('cart.description')} noindex />
      <h1>{t('cart.title')}</h1>
      <p className="cart-page__count" data-testid="cart-page-count">
        {loading ? t('customer.loading') : count > 0 ? t('cart.count', { count }) : t('cart.empty')}
      </p>
      <p>{t('cart.checkout')}</p>
      <p>
        <Link href="/" className="button button--primary">
          {t('cart.continue')}
        </Link>
      </p>
    </div>
  );
}
