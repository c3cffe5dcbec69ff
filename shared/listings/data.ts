/**
 * The data a listing and a theme page are rendered from, as GET /web-api/themes answers it and
 * the server-side loaders hand it to the pages. Plain data: money in cents with its currency,
 * titles already in the market's language.
 */
import type { AccessorySizeClass, EnvelopeSizeClass } from '../catalogue';
import type { Currency } from '../markets';
import type { Money } from '../money/money';
import type { FilterGroup, ListingProduct } from './filters';
import type { PageSize, Paging } from './paging';
import type { ListingSort } from './sort';
import type { SelectableAccessory, ThemeChoices } from './theme-selection';
import type { ListingState } from './url-state';

export interface ListingImage {
  /** Asset path, e.g. "/assets/themes/hochzeit-1.jpg", resized by the image route. */
  src: string;
  alt: string;
  /** width / height the picture is shown at (the card format's orientation). */
  aspect: number;
}

/** SPEC 3 label: text and colours. */
export interface ListingLabel {
  value: string;
  text: string;
  backgroundColor: string;
  textColor: string;
}

export interface ListingItem {
  id: string;
  kind: 'theme' | 'designGroup';
  product: ListingProduct;
  title: string;
  /** The occasion, calendar type, … in words. */
  subtitle: string;
  /** The theme page (/themes/{id}) or, for design groups, the designer with the group's parameters. */
  href: string;
  image: ListingImage;
  /** Lowest price: per card at the default quantity for themes, per piece for design groups. */
  priceFrom: Money | null;
  priceUnit: 'card' | 'piece';
  labels: ListingLabel[];
  /** SPEC 3 colours of a theme (swatches), dominant first. */
  colors: string[];
}

export interface ListingResult {
  /** The state served: the page moved inside 1..pageCount when the one asked for was past the end. */
  state: ListingState;
  /** The page asked for; differs from state.page when it was clamped. */
  requestedPage: number;
  items: ListingItem[];
  paging: Paging;
  /** SPEC 3 filters with their options (value, title, selected, active) and counts. */
  filters: FilterGroup[];
  /** The sorts this product's listing offers (themes: popularity, created; others: popularity, new). */
  sorts: readonly ListingSort[];
  pageSizes: readonly PageSize[];
  /** The products this channel lists. */
  products: readonly ListingProduct[];
  /** The product's name in the market's language ("Karten"). */
  productTitle: string;
}

export interface ThemeAccessory extends SelectableAccessory {
  title: string;
  /** Per card, in the market's currency; null where the market has no price (SPEC 9). */
  priceCents: number | null;
  widthMm: number | null;
  heightMm: number | null;
  sizeClass: AccessorySizeClass | null;
  envelopeSizeClass: EnvelopeSizeClass | null;
  /** A swatch colour for envelopes, ribbons and bows. */
  colourHex: string | null;
}

export interface ThemeFormat {
  id: string;
  /** "Klappkarte · 14,5 x 14,5 cm". */
  title: string;
  sizeLabel: string;
  widthMm: number;
  heightMm: number;
  folded: boolean;
  isDefault: boolean;
  /** Unit price per card for each quantity step (same order as ThemeDetail.quantitySteps); null: no price. */
  unitCents: (number | null)[];
  envelopes: ThemeAccessory[];
  inlays: ThemeAccessory[];
}

export interface ThemeDetail {
  id: string;
  title: string;
  occasion: { value: string; title: string };
  style: { value: string; title: string };
  punching: { value: string; title: string };
  aspectRatio: { value: string; title: string };
  colors: { value: string; title: string; hex: string }[];
  labels: ListingLabel[];
  /** Front first (cropped to the default format's orientation), then the inside. */
  images: ListingImage[];
  currency: Currency;
  /** SPEC 9 steps 1 … 5000; the default is 41. */
  quantitySteps: readonly number[];
  defaultQuantity: number;
  formats: ThemeFormat[];
  ribbons: ThemeAccessory[];
  bows: ThemeAccessory[];
  boxes: ThemeAccessory[];
  /** The card listing filtered to this theme's occasion. */
  listingHref: string;
}

/** What the shared selection rules need of a theme page's data. */
export function themeChoices(
  theme: Pick<ThemeDetail, 'formats' | 'ribbons' | 'bows' | 'boxes'>,
): ThemeChoices {
  return {
    formats: theme.formats,
    ribbons: theme.ribbons,
    bows: theme.bows,
    boxes: theme.boxes,
  };
}

export interface ThemeQuote {
  quantity: number;
  /** Card plus chosen accessories, per card. */
  unitCents: number;
  totalCents: number;
  /** Per-card price of the cards alone and of each accessory chosen. */
  cardUnitCents: number;
  accessories: { sku: string; title: string; unitCents: number }[];
}

/** The price of a selection on a theme page, or undefined when the market has no card price. */
export function quoteTheme(
  theme: Pick<ThemeDetail, 'formats' | 'ribbons' | 'bows' | 'boxes' | 'quantitySteps'>,
  selection: { format: string; quantity: number } & Record<
    'envelope' | 'inlay' | 'ribbon' | 'bow' | 'box',
    string | null
  >,
): ThemeQuote | undefined {
  const format = theme.formats.find((f) => f.id === selection.format);
  if (!format) return undefined;
  const index = theme.quantitySteps.indexOf(selection.quantity);
  const cardUnitCents = index < 0 ? null : (format.unitCents[index] ?? null);
  if (cardUnitCents === null) return undefined;
  const all = [...format.envelopes, ...format.inlays, ...theme.ribbons, ...theme.bows, ...theme.boxes];
  const accessories = [
    selection.envelope,
    selection.inlay,
    selection.ribbon,
    selection.bow,
    selection.box,
  ].flatMap((sku) => {
    const accessory = sku === null ? undefined : all.find((a) => a.sku === sku);
    return accessory && accessory.priceCents !== null
      ? [{ sku: accessory.sku, title: accessory.title, unitCents: accessory.priceCents }]
      : [];
  });
  const unitCents = cardUnitCents + accessories.reduce((sum, a) => sum + a.unitCents, 0);
  return {
    quantity: selection.quantity,
    unitCents,
    totalCents: unitCents * selection.quantity,
    cardUnitCents,
    accessories,
  };
}
