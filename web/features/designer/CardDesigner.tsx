/**
 * The card designer: the theme's front with its photo slot and text fields (names, date,
 * message), the inside text, format, envelope and quantity (SPEC 9 steps), and a preview of the
 * front and the inside. The price comes from the server like every designer's.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_LIMITS,
  type Design,
  type DesignerPath,
  type DesignUpload,
} from '../../../shared/contracts/basket';
import { Image } from '../../ui/image';
import { restoreUploads } from './api';
import { centreCrop } from './design';
import type { DesignerData } from './designer-data';
import { PhotoPicker } from './PhotoPicker';
import { PriceAndBasket } from './PriceAndBasket';
import { withWidth } from './SinglePhotoDesigner';

const FRONT_FIELDS = ['names', 'date', 'message'] as const;

export function CardDesigner({
  data,
  path,
  initial = null,
}: {
  data: DesignerData;
  path: DesignerPath;
  /** Edit mode: the basket item's design (texts and photo come back). */
  initial?: Design | null;
}) {
  const { t } = useTranslation();
  const ids = { format: useId(), quantity: useId(), envelope: useId(), inside: useId(), field: useId() };
  const theme = data.card;
  const [formatId, setFormatId] = useState(
    theme?.formats.find((f) => f.id === data.params.format)?.id ?? theme?.formats[0]?.id ?? '',
  );
  const requested = Number(data.params.quantity);
  const [quantity, setQuantity] = useState(
    theme?.quantitySteps.includes(requested) ? requested : (theme?.defaultQuantity ?? 1),
  );
  const format = theme?.formats.find((f) => f.id === formatId);
  const [envelope, setEnvelope] = useState(data.params.envelope ?? format?.envelopes[0]?.sku ?? 'none');
  const [texts, setTexts] = useState<Record<string, string>>(initial?.texts ?? {});
  const [photo, setPhoto] = useState<DesignUpload | null>(null);
  const restoredId = initial?.photos[0]?.uploadId;
  useEffect(() => {
    if (!restoredId) return;
    let cancelled = false;
    void restoreUploads([restoredId]).then(([upload]) => {
      if (!cancelled && upload) setPhoto(upload);
    });
    return () => {
      cancelled = true;
    };
  }, [restoredId]);
  const [side, setSide] = useState<'front' | 'inside'>('front');

  const aspect = format ? format.widthMm / format.heightMm : 1;
  const params = useMemo(() => {
    const p: Record<string, string> = { ...data.params, format: formatId, quantity: String(quantity) };
    if (envelope === 'none') delete p.envelope;
    else p.envelope = envelope;
    delete p.basketItem;
    return p;
  }, [data.params, formatId, quantity, envelope]);
  const design: Design = useMemo(
    () => ({
      photos: photo ? [{ uploadId: photo.id, crop: centreCrop(photo, aspect), rotation: 0 }] : [],
      texts: Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== '')),
      options: {},
    }),
    [photo, texts, aspect],
  );

  if (!theme || !format) return <p data-testid="designer-unavailable">{t('designer.noTheme')}</p>;

  const setText = (key: string, value: string) =>
    setTexts((old) => ({ ...old, [key]: value.slice(0, DESIGN_LIMITS.maxTextLength) }));

  return (
    <div className="designer designer--card">
      <div className="designer__stage">
        <fieldset className="designer-tabs">
          <legend className="visually-hidden">{t('designer.card.sides')}</legend>
          <button
            type="button"
            className="button"
            aria-pressed={side === 'front'}
            onClick={() => setSide('front')}
            data-testid="designer-card-front-tab"
          >
            {t('designer.card.front')}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={side === 'inside'}
            onClick={() => setSide('inside')}
            data-testid="designer-card-inside-tab"
          >
            {t('designer.card.inside')}
          </button>
        </fieldset>
        {side === 'front' ? (
          <div
            className="designer-card"
            style={{ aspectRatio: `${format.widthMm} / ${format.heightMm}` }}
            data-testid="designer-card-front"
          >
            {theme.front ? (
              <Image
                src={theme.front.src}
                alt=""
                className="designer-card__theme"
                aspect={`${aspect}`}
                width={480}
              />
            ) : null}
            {photo ? (
              <img
                className="designer-card__photo"
                src={withWidth(photo.previewUrl, 800)}
                alt={t('designer.crop.photo')}
              />
            ) : null}
            <div className="designer-card__texts">
              {FRONT_FIELDS.map((field) =>
                texts[`front.${field}`] ? (
                  <p
                    key={field}
                    className={`designer-card__${field}`}
                    data-testid={`designer-card-text-${field}`}
                  >
                    {texts[`front.${field}`]}
                  </p>
                ) : null,
              )}
            </div>
          </div>
        ) : (
          <div
            className="designer-card designer-card--inside"
            style={{ aspectRatio: `${format.widthMm} / ${format.heightMm}` }}
            data-testid="designer-card-inside"
          >
            <p className="designer-card__inside">{texts.inside || t('designer.card.insideEmpty')}</p>
          </div>
        )}
        <p className="designer__hint">{theme.title}</p>
      </div>

      <div className="designer__panel">
        <fieldset className="designer__group">
          <legend>{t('designer.card.photo')}</legend>
          {photo ? (
            <button type="button" className="button" onClick={() => setPhoto(null)}>
              {t('designer.upload.replace')}
            </button>
          ) : (
            <PhotoPicker onUploaded={([upload]) => upload && setPhoto(upload)} />
          )}
        </fieldset>
        <fieldset className="designer__group">
          <legend>{t('designer.card.frontTexts')}</legend>
          {FRONT_FIELDS.map((field) => (
            <p className="designer__field" key={field}>
              <label htmlFor={`${ids.field}-${field}`}>{t(`designer.card.${field}`)}</label>
              {field === 'message' ? (
                <textarea
                  id={`${ids.field}-${field}`}
                  rows={2}
                  maxLength={DESIGN_LIMITS.maxTextLength}
                  value={texts[`front.${field}`] ?? ''}
                  onChange={(e) => setText(`front.${field}`, e.currentTarget.value)}
                  data-testid={`designer-card-${field}`}
                />
              ) : (
                <input
                  id={`${ids.field}-${field}`}
                  type="text"
                  maxLength={DESIGN_LIMITS.maxTextLength}
                  value={texts[`front.${field}`] ?? ''}
                  onChange={(e) => setText(`front.${field}`, e.currentTarget.value)}
                  onFocus={() => setSide('front')}
                  data-testid={`designer-card-${field}`}
                />
              )}
            </p>
          ))}
        </fieldset>
        <p className="designer__field">
          <label htmlFor={ids.inside}>{t('designer.card.insideText')}</label>
          <textarea
            id={ids.inside}
            rows={4}
            maxLength={DESIGN_LIMITS.maxTextLength}
            value={texts.inside ?? ''}
            onChange={(e) => setText('inside', e.currentTarget.value)}
            onFocus={() => setSide('inside')}
            data-testid="designer-card-inside-text"
          />
        </p>
        <p className="designer__field">
          <label htmlFor={ids.format}>{t('designer.format')}</label>
          <select
            id={ids.format}
            value={formatId}
            onChange={(e) => {
              const next = theme.formats.find((f) => f.id === e.currentTarget.value);
              setFormatId(e.currentTarget.value);
              if (next && envelope !== 'none' && !next.envelopes.some((x) => x.sku === envelope))
                setEnvelope(next.envelopes[0]?.sku ?? 'none');
            }}
            data-testid="designer-card-format"
          >
            {theme.formats.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </p>
        <p className="designer__field">
          <label htmlFor={ids.envelope}>{t('designer.card.envelope')}</label>
          <select
            id={ids.envelope}
            value={envelope}
            onChange={(e) => setEnvelope(e.currentTarget.value)}
            data-testid="designer-card-envelope"
          >
            <option value="none">{t('designer.card.noEnvelope')}</option>
            {format.envelopes.map((x) => (
              <option key={x.sku} value={x.sku}>
                {x.title}
              </option>
            ))}
          </select>
        </p>
        <p className="designer__field">
          <label htmlFor={ids.quantity}>{t('designer.quantity')}</label>
          <select
            id={ids.quantity}
            value={quantity}
            onChange={(e) => setQuantity(Number(e.currentTarget.value))}
            data-testid="designer-card-quantity"
          >
            {theme.quantitySteps.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </p>
        <PriceAndBasket
          path={path}
          params={params}
          design={design}
          missing={photo ? null : t('designer.needPhoto')}
          basketItem={data.basketItem}
        />
      </div>
    </div>
  );
}
