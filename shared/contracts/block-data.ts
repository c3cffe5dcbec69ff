/**
 * The data of the blocks that show catalogue facts (prices, products, designs): the contract between
 * the server, which gathers it from the catalogue and themes services, and the content blocks, which
 * render it. A story holds only the editor's choices (which material, which category); the content
 * page's loader asks the catalogue for the answers and hands them to the blocks by blok `_uid`.
 *
 * Each block checks its data against the schema below. Data that is absent or does not match
 * renders the block's translated empty state (and a warning for a mismatch): a block never
 * crashes and never shows a price it was not given.
 *
 * Money is shared/money's Money: integer minor units with their currency.
 */

import { ACCESSORY_KINDS } from '../catalogue/card-accessories';
import { CURRENCIES } from '../money/currency';
import { moneySchema } from '../money/money-schema';
import { z } from '../validation/zod';

const cents = z.number().int().nonnegative();
const currency = z.enum(CURRENCIES);

/** A price a block shows, e.g. a "from" price: Money (shared/money) that is never negative. */
const blockMoneySchema = moneySchema.extend({ amount: cents });

/** SPEC 3 prices: current and original (a discount exists when original exceeds current), in cents. */
export const priceSchema = z.object({ priceCurrent: cents, priceOriginal: cents, currency });
export type PriceData = z.infer<typeof priceSchema>;

/** An image as the APIs deliver it: an asset path or URL and its alternative text ('' when decorative). */
export const blockImageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  /** width / height; absent means the block's own default. */
  aspect: z.number().positive().optional(),
});
export type BlockImage = z.infer<typeof blockImageSchema>;

/** SPEC 3 "Label": a coloured badge such as "Neu" or "TOP DEAL". */
export const labelDataSchema = z.object({
  text: z.string().min(1),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
});
export type LabelData = z.infer<typeof labelDataSchema>;

/** One product or design tile of a grid. `href` is a shop path or designer URL (prefix-free). */
export const productTileSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().optional(),
  image: blockImageSchema.optional(),
  href: z.string().min(1),
  priceFrom: blockMoneySchema.optional(),
  labels: z.array(labelDataSchema).optional(),
});
export type ProductTileData = z.infer<typeof productTileSchema>;

// --- per block -----------------------------------------------------------------------------

/** FormatsAndPrices: the formats of one material with their prices. */
export const formatsAndPricesDataSchema = z.object({
  material: z.string().min(1),
  formats: z.array(
    z.object({
      /** "300x400" */
      format: z.string().min(1),
      widthMm: z.number().positive(),
      heightMm: z.number().positive(),
      priceCurrent: cents,
      priceOriginal: cents,
      currency,
      /** Designer link preselecting material and format (buildDesignerUrl). */
      designerUrl: z.string().optional(),
    }),
  ),
  /** Designer link for the material as a whole. */
  designerUrl: z.string().optional(),
});
export type FormatsAndPricesData = z.infer<typeof formatsAndPricesDataSchema>;

/** ThemesOverviewWrapper: card themes, linked to /themes/{id}. */
export const themesOverviewDataSchema = z.object({
  themes: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      image: blockImageSchema,
      /** Absent when the channel shows no prices in overviews (pricesInProductOverview). */
      priceFrom: blockMoneySchema.optional(),
      labels: z.array(labelDataSchema).optional(),
    }),
  ),
  /** All themes of the selection, when the grid shows only the first page. */
  total: z.number().int().nonnegative().optional(),
  /** The listing of the whole selection (/products with its filter), paged there. */
  moreHref: z.string().optional(),
});
export type ThemesOverviewData = z.infer<typeof themesOverviewDataSchema>;

/** Feed: the products of a feed page. */
export const feedDataSchema = z.object({
  items: z.array(productTileSchema),
  /** The listing with every product of the feed, when the block shows only the first of them. */
  moreHref: z.string().optional(),
});
export type FeedData = z.infer<typeof feedDataSchema>;

/** Shop: links the server adds to the editor's (e.g. the express shop). */
export const shopDataSchema = z.object({
  links: z.array(
    z.object({
      text: z.string().min(1),
      href: z.string().min(1),
      /** An icon of the sprite, e.g. "truck". */
      icon: z.string().optional(),
      /** Accent colour of the tile. */
      color: z.string().optional(),
    }),
  ),
});
export type ShopData = z.infer<typeof shopDataSchema>;

/** Voucher: the code as the voucher API knows it (/web-api/voucher). */
export const voucherDataSchema = z.object({
  code: z.string().min(1),
  /** False for an expired or used-up code: the block says so and offers nothing to copy. */
  valid: z.boolean(),
  discount: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: z.number().positive().max(100) }),
      z.object({ kind: z.literal('amount'), amount: blockMoneySchema }),
    ])
    .optional(),
  minimumOrder: blockMoneySchema.optional(),
  /** ISO date "2025-12-31". */
  validUntil: z.string().optional(),
});
export type VoucherData = z.infer<typeof voucherDataSchema>;

/** Accessory: card accessories fitting a card format, priced per piece. */
export const accessoryDataSchema = z.object({
  items: z.array(
    z.object({
      sku: z.string().min(1),
      kind: z.enum(ACCESSORY_KINDS),
      title: z.string().min(1),
      image: blockImageSchema.optional(),
      widthMm: z.number().positive().optional(),
      heightMm: z.number().positive().optional(),
      /** Price per piece; absent where the market has no accessory price (SPEC 9). */
      price: blockMoneySchema.optional(),
    }),
  ),
});
export type AccessoryData = z.infer<typeof accessoryDataSchema>;

/** Frame: a frame type with its colour variants (/price-api/frame, /web-api/variants-for-frame-types). */
export const frameDataSchema = z.object({
  frameType: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  image: blockImageSchema.optional(),
  variants: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      /** CSS colour of the swatch. */
      color: z.string().optional(),
      image: blockImageSchema.optional(),
    }),
  ),
  priceFrom: blockMoneySchema.optional(),
  designerUrl: z.string().optional(),
});
export type FrameData = z.infer<typeof frameDataSchema>;

/** SKUContainer: the products of the editor's SKUs (/web-api/sku/container). */
export const skuContainerDataSchema = z.object({
  products: z.array(
    z.object({
      sku: z.string().min(1),
      title: z.string().min(1),
      text: z.string().optional(),
      image: blockImageSchema.optional(),
      href: z.string().min(1),
      price: priceSchema,
      labels: z.array(labelDataSchema).optional(),
    }),
  ),
});
export type SkuContainerData = z.infer<typeof skuContainerDataSchema>;

/** CustomerPictureBlock: photos customers shared (/customer-picture/get). */
export const customerPictureDataSchema = z.object({
  pictures: z.array(
    z.object({
      id: z.string().min(1),
      image: blockImageSchema,
      /** First name or initials, as the customer agreed to show. */
      author: z.string().optional(),
      caption: z.string().optional(),
    }),
  ),
});
export type CustomerPictureData = z.infer<typeof customerPictureDataSchema>;

/** RecoSubTeaser and RecoSubTeaserTiles: recommendations for this visitor. */
export const recoSubTeaserDataSchema = z.object({ items: z.array(productTileSchema) });
export type RecoSubTeaserData = z.infer<typeof recoSubTeaserDataSchema>;

/** The *OverviewWrapper blocks: designs or products of a category. */
export const productOverviewDataSchema = z.object({
  items: z.array(productTileSchema),
  total: z.number().int().nonnegative().optional(),
  /** The full listing, when the grid shows only the first page. */
  moreHref: z.string().optional(),
});
export type ProductOverviewData = z.infer<typeof productOverviewDataSchema>;

/** The *DetailWrapper blocks: one design or product. */
export const productDetailDataSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  description: z.string().optional(),
  images: z.array(blockImageSchema),
  /** With `from`, the lowest price of the configurable product. */
  price: priceSchema.extend({ from: z.boolean().optional() }).optional(),
  /** The way into the designer (buildDesignerUrl). */
  designerUrl: z.string().min(1),
  /** Product facts such as format, paper, pages. */
  facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).optional(),
  labels: z.array(labelDataSchema).optional(),
});
export type ProductDetailData = z.infer<typeof productDetailDataSchema>;

/** Which data each block reads, by component name. */
export interface BlockDataByComponent {
  Accessory: AccessoryData;
  AccessoryDetailWrapper: ProductDetailData;
  AccessoryOverviewWrapper: ProductOverviewData;
  CalendarDetailWrapper: ProductDetailData;
  CalendarOverviewWrapper: ProductOverviewData;
  CardDetailWrapper: ProductDetailData;
  CardOverviewWrapper: ProductOverviewData;
  CollageDetailWrapper: ProductDetailData;
  CollageOverviewWrapper: ProductOverviewData;
  PhotobookDetailWrapper: ProductDetailData;
  PhotobookOverviewWrapper: ProductOverviewData;
  CustomerPictureBlock: CustomerPictureData;
  Feed: FeedData;
  FormatsAndPrices: FormatsAndPricesData;
  Frame: FrameData;
  RecoSubTeaser: RecoSubTeaserData;
  RecoSubTeaserTiles: RecoSubTeaserData;
  SKUContainer: SkuContainerData;
  Shop: ShopData;
  ThemesOverviewWrapper: ThemesOverviewData;
  Voucher: VoucherData;
}

export type DataBlockName = keyof BlockDataByComponent;

/** The schema each data block checks its data against. */
export const BLOCK_DATA_SCHEMAS: { [K in DataBlockName]: z.ZodType<BlockDataByComponent[K]> } = {
  Accessory: accessoryDataSchema,
  AccessoryDetailWrapper: productDetailDataSchema,
  AccessoryOverviewWrapper: productOverviewDataSchema,
  CalendarDetailWrapper: productDetailDataSchema,
  CalendarOverviewWrapper: productOverviewDataSchema,
  CardDetailWrapper: productDetailDataSchema,
  CardOverviewWrapper: productOverviewDataSchema,
  CollageDetailWrapper: productDetailDataSchema,
  CollageOverviewWrapper: productOverviewDataSchema,
  PhotobookDetailWrapper: productDetailDataSchema,
  PhotobookOverviewWrapper: productOverviewDataSchema,
  CustomerPictureBlock: customerPictureDataSchema,
  Feed: feedDataSchema,
  FormatsAndPrices: formatsAndPricesDataSchema,
  Frame: frameDataSchema,
  RecoSubTeaser: recoSubTeaserDataSchema,
  RecoSubTeaserTiles: recoSubTeaserDataSchema,
  SKUContainer: skuContainerDataSchema,
  Shop: shopDataSchema,
  ThemesOverviewWrapper: themesOverviewDataSchema,
  Voucher: voucherDataSchema,
};

/**
 * One block's data tagged with its block kind: a union discriminated on `component`, so what the
 * server hands a page says which block it is for, and a block never reads another kind's data.
 */
export type BlockDataEntry = {
  [K in DataBlockName]: { component: K; data: BlockDataByComponent[K] };
}[DataBlockName];

/** Tags a block's data with its kind. */
export function blockDataEntry<K extends DataBlockName>(
  component: K,
  data: BlockDataByComponent[K],
): BlockDataEntry {
  // TypeScript does not distribute a generic K over the union; the pair is one of its members.
  return { component, data } as BlockDataEntry;
}

/** Data by blok `_uid`, as the content page's loader gathered it. */
export type BlockDataMap = Readonly<Record<string, BlockDataEntry>>;

/**
 * The block data a page may carry: each entry checked against its block's schema where the data is
 * made, in the server's loader, so the browser never loads the validation library (issue 30 §7).
 * An entry that does not match is left out and reported once; its block shows its empty state.
 */
export function checkedBlockData(
  entries: Readonly<Record<string, BlockDataEntry>>,
  warn: (message: string, detail: Record<string, unknown>) => void,
): Record<string, BlockDataEntry> {
  const checked: Record<string, BlockDataEntry> = {};
  for (const [uid, entry] of Object.entries(entries)) {
    const result = BLOCK_DATA_SCHEMAS[entry.component].safeParse(entry.data);
    if (result.success) {
      checked[uid] = entry;
      continue;
    }
    warn(`invalid block data ${entry.component}`, {
      uid,
      issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
    });
  }
  return checked;
}
