import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildImageUrl } from '../../../shared/images';
import { DialogTitle } from '../dialogs/DialogHost';
import type { PreviewHandle } from './preview-scene';
import type { Preview3dProps } from './types';
import './product-dialogs.css';

const TURN = Math.PI / 8;

/**
 * SPEC 2 3d-preview: the product in the chosen format as a real 3D object, turned with a finger,
 * the mouse, the arrow keys or the buttons. three.js arrives with this dialog, not with the page.
 */
export function Preview3dDialog({ shape, widthMm, heightMm, image, imageUrl, title, color }: Preview3dProps) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const handle = useRef<PreviewHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unsupported'>('loading');

  useEffect(() => {
    const container = stage.current;
    if (!container) return;
    let cancelled = false;
    import('./preview-scene')
      .then(({ mountPreview }) =>
        mountPreview(container, {
          shape,
          widthMm,
          heightMm,
          imageUrl: imageUrl ?? buildImageUrl(image, { width: 1024, quality: 85, format: 'webp' }),
          color: color ?? '#2b2b2b',
        }),
      )
      .then((mounted) => {
        if (cancelled) return mounted.dispose();
        handle.current = mounted;
        setState('ready');
      })
      .catch(() => {
        // No WebGL (or the chunk failed): say so instead of an empty box.
        if (!cancelled) setState('unsupported');
      });
    return () => {
      cancelled = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, [shape, widthMm, heightMm, image, imageUrl, color]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      handle.current?.rotate(event.key === 'ArrowLeft' ? -TURN : TURN);
    }
  };

  return (
    <div
      className="preview3d"
      data-testid="preview-3d"
      data-state={state}
      data-texture={imageUrl ? 'shopper-photo' : 'product-motif'}
    >
      <DialogTitle>{t('productDialogs.preview3d.title')}</DialogTitle>
      <p className="preview3d__subtitle">{title}</p>
      <div
        ref={stage}
        className="preview3d__stage"
        role="img"
        aria-label={t('productDialogs.preview3d.label', { product: title })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage itself takes the arrow keys that turn the model
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="preview-3d-stage"
      />
      {state === 'loading' ? (
        <p className="preview3d__note" role="status">
          {t('dialogs.loading')}
        </p>
      ) : null}
      {state === 'unsupported' ? (
        <p className="preview3d__note" role="status">
          {t('productDialogs.preview3d.unsupported')}
        </p>
      ) : null}
      <div className="magnify__controls">
        <button
          type="button"
          className="magnify__button"
          onClick={() => handle.current?.rotate(-TURN)}
          disabled={state !== 'ready'}
          data-testid="preview-3d-left"
        >
          <span aria-hidden="true">↶</span>
          <span className="visually-hidden">{t('productDialogs.preview3d.left')}</span>
        </button>
        <button
          type="button"
          className="magnify__button magnify__button--text"
          onClick={() => handle.current?.reset()}
          disabled={state !== 'ready'}
        >
          {t('productDialogs.preview3d.reset')}
        </button>
        <button
          type="button"
          className="magnify__button"
          onClick={() => handle.current?.rotate(TURN)}
          disabled={state !== 'ready'}
          data-testid="preview-3d-right"
        >
          <span aria-hidden="true">↷</span>
          <span className="visually-hidden">{t('productDialogs.preview3d.right')}</span>
        </button>
      </div>
      <p className="preview3d__hint">{t('productDialogs.preview3d.hint')}</p>
    </div>
  );
}
