/**
 * The contract between the embedded designers (the /configurator-* pages) and the server-side
 * basket: uploads, live quotes, basket items with their designs, and the order request.
 *
 * JSON over HTTP with the X-Channel and X-Locale headers like every other /web-api call; errors are
 * `{ error: { code, message, fields? } }` with the message in the shopper's language. Every Money
 * is minor units (shared/money). Prices are always computed on the server from path + params +
 * design; a price sent by a client is never read.
 */
import type { DesignerAssumption } from '../catalogue/designer-assumption';
import type { ProductType } from '../catalogue/products';
import type { Currency, Money } from '../money';

// ---------------------------------------------------------------- designs

export type Rotation = 0 | 90 | 180 | 270;

/** One photo placed in the product: page/month/tile order is the order of Design.photos. */
export interface DesignPhoto {
  /** An upload of this basket (POST /web-api/design-uploads); a foreign upload is refused. */
  uploadId: string;
  /** Fractions 0..1 of the source image after `rotation` is applied; x + width ≤ 1, y + height ≤ 1. */
  crop: { x: number; y: number; width: number; height: number };
  rotation: Rotation;
}

export interface Design {
  photos: DesignPhoto[];
  /** Card texts and the like: keys `front.names`, `front.date`, `front.message`, `inside`, … */
  texts: Record<string, string>;
  /** Extra product options chosen (option group → option), e.g. from /price-api/photo-options-groups. */
  options: Record<string, string>;
}

/** Limits the server enforces on a design (the designer can check them first). */
export const DESIGN_LIMITS = {
  maxPhotos: 200,
  maxTexts: 20,
  maxTextLength: 500,
  maxOptions: 20,
  textKeyPattern: /^[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)*$/,
} as const;

/** The designer paths, without slashes, as `path` in quotes and basket items. */
export const DESIGNER_PATHS = [
  'configurator-calendar',
  'configurator-card',
  'configurator-collage',
  'configurator-photo-frame',
  'configurator-photobook',
  'configurator-photobox',
] as const;
export type DesignerPath = (typeof DESIGNER_PATHS)[number];

/** Designer link parameters as the query has them: `format=30x40`, `accessoryTypes[]=…`, `photoboxFormat[width]=…`. */
export type DesignerQueryParams = Record<string, string | string[]>;

// ---------------------------------------------------------------- uploads

/** POST /web-api/design-uploads (multipart, field `file`) → 201 DesignUploadResponse. */
export interface DesignUpload {
  id: string;
  /** Pixel size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/tiff' | 'image/heic' | 'image/avif' | string;
  bytes: number;
  /** GET it (owner only) for a resized preview; add `w=` (64..2048) for another width. */
  previewUrl: string;
}
export interface DesignUploadResponse {
  upload: DesignUpload;
}

// ---------------------------------------------------------------- quotes

/** POST /web-api/designer/quote */
export interface DesignerQuoteRequest {
  path: DesignerPath;
  params: DesignerQueryParams;
  design?: Design;
}
export interface DesignerQuote {
  productType: ProductType;
  quantity: number;
  unit: Money;
  total: Money;
  /** What was priced, defaults filled in. */
  configuration: Record<string, string | number | boolean | null>;
  assumptions: DesignerAssumption[];
}
export interface DesignerQuoteResponse {
  quote: DesignerQuote;
}

// ---------------------------------------------------------------- basket

export interface PrintWarning {
  /** Index into design.photos. */
  photo: number;
  /** Effective dots per inch at the product's physical size. */
  dpi: number;
  /** The advisor's threshold it falls below (shared/print GOOD_DPI). */
  threshold: number;
}

/**
 * A line of the basket. `quantity` is the number of copies of the design; the product's own
 * quantity (41 cards, 36 prints) is in params and priced in `unit`, the price of one copy.
 */
export interface BasketItem {
  id: string;
  path: DesignerPath;
  params: DesignerQueryParams;
  design: Design;
  productType: ProductType;
  /** The product in the shopper's language, e.g. "Leinwand 60 × 40 cm". */
  title: string;
  quantity: number;
  unit: Money;
  total: Money;
  /** Set when the price now differs from the price at the time the item was added or last changed. */
  priceChanged?: { was: Money; now: Money };
  /** GET → a JPEG rendering of the design (owner only). */
  thumbnailUrl: string;
  /** `/{configurator path}/?{params}&basketItem={id}` */
  editUrl: string;
  /** Photos below the print advisor's threshold at this size. */
  printWarnings: PrintWarning[];
}

export interface BasketVoucher {
  code: string;
  /** False when the voucher cannot be used on this basket now (minimum, channel, dates). */
  valid: boolean;
  /** Negative is never used: the discount as a positive amount to subtract. */
  discount: Money;
  /** Why it does not apply, translated. */
  message: string | null;
}

export interface BasketVat {
  /** Percent, e.g. 19 or 8.1. */
  rate: number;
  /** VAT included in the total. */
  included: Money;
}

export interface Basket {
  items: BasketItem[];
  /** Sum of the items. */
  subtotal: Money;
  /** Standard shipping of the market; 0 from the free-shipping threshold or for an empty basket. */
  shipping: Money;
  /** The amount from which shipping is free. */
  freeShippingFrom: Money | null;
  voucher?: BasketVoucher;
  /** Prices include VAT in every market but the US … */
  vat?: BasketVat;
  /** … where sales tax is calculated at checkout (translated sentence). */
  salesTaxNote?: string;
  total: Money;
  currency: Currency;
  /** Number of pieces, for the header's basket badge. */
  count: number;
  /** CHECKOUT_URL filled in for this market: "Order" hands off there instead of the embedded order form. */
  checkoutUrl: string | null;
}

/** GET /web-api/basket, and every basket change answers with the basket. */
export interface BasketResponse {
  basket: Basket;
}

/** POST /web-api/basket/items → 201 BasketItemResponse; PUT /web-api/basket/items/:id → 200. */
export interface BasketItemRequest {
  path: DesignerPath;
  params: DesignerQueryParams;
  design: Design;
}
/** PATCH /web-api/basket/items/:id */
export interface BasketQuantityRequest {
  quantity: number;
}
/** GET/PATCH/PUT /web-api/basket/items/:id; DELETE answers BasketResponse. */
export interface BasketItemResponse {
  item: BasketItem;
  basket: Basket;
}
/** POST /web-api/basket/voucher; DELETE /web-api/basket/voucher answers BasketResponse. */
export interface BasketVoucherRequest {
  code: string;
}

// ---------------------------------------------------------------- orders

export interface OrderAddress {
  firstName: string;
  lastName: string;
  company?: string;
  street: string;
  /** Second address line. */
  addition?: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case; one the market ships to. */
  country: string;
  /** US only: the two-letter state. */
  state?: string;
  email: string;
  phone?: string;
}

/** POST /web-api/orders → 201 OrderResponse */
export interface OrderRequest {
  address: OrderAddress;
  /** The shopper confirms the terms; must be true. */
  acceptTerms: true;
}

export interface OrderSummary {
  number: string;
  createdAt: string;
  items: Array<
    Pick<BasketItem, 'id' | 'title' | 'productType' | 'quantity' | 'unit' | 'total' | 'printWarnings'>
  >;
  subtotal: Money;
  shipping: Money;
  discount: Money | null;
  voucherCode: string | null;
  vat?: BasketVat;
  salesTaxNote?: string;
  total: Money;
  address: OrderAddress;
}
export interface OrderResponse {
  order: OrderSummary;
}
