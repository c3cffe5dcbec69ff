import { type FormEvent, lazy, type ReactNode, Suspense, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCollageMaterialType } from '../../../shared/catalogue/collage';
import { buildDesignerUrl } from '../../../shared/catalogue/designer-link';
import { isFormatType } from '../../../shared/catalogue/formats';
import { isFrame } from '../../../shared/catalogue/frames';
import { isMaterial } from '../../../shared/catalogue/materials';
import type { CalculatorData, CalculatorFormat } from '../../../shared/contracts/calculator-data';
import { currencyOf, formatLength, unitOf } from '../../../shared/markets';
import { formatMoney, moneyFromMajor } from '../../../shared/money';
import { apiUrl } from '../../../shared/routing/api-base';
import { useShop } from '../../app/shop-context';
import { Link } from '../../ui/Link';
import { DeliveryPromise } from '../delivery/DeliveryPromise';
import { DialogTitle, useDialog } from '../dialogs/DialogHost';
import { useDialogs } from '../dialogs/use-dialogs';
import { useCalculatorVariants } from '../flags';
import {
  initialState,
  optionOf,
  orderedOptions,
  reduce,
  selectedFormat,
  visibleFormats,
} from './calculator-state';
import { type ArticlePriceAnswer, checkOwnSize, ownFormatFromAnswer } from './own-format';
import { initialSizeBand, type SizeBand, sizeBandOf, sizeBandsOf } from './size-bands';
import './calculator.css';

// The advisor's upload code is its own chunk (React.lazy: no new export from the entry).
const PrintCheck = lazy(async () => ({ default: (await import('../toolbox/PrintCheck')).PrintCheck }));

/** Portrait variant (SPEC 4): landscape formats are offered standing up, width and height swapped. */
function oriented(format: CalculatorFormat, portrait: boolean): CalculatorFormat {
  if (!portrait || format.width <= format.height) return format;
  const [w, h] = [format.height, format.width];
  return {
    ...format,
    width: w,
    height: h,
    value: `${w}x${h}`,
    label: format.label.replace(/^([\d.,]+) x ([\d.,]+)/, '$2 x $1'),
  };
}

/** What the shopper has chosen, for the product pop-ups beside the calculator (3D preview …). */
export interface CalculatorSelection {
  /** The material (or framed variant) as the select names it. */
  label: string;
  materialType: string;
  frameType: string | null;
  format: CalculatorFormat;
  /** The photo the shopper checked with "Foto prüfen" (a blob: URL), shown by the 3D preview. */
  photoUrl?: string;
}

export function Calculator({
  data,
  extras,
}: {
  data: CalculatorData;
  /** More actions beside More formats and Own format, given the current choice. */
  extras?: (selection: CalculatorSelection) => ReactNode;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const variants = useCalculatorVariants(data.tags);
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialState>, a: Parameters<typeof reduce>[2]) => reduce(data, s, a),
    data,
    initialState,
  );
  const dialogs = useDialogs();
  const ids = useId();
  const [checkedPhoto, setCheckedPhoto] = useState<string | undefined>(undefined);
  const option = optionOf(data, state.option);
  const formats = visibleFormats(data, state);
  const chosen = selectedFormat(data, state);
  const chosenShown = chosen ? oriented(chosen, variants.portrait) : undefined;
  // The calculator reference answers in major units of the market's currency (SPEC 3).
  const price = (major: number) => formatMoney(moneyFromMajor(major, currencyOf(shop.market)), shop.market);

  if (!option) return null;
  const { materialType, frameType } = option.context;
  const formatType = chosenShown?.context.formatType;
  // Only values the designer knows go into its link; the catalogue speaks the same vocabulary.
  const designerUrl =
    chosenShown && (isMaterial(materialType) || isCollageMaterialType(materialType))
      ? buildDesignerUrl(data.isCollage ? 'collage' : 'photoframe', {
          materialType,
          ...(isFrame(frameType) ? { frameType } : {}),
          format: chosenShown.value,
          ...(isFormatType(formatType) ? { formatType } : {}),
        })
      : undefined;
  // The More formats dialog (frame products): this material's further formats, and the framed
  // variants' formats, choosing one of which swaps the material (SPEC 4).
  const moreGroups = [
    { option, formats: option.moreFormats },
    ...(option.group?.options ?? []).map((o) => ({ option: o, formats: o.formats })),
  ].filter((g) => g.formats.length > 0);
  const allMore = moreGroups.flatMap((g) => g.formats);
  const bands = sizeBandsOf(allMore);
  const length = (mm: number) => formatLength(mm, shop.market);
  const bandLabel = (b: SizeBand) =>
    b.toMm === null
      ? t('calculator.sizeOver', { size: length(b.fromMm) })
      : b.fromMm === 0
        ? t('calculator.sizeUpTo', { size: length(b.toMm) })
        : t('calculator.sizeBetween', { from: length(b.fromMm), to: length(b.toMm) });
  const className = [
    'calculator',
    variants.redesign ? 'calculator--redesign' : '',
    variants.nudging ? 'calculator--nudging' : '',
    variants.canvasRedesign ? 'calculator--canvas' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={className} aria-labelledby={`${ids}-title`} data-testid="calculator">
      <h2 id={`${ids}-title`} className="calculator__title">
        {t('calculator.title')}
      </h2>
      <div className="calculator__field">
        <label htmlFor={`${ids}-material`}>{t('calculator.material')}</label>
        <select
          id={`${ids}-material`}
          value={state.option}
          onChange={(e) => dispatch({ type: 'material', option: e.target.value })}
          data-testid="calculator-material"
        >
          {orderedOptions(data.options).map((o) =>
            o.group ? (
              <optgroup key={o.value} label={t(`catalogue.${o.labelTranslationKey}`)}>
                <option value={o.value}>{t(`catalogue.${o.labelTranslationKey}`)}</option>
                {o.group.options.map((g) => (
                  <option key={g.value} value={g.value}>
                    {`${t(`catalogue.${o.labelTranslationKey}`)} · ${t(`catalogue.${g.labelTranslationKey}`)}`}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={o.value} value={o.value}>
                {t(`catalogue.${o.labelTranslationKey}`)}
              </option>
            ),
          )}
        </select>
      </div>

      <fieldset className="calculator__formats">
        <legend>{t('calculator.format')}</legend>
        <ul data-testid="calculator-formats">
          {formats.map((f, index) => {
            const shown = oriented(f, variants.portrait);
            const label = data.labels.find((l) => l.index === index);
            return (
              <li key={f.value}>
                <label className="calculator__format" data-format={shown.value}>
                  <input
                    type="radio"
                    name={`${ids}-format`}
                    value={f.value}
                    checked={f.value === state.format}
                    onChange={() => dispatch({ type: 'format', format: f.value })}
                  />
                  <span className="calculator__format-label">{shown.label}</span>
                  {label ? (
                    <span
                      className="calculator__badge"
                      style={{ background: label.backgroundColor, color: label.textColor }}
                      data-highlight={variants.nudging || undefined}
                    >
                      {label.text}
                    </span>
                  ) : null}
                  <span className="calculator__prices" data-keep-clear>
                    {f.priceOriginal > f.priceCurrent ? (
                      <s className="calculator__original">
                        <span className="visually-hidden">{t('calculator.originalPrice')} </span>
                        {price(f.priceOriginal)}
                      </s>
                    ) : null}
                    <strong className="calculator__price">{price(f.priceCurrent)}</strong>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <Suspense fallback={null}>
        <PrintCheck
          material={materialType}
          formats={[...option.formats, ...option.moreFormats]}
          chosen={chosen?.value}
          onPhoto={(url) =>
            setCheckedPhoto((old) => {
              if (old) URL.revokeObjectURL(old);
              return url;
            })
          }
        />
      </Suspense>

      <div className="calculator__actions">
        {moreGroups.length > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              dialogs.open('calculator-more-formats', {
                render: () => (
                  <MoreFormatsContent
                    groups={moreGroups}
                    portrait={variants.portrait}
                    price={price}
                    bands={bands}
                    initialBand={initialSizeBand(allMore, chosen)}
                    bandLabel={bandLabel}
                    onChoose={(option, format) => dispatch({ type: 'more-format', option, format })}
                  />
                ),
              })
            }
            data-testid="calculator-more"
          >
            {t('calculator.moreFormats')}
          </button>
        ) : null}
        {data.limits[option.context.materialType] ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              dialogs.open('calculator-own-format', {
                render: () => (
                  <OwnFormatDialog
                    data={data}
                    materialType={option.context.materialType}
                    frameType={option.context.frameType}
                    onChosen={(format) => dispatch({ type: 'own-format', format })}
                  />
                ),
              })
            }
            data-testid="calculator-own"
          >
            {t('calculator.ownFormat')}
          </button>
        ) : null}
        {extras && chosenShown
          ? extras({
              label: t(`catalogue.${option.labelTranslationKey}`),
              materialType,
              frameType,
              format: chosenShown,
              ...(checkedPhoto ? { photoUrl: checkedPhoto } : {}),
            })
          : null}
      </div>

      {chosenShown && designerUrl ? (
        <div className="calculator__summary">
          <p className="calculator__total" data-testid="calculator-total" data-keep-clear>
            {chosenShown.priceOriginal > chosenShown.priceCurrent ? (
              <s>{price(chosenShown.priceOriginal)}</s>
            ) : null}{' '}
            <strong>{price(chosenShown.priceCurrent)}</strong>
          </p>
          <DeliveryPromise promise={data.delivery} />
          <Link
            href={designerUrl}
            className="button button--primary calculator__cta"
            data-testid="calculator-cta"
            data-keep-clear
          >
            {t('calculator.cta')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The More formats dialog's content (the manager gives its shell). */
function MoreFormatsContent({
  groups,
  portrait,
  price,
  bands,
  initialBand,
  bandLabel,
  onChoose,
}: {
  groups: { option: ReturnType<typeof optionOf> & object; formats: CalculatorFormat[] }[];
  portrait: boolean;
  price: (major: number) => string;
  /** Size groups to filter by (issue 23.17): 86 buttons at once are too many. */
  bands: SizeBand[];
  initialBand: number | null;
  bandLabel: (band: SizeBand) => string;
  onChoose: (option: string, format: CalculatorFormat) => void;
}) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [band, setBand] = useState<number | null>(initialBand);
  return (
    <div className="calculator__dialog" data-testid="more-formats-dialog">
      <DialogTitle>{t('calculator.moreFormats')}</DialogTitle>
      {bands.length > 1 ? (
        <fieldset className="calculator__bands" data-testid="more-formats-bands">
          <legend>{t('calculator.sizeFilter')}</legend>
          {[null, ...bands].map((b) => (
            <button
              key={b?.index ?? 'all'}
              type="button"
              className="calculator__band"
              aria-pressed={band === (b?.index ?? null)}
              data-band={b?.index}
              onClick={() => setBand(b?.index ?? null)}
            >
              {b ? bandLabel(b) : t('calculator.sizeFilterAll')}
            </button>
          ))}
        </fieldset>
      ) : null}
      {groups.map((g) => {
        const shownFormats = g.formats.filter((f) => band === null || sizeBandOf(f) === band);
        if (shownFormats.length === 0) return null;
        return (
          <div key={g.option.value} className="calculator__more-group">
            <h3>{t(`catalogue.${g.option.labelTranslationKey}`)}</h3>
            <ul>
              {shownFormats.map((f) => (
                <li key={f.value}>
                  <button
                    type="button"
                    className="calculator__more-format"
                    data-format={f.value}
                    onClick={() => {
                      onChoose(g.option.value, f);
                      dialog.close();
                    }}
                  >
                    <span>{oriented(f, portrait).label}</span>
                    <strong>{price(f.priceCurrent)}</strong>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => dialog.close()}>
        {t('calculator.close')}
      </button>
    </div>
  );
}

function OwnFormatDialog({
  data,
  materialType,
  frameType,
  onChosen,
}: {
  data: CalculatorData;
  materialType: string;
  frameType: string | null;
  onChosen: (format: CalculatorFormat) => void;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const dialog = useDialog();
  const unit = unitOf(shop.market);
  const limits = data.limits[materialType];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!limits) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const size = checkOwnSize(
      String(form.get('width') ?? ''),
      String(form.get('height') ?? ''),
      unit,
      limits!,
    );
    if (!size.ok) {
      setError(t('calculator.ownFormatOutOfRange', { hint: limits!.hint }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({
        material: materialType,
        format: `${size.widthMm}x${size.heightMm}`,
      });
      if (frameType) query.set('frameType', frameType);
      const response = await fetch(apiUrl(shop.apiBase ?? '', `/price-api/prices/article?${query}`), {
        headers: { Accept: 'application/json', 'X-Channel': shop.channel, 'X-Locale': shop.market },
      });
      const answer = (await response.json()) as ArticlePriceAnswer;
      const format = response.ok
        ? ownFormatFromAnswer(answer, { ...size, materialType, frameType })
        : undefined;
      if (!format) {
        setError(
          typeof answer.error?.message === 'string' ? answer.error.message : t('calculator.ownFormatFailed'),
        );
        return;
      }
      onChosen(format);
      dialog.close();
    } catch {
      setError(t('calculator.ownFormatFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="calculator__dialog" data-testid="own-format-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('calculator.ownFormat')}</DialogTitle>
        <p className="calculator__hint">{t('calculator.ownFormatHint', { hint: limits.hint })}</p>
        <div className="calculator__own-fields">
          <label>
            {t('calculator.width', { unit })}
            <input name="width" inputMode="decimal" required />
          </label>
          <label>
            {t('calculator.height', { unit })}
            <input name="height" inputMode="decimal" required />
          </label>
        </div>
        {error ? (
          <p className="calculator__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="calculator__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('calculator.ownFormatApply')}
          </button>
          <button type="button" className="button" onClick={() => dialog.close()}>
            {t('calculator.close')}
          </button>
        </div>
      </form>
    </div>
  );
}
