/**
 * The picture crawlers get for a product (sitemap image:image, Product JSON-LD image): the asset
 * through the image service, 1200 px wide at most and never cropped, on the given origin.
 */
import { buildImageUrl, DEFAULT_IMAGE_QUALITY } from '../images';

export function crawlerImageUrl(path: string, origin: string): string | undefined {
  if (!path.trim()) return undefined;
  const url = buildImageUrl(path, {
    width: 1200,
    fit: 'scale-down',
    quality: DEFAULT_IMAGE_QUALITY,
    format: 'auto',
  });
  return url.startsWith('/') ? `${origin.replace(/\/+$/, '')}${url}` : url;
}
