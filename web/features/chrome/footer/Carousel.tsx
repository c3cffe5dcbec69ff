/**
 * SPEC 2 carousel (used by the reviews block): infinite or bounded, previous/next buttons, dots,
 * swipe (50 px), 1/2/3 slides per view below 720 / below 1080 / from 1080 px, 300 ms transition
 * (none with prefers-reduced-motion). WAI-ARIA carousel: a region with aria-roledescription,
 * slides as labelled groups, the slides out of view inert, Left/Right keys, a polite status.
 *
 * The server and the first client render show the first position at one slide per view; CSS
 * sizes the slides per breakpoint, so nothing moves when the script learns the real width.
 */
import { Children, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canGoNext,
  canGoPrev,
  clampIndex,
  dotCount,
  isSlideVisible,
  nextIndex,
  prevIndex,
  slidesPerView,
  swipeDirection,
  trackOffsetPercent,
} from '../../../../shared/chrome/carousel';
import { RESIZE_DEBOUNCE_MS } from '../../../../shared/chrome/constants';
import { Icon } from '../../../ui/icons/Icon';
import { debounce } from '../hooks/dom';
import { useHydrated } from '../hooks/use-media-query';
import './footer.css';

export function Carousel({
  label,
  infinite = false,
  children,
  className,
}: {
  label: string;
  infinite?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const hydrated = useHydrated();
  const start = useRef<{ x: number; y: number } | null>(null);
  const id = useId();
  const position = clampIndex(index, count, perView);

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth));
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    update();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);

  if (count === 0) return null;
  const go = (next: number) => {
    setIndex(next);
    setAnnounce(true);
  };
  const next = () => go(nextIndex(position, count, perView, infinite));
  const prev = () => go(prevIndex(position, count, perView, infinite));
  const dots = dotCount(count, perView);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    }
  };

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription={t('chrome.carousel.roledescription')}
      aria-label={label}
      data-testid="carousel"
      data-infinite={infinite ? 'true' : 'false'}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel__viewport"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
          if (direction === 'next' && canGoNext(position, count, perView, infinite)) next();
          if (direction === 'prev' && canGoPrev(position, count, perView, infinite)) prev();
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {/* Not a list: slides are role="group" (WAI-ARIA carousel), which a <ul> may not hold. */}
        <div
          className="carousel__track"
          id={`${id}-track`}
          style={{ transform: `translateX(${trackOffsetPercent(position, perView)}%)` }}
        >
          {slides.map((slide, i) => {
            const visible = !hydrated || isSlideVisible(i, position, perView);
            return (
              // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are groups with aria-roledescription
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={i}
                className="carousel__slide"
                role="group"
                aria-roledescription={t('chrome.carousel.slide')}
                aria-label={t('chrome.carousel.position', { index: i + 1, count })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {dots > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            data-testid="carousel-prev"
            aria-controls={`${id}-track`}
            aria-label={t('chrome.carousel.prev')}
            disabled={!canGoPrev(position, count, perView, infinite)}
            onClick={prev}
          >
            <Icon name="back" size={20} />
          </button>
          <div className="carousel__dots">
            {Array.from({ length: dots }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
                key={i}
                type="button"
                className="carousel__dot"
                data-testid="carousel-dot"
                aria-label={t('chrome.carousel.goTo', { index: i + 1 })}
                aria-current={i === position ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            data-testid="carousel-next"
            aria-controls={`${id}-track`}
            aria-label={t('chrome.carousel.next')}
            disabled={!canGoNext(position, count, perView, infinite)}
            onClick={next}
          >
            <Icon name="forward" size={20} />
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="carousel-status">
        {announce ? t('chrome.carousel.position', { index: position + 1, count }) : ''}
      </p>
    </section>
  );
}
