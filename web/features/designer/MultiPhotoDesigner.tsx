/**
 * The multi-photo designer (photobook, calendar, collage, photo box): many photos at once, laid
 * out automatically one per page, month, tile or print in the order chosen; reordered by dragging
 * or with the move buttons (announced to screen readers); a page-by-page preview. Page count and
 * start month come from the link.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Design, DesignerPath, DesignUpload } from '../../../shared/contracts/basket';
import { DESIGN_LIMITS } from '../../../shared/contracts/basket';
import { restoreUploads } from './api';
import { autoLayout, monthOf, moveItem } from './design';
import type { DesignerData, MultiLayout } from './designer-data';
import { PhotoPicker } from './PhotoPicker';
import { PriceAndBasket } from './PriceAndBasket';
import { withWidth } from './SinglePhotoDesigner';

function useSlotName(layout: MultiLayout) {
  const { t, i18n } = useTranslation();
  return (index: number): string => {
    if (layout.kind === 'month' && layout.start) {
      const { month, year } = monthOf(layout.start, index);
      const name = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
        new Date(Date.UTC(year, month - 1, 15)),
      );
      return name;
    }
    return t(`designer.multi.${layout.kind}`, { number: index + 1 });
  };
}

export function MultiPhotoDesigner({
  data,
  path,
  initial = null,
}: {
  data: DesignerData;
  path: DesignerPath;
  /** Edit mode: the basket item's design (its photos come back in their order). */
  initial?: Design | null;
}) {
  const { t } = useTranslation();
  const layout = data.multi ?? { kind: 'print', slots: null, start: null, aspect: 1 };
  const slotName = useSlotName(layout);
  const [photos, setPhotos] = useState<DesignUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const restoredIds = initial?.photos.map((p) => p.uploadId).join(',') ?? '';
  useEffect(() => {
    if (!restoredIds) return;
    let cancelled = false;
    void restoreUploads(restoredIds.split(',')).then((uploads) => {
      if (!cancelled) setPhotos(uploads);
    });
    return () => {
      cancelled = true;
    };
  }, [restoredIds]);

  const slots = layout.slots ?? Math.max(photos.length, 1);
  const placed = layout.slots === null ? photos : photos.slice(0, layout.slots);
  const design: Design = useMemo(
    () => ({
      photos: autoLayout(
        photos.map((p) => ({ uploadId: p.id, width: p.width, height: p.height })),
        layout.aspect,
        layout.slots,
      ),
      texts: {},
      options: {},
    }),
    [photos, layout.aspect, layout.slots],
  );
  const params = useMemo(() => {
    const p: Record<string, string> = { ...data.params };
    // A photo box holds as many prints as photos were placed.
    if (layout.kind === 'print' && photos.length > 0) p.quantity = String(photos.length);
    delete p.basketItem;
    return p;
  }, [data.params, layout.kind, photos.length]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    setPhotos((list) => moveItem(list, from, to));
    const target = to < slots ? slotName(to) : t('designer.multi.unplaced');
    setAnnouncement(t('designer.multi.moved', { photo: from + 1, target }));
  };

  const current = Math.min(page, slots - 1);
  const shown = placed[current];
  const empty = slots - placed.length;

  return (
    <div className="designer designer--multi">
      <div className="designer__stage">
        <PhotoPicker
          multiple
          onUploaded={(uploads) =>
            setPhotos((list) => [...list, ...uploads].slice(0, DESIGN_LIMITS.maxPhotos))
          }
        />
        <section className="designer-pages" aria-labelledby="designer-pages-title">
          <h2 id="designer-pages-title">{t(`designer.multi.layout.${layout.kind}`, { count: slots })}</h2>
          <ol className="designer-pages__list" data-testid="designer-slots">
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                className={index < slots ? 'designer-slot' : 'designer-slot designer-slot--unplaced'}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                data-testid="designer-slot"
                data-upload={photo.id}
              >
                <div className="designer-slot__picture" style={{ aspectRatio: String(layout.aspect) }}>
                  <img src={withWidth(photo.previewUrl, 256)} alt="" draggable={false} />
                </div>
                <span className="designer-slot__name">
                  {index < slots ? slotName(index) : t('designer.multi.unplaced')}
                </span>
                <span className="designer-slot__moves">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    data-testid="designer-move-up"
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">
                      {t('designer.multi.moveUp', { photo: index + 1 })}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                    data-testid="designer-move-down"
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">
                      {t('designer.multi.moveDown', { photo: index + 1 })}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setPhotos((list) => list.filter((p) => p.id !== photo.id));
                      setAnnouncement(t('designer.multi.removed', { photo: index + 1 }));
                    }}
                  >
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">
                      {t('designer.multi.remove', { photo: index + 1 })}
                    </span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <p className="visually-hidden" aria-live="polite" data-testid="designer-announce">
            {announcement}
          </p>
        </section>
      </div>

      <div className="designer__panel">
        <section className="designer-page-preview" aria-label={t('designer.multi.preview')}>
          <div
            className="designer-page-preview__page"
            // As wide as fits, and never taller than 480 px whatever the page's shape.
            style={{
              aspectRatio: String(layout.aspect),
              width: `min(100%, ${Math.round(480 * layout.aspect)}px)`,
            }}
            data-testid="designer-page-preview"
          >
            {shown ? (
              <img src={withWidth(shown.previewUrl, 800)} alt={slotName(current)} />
            ) : (
              <span>{t('designer.multi.blank')}</span>
            )}
          </div>
          <div className="designer-page-preview__nav">
            <button
              type="button"
              className="button"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
              data-testid="designer-page-prev"
            >
              {t('designer.multi.previous')}
            </button>
            <span data-testid="designer-page-name" aria-live="polite">
              {slotName(current)} · {t('designer.multi.of', { current: current + 1, total: slots })}
            </span>
            <button
              type="button"
              className="button"
              disabled={current >= slots - 1}
              onClick={() => setPage(current + 1)}
              data-testid="designer-page-next"
            >
              {t('designer.multi.next')}
            </button>
          </div>
        </section>
        {photos.length > 0 && empty > 0 ? (
          <p className="designer__hint" data-testid="designer-empty-slots">
            {t('designer.multi.emptySlots', { count: empty })}
          </p>
        ) : null}
        <PriceAndBasket
          path={path}
          params={params}
          design={design}
          missing={photos.length === 0 ? t('designer.needPhotos') : null}
          basketItem={data.basketItem}
        />
      </div>
    </div>
  );
}
