import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Basket, BasketItem } from '../../../shared/contracts/basket';
import { formatMoney, type Money } from '../../../shared/money';
import { apiUrl } from '../../../shared/routing/api-base';
import { PageMeta } from '../../app/pages/PageMeta';
import { useShop } from '../../app/shop-context';
import { Link } from '../../ui/Link';
import { BasketTotals, useBasket } from './basket-ui';
import { CheckoutPage } from './CheckoutPage';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import './cart.css';

function ItemRow({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: BasketItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const price = (m: Money) => formatMoney(m, shop.market);
  const options = Array.from({ length: Math.max(10, item.quantity) }, (_, i) => i + 1);
  return (
    <li className="basket-item" data-testid="basket-item">
      <img
        className="basket-item__thumb"
        src={apiUrl(shop.apiBase ?? '', item.thumbnailUrl)}
        alt={t('basket.page.thumbnail', { title: item.title })}
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="basket-item__body">
        <p className="basket-item__title">{item.title}</p>
        <p className="basket-item__unit">{t('basket.page.unit', { price: price(item.unit) })}</p>
        {item.priceChanged ? (
          <p className="basket-item__notice" role="status" data-testid="basket-price-changed">
            {t('basket.page.priceChanged', {
              was: price(item.priceChanged.was),
              now: price(item.priceChanged.now),
            })}
          </p>
        ) : null}
        {item.printWarnings.map((w) => (
          <p key={w.photo} className="basket-item__notice" data-testid="basket-print-warning">
            {t('basket.page.printWarning', { photo: w.photo + 1, dpi: w.dpi })}
          </p>
        ))}
        <div className="basket-item__actions">
          <label className="basket-item__quantity">
            <span>{t('basket.page.quantity')}</span>
            <select
              value={item.quantity}
              disabled={busy}
              aria-label={t('basket.page.quantityOf', { title: item.title })}
              onChange={(event) => onQuantity(Number(event.target.value))}
            >
              {options.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Link href={item.editUrl} className="basket-item__link">
            {t('basket.page.edit')}
          </Link>
          <button
            type="button"
            className="basket-item__link"
            disabled={busy}
            aria-label={t('basket.page.removeItem', { title: item.title })}
            onClick={onRemove}
          >
            {t('basket.page.remove')}
          </button>
        </div>
      </div>
      <p className="basket-item__total" data-testid="basket-item-total">
        {price(item.total)}
      </p>
    </li>
  );
}

function VoucherForm({
  basket,
  busy,
  change,
}: {
  basket: Basket;
  busy: boolean;
  change: ReturnType<typeof useBasket>['change'];
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const result = await change('POST', '/web-api/basket/voucher', { code: code.trim() });
    setError(result.ok ? undefined : result.message);
    if (result.ok) setCode('');
  };
  return (
    <div className="basket-voucher">
      {basket.voucher ? (
        <p className="basket-voucher__applied" data-testid="basket-voucher">
          <strong>{basket.voucher.code}</strong>
          {basket.voucher.message ? <span> – {basket.voucher.message}</span> : null}{' '}
          <button
            type="button"
            className="basket-item__link"
            disabled={busy}
            onClick={() => void change('DELETE', '/web-api/basket/voucher')}
          >
            {t('basket.page.voucherRemove')}
          </button>
        </p>
      ) : null}
      <form className="basket-voucher__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="basket-voucher-code">{t('basket.page.voucher')}</label>
        <div className="basket-voucher__row">
          <input
            id="basket-voucher-code"
            value={code}
            maxLength={40}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'basket-voucher-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('basket.page.voucherApply')}
          </button>
        </div>
        {error ? (
          <p id="basket-voucher-error" className="basket-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/**
 * /warenkorb when no checkout application takes the cart (CART_URL unset): the server-side basket
 * with its designs, quantities, voucher, shipping, VAT and total; "Order" leads to the embedded
 * order form, or to the checkout application when CHECKOUT_URL is set.
 */
function BasketPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const { state, busy, load, change } = useBasket();
  const [error, setError] = useState<string | undefined>();
  const act = async (method: 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    const result = await change(method, path, body);
    setError(result.ok ? undefined : result.message);
  };
  return (
    <div
      className="cart-page"
      data-testid="cart-page"
      aria-busy={state.status === 'loading' || busy || undefined}
    >
      <PageMeta title={t('basket.page.title')} description={t('basket.page.description')} noindex />
      <h1>{t('basket.page.title')}</h1>
      {state.status === 'loading' ? (
        <p data-testid="cart-page-count">{t('basket.page.loading')}</p>
      ) : state.status === 'failed' ? (
        <div role="alert">
          <p>{state.message || t('basket.page.failed')}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('basket.page.retry')}
          </button>
        </div>
      ) : state.basket.items.length === 0 ? (
        <div className="cart-page__empty">
          <p className="cart-page__count" data-testid="cart-page-count">
            {t('basket.page.empty')}
          </p>
          <p>{t('basket.page.emptyHint')}</p>
          <p>
            <Link href="/" className="button button--primary">
              {t('basket.page.continue')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="cart-page__layout">
          <ul className="basket-items" aria-label={t('basket.page.title')}>
            {state.basket.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                busy={busy}
                onQuantity={(quantity) => void act('PATCH', `/web-api/basket/items/${item.id}`, { quantity })}
                onRemove={() => void act('DELETE', `/web-api/basket/items/${item.id}`)}
              />
            ))}
          </ul>
          <aside className="cart-page__summary">
            {error ? (
              <p className="basket-error" role="alert">
                {error}
              </p>
            ) : null}
            <VoucherForm basket={state.basket} busy={busy} change={change} />
            <BasketTotals basket={state.basket} />
            {state.basket.freeShippingFrom && state.basket.shipping.amount > 0 ? (
              <p className="basket-totals__hint">
                {t('basket.page.freeFrom', {
                  amount: formatMoney(state.basket.freeShippingFrom, shop.market),
                })}
              </p>
            ) : null}
            {state.basket.checkoutUrl ? (
              <a
                className="button button--primary cart-page__order"
                href={state.basket.checkoutUrl}
                data-testid="basket-order"
              >
                {t('basket.page.orderExternal')}
              </a>
            ) : (
              <Link
                href="/warenkorb/bestellung"
                className="button button--primary cart-page__order"
                data-testid="basket-order"
              >
                {t('basket.page.order')}
              </Link>
            )}
            <p>
              <Link href="/">{t('basket.page.continue')}</Link>
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}

/**
 * /warenkorb and its two steps, /warenkorb/bestellung and /warenkorb/bestellt/:number: one route
 * and one island for all three, so the order pages add next to nothing to the entry (the home
 * page's JavaScript budget).
 */
export function CartPage() {
  const { step, number } = useParams();
  if (step === 'bestellung' && number === undefined) return <CheckoutPage />;
  if (step === 'bestellt' && number !== undefined) return <OrderConfirmationPage />;
  return <BasketPage />;
}
