/**
 * The shopper's crop as a picture: the preview image turned and cut as the print will be, drawn
 * on a canvas and handed out as a blob: URL (the 2D preview and the 3D preview's texture).
 */
import type { Rotation } from '../../../shared/contracts/basket';
import type { Crop } from './design';

const cache = new Map<string, Promise<HTMLImageElement>>();

function loadImage(src: string): Promise<HTMLImageElement> {
  let found = cache.get(src);
  if (!found) {
    found = new Promise((resolve, reject) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`could not load ${src}`));
      image.src = src;
    });
    cache.set(src, found);
  }
  return found;
}

/** Renders the crop at most `maxSide` pixels on its long side; resolves to a blob: URL (revoke it). */
export async function renderCrop(
  src: string,
  crop: Crop,
  rotation: Rotation,
  maxSide = 1024,
): Promise<string> {
  const image = await loadImage(src);
  const turned = rotation % 180 !== 0;
  const rw = turned ? image.naturalHeight : image.naturalWidth;
  const rh = turned ? image.naturalWidth : image.naturalHeight;
  const sw = rw * crop.width;
  const sh = rh * crop.height;
  const scale = Math.min(1, maxSide / Math.max(sw, sh));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sw * scale));
  canvas.height = Math.max(1, Math.round(sh * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.scale(scale, scale);
  // Move the crop's corner to the origin, then draw the image turned about the rotated box's centre.
  context.translate(-rw * crop.x, -rh * crop.y);
  context.translate(rw / 2, rh / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('could not encode the crop');
  return URL.createObjectURL(blob);
}
