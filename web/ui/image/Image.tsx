/**
 * Responsive image (SPEC 4 image states, SPEC 8 image load error, SPEC 9 screens, densities,
 * placeholder). Renders a box at the aspect ratio on the grey placeholder and an <img> whose
 * srcset comes from the resizing route.
 */
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_DEFAULTS, imageSources, parseAspectRatio, placeholderUrl } from '../../../shared/images';
import './image.css';

export type ImageStatus = 'loading' | 'loaded' | 'error';

export interface ImageErrorDetail {
  /** The asset path the component was given. */
  src: string;
  /** The URL the browser actually tried (the chosen srcset candidate where known). */
  url: string;
}

/** Window event fired on every image load error, for logging and monitoring. */
export const IMAGE_ERROR_EVENT = 'shop:image-error';

export interface ImageProps {
  /** Asset path (or absolute URL) of the original image. */
  src: string;
  /** Required; pass an empty string for a purely decorative image. */
  alt: string;
  /** Fixed display width in CSS px: density descriptors instead of width descriptors. */
  width?: number;
  /** With width, gives the aspect ratio unless `aspect` is set. */
  height?: number;
  /** `4/3` or a number (width / height); SPEC 9 default 1/1. */
  aspect?: number | string;
  /** The <img> sizes attribute for fluid images; default 100vw. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** Above-the-fold image: eager loading and high fetch priority. */
  priority?: boolean;
  /** Also show the SPEC 9 blurred low-quality rendition behind the image while it loads. */
  blurPlaceholder?: boolean;
  quality?: number;
  className?: string;
  onLoad?: () => void;
  onError?: (detail: ImageErrorDetail) => void;
}

/** Calls the callback and announces the error on window (SPEC 8: error event, grey placeholder). */
export function reportImageError(
  detail: ImageErrorDetail,
  onError?: (detail: ImageErrorDetail) => void,
): void {
  onError?.(detail);
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<ImageErrorDetail>(IMAGE_ERROR_EVENT, { detail }));
  }
}

function aspectOf(props: Pick<ImageProps, 'aspect' | 'width' | 'height'>): number {
  const explicit = parseAspectRatio(props.aspect);
  if (explicit !== undefined) return explicit;
  if (props.width && props.height && props.width > 0 && props.height > 0) return props.width / props.height;
  return IMAGE_DEFAULTS.aspect;
}

export function Image({
  src,
  alt,
  width,
  height,
  aspect,
  sizes,
  loading,
  priority = false,
  blurPlaceholder = false,
  quality,
  className,
  onLoad,
  onError,
}: ImageProps) {
  const ratio = aspectOf({ aspect, width, height });
  const fixedWidth = width !== undefined && width > 0 ? width : undefined;
  const sources = imageSources(src, {
    width: fixedWidth,
    aspect: ratio,
    quality,
    ...(sizes ? { sizes } : {}),
  });
  const imgRef = useRef<HTMLImageElement>(null);
  // The status belongs to one URL; a new src starts out loading again without an extra render.
  const [state, setState] = useState<{ url: string; status: ImageStatus }>({
    url: sources.src,
    status: 'loading',
  });
  const status: ImageStatus = state.url === sources.src ? state.status : 'loading';
  // Load and error can be seen twice (the event and the post-hydration check); report once.
  const settled = useRef<string | undefined>(undefined);

  const handleLoad = useCallback(() => {
    if (settled.current === sources.src) return;
    settled.current = sources.src;
    setState({ url: sources.src, status: 'loaded' });
    onLoad?.();
  }, [sources.src, onLoad]);

  const handleError = useCallback(() => {
    if (settled.current === sources.src) return;
    settled.current = sources.src;
    setState({ url: sources.src, status: 'error' });
    reportImageError({ src, url: imgRef.current?.currentSrc || sources.src }, onError);
  }, [src, sources.src, onError]);

  // A server-rendered <img> may finish before React attaches its handlers, leaving no event.
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete || settled.current === sources.src) return;
    if (img.naturalWidth > 0) {
      handleLoad();
    } else if (img.getAttribute('src')) {
      // `complete` without pixels is either an early error or (Safari) an image not fetched yet;
      // a fresh attempt answers both with a real load or error event, usually from cache.
      img.src = img.getAttribute('src') ?? '';
    }
  }, [sources.src, handleLoad]);

  // Four decimals are below a pixel at any size an image shows; 1.3333333333333333 repeats on every tile.
  const style: CSSProperties = { aspectRatio: String(Math.round(ratio * 10_000) / 10_000) };
  if (fixedWidth !== undefined) style.width = `${fixedWidth}px`;
  if (blurPlaceholder && status === 'loading') {
    style.backgroundImage = `url(${JSON.stringify(placeholderUrl(src, { aspect: ratio }))})`;
  }

  return (
    // Loading is the state without the attribute: every image of the HTML starts out in it.
    <span
      className={className ? `shop-image ${className}` : 'shop-image'}
      style={style}
      data-state={status === 'loading' ? undefined : status}
    >
      <img
        ref={imgRef}
        className="shop-image__img"
        src={sources.src}
        srcSet={sources.srcSet || undefined}
        sizes={sources.sizes}
        alt={alt}
        width={fixedWidth}
        height={fixedWidth !== undefined ? Math.round(fixedWidth / ratio) : undefined}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={handleLoad}
        onError={handleError}
      />
    </span>
  );
}
