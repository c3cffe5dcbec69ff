/**
 * The idempotent seed: every row is upserted by its primary key and only written when it differs,
 * so a second run changes nothing and a start-up seed costs one round of no-op statements.
 * Rows the seed no longer produces are left alone (they may be referenced by orders).
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import type { Database } from '../types';
import { customerPictureSeedTables } from './customer-pictures';
import * as products from './products';
import { reviewRows } from './reviews';
import { seedTable as entry, type SeedTable } from './seed-table';
import * as shop from './shop';
import { themeSeedTables } from './themes';
import * as wallArt from './wall-art';

/** In foreign-key order. */
export const SEED_TABLES: readonly SeedTable[] = [
  entry(schema.frames, wallArt.frameRows),
  entry(schema.formatGroups, wallArt.formatGroupRows),
  entry(schema.formats, wallArt.formatRows),
  entry(schema.materials, wallArt.materialRows),
  entry(schema.frameMaterials, wallArt.frameMaterialRows),
  entry(schema.materialFormats, wallArt.materialFormatRows),
  entry(schema.optionGroups, wallArt.optionGroupRows),
  entry(schema.options, wallArt.optionRows),
  entry(schema.optionGroupMaterials, wallArt.optionGroupMaterialRows),
  entry(schema.collageMaterialTypes, wallArt.collageMaterialTypeRows),
  entry(schema.formatPrices, wallArt.formatPriceRows),
  entry(schema.materialAreaPrices, wallArt.materialAreaPriceRows),
  entry(schema.framePrices, wallArt.framePriceRows),
  entry(schema.optionPrices, wallArt.optionPriceRows),
  entry(schema.photobookCategories, shop.photobookCategoryRows),
  entry(schema.designGroupSets, shop.designGroupSetRows),
  entry(schema.designGroups, shop.designGroupRows),
  entry(schema.localizedPaths, shop.localizedPathRows),
  entry(schema.photobookBindings, products.photobookBindingRows),
  entry(schema.photobookCovers, products.photobookCoverRows),
  entry(schema.photobookPapers, products.photobookPaperRows),
  entry(schema.photobookCoverLaminations, products.photobookCoverLaminationRows),
  entry(schema.photobookFormats, products.photobookFormatRows),
  entry(schema.photobookTypes, products.photobookTypeRows),
  entry(schema.photobookTypeFormats, products.photobookTypeFormatRows),
  entry(schema.photobookPrices, products.photobookPriceRows),
  entry(schema.photobookSurcharges, products.photobookSurchargeRows),
  entry(schema.calendarTypes, products.calendarTypeRows),
  entry(schema.calendarFormats, products.calendarFormatRows),
  entry(schema.calendarMountings, products.calendarMountingRows),
  entry(schema.calendarTypeFormats, products.calendarTypeFormatRows),
  entry(schema.calendarPrices, products.calendarPriceRows),
  entry(schema.calendarMountingPrices, products.calendarMountingPriceRows),
  entry(schema.photoboxTypes, products.photoboxTypeRows),
  entry(schema.photoboxFormats, products.photoboxFormatRows),
  entry(schema.photoboxPrices, products.photoboxPriceRows),
  entry(schema.cardFormats, products.cardFormatRows),
  entry(schema.cardPriceTiers, products.cardPriceTierRows),
  entry(schema.cardRefinementPrices, products.cardRefinementPriceRows),
  entry(schema.accessories, products.accessoryRows),
  entry(schema.accessoryPriceTiers, products.accessoryPriceTierRows),
  entry(schema.accessorySpecialPrices, products.accessorySpecialPriceRows),
  entry(schema.accessoryPrices, products.accessoryPriceRows),
  entry(schema.cardFormatAccessories, products.cardFormatAccessoryRows),
  entry(schema.vouchers, shop.voucherRows),
  entry(schema.voucherAmounts, shop.voucherAmountRows),
  entry(schema.giftVoucherValues, shop.giftVoucherValueRows),
  entry(schema.skuContainers, shop.skuContainerRows),
  entry(schema.skuContainerItems, shop.skuContainerItemRows),
  entry(schema.campaigns, shop.campaignRows),
  entry(schema.shippingRates, shop.shippingRateRows),
  entry(schema.channelSettings, shop.channelSettingRows),
  entry(schema.reviews, reviewRows),
  ...themeSeedTables(),
  ...customerPictureSeedTables(),
];

/** Postgres allows 65535 bind parameters per statement. */
const MAX_PARAMETERS = 30_000;

async function upsert(db: Database, table: PgTable, rows: Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const config = getTableConfig(table);
  const keyColumns = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  const keyNames = new Set(keyColumns.map((c) => c.name));
  const others = Object.entries(columns).filter(([, c]) => !keyNames.has(c.name));
  const set = Object.fromEntries(others.map(([prop, c]) => [prop, sql`excluded.${sql.identifier(c.name)}`]));
  const differs = sql.join(
    others.map(([, c]) => sql`${c} is distinct from excluded.${sql.identifier(c.name)}`),
    sql` or `,
  );
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(columns).length));
  let changed = 0;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const insert = db.insert(table).values(rows.slice(start, start + chunkSize));
    const written =
      others.length === 0
        ? await insert.onConflictDoNothing().returning({ one: sql`1` })
        : await insert
            .onConflictDoUpdate({ target: keyColumns, set, setWhere: differs })
            .returning({ one: sql`1` });
    changed += written.length;
  }
  return changed;
}

export interface SeedReport {
  /** Rows inserted or updated per table; all zero on a database that is already seeded. */
  changed: Record<string, number>;
  total: number;
}

/** Writes the whole catalogue in one transaction: a failed seed leaves the database as it was. */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  const changed: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const { table, rows } of SEED_TABLES) {
      changed[getTableName(table)] = await upsert(tx, table, rows() as Record<string, unknown>[]);
    }
  });
  return { changed, total: Object.values(changed).reduce((a, b) => a + b, 0) };
}
