import { useTranslation } from 'react-i18next';
import { Form, useLoaderData } from 'react-router';
import { currencyOf } from '../../../shared/markets';
import { formatMoney, moneyFromMajor } from '../../../shared/money';
import { PageMeta } from '../../app/pages/PageMeta';
import type { InspectorData } from './inspector-loader';
import './link-inspector.css';

export function LinkInspectorPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as InspectorData;
  // The designer quote is in the market's currency, in the major units of the price API.
  const price = (major: number) => formatMoney(moneyFromMajor(major, currencyOf(data.market)), data.market);
  const valid = data.configurator !== undefined && data.errors.length === 0;
  return (
    <section className="inspector" aria-labelledby="inspector-title">
      <PageMeta title={t('inspector.title')} description={t('inspector.intro')} noindex />
      <h1 id="inspector-title">{t('inspector.title')}</h1>
      <p className="lead">{t('inspector.intro')}</p>
      <Form method="get" action="/configurator-inspector" className="inspector__form">
        <label htmlFor="inspector-link">{t('inspector.linkLabel')}</label>
        <div className="inspector__row">
          <input
            id="inspector-link"
            name="link"
            type="text"
            defaultValue={data.link}
            spellCheck={false}
            required
          />
          <button type="submit" className="button button--primary">
            {t('inspector.check')}
          </button>
        </div>
      </Form>

      <div
        className={
          valid ? 'inspector__verdict inspector__verdict--ok' : 'inspector__verdict inspector__verdict--bad'
        }
        role="status"
      >
        {valid ? t('inspector.valid') : t('inspector.invalid', { count: data.errors.length })}
      </div>

      <dl className="inspector__summary">
        <dt>{t('inspector.designer')}</dt>
        <dd data-testid="inspector-designer">{data.configurator ?? '–'}</dd>
        <dt>{t('inspector.productType')}</dt>
        <dd data-testid="inspector-product">
          {data.productType ?? '–'}
          {data.inferredProductType && data.inferredProductType !== data.productType
            ? ` (${t('inspector.inferred', { type: data.inferredProductType })})`
            : null}
        </dd>
        <dt>{t('inspector.market')}</dt>
        <dd>{data.market}</dd>
        <dt>{t('inspector.price')}</dt>
        <dd data-testid="inspector-price">
          {data.quote?.ok ? (
            <>
              <strong>{price(data.quote.priceCurrent)}</strong>
              {data.quote.priceOriginal > data.quote.priceCurrent ? (
                <s className="inspector__original">{price(data.quote.priceOriginal)}</s>
              ) : null}
              {data.quote.quantity > 1 ? (
                <span className="inspector__what">
                  {' '}
                  · {t('inspector.quantity', { count: data.quote.quantity })}
                </span>
              ) : null}
            </>
          ) : (
            (data.quote?.message ?? t('inspector.noPrice'))
          )}
        </dd>
      </dl>

      {data.quote && data.quote.assumptions.length > 0 ? (
        <>
          <h2>{t('inspector.assumptionsTitle')}</h2>
          <ul className="inspector__assumptions" data-testid="inspector-assumptions">
            {data.quote.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      ) : null}

      {data.errors.length > 0 ? (
        <>
          <h2>{t('inspector.errorsTitle')}</h2>
          <ul className="inspector__errors" data-testid="inspector-errors">
            {data.errors.map((e) => (
              <li key={`${e.param}:${e.message}`}>
                <code>{e.param}</code> {e.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2>{t('inspector.paramsTitle')}</h2>
      {data.params.length === 0 ? (
        <p>{t('inspector.noParams')}</p>
      ) : (
        <table className="inspector__params" data-testid="inspector-params">
          <thead>
            <tr>
              <th scope="col">{t('inspector.param')}</th>
              <th scope="col">{t('inspector.value')}</th>
            </tr>
          </thead>
          <tbody>
            {data.params.map(([key, value]) => (
              <tr key={key}>
                <th scope="row">
                  <code>{key}</code>
                </th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
