/** The basket's state and its totals, shared by the basket, order and confirmation pages. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket, BasketItemResponse, BasketResponse } from '../../../shared/contracts/basket';
import { formatMoney, type Money } from '../../../shared/money';
import { useShop } from '../../app/shop-context';
import { basketApi } from './basket-api';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; basket: Basket };

/** The basket from the server, with the calls that change it; every answer brings the whole basket. */
export function useBasket() {
  const shop = useShop();
  const target = { channel: shop.channel, market: shop.market, apiBase: shop.apiBase };
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const { channel, market, apiBase } = target;
  const load = useCallback(async () => {
    const result = await basketApi<BasketResponse>({ channel, market, apiBase }, 'GET', '/web-api/basket');
    setState(
      result.ok
        ? { status: 'ready', basket: result.data.basket }
        : { status: 'failed', message: result.message },
    );
  }, [channel, market, apiBase]);
  useEffect(() => {
    void load();
  }, [load]);
  const change = useCallback(
    async (method: 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) => {
      setBusy(true);
      try {
        const result = await basketApi<BasketResponse | BasketItemResponse>(
          { channel, market, apiBase },
          method,
          path,
          body,
        );
        if (result.ok) setState({ status: 'ready', basket: result.data.basket });
        return result;
      } finally {
        setBusy(false);
      }
    },
    [channel, market, apiBase],
  );
  return { state, busy, load, change };
}

export function MoneyText({ value }: { value: Money }) {
  const { market } = useShop();
  return <>{formatMoney(value, market)}</>;
}

/** Subtotal, voucher, shipping, VAT (or the US sales-tax note) and total. */
export function BasketTotals({
  basket,
}: {
  basket: Pick<Basket, 'subtotal' | 'shipping' | 'voucher' | 'vat' | 'salesTaxNote' | 'total'>;
}) {
  const { t } = useTranslation();
  const { market } = useShop();
  const price = (m: Money) => formatMoney(m, market);
  return (
    <div className="basket-totals" data-testid="basket-totals">
      <dl>
        <div>
          <dt>{t('basket.page.subtotal')}</dt>
          <dd>{price(basket.subtotal)}</dd>
        </div>
        {basket.voucher?.valid ? (
          <div>
            <dt>{t('basket.page.discount', { code: basket.voucher.code })}</dt>
            <dd>−{price(basket.voucher.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('basket.page.shipping')}</dt>
          <dd>{basket.shipping.amount === 0 ? t('basket.page.shippingFree') : price(basket.shipping)}</dd>
        </div>
        <div className="basket-totals__total">
          <dt>{t('basket.page.total')}</dt>
          <dd data-testid="basket-total">{price(basket.total)}</dd>
        </div>
      </dl>
      <p className="basket-totals__tax" data-testid="basket-tax">
        {basket.vat
          ? t('basket.page.vatIncluded', {
              rate: new Intl.NumberFormat(market).format(basket.vat.rate),
              amount: price(basket.vat.included),
            })
          : basket.salesTaxNote}
      </p>
    </div>
  );
}
