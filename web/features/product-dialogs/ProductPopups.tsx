/**
 * The openers of the product pop-ups on a product page (a content page with a calculator): a
 * gallery strip whose pictures open the magnifier, and beside the calculator's own buttons the
 * product description and the 3D preview of the chosen material and format. The dialogs' code
 * is not here: it arrives when one opens (ShopDialogs).
 */
import { useTranslation } from 'react-i18next';
import type { PageContent } from '../../../shared/content/story-types';
import type { BlockDataMap } from '../../../shared/contracts/block-data';
import { Image } from '../../ui/image';
import type { CalculatorSelection } from '../calculator/Calculator';
import { isSafeImageSrc } from '../content/links';
import { useDialogs } from '../dialogs/use-dialogs';
import type { DialogImage, PreviewShape } from './types';
import './product-popups.css';

export interface ProductPresentation {
  title: string;
  paragraphs: string[];
  /** The product's pictures: the page's own, then what customers shared of it. */
  images: DialogImage[];
}

/** What a product page shows of its product, from its story and its blocks' data. */
export function productPresentation(
  content: PageContent,
  blockData: BlockDataMap | undefined,
): ProductPresentation {
  const teaser = Array.isArray(content.teaser) ? content.teaser[0] : undefined;
  const images: DialogImage[] = [];
  if (teaser?.image && isSafeImageSrc(teaser.image.filename)) {
    images.push({ src: teaser.image.filename, alt: teaser.image.alt || teaser.headline });
  }
  // Each entry is tagged with its block kind: only the customer-picture blocks hold pictures.
  for (const entry of Object.values(blockData ?? {})) {
    if (entry?.component !== 'CustomerPictureBlock') continue;
    for (const picture of entry.data.pictures) {
      if (isSafeImageSrc(picture.image.src)) images.push({ src: picture.image.src, alt: picture.image.alt });
    }
  }
  const paragraphs = [teaser?.subline, content.metaDescription].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return { title: teaser?.headline || content.metaTitle, paragraphs, images };
}

/** The pictures of the product as buttons that open the magnifier there. */
export function ProductGallery({ presentation }: { presentation: ProductPresentation }) {
  const { t } = useTranslation();
  const { open } = useDialogs();
  const { images, title } = presentation;
  if (images.length === 0) return null;
  return (
    <ul className="product-gallery" aria-label={t('productDialogs.gallery', { product: title })}>
      {images.slice(0, 6).map((image, index) => (
        <li key={image.src}>
          <button
            type="button"
            className="product-gallery__item"
            onClick={() => open('image-magnify', { images, index, title })}
            data-testid="product-gallery-item"
          >
            <Image src={image.src} alt="" aspect="1/1" width={96} height={96} />
            <span className="visually-hidden">
              {t('productDialogs.magnify.open', {
                image: image.alt,
                current: index + 1,
                total: images.length,
              })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Which physical build the 3D preview shows for a material; none for wallpaper and films. */
export function previewShape(materialType: string, frameType: string | null): PreviewShape | null {
  if (frameType) return 'frame';
  switch (materialType) {
    case 'leinwand':
    case 'gallerybond':
      return 'canvas';
    case 'poster':
    case 'hahnemuehle':
      // Paper is shown as most customers hang it: in a frame.
      return 'frame';
    case 'acrylglas':
    case 'aludibond':
    case 'forexplatte':
    case 'echtglas':
      return 'plate';
    default:
      return null;
  }
}

const FRAME_COLOURS: Record<string, string> = { alurahmen: '#a3a9ae', holzrahmen: '#3a2c22' };

/** The product description and 3D preview buttons beside the calculator's own. */
export function CalculatorPopups({
  selection,
  presentation,
}: {
  selection: CalculatorSelection;
  presentation: ProductPresentation;
}) {
  const { t } = useTranslation();
  const { open } = useDialogs();
  const shape = previewShape(selection.materialType, selection.frameType);
  const motif = presentation.images[0];
  const chosen = `${selection.label} ${selection.format.label}`;
  return (
    <>
      {presentation.paragraphs.length > 0 ? (
        <button
          type="button"
          className="button"
          data-testid="open-description"
          onClick={() =>
            open('product-description', {
              title: presentation.title,
              paragraphs: presentation.paragraphs,
              facts: [
                { label: t('calculator.material'), value: selection.label },
                { label: t('calculator.format'), value: selection.format.label },
              ],
            })
          }
        >
          {t('productDialogs.description.open')}
        </button>
      ) : null}
      {shape && (motif || selection.photoUrl) ? (
        <button
          type="button"
          className="button"
          data-testid="open-3d"
          onClick={() =>
            open('3d-preview', {
              shape,
              widthMm: selection.format.width,
              heightMm: selection.format.height,
              image: motif?.src ?? '',
              // The photo the shopper checked is what their product will show, not the teaser.
              ...(selection.photoUrl ? { imageUrl: selection.photoUrl } : {}),
              title: chosen,
              color: FRAME_COLOURS[selection.frameType ?? ''] ?? '#2b2b2b',
            })
          }
        >
          {t('productDialogs.preview3d.open')}
        </button>
      ) : null}
    </>
  );
}
