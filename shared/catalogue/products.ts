/** SPEC 3 product types and how the fields of a designer link imply one. */

export const PRODUCT_TYPES = [
  'calendar',
  'card',
  'collage',
  'photoframe',
  'photoprint',
  'photobook',
  'photobox',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** The fields SPEC 3 infers a product type from; values come from links, so anything may arrive. */
export interface ProductTypeFields {
  photoboxType?: unknown;
  materialType?: unknown;
  frameType?: unknown;
  designId?: unknown;
  calendarType?: unknown;
  photobookType?: unknown;
  photobookPrinting?: unknown;
  themeId?: unknown;
}

/** A query parameter given with no value (`?designId=`) says nothing, so it does not count. */
function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * SPEC 3 inference. When a link carries markers of several products the first rule wins, in
 * SPEC's own order:
 *   1. photoboxType                       -> photobox
 *   2. materialType or frameType          -> collage when designId is present, else photoframe
 *   3. calendarType                       -> calendar
 *   4. photobookType or photobookPrinting -> photobook
 *   5. themeId                            -> card
 * themeId is last because a theme is a design that other products can start from too, so it is
 * the weakest hint. No field implies photoprint: photo prints are reached through the photobox
 * designer and named only by an explicit productType.
 */
export function inferProductType(fields: ProductTypeFields): ProductType | undefined {
  if (isPresent(fields.photoboxType)) return 'photobox';
  if (isPresent(fields.materialType) || isPresent(fields.frameType)) {
    return isPresent(fields.designId) ? 'collage' : 'photoframe';
  }
  if (isPresent(fields.calendarType)) return 'calendar';
  if (isPresent(fields.photobookType) || isPresent(fields.photobookPrinting)) return 'photobook';
  if (isPresent(fields.themeId)) return 'card';
  return undefined;
}
