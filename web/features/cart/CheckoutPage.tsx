import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkAddress, POSTCODE_EXAMPLES, US_STATES } from '../../../shared/basket/address';
import type { OrderAddress, OrderResponse } from '../../../shared/contracts/basket';
import { countryOf } from '../../../shared/markets';
import { formatMoney } from '../../../shared/money';
import { PageMeta } from '../../app/pages/PageMeta';
import { useShop } from '../../app/shop-context';
import { Link } from '../../ui/Link';
import { Field } from '../customer/Field';
import { basketApi } from './basket-api';
import { BasketTotals, useBasket } from './basket-ui';
import '../customer/customer.css';
import './cart.css';

type Form = Record<keyof OrderAddress, string>;
const EMPTY: Form = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  addition: '',
  postcode: '',
  city: '',
  country: '',
  state: '',
  email: '',
  phone: '',
};

/**
 * /warenkorb/bestellung: the order request of the embedded checkout. The delivery address is
 * checked per market as the server checks it (postcode format, US state); the summary shows the
 * basket's lines and totals; payment is out of scope and the page says so.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const navigate = useNavigate();
  const country = countryOf(shop.market);
  const { state } = useBasket();
  const [form, setForm] = useState<Form>({ ...EMPTY, country: country.toUpperCase() });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const set = (key: keyof Form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const field = (
    key: keyof Form,
    props: { type?: string; autoComplete?: string; required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={t(`basket.checkout.fields.${key}`)}
      name={key}
      value={form[key]}
      onChange={set(key)}
      error={errors[key]}
      maxLength={100}
      {...props}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address: OrderAddress = Object.fromEntries(
      Object.entries(form).filter(([, v]) => v.trim() !== ''),
    ) as unknown as OrderAddress;
    const problems: Record<string, string> = {};
    for (const [key, problem] of Object.entries(checkAddress({ ...EMPTY, ...address }, country)))
      problems[key] = t(`basket.address.errors.${problem}`);
    if (!terms) problems.terms = t('basket.checkout.termsRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setMessage(t('basket.errors.invalid_address'));
      return;
    }
    setSending(true);
    const result = await basketApi<OrderResponse>(
      { channel: shop.channel, market: shop.market, apiBase: shop.apiBase },
      'POST',
      '/web-api/orders',
      { address, acceptTerms: true },
    );
    setSending(false);
    if (result.ok) {
      void navigate(`/warenkorb/bestellt/${result.data.order.number}`);
      return;
    }
    const fromServer: Record<string, string> = {};
    for (const [key, text] of Object.entries(result.fields)) fromServer[key.replace(/^address\./, '')] = text;
    setErrors(fromServer);
    setMessage(result.message);
  };

  return (
    <div
      className="cart-page checkout-page"
      data-testid="checkout-page"
      aria-busy={state.status === 'loading' || sending || undefined}
    >
      <PageMeta title={t('basket.checkout.title')} description={t('basket.checkout.description')} noindex />
      <h1>{t('basket.checkout.title')}</h1>
      <p className="checkout-page__payment" data-testid="checkout-payment-note">
        {t('basket.checkout.paymentNote')}
      </p>
      {state.status === 'loading' ? (
        <p>{t('basket.page.loading')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{state.message || t('basket.page.failed')}</p>
      ) : state.basket.items.length === 0 ? (
        <p>
          {t('basket.checkout.empty')} <Link href="/">{t('basket.page.continue')}</Link>
        </p>
      ) : (
        <div className="cart-page__layout">
          <form className="checkout-form" noValidate onSubmit={(event) => void submit(event)}>
            <h2>{t('basket.checkout.address')}</h2>
            <div className="checkout-form__grid">
              {field('firstName', { autoComplete: 'given-name', required: true })}
              {field('lastName', { autoComplete: 'family-name', required: true })}
              {field('company', { autoComplete: 'organization' })}
              {field('street', { autoComplete: 'address-line1', required: true })}
              {field('addition', { autoComplete: 'address-line2' })}
              {field('postcode', {
                autoComplete: 'postal-code',
                required: true,
                hint: t('basket.checkout.postcodeHint', { example: POSTCODE_EXAMPLES[country] }),
              })}
              {field('city', { autoComplete: 'address-level2', required: true })}
              {country === 'us' ? (
                <div className="customer-field">
                  <label htmlFor="checkout-state">{t('basket.checkout.fields.state')}</label>
                  <select
                    id="checkout-state"
                    name="state"
                    value={form.state}
                    required
                    autoComplete="address-level1"
                    aria-invalid={errors.state ? true : undefined}
                    aria-describedby={errors.state ? 'checkout-state-error' : undefined}
                    onChange={set('state')}
                  >
                    <option value="">{t('basket.checkout.selectState')}</option>
                    {US_STATES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  {errors.state ? (
                    <p id="checkout-state-error" className="customer-field__error">
                      {errors.state}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div className="customer-field">
                <label htmlFor="checkout-country">{t('basket.checkout.fields.country')}</label>
                <select id="checkout-country" name="country" value={form.country} onChange={set('country')}>
                  <option value={country.toUpperCase()}>
                    {new Intl.DisplayNames([shop.market], { type: 'region' }).of(country.toUpperCase())}
                  </option>
                </select>
              </div>
              {field('email', { type: 'email', autoComplete: 'email', required: true })}
              {field('phone', { type: 'tel', autoComplete: 'tel' })}
            </div>
            <label className="checkout-form__terms">
              <input
                type="checkbox"
                name="acceptTerms"
                checked={terms}
                aria-invalid={errors.terms ? true : undefined}
                onChange={(event) => setTerms(event.target.checked)}
              />
              <span>{t('basket.checkout.terms')}</span>
            </label>
            {errors.terms ? <p className="customer-field__error">{errors.terms}</p> : null}
            {message ? (
              <p className="basket-error" role="alert">
                {message}
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary"
              disabled={sending}
              data-testid="checkout-submit"
            >
              {sending ? t('basket.checkout.placing') : t('basket.checkout.placeOrder')}
            </button>
            <p>
              <Link href="/warenkorb">{t('basket.checkout.back')}</Link>
            </p>
          </form>
          <aside className="cart-page__summary" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{t('basket.checkout.summary')}</h2>
            <ul className="checkout-lines">
              {state.basket.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.quantity} × {item.title}
                  </span>
                  <span>{formatMoney(item.total, shop.market)}</span>
                </li>
              ))}
            </ul>
            <BasketTotals basket={state.basket} />
          </aside>
        </div>
      )}
    </div>
  );
}
