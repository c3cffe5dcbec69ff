import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLoaderData, useNavigation, useSubmit } from 'react-router';
import { currencyOf } from '../../../shared/markets';
import { formatMoney, moneyFromMajor } from '../../../shared/money';
import { PageMeta } from '../../app/pages/PageMeta';
import type { InspectorData, InspectorProblem } from './inspector-loader';
import './link-inspector.css';

/** How long typing may pause before the link is checked. */
const CHECK_DELAY_MS = 400;

/** A problem in the page's language, with the English detail (it names the values a link may carry). */
function Problem({ problem }: { problem: InspectorProblem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`inspector.problem.${problem.problem}`, { param: problem.param })}{' '}
      <span className="inspector__detail" lang="en">
        {problem.message}
      </span>
    </>
  );
}

export function LinkInspectorPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as InspectorData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The designer quote is in the market's currency, in the major units of the price API.
  const price = (major: number) => formatMoney(moneyFromMajor(major, currencyOf(data.market)), data.market);
  const valid = data.configurator !== undefined && data.errors.length === 0;

  /** Checks as the shopper types (after a pause), replacing the history entry rather than adding one per key. */
  const checkSoon = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => submit(form, { replace: true, preventScrollReset: true }),
      CHECK_DELAY_MS,
    );
  };

  return (
    <section className="inspector" aria-labelledby="inspector-title">
      <PageMeta title={t('inspector.title')} description={t('inspector.intro')} noindex />
      <h1 id="inspector-title">{t('inspector.title')}</h1>
      <p className="lead">{t('inspector.intro')}</p>
      <Form
        method="get"
        action="/configurator-inspector"
        className="inspector__form"
        onChange={(event) => checkSoon(event.currentTarget)}
        onSubmit={() => clearTimeout(timer.current)}
      >
        <label htmlFor="inspector-link">{t('inspector.linkLabel')}</label>
        <div className="inspector__row">
          <input
            id="inspector-link"
            name="link"
            type="text"
            defaultValue={data.link}
            spellCheck={false}
            autoComplete="off"
            required
          />
          <button type="submit" className="button button--primary">
            {t('inspector.check')}
          </button>
        </div>
      </Form>

      <div aria-live="polite" aria-busy={navigation.state !== 'idle'} data-testid="inspector-result">
        {data.checked ? <Result data={data} valid={valid} price={price} /> : <p>{t('inspector.empty')}</p>}
      </div>
    </section>
  );
}

function Result({
  data,
  valid,
  price,
}: {
  data: InspectorData;
  valid: boolean;
  price: (major: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p
        className={
          valid ? 'inspector__verdict inspector__verdict--ok' : 'inspector__verdict inspector__verdict--bad'
        }
        data-testid="inspector-verdict"
      >
        {valid ? t('inspector.valid') : t('inspector.invalid', { count: data.errors.length })}
      </p>

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
            <>
              {t('inspector.noPrice')}
              {data.quote?.message ? (
                <span className="inspector__detail" lang="en">
                  {data.quote.message}
                </span>
              ) : null}
            </>
          )}
        </dd>
      </dl>

      {data.general.length > 0 ? (
        <>
          <h2>{t('inspector.errorsTitle')}</h2>
          <ul className="inspector__errors" data-testid="inspector-errors">
            {data.general.map((e) => (
              <li key={`${e.param}:${e.message}`}>
                <Problem problem={e} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2>{t('inspector.paramsTitle')}</h2>
      {data.rows.length === 0 ? (
        <p data-testid="inspector-no-params">{t('inspector.noParams')}</p>
      ) : (
        <table className="inspector__params" data-testid="inspector-params">
          <thead>
            <tr>
              <th scope="col">{t('inspector.param')}</th>
              <th scope="col">{t('inspector.value')}</th>
              <th scope="col">{t('inspector.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, i) => (
              <tr
                // A link may repeat a name; its position tells the rows apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are the link's parameters in order
                key={`${i}:${row.name}`}
                className={row.problems.length > 0 ? 'inspector__param--bad' : undefined}
              >
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>{row.value}</td>
                <td>
                  {row.problems.length === 0 ? (
                    t('inspector.ok')
                  ) : (
                    <ul className="inspector__problems">
                      {row.problems.map((problem) => (
                        <li key={problem.message}>
                          <Problem problem={problem} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data.quote && data.quote.assumptions.length > 0 ? (
        <>
          <h2>{t('inspector.assumptionsTitle')}</h2>
          <ul className="inspector__assumptions" data-testid="inspector-assumptions">
            {data.quote.assumptions.map((a) => (
              <li key={a.text}>
                {t(
                  `inspector.assumption.${a.kind}${a.kind === 'default' && a.value === undefined ? 'Unnamed' : ''}`,
                  {
                    param: a.param,
                    value: a.value ?? '',
                    given: a.given ?? '',
                  },
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
