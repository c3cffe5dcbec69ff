import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OrderResponse, OrderSummary } from '../../../shared/contracts/basket';
import { formatMoney } from '../../../shared/money';
import { PageMeta } from '../../app/pages/PageMeta';
import { useShop } from '../../app/shop-context';
import { Link } from '../../ui/Link';
import { basketApi } from './basket-api';
import { BasketTotals } from './basket-ui';
import './cart.css';

/** /warenkorb/bestellt/:number: the order's confirmation, for the shopper who placed it only. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const { number = '' } = useParams();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderSummary }
  >({ status: 'loading' });
  const { channel, market, apiBase } = shop;
  useEffect(() => {
    void basketApi<OrderResponse>(
      { channel, market, apiBase },
      'GET',
      `/web-api/orders/${encodeURIComponent(number)}`,
    ).then((result) =>
      setState(result.ok ? { status: 'ready', order: result.data.order } : { status: 'missing' }),
    );
  }, [channel, market, apiBase, number]);
  const meta = (
    <PageMeta
      title={t('basket.confirmation.title')}
      description={t('basket.confirmation.description')}
      noindex
    />
  );
  if (state.status !== 'ready') {
    return (
      <div className="cart-page" aria-busy={state.status === 'loading' || undefined}>
        {meta}
        <h1>{t('basket.confirmation.title')}</h1>
        <p>{state.status === 'loading' ? t('basket.page.loading') : t('basket.confirmation.notFound')}</p>
      </div>
    );
  }
  const { order } = state;
  return (
    <div className="cart-page confirmation-page" data-testid="order-confirmation">
      {meta}
      <h1>{t('basket.confirmation.title')}</h1>
      <p className="confirmation-page__thanks">
        {t('basket.confirmation.thanks', { name: order.address.firstName })}
      </p>
      <p className="confirmation-page__number" data-testid="order-number">
        {t('basket.confirmation.number', { number: order.number })}
      </p>
      <p>{t('basket.confirmation.mailSent', { email: order.address.email })}</p>
      <p className="checkout-page__payment">{t('basket.confirmation.paymentNote')}</p>
      <ul className="checkout-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.quantity} × {item.title}
            </span>
            <span>{formatMoney(item.total, shop.market)}</span>
          </li>
        ))}
      </ul>
      <BasketTotals
        basket={{
          ...order,
          ...(order.discount && order.voucherCode
            ? { voucher: { code: order.voucherCode, valid: true, discount: order.discount, message: null } }
            : {}),
        }}
      />
      <p>
        <Link href="/" className="button button--primary">
          {t('basket.confirmation.continue')}
        </Link>
      </p>
    </div>
  );
}
