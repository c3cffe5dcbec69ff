import { buildImageUrl } from '../../../shared/images';

export interface ImageMetadata {
  width: number;
  height: number;
  /** width / height. */
  ratio: number;
}

/** SPEC 8: a metadata failure gives zero width, height and ratio. */
export const EMPTY_IMAGE_METADATA: Readonly<ImageMetadata> = Object.freeze({ width: 0, height: 0, ratio: 0 });

const DIRECT = /^(https?:|data:|blob:|\/cdn-cgi\/image\/)/i;

/**
 * Natural size of an image, read by loading it in the browser. Asset paths are loaded through
 * the resizing route (originals are not served on their own); its output keeps the source's
 * dimensions when no size is asked for. Never rejects: on the server, on error or after the
 * timeout it resolves to zeros.
 */
export function readImageMetadata(src: string, timeoutMs = 10_000): Promise<ImageMetadata> {
  if (!src || typeof Image === 'undefined') return Promise.resolve({ ...EMPTY_IMAGE_METADATA });
  const url = DIRECT.test(src) ? src : buildImageUrl(src, { format: 'auto', quality: 50 });
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (metadata: ImageMetadata) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(metadata);
    };
    const timer = setTimeout(() => {
      finish({ ...EMPTY_IMAGE_METADATA });
      // Stops the download the answer no longer waits for.
      image.src = '';
    }, timeoutMs);
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image;
      finish(
        width > 0 && height > 0 ? { width, height, ratio: width / height } : { ...EMPTY_IMAGE_METADATA },
      );
    };
    image.onerror = () => finish({ ...EMPTY_IMAGE_METADATA });
    image.src = url;
  });
}
