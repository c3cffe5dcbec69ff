/**
 * The whole catalogue read in one go and indexed in memory. It is a few thousand rows, changes
 * rarely, and every page with a price needs several lookups, so one read per TTL beats a query
 * per lookup; instances behind a load balancer agree again within the TTL.
 */
import type { PriceReduction } from '../../shared/catalogue/price-indication';
import type { Channel } from '../../shared/markets';
import type { Database } from '../db/open-database';
import * as t from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type MaterialRow = Row<typeof t.materials>;
export type FrameRow = Row<typeof t.frames>;
export type FormatRow = Row<typeof t.formats>;
export type FormatGroupRow = Row<typeof t.formatGroups>;
export type MaterialFormatRow = Row<typeof t.materialFormats>;
export type OptionGroupRow = Row<typeof t.optionGroups>;
export type OptionRow = Row<typeof t.options>;
export type OptionGroupMaterialRow = Row<typeof t.optionGroupMaterials>;
export type DesignGroupRow = Row<typeof t.designGroups>;
export type PhotobookTypeRow = Row<typeof t.photobookTypes>;
export type PhotobookTypeFormatRow = Row<typeof t.photobookTypeFormats>;
export type PhotobookPriceRow = Row<typeof t.photobookPrices>;
export type CalendarTypeFormatRow = Row<typeof t.calendarTypeFormats>;
export type PhotoboxFormatRow = Row<typeof t.photoboxFormats>;
export type PhotoboxPriceRow = Row<typeof t.photoboxPrices>;
export type CardFormatRow = Row<typeof t.cardFormats>;
export type CardPriceTierRow = Row<typeof t.cardPriceTiers>;
export type AccessoryRow = Row<typeof t.accessories>;
export type VoucherRow = Row<typeof t.vouchers>;
export type VoucherAmountRow = Row<typeof t.voucherAmounts>;
export type CampaignRow = Row<typeof t.campaigns>;
export type ShippingRateRow = Row<typeof t.shippingRates>;
export type ChannelSettingsRow = Row<typeof t.channelSettings>;
export type SkuContainerRow = Row<typeof t.skuContainers>;

const bySort = <T extends { sortOrder: number }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

function index<T>(rows: readonly T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Joins key parts with a character no id contains. */
export const k = (...parts: (string | number)[]): string => parts.join('|');

export async function loadSnapshot(db: Database) {
  // One statement at a time: PGlite runs them one by one anyway, and a pool should not be drained by one reader.
  const materials = bySort(await db.select().from(t.materials));
  const frames = bySort(await db.select().from(t.frames));
  const frameMaterials = bySort(await db.select().from(t.frameMaterials));
  const formatGroups = bySort(await db.select().from(t.formatGroups));
  const formats = await db.select().from(t.formats);
  const materialFormats = bySort(await db.select().from(t.materialFormats));
  const formatPrices = await db.select().from(t.formatPrices);
  const areaPrices = await db.select().from(t.materialAreaPrices);
  const framePrices = await db.select().from(t.framePrices);
  const optionGroups = bySort(await db.select().from(t.optionGroups));
  const options = bySort(await db.select().from(t.options));
  const optionGroupMaterials = await db.select().from(t.optionGroupMaterials);
  const optionPrices = await db.select().from(t.optionPrices);
  const collageMaterialTypes = bySort(await db.select().from(t.collageMaterialTypes));
  const designGroups = bySort(await db.select().from(t.designGroups));
  const designGroupSets = bySort(await db.select().from(t.designGroupSets));
  const photobookCategories = bySort(await db.select().from(t.photobookCategories));
  const localizedPaths = await db.select().from(t.localizedPaths);

  const photobookTypes = bySort(await db.select().from(t.photobookTypes));
  const photobookFormats = bySort(await db.select().from(t.photobookFormats));
  const photobookPapers = bySort(await db.select().from(t.photobookPapers));
  const photobookCovers = bySort(await db.select().from(t.photobookCovers));
  const photobookBindings = bySort(await db.select().from(t.photobookBindings));
  const photobookLaminations = bySort(await db.select().from(t.photobookCoverLaminations));
  const photobookTypeFormats = bySort(await db.select().from(t.photobookTypeFormats));
  const photobookPrices = await db.select().from(t.photobookPrices);
  const photobookSurcharges = await db.select().from(t.photobookSurcharges);

  const calendarTypes = bySort(await db.select().from(t.calendarTypes));
  const calendarFormats = bySort(await db.select().from(t.calendarFormats));
  const calendarMountings = bySort(await db.select().from(t.calendarMountings));
  const calendarTypeFormats = bySort(await db.select().from(t.calendarTypeFormats));
  const calendarPrices = await db.select().from(t.calendarPrices);
  const calendarMountingPrices = await db.select().from(t.calendarMountingPrices);

  const photoboxTypes = bySort(await db.select().from(t.photoboxTypes));
  const photoboxFormats = bySort(await db.select().from(t.photoboxFormats));
  const photoboxPrices = await db.select().from(t.photoboxPrices);

  const cardFormats = bySort(await db.select().from(t.cardFormats));
  const cardPriceTiers = await db.select().from(t.cardPriceTiers);
  const cardRefinementPrices = await db.select().from(t.cardRefinementPrices);
  const accessories = bySort(await db.select().from(t.accessories));
  const accessoryPriceTiers = await db.select().from(t.accessoryPriceTiers);
  const accessorySpecialPrices = await db.select().from(t.accessorySpecialPrices);
  const accessoryPrices = await db.select().from(t.accessoryPrices);
  const cardFormatAccessories = bySort(await db.select().from(t.cardFormatAccessories));

  const vouchers = await db.select().from(t.vouchers);
  const voucherAmounts = await db.select().from(t.voucherAmounts);
  const giftVoucherValues = bySort(await db.select().from(t.giftVoucherValues));
  const skuContainers = bySort(await db.select().from(t.skuContainers));
  const skuContainerItems = bySort(await db.select().from(t.skuContainerItems));
  const campaigns = await db.select().from(t.campaigns);
  const priceReductions = await db.select().from(t.priceReductions);
  const shippingRates = await db.select().from(t.shippingRates);
  const channelSettings = await db.select().from(t.channelSettings);

  return {
    materials,
    material: index(materials, (r) => r.id),
    frames,
    frame: index(frames, (r) => r.id),
    frameMaterials,
    formatGroups,
    formatGroup: index(formatGroups, (r) => r.id),
    format: index(formats, (r) => r.id),
    formatBySize: index(formats, (r) => k(r.widthMm, r.heightMm)),
    materialFormats: group(materialFormats, (r) => r.material),
    materialFormat: index(materialFormats, (r) => k(r.material, r.formatId)),
    formatPrice: index(formatPrices, (r) => k(r.material, r.formatId, r.currency)),
    areaPrice: index(areaPrices, (r) => k(r.material, r.currency)),
    framePrice: index(framePrices, (r) => k(r.frameType, r.currency)),
    optionGroups,
    optionGroup: index(optionGroups, (r) => r.id),
    optionsOfGroup: group(options, (r) => r.groupId),
    option: index(options, (r) => r.id),
    optionGroupsOfMaterial: group(optionGroupMaterials, (r) => r.material),
    optionPrice: index(optionPrices, (r) => k(r.optionId, r.currency)),
    collageMaterialTypes,
    collageMaterialType: index(collageMaterialTypes, (r) => r.id),
    designGroups,
    designGroupByKey: index(designGroups, (r) => r.key),
    designGroupSet: index(designGroupSets, (r) => r.id),
    photobookCategories,
    localizedPaths,

    photobookTypes,
    photobookType: index(photobookTypes, (r) => r.id),
    photobookFormat: index(photobookFormats, (r) => r.id),
    photobookPapers,
    photobookPaper: index(photobookPapers, (r) => r.id),
    photobookCovers,
    photobookBindings,
    photobookLaminations,
    photobookTypeFormats: group(photobookTypeFormats, (r) => r.typeId),
    photobookPrice: index(photobookPrices, (r) => k(r.typeId, r.formatId, r.currency)),
    photobookSurcharge: index(photobookSurcharges, (r) => k(r.kind, r.optionId, r.currency)),

    calendarTypes,
    calendarType: index(calendarTypes, (r) => r.id),
    calendarFormat: index(calendarFormats, (r) => r.id),
    calendarMountings,
    calendarTypeFormats: group(calendarTypeFormats, (r) => r.typeId),
    calendarPrice: index(calendarPrices, (r) => k(r.typeId, r.formatId, r.currency)),
    calendarMountingPrice: index(calendarMountingPrices, (r) => k(r.mountingId, r.currency)),

    photoboxTypes,
    photoboxType: index(photoboxTypes, (r) => r.id),
    photoboxFormats: group(photoboxFormats, (r) => r.typeId),
    photoboxPrice: index(photoboxPrices, (r) => k(r.typeId, r.widthMm, r.heightMm, r.currency)),

    cardFormats,
    cardFormat: index(cardFormats, (r) => r.id),
    /** Highest tier first, so the first tier at or below a quantity is the one that applies. */
    cardTiers: group(
      [...cardPriceTiers].sort((a, b) => b.minQuantity - a.minQuantity),
      (r) => k(r.formatId, r.currency),
    ),
    cardRefinementPrice: index(cardRefinementPrices, (r) => k(r.refinement, r.currency)),
    accessories,
    accessory: index(accessories, (r) => r.sku),
    accessoryTier: index(accessoryPriceTiers, (r) => k(r.region, r.sizeClass)),
    accessorySpecialPrice: index(accessorySpecialPrices, (r) => k(r.region, r.cardFormatId)),
    accessoryPrice: index(accessoryPrices, (r) => k(r.sku, r.currency)),
    accessoriesOfCard: group(cardFormatAccessories, (r) => r.cardFormatId),

    voucher: index(vouchers, (r) => r.code),
    voucherAmount: index(voucherAmounts, (r) => k(r.code, r.currency)),
    giftVoucherValues: group(giftVoucherValues, (r) => r.currency),
    skuContainer: index(skuContainers, (r) => r.id),
    skuContainerItems: group(skuContainerItems, (r) => r.containerId),
    campaigns,
    reductionsOfMaterial: reductionsByMaterial(priceReductions, campaigns),
    shippingRate: index(shippingRates, (r) => r.country),
    channelSettings: index(channelSettings, (r) => r.channel),
  };
}

export type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

/** A campaign's price cut with the campaign's channel and window, as the 30-day rule reads it. */
export interface MaterialReduction extends PriceReduction {
  channel: Channel;
  campaignId: string;
}

function reductionsByMaterial(
  rows: Row<typeof t.priceReductions>[],
  campaigns: CampaignRow[],
): Map<string, MaterialReduction[]> {
  const campaign = index(campaigns, (c) => c.id);
  const out = new Map<string, MaterialReduction[]>();
  for (const row of rows) {
    const c = campaign.get(row.campaignId);
    if (!c) continue;
    const list = out.get(row.material) ?? [];
    list.push({
      campaignId: c.id,
      channel: c.channel,
      percentOff: row.percentOff,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
    });
    out.set(row.material, list);
  }
  return out;
}
