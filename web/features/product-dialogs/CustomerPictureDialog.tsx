import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildImageUrl } from '../../../shared/images';
import { DialogTitle } from '../dialogs/DialogHost';
import type { CustomerPictureDialogProps } from './types';
import { step } from './zoom';
import './product-dialogs.css';

/** SPEC 2 customer-picture: one shared photo large, with the customer's words and arrows to the others. */
export function CustomerPictureDialog({ pictures, index: first }: CustomerPictureDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => Math.min(Math.max(0, first), pictures.length - 1));
  const picture = pictures[index];
  if (!picture) return null;
  const go = (delta: 1 | -1) => setIndex((i) => step(i, delta, pictures.length));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  return (
    // Arrow keys anywhere in the dialog turn the pages, as in the magnifier.
    // biome-ignore lint/a11y/noStaticElementInteractions: keys reach it from the buttons inside
    <div className="customer-picture" data-testid="customer-picture-dialog" onKeyDown={onKeyDown}>
      <DialogTitle>{t('productDialogs.customerPicture.title')}</DialogTitle>
      <figure className="customer-picture__figure">
        <img
          key={picture.id}
          src={buildImageUrl(picture.src, { width: 1024, quality: 85, format: 'webp' })}
          alt={picture.alt}
          width={720}
          height={720}
          className="customer-picture__image"
        />
        <figcaption>
          {picture.caption ? <q>{picture.caption}</q> : null}
          {picture.author ? (
            <span className="customer-picture__author">
              {t('blocks.customerPictures.by', { name: picture.author })}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {pictures.length > 1 ? (
        <div className="magnify__controls">
          <button type="button" className="magnify__button" onClick={() => go(-1)} data-testid="picture-prev">
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('productDialogs.previous')}</span>
          </button>
          <span className="magnify__count" aria-live="polite" data-testid="picture-count">
            {t('productDialogs.count', { current: index + 1, total: pictures.length })}
          </span>
          <button
            type="button"
            className="magnify__button"
            onClick={() => go(1)}
            data-testid="picture-next"
            data-autofocus
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('productDialogs.next')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
