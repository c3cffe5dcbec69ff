/**
 * The designers' footer: the live price from the server in the market's currency, and "Add to
 * basket" (or "Save changes" when editing a basket item), which ends on the basket page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Design, DesignerPath, DesignerQueryParams } from '../../../shared/contracts/basket';
import { formatMoney } from '../../../shared/money';
import { useShop } from '../../app/shop-context';
import { addBasketItem, saveBasketItem } from './api';
import { useQuote } from './use-quote';

export interface PriceAndBasketProps {
  path: DesignerPath;
  params: DesignerQueryParams;
  design: Design;
  /** Why the design cannot go to the basket yet (e.g. "add a photo"), or null when it can. */
  missing: string | null;
  basketItem: string | null;
}

export function PriceAndBasket({ path, params, design, missing, basketItem }: PriceAndBasketProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const quote = useQuote(path, params, design);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    const request = { path, params, design };
    const outcome = basketItem
      ? await saveBasketItem(shop, basketItem, request)
      : await addBasketItem(shop, request);
    if (outcome.ok) {
      // A page load, not a client navigation: with CART_URL the server hands off to the real cart.
      window.location.assign(`${shop.basename.replace(/\/$/, '')}/warenkorb`);
      return;
    }
    setSending(false);
    setFailure(outcome.message ?? t(outcome.status === 0 ? 'designer.offline' : 'designer.basketFailed'));
  };

  const shown = quote.quote;
  return (
    <div className="designer-buy" data-testid="designer-buy">
      <div className="designer-price" aria-live="polite" aria-busy={quote.status === 'loading'}>
        <span className="designer-price__label">{t('designer.price')}</span>{' '}
        {shown ? (
          <strong data-testid="designer-price" data-status={quote.status}>
            {formatMoney(shown.total, shop.market)}
          </strong>
        ) : quote.status === 'error' ? null : (
          <span data-testid="designer-price" data-status="loading">
            {t('designer.priceLoading')}
          </span>
        )}
        {shown && shown.quantity > 1 ? (
          <span className="designer-price__unit">
            {' '}
            {t('designer.unitPrice', {
              count: shown.quantity,
              price: formatMoney(shown.unit, shop.market),
            })}
          </span>
        ) : null}
        {quote.status === 'error' ? (
          <p className="designer-error" role="alert" data-testid="designer-price-error">
            {quote.message ?? t('designer.priceFailed')}
          </p>
        ) : null}
      </div>
      {missing ? <p className="designer-buy__missing">{missing}</p> : null}
      <button
        type="button"
        className="button button--primary designer-buy__button"
        disabled={missing !== null || sending || quote.status !== 'ok'}
        onClick={() => void send()}
        data-testid="designer-add"
      >
        {sending ? t('designer.adding') : t(basketItem ? 'designer.save' : 'designer.add')}
      </button>
      {failure ? (
        <p className="designer-error" role="alert" data-testid="designer-basket-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
