import { type KeyboardEvent, type PointerEvent, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildImageUrl } from '../../../shared/images';
import { DialogTitle } from '../dialogs/DialogHost';
import type { ImageMagnifyProps } from './types';
import { FIT, pan, STEP, step, type ZoomView, zoomAt } from './zoom';
import './product-dialogs.css';

/** Large enough to stay sharp at four times the stage of a desktop screen. */
const MAGNIFIED_WIDTH = 2048;
const KEY_PAN = 60;

/**
 * SPEC 2 image-magnify: the product's pictures large, zoomable with the pointer (click, wheel,
 * drag), the keyboard (+, -, 0, arrows) and two fingers (pinch), and a gallery with arrows.
 */
export function ImageMagnifyDialog({ images, index: first, title }: ImageMagnifyProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => Math.min(Math.max(0, first), images.length - 1));
  const [view, setView] = useState<ZoomView>(FIT);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; scale: number; moved: boolean } | null>(null);
  const image = images[index];

  const size = () => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 1, height: rect?.height ?? 1, left: rect?.left ?? 0, top: rect?.top ?? 0 };
  };
  /** A client point as stage coordinates from its centre. */
  const local = (clientX: number, clientY: number) => {
    const s = size();
    return { x: clientX - s.left - s.width / 2, y: clientY - s.top - s.height / 2 };
  };
  const zoomTo = (scale: number, point = { x: 0, y: 0 }) => {
    setView((v) => zoomAt(v, scale, point, size()));
  };
  const go = (delta: 1 | -1) => {
    setIndex((i) => step(i, delta, images.length));
    setView(FIT);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const zoomed = view.scale > 1;
    const move = (dx: number, dy: number) => setView((v) => pan(v, dx, dy, size()));
    switch (event.key) {
      case '+':
      case '=':
        zoomTo(view.scale * STEP);
        break;
      case '-':
        zoomTo(view.scale / STEP);
        break;
      case '0':
        setView(FIT);
        break;
      case 'ArrowLeft':
        if (zoomed) move(KEY_PAN, 0);
        else go(-1);
        break;
      case 'ArrowRight':
        if (zoomed) move(-KEY_PAN, 0);
        else go(1);
        break;
      case 'ArrowUp':
        move(0, KEY_PAN);
        break;
      case 'ArrowDown':
        move(0, -KEY_PAN);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && points[0] && points[1]) {
      gesture.current = {
        distance: Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y),
        scale: view.scale,
        moved: true,
      };
    } else {
      gesture.current = { distance: 0, scale: view.scale, moved: false };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    const points = [...pointers.current.values()];
    const g = gesture.current;
    if (points.length === 2 && points[0] && points[1] && g && g.distance > 0) {
      // Pinch: the scale follows the fingers' distance, around the point between them.
      const distance = Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
      const middle = local((points[0].x + points[1].x) / 2, (points[0].y + points[1].y) / 2);
      setView((v) => zoomAt(v, (g.scale * distance) / g.distance, middle, size()));
      return;
    }
    const dx = current.x - last.x;
    const dy = current.y - last.y;
    if (g && Math.abs(dx) + Math.abs(dy) > 0) g.moved = g.moved || Math.hypot(dx, dy) > 2;
    if (view.scale > 1) setView((v) => pan(v, dx, dy, size()));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasTap = pointers.current.size === 1 && gesture.current && !gesture.current.moved;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    // A tap or click toggles between fit and a close look at that point.
    if (wasTap) zoomTo(view.scale > 1 ? 1 : 2.5, local(event.clientX, event.clientY));
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    zoomTo(view.scale * (event.deltaY < 0 ? 1.2 : 1 / 1.2), local(event.clientX, event.clientY));
  };

  if (!image) return null;
  const percent = Math.round(view.scale * 100);
  return (
    <div className="magnify" data-testid="image-magnify">
      <DialogTitle>{title}</DialogTitle>
      <p className="magnify__status" aria-live="polite" data-testid="magnify-status">
        {t('productDialogs.magnify.status', { current: index + 1, total: images.length, zoom: percent })}
      </p>
      {/* The stage takes keys and gestures; its buttons below do the same for everyone else. */}
      <div
        ref={stage}
        className="magnify__stage"
        role="application"
        aria-roledescription={t('productDialogs.magnify.stage')}
        aria-label={t('productDialogs.magnify.help')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage itself takes the zoom keys
        tabIndex={0}
        data-autofocus
        data-zoomed={view.scale > 1 || undefined}
        data-testid="magnify-stage"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        <img
          key={image.src}
          src={buildImageUrl(image.src, { width: MAGNIFIED_WIDTH, quality: 85, format: 'webp' })}
          alt={image.alt}
          draggable={false}
          className="magnify__image"
          data-testid="magnify-image"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <div className="magnify__controls">
        {images.length > 1 ? (
          <button type="button" className="magnify__button" onClick={() => go(-1)} data-testid="magnify-prev">
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('productDialogs.previous')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="magnify__button"
          onClick={() => zoomTo(view.scale / STEP)}
          disabled={view.scale <= 1}
          data-testid="magnify-out"
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('productDialogs.magnify.zoomOut')}</span>
        </button>
        <button
          type="button"
          className="magnify__button"
          onClick={() => zoomTo(view.scale * STEP)}
          disabled={view.scale >= 4}
          data-testid="magnify-in"
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('productDialogs.magnify.zoomIn')}</span>
        </button>
        {images.length > 1 ? (
          <button type="button" className="magnify__button" onClick={() => go(1)} data-testid="magnify-next">
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('productDialogs.next')}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
