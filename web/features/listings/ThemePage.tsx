/**
 * /themes/{id}: a card theme with its previews, formats, the price per SPEC 9 quantity step
 * (starting at the smallest pack), accessories (none chosen until the shopper adds one) (envelopes, inlays, ribbons, bows, boxes at SPEC 9 prices), a sample
 * order (one card, isSample) and the way into the card designer with the chosen options.
 *
 * The choice lives in the URL (?format=…&quantity=…&envelope=…), so a configured theme can be
 * shared. Without JavaScript the options are a GET form; with it a change updates the URL in place
 * and the price at once (the route need not reload its data: see shouldRevalidate in the report).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import {
  CARD_QUANTITY_MAX,
  CARD_QUANTITY_MIN,
  quantityStepAfter,
} from '../../../shared/catalogue/card-quantities';
import { buildDesignerUrl } from '../../../shared/catalogue/designer-link';
import { quoteTheme, type ThemeAccessory, themeChoices } from '../../../shared/listings/data';
import {
  fitSelection,
  NO_ACCESSORY,
  nearestQuantityStep,
  parseThemeSelection,
  type ThemeSelection,
  themeDesignerParams,
  themeSampleParams,
  themeSelectionSearch,
} from '../../../shared/listings/theme-selection';
import { formatMoney } from '../../../shared/money';
import { useShop } from '../../app/shop-context';
import { Image } from '../../ui/image';
import { Link } from '../../ui/Link';
import { Labels } from '../content/blocks/parts';
import { SeoHead } from '../seo/SeoHead';
import { ThemeJsonLd } from '../seo/ThemeJsonLd';
import { useHydrated } from './parts';
import type { ThemePageData } from './theme-loader';
import './listings.css';
import { WishlistButton } from '../customer/WishlistButton';

/** The quantities of the price table: a few landmarks of the SPEC 9 steps. */
const TABLE_QUANTITIES = [1, 5, 9, 25, 41, 50, 100, 250, 500, 1000, 2500, 5000];

type AccessoryParam = 'envelope' | 'inlay' | 'ribbon' | 'bow' | 'box';

export function ThemePage() {
  const { theme, seo } = useLoaderData() as ThemePageData;
  const { t } = useTranslation();
  const { market } = useShop();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const ids = useId();
  const [params] = useSearchParams();
  const choices = useMemo(() => themeChoices(theme), [theme]);
  const fromUrl = useMemo(() => parseThemeSelection(params, choices).selection, [params, choices]);
  // A choice shows at once, before the URL has caught up (so a radio never flips back).
  const [chosen, setChosen] = useState<{ from: string; selection: ThemeSelection } | null>(null);
  const search = params.toString();
  const selection = chosen && chosen.from === search ? chosen.selection : fromUrl;
  const money = (cents: number) => formatMoney({ amount: cents, currency: theme.currency }, market);

  const update = (patch: Partial<ThemeSelection>) => {
    const next = fitSelection(choices, { ...selection, ...patch });
    setChosen({ from: search, selection: next });
    void navigate(
      { search: themeSelectionSearch(next, choices) },
      { replace: true, preventScrollReset: true },
    );
  };

  const format = theme.formats.find((f) => f.id === selection.format) ?? theme.formats[0];
  const quote = quoteTheme(theme, selection);
  const designerUrl = buildDesignerUrl(
    'card',
    themeDesignerParams({ id: theme.id, occasion: theme.occasion.value }, selection, choices),
  );
  const sampleUrl = buildDesignerUrl('card', themeSampleParams(theme, selection, choices));
  const [front, ...others] = theme.images;
  const priceRef = useRef<HTMLDivElement>(null);
  const priceInView = useInView(priceRef);
  const stepIndex = (quantity: number) => theme.quantitySteps.indexOf(quantity);

  return (
    <article className="theme-page" data-testid="theme-page" data-theme-id={theme.id}>
      <SeoHead
        seo={{
          ...seo,
          title: theme.title,
          description: t('listings.theme.description', {
            title: theme.title,
            occasion: theme.occasion.title,
          }),
        }}
      />
      <ThemeJsonLd theme={theme} />
      <p className="theme-page__back">
        <RouterLink to={theme.listingHref} data-testid="theme-back" discover="none">
          {t('listings.theme.backToListing', { occasion: theme.occasion.title })}
        </RouterLink>
      </p>
      <div className="theme-page__layout">
        <div className="theme-page__gallery">
          {front ? (
            <div className="theme-page__front">
              <Image
                src={front.src}
                alt={front.alt}
                aspect={format ? format.widthMm / format.heightMm : front.aspect}
                // Its slot: the page's padding (2 x 16 px) and the gallery's (2 x 24 px) off the
                // viewport, at most 560 px. "100vw" made a 412 px phone (1.75 dpr) fetch the 1280 px
                // rendition (19 kB) for a 332 px picture, where 640 px (6 kB) is enough.
                sizes="(min-width: 640px) 560px, calc(100vw - 80px)"
                priority
              />
              <Labels labels={theme.labels} />
            </div>
          ) : null}
          {others.map((image) => (
            <div key={image.src} className="theme-page__view">
              <Image
                src={image.src}
                alt={image.alt}
                aspect={image.aspect}
                sizes="(min-width: 1024px) 270px, 50vw"
              />
            </div>
          ))}
        </div>

        <div className="theme-page__details">
          <h1 className="theme-page__title">{theme.title}</h1>
          <p className="theme-page__occasion">{theme.occasion.title}</p>
          <dl className="theme-page__facts">
            <div>
              <dt>{t('listings.theme.facts.style')}</dt>
              <dd>{theme.style.title}</dd>
            </div>
            <div>
              <dt>{t('listings.theme.facts.colors')}</dt>
              <dd>
                {theme.colors.map((c) => (
                  <span key={c.value} className="theme-page__colour">
                    <span className="listing-swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
                    {c.title}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt>{t('listings.theme.facts.orientation')}</dt>
              <dd>{theme.aspectRatio.title}</dd>
            </div>
            <div>
              <dt>{t('listings.theme.facts.punching')}</dt>
              <dd>{theme.punching.title}</dd>
            </div>
          </dl>

          <Form method="get" className="theme-config" data-testid="theme-config" preventScrollReset replace>
            <fieldset className="theme-config__group" data-testid="theme-formats">
              <legend>{t('listings.theme.format')}</legend>
              <ul className="theme-config__options">
                {theme.formats.map((f) => {
                  // "From" is the lowest price a shopper can get for the format: its largest quantity step
                  // (issue 31 §4), as the tile and the JSON-LD offers say.
                  const prices = f.unitCents.filter((cents): cents is number => cents !== null);
                  const from = prices.length > 0 ? Math.min(...prices) : null;
                  return (
                    <li key={f.id}>
                      <label className="theme-option">
                        <input
                          type="radio"
                          name="format"
                          value={f.id}
                          checked={f.id === format?.id}
                          onChange={() => update({ format: f.id })}
                          data-testid={`theme-format-${f.id}`}
                        />
                        <span className="theme-option__title">{f.title}</span>
                        {from !== null ? (
                          <span className="theme-option__price">
                            {t('listings.price.fromPerCard', { price: money(from) })}
                          </span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>

            <QuantityField
              id={`${ids}-quantity`}
              quantity={selection.quantity}
              onChange={(quantity) => update({ quantity })}
            />

            {format ? (
              <AccessoryChoice
                param="envelope"
                legend={t('listings.theme.envelope')}
                options={format.envelopes}
                selected={selection.envelope}
                money={money}
                onChoose={(sku) => update({ envelope: sku })}
              />
            ) : null}
            {format && format.inlays.length > 0 ? (
              <AccessoryChoice
                param="inlay"
                legend={t('listings.theme.inlay')}
                options={format.inlays}
                selected={selection.inlay}
                money={money}
                onChoose={(sku) => update({ inlay: sku })}
              />
            ) : null}
            <AccessoryChoice
              param="ribbon"
              legend={t('listings.theme.ribbon')}
              options={theme.ribbons}
              selected={selection.ribbon}
              money={money}
              onChoose={(sku) => update({ ribbon: sku })}
            />
            <AccessoryChoice
              param="bow"
              legend={t('listings.theme.bow')}
              options={theme.bows}
              selected={selection.bow}
              money={money}
              onChoose={(sku) => update({ bow: sku })}
            />
            <AccessoryChoice
              param="box"
              legend={t('listings.theme.box')}
              options={theme.boxes}
              selected={selection.box}
              money={money}
              onChoose={(sku) => update({ box: sku })}
            />
            {hydrated ? null : (
              <button type="submit" className="button theme-config__apply" data-testid="theme-config-apply">
                {t('listings.theme.update')}
              </button>
            )}
          </Form>

          <div
            className="theme-price"
            aria-live="polite"
            aria-atomic="true"
            data-testid="theme-price"
            data-keep-clear
            ref={priceRef}
          >
            {quote ? (
              <>
                <p className="theme-price__total">
                  <span>{t('listings.theme.totalFor', { count: quote.quantity })}</span>{' '}
                  <strong data-testid="theme-price-total">{money(quote.totalCents)}</strong>
                </p>
                <p className="theme-price__unit" data-testid="theme-price-unit">
                  {t('listings.theme.perCard', { price: money(quote.unitCents) })}
                </p>
                {quote.accessories.length > 0 ? (
                  <ul className="theme-price__breakdown">
                    <li>{t('listings.theme.cardsPerCard', { price: money(quote.cardUnitCents) })}</li>
                    {quote.accessories.map((a) => (
                      <li key={a.sku}>
                        {a.title}: {t('listings.theme.perCard', { price: money(a.unitCents) })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <p>{t('listings.theme.noPrice')}</p>
            )}
          </div>

          <p className="theme-page__actions">
            <Link
              href={designerUrl}
              className="button button--primary"
              data-testid="theme-cta"
              data-keep-clear
            >
              {t('listings.theme.cta')}
            </Link>
            <Link href={sampleUrl} className="button" data-testid="theme-sample">
              {t('listings.theme.sample')}
            </Link>
            <WishlistButton themeId={theme.id} title={theme.title} />
          </p>
          <p className="theme-page__hint">{t('listings.theme.sampleHint')}</p>

          {format ? (
            <details className="theme-tiers" data-testid="theme-tiers">
              <summary>{t('listings.theme.priceTable')}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('listings.theme.tableQuantity')}</th>
                    <th scope="col">{t('listings.theme.tableUnit')}</th>
                    <th scope="col">{t('listings.theme.tableTotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {TABLE_QUANTITIES.filter((q) => stepIndex(q) >= 0).map((q) => {
                    const unit = format.unitCents[stepIndex(q)] ?? null;
                    return (
                      <tr key={q} aria-current={q === selection.quantity ? 'true' : undefined}>
                        <th scope="row">{q}</th>
                        <td>{unit === null ? '–' : money(unit)}</td>
                        <td>{unit === null ? '–' : money(unit * q)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </details>
          ) : null}
        </div>
      </div>
      {quote ? (
        // Price and the way on stay in reach while the options above are read (issue 23.14); the
        // bar steps aside while the full price block is on screen.
        <div
          className="theme-buy-bar"
          data-testid="theme-buy-bar"
          data-hidden={priceInView ? 'true' : undefined}
          aria-hidden={priceInView ? 'true' : undefined}
          data-keep-clear
        >
          <p className="theme-buy-bar__price">
            <span>{t('listings.theme.totalFor', { count: quote.quantity })}</span>{' '}
            <strong data-testid="theme-buy-bar-total">{money(quote.totalCents)}</strong>
          </p>
          <Link
            href={designerUrl}
            className="button button--primary theme-buy-bar__cta"
            data-testid="theme-buy-bar-cta"
            tabIndex={priceInView ? -1 : undefined}
          >
            {t('listings.theme.cta')}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** True while the element is (partly) on screen; false before hydration. */
function useInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * The quantity as a number field: − and + (and the arrow keys) walk the SPEC 9 steps, a typed
 * number is moved to the nearest step when the field is left. Without JavaScript the form sends
 * it and the page answers with the nearest step.
 */
function QuantityField({
  id,
  quantity,
  onChange,
}: {
  id: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const typed = Number(text);
    setText(null);
    if (text.trim() !== '' && Number.isFinite(typed)) onChange(nearestQuantityStep(typed));
  };
  const step = (direction: 1 | -1) => {
    const from = text !== null && Number.isFinite(Number(text)) ? Number(text) : quantity;
    setText(null);
    onChange(quantityStepAfter(from, direction));
  };
  return (
    <div className="theme-config__field">
      <label htmlFor={id}>{t('listings.theme.quantity')}</label>
      <div className="quantity-field">
        <button
          type="button"
          className="quantity-field__step"
          aria-label={t('listings.theme.quantityLess')}
          aria-controls={id}
          disabled={quantity <= CARD_QUANTITY_MIN}
          onClick={() => step(-1)}
          data-testid="theme-quantity-less"
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={CARD_QUANTITY_MIN}
          max={CARD_QUANTITY_MAX}
          value={text ?? String(quantity)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
          data-testid="theme-quantity"
        />
        <button
          type="button"
          className="quantity-field__step"
          aria-label={t('listings.theme.quantityMore')}
          aria-controls={id}
          disabled={quantity >= CARD_QUANTITY_MAX}
          onClick={() => step(1)}
          data-testid="theme-quantity-more"
        >
          +
        </button>
      </div>
      <p id={`${id}-hint`} className="theme-config__hint">
        {t('listings.theme.quantityHint', { min: CARD_QUANTITY_MIN, max: CARD_QUANTITY_MAX })}
      </p>
    </div>
  );
}

/** One accessory kind as radios: none, or one of the options with its price per card. */
function AccessoryChoice({
  param,
  legend,
  options,
  selected,
  money,
  onChoose,
}: {
  param: AccessoryParam;
  legend: string;
  options: readonly ThemeAccessory[];
  selected: string | null;
  money: (cents: number) => string;
  onChoose: (sku: string | null) => void;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <fieldset className="theme-config__group" data-testid={`theme-${param}`}>
      <legend>{legend}</legend>
      <ul className="theme-config__options">
        <li>
          <label className="theme-option">
            <input
              type="radio"
              name={param}
              value={NO_ACCESSORY}
              checked={selected === null}
              onChange={() => onChoose(null)}
              data-testid={`theme-${param}-none`}
            />
            <span className="theme-option__title">{t('listings.theme.none')}</span>
          </label>
        </li>
        {options.map((a) => (
          <li key={a.sku}>
            <label className={`theme-option${a.available ? '' : ' theme-option--inactive'}`}>
              <input
                type="radio"
                name={param}
                value={a.sku}
                checked={selected === a.sku}
                disabled={!a.available}
                onChange={() => onChoose(a.sku)}
                data-testid={`theme-${param}-${a.sku}`}
              />
              {a.colourHex ? (
                <span
                  className="listing-swatch"
                  style={{ backgroundColor: a.colourHex }}
                  aria-hidden="true"
                />
              ) : null}
              <span className="theme-option__title">{a.title}</span>
              <span className="theme-option__price">
                {a.priceCents === null
                  ? t('listings.theme.notAvailable')
                  : t('listings.theme.plusPerCard', { price: money(a.priceCents) })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
