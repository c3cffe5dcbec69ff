/**
 * What the designer route's loader hands the designer page (types only, and the small pure rules
 * both sides need). The loader runs on the server (designer-loader.ts); the page never computes a
 * price, it asks /web-api/designer/quote.
 */
import type { DesignerAssumption } from '../../../shared/catalogue';
import type { Market } from '../../../shared/markets';

/** Which of the three designers a link opens. */
export type DesignerFamily = 'single' | 'card' | 'multi';

/** A format the single-photo designer offers, millimetres and a label in the market's unit. */
export interface DesignerFormat {
  value: string;
  width: number;
  height: number;
  label: string;
}

/** A material (or a framed variant of one) with its formats: the calculator's options. */
export interface DesignerOption {
  value: string;
  labelKey: string;
  materialType: string;
  frameType: string | null;
  formats: DesignerFormat[];
  initialFormat: string;
}

export interface CardTheme {
  id: string;
  title: string;
  /** Front, then inside (asset paths resized by the image route). */
  front: { src: string; alt: string; aspect: number } | null;
  inside: { src: string; alt: string; aspect: number } | null;
  quantitySteps: readonly number[];
  defaultQuantity: number;
  formats: {
    id: string;
    title: string;
    widthMm: number;
    heightMm: number;
    envelopes: { sku: string; title: string; colourHex: string | null }[];
  }[];
}

/** A multi-photo product's pages (months, tiles, prints), one photo each. */
export interface MultiLayout {
  kind: 'page' | 'month' | 'tile' | 'print';
  /** Fixed count (pages of the book, twelve months, tiles); null: one slot per photo (a photo box). */
  slots: number | null;
  /** First month (1–12) and its year, for calendars. */
  start: { month: number; year: number } | null;
  /** width / height of a slot. */
  aspect: number;
}

export interface DesignerProblemView {
  param: string;
  problem: string;
  message: string;
}

export interface DesignerData {
  family: DesignerFamily | null;
  configurator: string | null;
  productType: string | null;
  /** The designer's path without market prefix or /d, e.g. "/configurator-photo-frame/". */
  path: string;
  /** The link's valid designer parameters in link form (name → value), _-parameters left out. */
  params: Record<string, string>;
  /** What the link got wrong: the designer drops those parameters and says so. */
  problems: DesignerProblemView[];
  market: Market;
  /** The server's price of the link as it came (major units), or null when it cannot be priced. */
  initialQuote: { priceCurrent: number; quantity: number; assumptions: DesignerAssumption[] } | null;
  /** Single-photo products: the materials/frames and formats to choose from. */
  options: DesignerOption[];
  selectedOption: string | null;
  card: CardTheme | null;
  multi: MultiLayout | null;
  /** The brand whose price API prices this product (wall art is the posters brand's where it sells). */
  priceChannel: string;
  /** Edit mode: the basket item this designer changes. */
  basketItem: string | null;
}

/** The product types each designer makes (issue 31 §1). */
export function familyOf(productType: string | null | undefined): DesignerFamily | null {
  switch (productType) {
    case 'photoframe':
    case 'photoprint':
      return 'single';
    case 'card':
      return 'card';
    case 'photobook':
    case 'calendar':
    case 'collage':
    case 'photobox':
      return 'multi';
    default:
      return null;
  }
}
