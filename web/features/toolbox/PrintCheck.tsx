/**
 * The print-resolution advisor inside the calculator: the shopper picks a photo, the server reads
 * its pixel size (any format it reads, HEIC included where supported), and the shared rule says
 * how large it prints sharply among this material's formats ("up to 60 x 40 cm").
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitOf } from '../../../shared/markets';
import { advise, formatSize, orientedLike, type PrintFormat } from '../../../shared/print/print-advice';
import { useShop } from '../../app/shop-context';
import { ENDPOINTS, type PrintAdviceAnswer, upload } from './upload';
import './toolbox.css';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; width: number; height: number }
  | { kind: 'failed'; message: string };

export interface PrintCheckProps {
  /** The calculator's material, sent so the server judges only that product. */
  material: string;
  formats: readonly PrintFormat[];
  /** The chosen format's value ("600x400"), rated on its own. */
  chosen: string | undefined;
  /** Gets the checked photo as a blob: URL when the browser can show it (the 3D preview uses it). */
  onPhoto?: (url: string | undefined) => void;
}

/** Photo types every browser draws (HEIC and TIFF are read by the server only). */
const SHOWABLE = /^image\/(?:jpeg|png|webp|avif|gif)$/;

export function PrintCheck(props: PrintCheckProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'working' });
    const outcome = await upload<PrintAdviceAnswer>({
      url: ENDPOINTS['print-advice'],
      files: [file],
      fields: { material: props.material },
      headers: { 'X-Channel': shop.channel, 'X-Locale': shop.market },
      onProgress: () => undefined,
    });
    if (outcome.ok) {
      setState({ kind: 'done', width: outcome.body.photo.width, height: outcome.body.photo.height });
      props.onPhoto?.(SHOWABLE.test(file.type) ? URL.createObjectURL(file) : undefined);
    } else setState({ kind: 'failed', message: outcome.error?.message ?? t('toolbox.ui.failed') });
  };

  const photo = state.kind === 'done' ? { width: state.width, height: state.height } : undefined;
  const advice = photo ? advise(photo, props.formats) : undefined;
  const result =
    advice && photo
      ? {
          sharp: advice.sharpUpTo
            ? t('toolbox.advice.sharpUpTo', {
                size: formatSize(orientedLike(photo, advice.sharpUpTo), shop.market),
              })
            : t('toolbox.advice.noneSharp'),
          chosen: advice.formats.find((f) => f.value === props.chosen),
        }
      : undefined;
  return (
    <div className="print-check" data-testid="print-check" data-unit={unitOf(shop.market)}>
      <label className="button print-check__choose" htmlFor={id}>
        {t('toolbox.advice.check')}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*,.heic,.heif,.avif,.tif,.tiff"
        onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        data-testid="print-check-file"
      />
      <p className="print-check__hint" role="status" aria-live="polite">
        {state.kind === 'idle' ? t('toolbox.advice.checkHint') : null}
        {state.kind === 'working' ? t('toolbox.ui.processing') : null}
        {state.kind === 'failed' ? state.message : null}
        {result ? <strong data-testid="print-check-summary">{result.sharp}</strong> : null}
        {result?.chosen ? (
          <span data-rating={result.chosen.rating}>
            {' '}
            {formatSize(result.chosen, shop.market)}: {t(`toolbox.advice.${result.chosen.rating}`)} ·{' '}
            {t('toolbox.advice.dpi', { dpi: result.chosen.dpi })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
