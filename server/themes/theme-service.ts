/**
 * Card themes and design-group listings: what GET /web-api/themes answers and what the listing,
 * theme and feed loaders call in-process. Themes are read into memory (a few hundred rows) and
 * refreshed after `ttlMs`, like the catalogue snapshot; prices and accessories come from the
 * catalogue service's snapshot, so a theme page and /web-api/card-price always agree.
 */
import {
  type AccessoryKind,
  CARD_QUANTITY_STEPS,
  type CalendarType,
  type CollageMaterialType,
  DEFAULT_CARD_QUANTITY,
  type PhotobookCategory,
  type PhotobookType,
} from '../../shared/catalogue';
import type { Occasion } from '../../shared/catalogue/card-options';
import { type Color, isColor } from '../../shared/catalogue/colors';
import { getOrCreate } from '../../shared/collections/get-or-create';
import type {
  ListingImage,
  ListingItem,
  ListingLabel,
  ListingResult,
  ThemeAccessory,
  ThemeDetail,
  ThemeFormat,
} from '../../shared/listings/data';
import { filterGroups, type ListingEntry, runListing } from '../../shared/listings/engine';
import {
  type AspectRatioFilter,
  aspectRatioOf,
  categoryPathOf,
  facetTypesOf,
  LISTING_PRODUCTS,
  type ListingProduct,
  NO_FACETS,
  type Punching,
  type ThemeLabel,
  type ThemeStyle,
  valuesOf,
} from '../../shared/listings/filters';
import { PAGE_SIZES } from '../../shared/listings/paging';
import { sortsOf } from '../../shared/listings/sort';
import { COLOR_HEX, collageFilterImagePath } from '../../shared/listings/theme-art';
import { defaultListingState, type ListingState } from '../../shared/listings/url-state';
import { currencyOf, type Language, languageOf } from '../../shared/markets';
import { minorFromMajor, moneyFromMajor } from '../../shared/money';
import * as cards from '../catalogue/cards';
import { type CatalogueService, createCatalogueService } from '../catalogue/catalogue-service';
import { badInput, type ShopContext, sizeLabel } from '../catalogue/common';
import * as products from '../catalogue/products';
import type { Snapshot } from '../catalogue/snapshot';
import type { Database } from '../db/open-database';
import * as t from '../db/schema';
import {
  type CardFormatKind,
  capitalise,
  copyOf,
  groupTitle,
  LABEL_COLORS,
  type ListingCopy,
  optionTitle,
} from './copy';

export interface ThemeRecord {
  id: string;
  occasion: Occasion;
  aspectRatio: AspectRatioFilter;
  style: ThemeStyle;
  punching: Punching;
  colors: Color[];
  labels: ThemeLabel[];
  popularity: number;
  createdAt: string;
  images: string[];
  listed: boolean;
  formats: { id: string; isDefault: boolean }[];
  titles: Partial<Record<Language, string>>;
}

interface ThemeSnapshot {
  themes: ThemeRecord[];
  byId: Map<string, ThemeRecord>;
}

async function loadThemes(db: Database): Promise<ThemeSnapshot> {
  const rows = await db.select().from(t.themes);
  const translations = await db.select().from(t.themeTranslations);
  const formats = await db.select().from(t.themeFormats);
  const byId = new Map<string, ThemeRecord>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      occasion: row.occasion,
      aspectRatio: row.aspectRatio,
      style: row.style,
      punching: row.punching,
      colors: row.colors,
      labels: row.labels,
      popularity: row.popularity,
      createdAt: row.createdAt,
      images: row.images,
      listed: row.listed,
      formats: [],
      titles: {},
    });
  }
  for (const tr of translations) {
    const theme = byId.get(tr.themeId);
    if (theme) theme.titles[tr.language] = tr.title;
  }
  for (const f of [...formats].sort((a, b) => a.sortOrder - b.sortOrder)) {
    byId.get(f.themeId)?.formats.push({ id: f.cardFormatId, isDefault: f.isDefault });
  }
  const themes = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  return { themes, byId };
}

export interface SitemapTheme {
  id: string;
  /** In the market's language. */
  title: string;
  /** Asset path of the front picture. */
  image: string;
  /** YYYY-MM-DD. */
  lastmod: string;
}

export interface SitemapListing {
  state: ListingState;
  /** YYYY-MM-DD, when known. */
  lastmod: string | undefined;
}

export interface ThemesServiceOptions {
  /** Share the app's catalogue service so pages, APIs and themes use one snapshot. */
  catalogue?: CatalogueService;
  /** How long the themes stay in memory before the next read reloads them. Default 60 s. */
  ttlMs?: number;
}

/** Listings and themes exist in the card shop only (SPEC 1: the card brand's designs). */
export function listedProductsOf(ctx: ShopContext): readonly ListingProduct[] {
  return ctx.channel === 'cards' ? LISTING_PRODUCTS : [];
}

export function assertCardShop(ctx: ShopContext): void {
  if (listedProductsOf(ctx).length === 0) {
    throw badInput(
      'X-Channel',
      `the ${ctx.channel} shop has no card themes or design groups; send X-Channel: cards.`,
    );
  }
}

const cardFormatKind = (id: string): CardFormatKind => {
  const kind = id.split('-')[0];
  return kind === 'postkarte' || kind === 'booklet' ? kind : 'klappkarte';
};

function titleOf(theme: ThemeRecord, language: Language): string {
  return theme.titles[language] ?? theme.titles.de ?? theme.id;
}

function labelsOf(values: readonly string[], copy: ListingCopy): ListingLabel[] {
  return values.flatMap((value) => {
    const colours = LABEL_COLORS[value as ThemeLabel];
    if (!colours) return [];
    return [{ value, text: copy.labels[value as ThemeLabel] ?? value, ...colours }];
  });
}

/** One design group as a listing entry plus what its listing item needs. */
interface GroupEntry extends ListingEntry {
  product: Exclude<ListingProduct, 'card'>;
  item: (copy: ListingCopy) => ListingItem;
}

const LISTING_REUSE_MS = 5_000;
const LISTING_REUSE_MAX = 500;

export function createThemesService(db: Database, options: ThemesServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const catalogue = options.catalogue ?? createCatalogueService(db, { ttlMs });
  let cached: { at: number; snapshot: Promise<ThemeSnapshot> } | undefined;
  /** Per catalogue snapshot and currency: unit prices of each card format at every quantity step. */
  const unitPriceCache = new WeakMap<Snapshot, Map<string, (number | null)[]>>();

  function themesSnapshot(): Promise<ThemeSnapshot> {
    const at = Date.now();
    if (!cached || at - cached.at >= ttlMs) {
      const loading = loadThemes(db);
      cached = { at, snapshot: loading };
      loading.catch(() => {
        if (cached?.snapshot === loading) cached = undefined;
      });
    }
    return cached.snapshot;
  }

  function unitPrices(s: Snapshot, ctx: ShopContext, format: string): (number | null)[] {
    let byFormat = unitPriceCache.get(s);
    if (!byFormat) {
      byFormat = new Map();
      unitPriceCache.set(s, byFormat);
    }
    const key = `${format}|${currencyOf(ctx.market)}`;
    let prices = byFormat.get(key);
    if (!prices) {
      prices = CARD_QUANTITY_STEPS.map((quantity) => {
        try {
          return minorFromMajor(cards.cardPrice(s, ctx, { format, quantity }).unitPrice.priceCurrent);
        } catch {
          return null;
        }
      });
      byFormat.set(key, prices);
    }
    return prices;
  }

  /**
   * Issue 31 §4: "from" is the lowest per-card price a shopper can actually get for the theme: any
   * of its formats at any quantity step (the largest order is the cheapest per card).
   */
  function themePriceFrom(s: Snapshot, ctx: ShopContext, theme: ThemeRecord): number | null {
    let best: number | null = null;
    for (const f of theme.formats) {
      for (const price of unitPrices(s, ctx, f.id)) {
        if (price !== null && price !== undefined && (best === null || price < best)) best = price;
      }
    }
    return best;
  }

  function formatAspect(s: Snapshot, formatId: string | undefined): number {
    const row = formatId ? s.cardFormat.get(formatId) : undefined;
    return row ? row.widthMm / row.heightMm : 1;
  }

  function themeEntry(theme: ThemeRecord): ListingEntry & { theme: ThemeRecord } {
    return {
      id: theme.id,
      popularity: theme.popularity,
      createdAt: theme.createdAt,
      theme,
      facets: {
        category: categoryPathOf(theme.occasion),
        aspectRatio: [theme.aspectRatio],
        color: theme.colors,
        style: [theme.style],
        label: theme.labels,
        punching: [theme.punching],
      },
    };
  }

  function themeItem(
    s: Snapshot,
    ctx: ShopContext,
    copy: ListingCopy,
    language: Language,
    theme: ThemeRecord,
    showPrices: boolean,
  ): ListingItem {
    const title = titleOf(theme, language);
    const defaultFormat = theme.formats.find((f) => f.isDefault) ?? theme.formats[0];
    const price = showPrices ? themePriceFrom(s, ctx, theme) : null;
    return {
      id: theme.id,
      kind: 'theme',
      product: 'card',
      title,
      subtitle: copy.categories[theme.occasion],
      href: `/themes/${encodeURIComponent(theme.id)}`,
      image: { src: theme.images[0] ?? '', alt: title, aspect: formatAspect(s, defaultFormat?.id) },
      priceFrom: price === null ? null : { amount: price, currency: currencyOf(ctx.market) },
      priceUnit: 'card',
      labels: labelsOf(theme.labels, copy),
      colors: theme.colors,
    };
  }

  /** Calendar, collage and photobook design groups as listing entries (no dates: "new" is the latest added). */
  function groupEntries(
    s: Snapshot,
    ctx: ShopContext,
    product: Exclude<ListingProduct, 'card'>,
  ): GroupEntry[] {
    const entry = (
      id: string,
      order: number,
      category: string,
      size: { width: number; height: number } | undefined,
      item: GroupEntry['item'],
    ): GroupEntry => ({
      id,
      product,
      popularity: Math.max(0, 1000 - order),
      // Design groups carry no creation date; later sort orders count as newer.
      createdAt: new Date(Date.UTC(2020, 0, 1 + order)).toISOString().slice(0, 10),
      facets: {
        category: [category],
        aspectRatio: size ? [aspectRatioOf(size.width, size.height)] : [],
      },
      item,
    });
    const money = (price: { priceCurrent: number } | null) =>
      price ? moneyFromMajor(price.priceCurrent, currencyOf(ctx.market)) : null;
    const order = (id: string) => s.designGroups.findIndex((g) => g.id === id);
    const base = (
      id: string,
      title: string,
      subtitle: string,
      href: string,
      image: ListingImage,
      price: ListingItem['priceFrom'],
    ): ListingItem => ({
      id,
      kind: 'designGroup',
      product,
      title,
      subtitle,
      href,
      image,
      priceFrom: price,
      priceUnit: 'piece',
      labels: [],
      colors: [],
    });
    switch (product) {
      case 'calendar':
        return products.calendarDesignGroups(s, ctx, {}).designGroups.map((g) => {
          const type = g.designerParams.calendarType as CalendarType;
          const format = s.calendarFormat.get(g.designerParams.format ?? '');
          const size = format ? { width: format.widthMm, height: format.heightMm } : undefined;
          return entry(g.id, order(g.id), type, size, (copy) =>
            base(
              g.id,
              `${copy.calendarTypes[type] ?? type}${format ? ` · ${sizeLabel(format.widthMm, format.heightMm, ctx.market)}` : ''}`,
              copy.products.calendar,
              g.designerUrl,
              {
                src: '/assets/tiles/fotokalender.jpg',
                alt: copy.calendarTypes[type] ?? type,
                aspect: size ? size.width / size.height : 1,
              },
              money(g.priceFrom),
            ),
          );
        });
      case 'collage':
        return products.collageDesignGroups(s, ctx, []).map((g) => {
          const material = (g.materialType ?? 'poster') as CollageMaterialType;
          const [w, h] = (g.format ?? '').split('x').map(Number);
          const size = w && h ? { width: w, height: h } : undefined;
          return entry(g.id, order(g.id), material, size, (copy) =>
            base(
              g.id,
              `${copy.collageTitle(g.tileCount ?? 1)} · ${copy.collageMaterials[material] ?? material}`,
              copy.products.collage,
              g.designerUrl,
              {
                src: collageFilterImagePath(material),
                alt: copy.collageMaterials[material] ?? material,
                aspect: size ? size.width / size.height : 1,
              },
              money(g.priceFrom),
            ),
          );
        });
      case 'photobook':
        return products.photobookDesignGroupSet(s, ctx, { categoryIds: [] }).designGroups.map((g) => {
          const category = String(g.categoryId ?? '') as `${PhotobookCategory}`;
          const type = g.designerParams.photobookType as PhotobookType;
          const format = s.photobookFormat.get(g.designerParams.photobookFormat ?? '');
          const size = format ? { width: format.widthMm, height: format.heightMm } : undefined;
          return entry(g.id, order(g.id), category, size, (copy) =>
            base(
              g.id,
              `${copy.photobookCategories[category] ?? category} · ${copy.photobookTypes[type] ?? type}`,
              copy.products.photobook,
              g.designerUrl,
              {
                src: '/assets/tiles/fotobuch.jpg',
                alt: copy.photobookCategories[category] ?? category,
                aspect: size ? size.width / size.height : 1,
              },
              money(g.priceFrom),
            ),
          );
        });
    }
  }

  function showPricesIn(s: Snapshot, ctx: ShopContext): boolean {
    return s.channelSettings.get(ctx.channel)?.pricesInProductOverview ?? true;
  }

  /**
   * Listings already run, per catalogue and themes snapshot: each home page runs two or three feeds
   * over every theme, about a millisecond per render. Kept for LISTING_REUSE_MS only, so a
   * campaign's start or end (prices depend on the instant) shows within seconds, as pages in the
   * micro-cache do; bounded because the state comes from the query.
   */
  const listingResults = new WeakMap<
    Snapshot,
    WeakMap<ThemeSnapshot, Map<string, { at: number; result: ListingResult }>>
  >();

  async function listing(ctx: ShopContext, state: ListingState): Promise<ListingResult> {
    assertCardShop(ctx);
    const [s, themeData] = await Promise.all([catalogue.snapshot(), themesSnapshot()]);
    if (ctx.at) return runThemeListing(s, themeData, ctx, state);
    const byThemes = getOrCreate(listingResults, s, () => new WeakMap());
    const results = getOrCreate(byThemes, themeData, () => new Map());
    const key = JSON.stringify([ctx.channel, ctx.market, state]);
    const now = Date.now();
    const reused = results.get(key);
    if (reused && now - reused.at < LISTING_REUSE_MS) return reused.result;
    const result = runThemeListing(s, themeData, ctx, state);
    if (results.size >= LISTING_REUSE_MAX) results.clear();
    results.set(key, { at: now, result });
    return result;
  }

  function runThemeListing(
    s: Snapshot,
    themeData: ThemeSnapshot,
    ctx: ShopContext,
    state: ListingState,
  ): ListingResult {
    const products = listedProductsOf(ctx);
    const language = languageOf(ctx.market);
    const copy = copyOf(language);
    const showPrices = showPricesIn(s, ctx);
    const listed = themeData.themes.filter((theme) => theme.listed);
    const counts = products.map((product) => ({
      product,
      count: product === 'card' ? listed.length : groupEntries(s, ctx, product).length,
    }));
    let items: ListingItem[];
    let run: ReturnType<typeof runListing>;
    if (state.product === 'card') {
      const cardRun = runListing(listed.map(themeEntry), state);
      run = cardRun;
      items = cardRun.results.map((e) => themeItem(s, ctx, copy, language, e.theme, showPrices));
    } else {
      const groupRun = runListing(groupEntries(s, ctx, state.product), state);
      run = groupRun;
      items = groupRun.results.map((e) => {
        const item = e.item(copy);
        return showPrices ? item : { ...item, priceFrom: null };
      });
    }
    return {
      state: { ...state, page: run.paging.page },
      requestedPage: state.page,
      items,
      paging: run.paging,
      filters: filterGroups({
        state,
        counts: run.counts,
        products: counts,
        title: (type, value) => optionTitle(copy, state.product, type, value),
        groupTitle: (type) => groupTitle(copy, state.product, type),
      }),
      sorts: sortsOf(state.product),
      pageSizes: PAGE_SIZES,
      products,
      productTitle: copy.products[state.product],
    };
  }

  /**
   * Card themes by id as listing tiles (the wishlist page): unknown ids are left out, unlisted
   * themes stay in (their pages remain for old links), in the order asked.
   */
  async function themeItems(ctx: ShopContext, ids: readonly string[]): Promise<ListingItem[]> {
    if (listedProductsOf(ctx).length === 0 || ids.length === 0) return [];
    const [s, themeData] = await Promise.all([catalogue.snapshot(), themesSnapshot()]);
    const language = languageOf(ctx.market);
    const copy = copyOf(language);
    const showPrices = showPricesIn(s, ctx);
    const byId = new Map(themeData.themes.map((theme) => [theme.id, theme]));
    return ids.flatMap((id) => {
      const theme = byId.get(id);
      return theme ? [themeItem(s, ctx, copy, language, theme, showPrices)] : [];
    });
  }

  function accessoryView(
    copy: ListingCopy,
    ctx: ShopContext,
    a: cards.AccessoryView & { isDefault?: boolean },
  ): ThemeAccessory {
    const colour = a.colour && isColor(a.colour) ? capitalise(copy.colors[a.colour]) : a.colour;
    const size = a.width !== null && a.height !== null ? sizeLabel(a.width, a.height, ctx.market) : null;
    const kind = a.kind as AccessoryKind;
    const name =
      kind === 'envelope' || kind === 'inlay' || kind === 'ribbon' || kind === 'bow' || kind === 'box'
        ? copy.accessories[kind]
        : kind;
    const paper = a.paper ? (copy.inlayPapers[a.paper] ?? a.paper) : null;
    const parts =
      kind === 'inlay' ? [name, paper, size] : kind === 'envelope' ? [name, colour, size] : [name, colour];
    return {
      sku: a.sku,
      kind,
      title: parts.filter(Boolean).join(' · '),
      isDefault: a.isDefault === true,
      available: a.available,
      colour: a.colour,
      paper: a.paper,
      priceCents: a.price ? minorFromMajor(a.price.priceCurrent) : null,
      widthMm: a.width,
      heightMm: a.height,
      sizeClass: a.sizeClass,
      envelopeSizeClass: a.envelopeSizeClass,
      colourHex: a.colour && isColor(a.colour) ? COLOR_HEX[a.colour] : null,
    };
  }

  async function theme(ctx: ShopContext, id: string): Promise<ThemeDetail | undefined> {
    assertCardShop(ctx);
    const [s, themeData] = await Promise.all([catalogue.snapshot(), themesSnapshot()]);
    const record = themeData.byId.get(id);
    if (!record) return undefined;
    const language = languageOf(ctx.market);
    const copy = copyOf(language);
    const title = titleOf(record, language);
    const formats: ThemeFormat[] = record.formats.flatMap((f) => {
      const row = s.cardFormat.get(f.id);
      if (!row) return [];
      const fitting = cards.cardAccessories(s, ctx, {
        cardFormat: f.id,
        kinds: ['envelope', 'inlay'],
      }).accessories;
      const size = sizeLabel(row.widthMm, row.heightMm, ctx.market);
      return [
        {
          id: f.id,
          title: `${copy.cardFormats[cardFormatKind(f.id)]} · ${size}`,
          sizeLabel: size,
          widthMm: row.widthMm,
          heightMm: row.heightMm,
          folded: row.folded,
          isDefault: f.isDefault,
          unitCents: unitPrices(s, ctx, f.id),
          envelopes: fitting.filter((a) => a.kind === 'envelope').map((a) => accessoryView(copy, ctx, a)),
          inlays: fitting.filter((a) => a.kind === 'inlay').map((a) => accessoryView(copy, ctx, a)),
        },
      ];
    });
    if (formats.length === 0) return undefined;
    const extras = (kind: AccessoryKind) =>
      cards.accessories(s, ctx, { kinds: [kind] }).map((a) => accessoryView(copy, ctx, a));
    const defaultFormat = formats.find((f) => f.isDefault) ?? formats[0];
    const images: ListingImage[] = [
      {
        src: record.images[0] ?? '',
        alt: `${title} – ${copy.views.front}`,
        aspect: defaultFormat ? defaultFormat.widthMm / defaultFormat.heightMm : 1,
      },
      ...(defaultFormat?.folded && record.images[1]
        ? [{ src: record.images[1], alt: `${title} – ${copy.views.inside}`, aspect: 1 }]
        : []),
    ];
    return {
      id: record.id,
      title,
      occasion: { value: record.occasion, title: copy.categories[record.occasion] },
      style: { value: record.style, title: copy.styles[record.style] },
      punching: { value: record.punching, title: copy.punchings[record.punching] },
      aspectRatio: { value: record.aspectRatio, title: copy.aspectRatios[record.aspectRatio] },
      colors: record.colors.map((c) => ({ value: c, title: capitalise(copy.colors[c]), hex: COLOR_HEX[c] })),
      labels: labelsOf(record.labels, copy),
      images,
      currency: currencyOf(ctx.market),
      quantitySteps: CARD_QUANTITY_STEPS,
      defaultQuantity: DEFAULT_CARD_QUANTITY,
      formats,
      ribbons: extras('ribbon'),
      bows: extras('bow'),
      boxes: extras('box'),
      listingHref: `/products?category=${encodeURIComponent(record.occasion)}`,
    };
  }

  /**
   * Theme pages for the sitemaps: every listed theme that has a page (a card format the catalogue
   * knows, as theme() requires), with its title, front picture and creation date. Hidden themes
   * keep their pages for old links but are not announced to crawlers.
   */
  async function sitemapThemes(ctx: ShopContext): Promise<SitemapTheme[]> {
    if (listedProductsOf(ctx).length === 0) return [];
    const [s, themeData] = await Promise.all([catalogue.snapshot(), themesSnapshot()]);
    const language = languageOf(ctx.market);
    return themeData.themes
      .filter((theme) => theme.listed && theme.formats.some((f) => s.cardFormat.has(f.id)))
      .map((theme) => ({
        id: theme.id,
        title: titleOf(theme, language),
        image: theme.images[0] ?? '',
        lastmod: theme.createdAt,
      }));
  }

  /**
   * The listings worth indexing (SPEC 5: at most one filter value, default sort and page size):
   * each product's first page and each filter value that lists anything. lastmod is the newest
   * theme's creation date; design groups carry no dates, so their listings have none.
   */
  async function sitemapListings(ctx: ShopContext): Promise<SitemapListing[]> {
    const listedProducts = listedProductsOf(ctx);
    if (listedProducts.length === 0) return [];
    const [s, themeData] = await Promise.all([catalogue.snapshot(), themesSnapshot()]);
    const out: SitemapListing[] = [];
    for (const product of listedProducts) {
      const entries: ListingEntry[] =
        product === 'card'
          ? themeData.themes.filter((theme) => theme.listed).map(themeEntry)
          : groupEntries(s, ctx, product);
      if (entries.length === 0) continue;
      const newest = (of: readonly ListingEntry[]) =>
        product === 'card'
          ? of
              .map((e) => e.createdAt)
              .sort()
              .at(-1)
          : undefined;
      const base = defaultListingState(product);
      out.push({ state: base, lastmod: newest(entries) });
      for (const type of facetTypesOf(product)) {
        for (const value of valuesOf(product, type) ?? []) {
          const matching = entries.filter((e) => e.facets[type]?.includes(value));
          if (matching.length === 0) continue;
          out.push({
            state: { ...base, facets: { ...NO_FACETS, [type]: [value] } },
            lastmod: newest(matching),
          });
        }
      }
    }
    return out;
  }

  return {
    listing,
    theme,
    themeItems,
    sitemapThemes,
    sitemapListings,
    /** Every theme id, listed or not (sitemaps, tests). */
    async themeIds(): Promise<string[]> {
      return (await themesSnapshot()).themes.map((x) => x.id);
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type ThemesService = ReturnType<typeof createThemesService>;
