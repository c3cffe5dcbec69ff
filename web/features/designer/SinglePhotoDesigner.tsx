/**
 * The single-photo designer (canvas, poster, acrylic, aluminium, glass, framed prints, photo
 * prints): one upload, cropped to the format with zoom and rotation (react-easy-crop: drag, pinch,
 * wheel, arrow keys), the print advisor's verdict for the chosen size, a 2D and a 3D preview of
 * the shopper's own crop. Changing material, frame or format keeps zoom, position and rotation.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { Design, DesignerPath, DesignUpload, Rotation } from '../../../shared/contracts/basket';
import { formatDimensions } from '../../../shared/markets/units';
import { formatSize, orientedLike } from '../../../shared/print/print-advice';
import { useShop } from '../../app/shop-context';
import { useDialogs } from '../dialogs/use-dialogs';
import type { PreviewShape } from '../product-dialogs/types';
import { RESTORED_BYTES, restoreUploads } from './api';
import { renderCrop } from './cropped-image';
import { type Crop, cropAdvice, cropFromPercent, turn } from './design';
import type { DesignerData, DesignerFormat } from './designer-data';
import { PhotoPicker } from './PhotoPicker';
import { PriceAndBasket } from './PriceAndBasket';

const FRAME_COLOURS: Record<string, string> = { alurahmen: '#a3a9ae', holzrahmen: '#3a2c22' };

/**
 * The physical build the 3D preview shows (as the product page's preview does, ProductPopups):
 * kept here so the designer's chunk does not pull the product page's pop-ups into a shared one.
 */
function previewShape(materialType: string, frameType: string | null): PreviewShape | null {
  if (frameType) return 'frame';
  switch (materialType) {
    case 'leinwand':
    case 'gallerybond':
      return 'canvas';
    case 'poster':
    case 'hahnemuehle':
      return 'frame';
    case 'acrylglas':
    case 'aludibond':
    case 'forexplatte':
    case 'echtglas':
      return 'plate';
    default:
      return null;
  }
}

/** A photo option group of a material (/price-api/photo-options-groups), as the designer offers it. */
interface OptionGroup {
  id: string;
  labelTranslationKey: string;
  framedOnly: boolean;
  defaultOption: string;
  options: {
    value: string;
    labelTranslationKey: string;
    surcharge: { priceCurrent: number; formatted: string };
  }[];
}

/** The option groups of a material (canvas edge, stretcher frame, …); framed-only ones only with a frame. */
function useOptionGroups(material: string | null, frameType: string | null, channel: string): OptionGroup[] {
  const shop = useShop();
  const [groups, setGroups] = useState<{ material: string; groups: OptionGroup[] } | null>(null);
  useEffect(() => {
    if (!material) return;
    const controller = new AbortController();
    fetch(`/price-api/photo-options-groups?material=${encodeURIComponent(material)}`, {
      // Wall art is the posters brand's wherever it sells the market (as the quote prices it).
      headers: {
        'X-Channel': channel,
        'X-Locale': shop.market,
      },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { optionGroups?: OptionGroup[] } | null) => {
        if (body?.optionGroups) setGroups({ material, groups: body.optionGroups });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [material, channel, shop]);
  if (!material || groups?.material !== material) return [];
  return groups.groups.filter((g) => !g.framedOnly || frameType !== null);
}

export function withWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function SinglePhotoDesigner({
  data,
  path,
  initial = null,
}: {
  data: DesignerData;
  path: DesignerPath;
  /** Edit mode: the basket item's design (its photo, crop and turn come back). */
  initial?: Design | null;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const { open } = useDialogs();
  const optionId = useId();
  const formatId = useId();
  const zoomId = useId();
  const [optionValue, setOptionValue] = useState(data.selectedOption ?? data.options[0]?.value ?? '');
  const option = data.options.find((o) => o.value === optionValue) ?? data.options[0];
  // The link may ask for either orientation of a listed format (600x400 is 400x600 turned).
  const linked = data.params.format ? /^(\d+)x(\d+)$/.exec(data.params.format) : null;
  const turnedLink = linked ? `${linked[2]}x${linked[1]}` : undefined;
  const listed = (value: string | undefined) => option?.formats.find((f) => f.value === value)?.value;
  const [formatValue, setFormatValue] = useState(
    listed(data.params.format) ?? listed(turnedLink) ?? option?.initialFormat ?? '',
  );
  const [landscape, setLandscape] = useState(() => {
    if (linked) return Number(linked[1]) > Number(linked[2]);
    const first = option?.formats.find((f) => f.value === formatValue);
    return first ? first.width > first.height : false;
  });
  const base: DesignerFormat | undefined =
    option?.formats.find((f) => f.value === formatValue) ??
    option?.formats.find((f) => f.value === option.initialFormat) ??
    option?.formats[0];
  const format: DesignerFormat | undefined =
    base && landscape !== base.width > base.height && base.width !== base.height
      ? {
          value: `${base.height}x${base.width}`,
          width: base.height,
          height: base.width,
          label: formatDimensions(base.height, base.width, shop.market),
        }
      : base;

  const [photo, setPhoto] = useState<DesignUpload | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const restored = initial?.photos[0];
  const [rotation, setRotation] = useState<Rotation>(restored?.rotation ?? 0);
  const [crop, setCrop] = useState<Crop | null>(restored?.crop ?? null);
  useEffect(() => {
    if (!restored) return;
    let cancelled = false;
    void restoreUploads([restored.uploadId]).then(([upload]) => {
      if (!cancelled && upload) setPhoto(upload);
    });
    return () => {
      cancelled = true;
    };
  }, [restored]);
  const [rendered, setRendered] = useState<string | null>(null);

  // The 2D preview (and the 3D texture) follow the crop a moment after it settles.
  useEffect(() => {
    if (!photo || !crop) return;
    let cancelled = false;
    let made: string | null = null;
    const timer = setTimeout(() => {
      renderCrop(withWidth(photo.previewUrl, 1024), crop, rotation)
        .then((url) => {
          made = url;
          if (cancelled) URL.revokeObjectURL(url);
          else setRendered(url);
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (made) setTimeout(() => URL.revokeObjectURL(made as string), 5000);
    };
  }, [photo, crop, rotation]);

  const params = useMemo(() => {
    const p: Record<string, string> = { ...data.params };
    if (data.productType === 'photoprint' && format) {
      p['photoboxFormat[width]'] = String(format.width);
      p['photoboxFormat[height]'] = String(format.height);
    } else if (option && format) {
      p.materialType = option.materialType;
      p.format = format.value;
      if (option.frameType) p.frameType = option.frameType;
      else delete p.frameType;
    }
    delete p.basketItem;
    return p;
  }, [data.params, data.productType, option, format]);

  const groups = useOptionGroups(
    data.productType === 'photoframe' ? (option?.materialType ?? null) : null,
    option?.frameType ?? null,
    data.priceChannel,
  );
  const [chosenOptions, setChosenOptions] = useState<Record<string, string>>(initial?.options ?? {});
  // Each group of the current material: the shopper's choice where it is one of its options, else its default.
  const options = useMemo(
    () =>
      Object.fromEntries(
        groups.map((g) => {
          const wanted = chosenOptions[g.id];
          return [g.id, g.options.some((o) => o.value === wanted) ? (wanted as string) : g.defaultOption];
        }),
      ),
    [groups, chosenOptions],
  );
  const design: Design = useMemo(
    () => ({
      photos: photo && crop ? [{ uploadId: photo.id, crop, rotation }] : [],
      texts: {},
      options,
    }),
    [photo, crop, rotation, options],
  );

  // A photo brought back from the basket has only its preview's size here: no verdict from that.
  const advice =
    photo && crop && format && photo.bytes !== RESTORED_BYTES
      ? cropAdvice(photo, crop, rotation, format)
      : null;
  const shape =
    data.productType === 'photoframe' && option ? previewShape(option.materialType, option.frameType) : null;
  const title =
    option && format
      ? `${t(`catalogue.${option.labelKey}`, { defaultValue: t('designer.photoprint') })} ${format.label}`
      : '';

  if (!option || !format) {
    return <p data-testid="designer-unavailable">{t('designer.unavailable')}</p>;
  }

  return (
    <div className="designer designer--single">
      <div className="designer__stage">
        {photo ? (
          <>
            <div className="designer-crop" data-testid="designer-crop">
              <Cropper
                image={withWidth(photo.previewUrl, 1024)}
                crop={position}
                zoom={zoom}
                rotation={rotation}
                aspect={format.width / format.height}
                onCropChange={setPosition}
                onZoomChange={setZoom}
                onCropComplete={(area: Area) => setCrop(cropFromPercent(area))}
                disableAutomaticStylesInjection
                keyboardStep={10}
                {...(restored && restored.uploadId === photo.id
                  ? {
                      initialCroppedAreaPercentages: {
                        x: restored.crop.x * 100,
                        y: restored.crop.y * 100,
                        width: restored.crop.width * 100,
                        height: restored.crop.height * 100,
                      },
                    }
                  : {})}
                cropperProps={
                  { 'aria-label': t('designer.crop.area') } as React.HTMLAttributes<HTMLDivElement>
                }
                mediaProps={{ alt: t('designer.crop.photo') }}
              />
            </div>
            <div className="designer-crop__controls">
              <label htmlFor={zoomId}>{t('designer.crop.zoom')}</label>
              <input
                id={zoomId}
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(e) => setZoom(Number(e.currentTarget.value))}
                data-testid="designer-zoom"
              />
              <button
                type="button"
                className="button"
                onClick={() => setRotation((r) => turn(r, -1))}
                data-testid="designer-rotate-left"
              >
                {t('designer.crop.rotateLeft')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => setRotation((r) => turn(r, 1))}
                data-testid="designer-rotate-right"
              >
                {t('designer.crop.rotateRight')}
              </button>
              <button type="button" className="button" onClick={() => setPhoto(null)}>
                {t('designer.upload.replace')}
              </button>
            </div>
            <p className="designer__hint">{t('designer.crop.hint')}</p>
          </>
        ) : (
          <PhotoPicker
            onUploaded={([upload]) => {
              if (!upload) return;
              setPhoto(upload);
              setPosition({ x: 0, y: 0 });
              setZoom(1);
              setRotation(0);
              setCrop(null);
            }}
          />
        )}
      </div>

      <div className="designer__panel">
        <p className="designer__field">
          <label htmlFor={optionId}>{t('designer.material')}</label>
          <select
            id={optionId}
            value={option.value}
            disabled={data.options.length < 2}
            onChange={(e) => {
              const next = data.options.find((o) => o.value === e.currentTarget.value);
              setOptionValue(e.currentTarget.value);
              // The same size where the new material has it, else its own first choice.
              if (next && !next.formats.some((f) => f.value === format.value))
                setFormatValue(next.initialFormat);
            }}
            data-testid="designer-material"
          >
            {data.options.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`catalogue.${o.labelKey}`, { defaultValue: t('designer.photoprint') })}
              </option>
            ))}
          </select>
        </p>
        <p className="designer__field">
          <label htmlFor={formatId}>{t('designer.format')}</label>
          <select
            id={formatId}
            value={base?.value ?? format.value}
            onChange={(e) => setFormatValue(e.currentTarget.value)}
            data-testid="designer-format"
          >
            {option.formats.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </p>
        {format.width !== format.height ? (
          <fieldset className="designer-tabs">
            <legend className="visually-hidden">{t('designer.orientation')}</legend>
            <button
              type="button"
              className="button"
              aria-pressed={!landscape}
              onClick={() => setLandscape(false)}
              data-testid="designer-portrait"
            >
              {t('designer.portrait')}
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={landscape}
              onClick={() => setLandscape(true)}
              data-testid="designer-landscape"
            >
              {t('designer.landscape')}
            </button>
          </fieldset>
        ) : null}

        {groups.map((g) => (
          <p className="designer__field" key={g.id}>
            <label htmlFor={`${optionId}-${g.id}`}>{t(`catalogue.${g.labelTranslationKey}`)}</label>
            <select
              id={`${optionId}-${g.id}`}
              value={options[g.id]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setChosenOptions((old) => ({ ...old, [g.id]: value }));
              }}
              data-testid={`designer-option-${g.id}`}
            >
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(`catalogue.${o.labelTranslationKey}`)}
                  {o.surcharge.priceCurrent > 0 ? ` (+${o.surcharge.formatted})` : ''}
                </option>
              ))}
            </select>
          </p>
        ))}

        {advice && photo ? (
          <p
            className="designer-advice"
            data-rating={advice.rating}
            data-testid="designer-advice"
            aria-live="polite"
          >
            <strong>{t(`toolbox.advice.${advice.rating}`)}</strong> ·{' '}
            {t('toolbox.advice.dpi', { dpi: advice.dpi })}
            <span className="designer-advice__detail">
              {' '}
              {t('designer.advice', {
                width: advice.pixels.width,
                height: advice.pixels.height,
                size: formatSize(orientedLike(advice.pixels, format), shop.market),
              })}
            </span>
          </p>
        ) : null}

        {rendered ? (
          <figure className="designer-preview">
            <img
              src={rendered}
              alt={t('designer.preview2d', { product: title })}
              data-testid="designer-preview-2d"
              style={{ aspectRatio: `${format.width} / ${format.height}` }}
            />
            <figcaption>{title}</figcaption>
          </figure>
        ) : null}
        {rendered && shape ? (
          <button
            type="button"
            className="button"
            data-testid="designer-open-3d"
            onClick={() =>
              open('3d-preview', {
                shape,
                widthMm: format.width,
                heightMm: format.height,
                image: '',
                imageUrl: rendered,
                title,
                color: FRAME_COLOURS[option.frameType ?? ''] ?? '#2b2b2b',
              })
            }
          >
            {t('productDialogs.preview3d.open')}
          </button>
        ) : null}

        <PriceAndBasket
          path={path}
          params={params}
          design={design}
          missing={design.photos.length === 0 ? t('designer.needPhoto') : null}
          basketItem={data.basketItem}
        />
      </div>
    </div>
  );
}
