/**
 * What the server hands the pages' loaders (`ServerServices`), and the shapes those services
 * answer in: the content, catalogue, themes and pricing sources. The server implements them
 * (server/content, server/catalogue, server/themes); the loaders in web/ read them. Types only.
 */
import type { DesignerAssumption, ParsedDesignerUrl } from '../catalogue';
import type { ReviewBlock } from '../chrome/footer';
import type { GlobalContent, PageContent } from '../content/story-types';
import type { Channel, Language, Market } from '../markets';
import type { Money } from '../money';
import type { SearchKind, SearchResult } from '../search/search';
import type { ChannelSettings } from '../settings/channel-settings';
import type { BlockDataEntry } from './block-data';
import type { CalculatorData } from './calculator-data';
import type { ThemesSource } from './themes-source';

export interface Logger {
  debug(message: string, detail?: Record<string, unknown>): void;
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

/** What a designer configuration costs in the market's currency (major units), or why it cannot be priced. */
export type DesignerQuote =
  | {
      ok: true;
      priceCurrent: number;
      priceOriginal: number;
      quantity: number;
      /** The configuration that was priced, defaults included. */
      configuration: Record<string, string | number | boolean | null>;
      /** Defaults filled in for what the link leaves out. */
      assumptions: DesignerAssumption[];
    }
  | { ok: false; message: string; assumptions: DesignerAssumption[] };

export interface DesignerPricing {
  /** undefined when the configuration cannot be priced (unknown format, missing material, ...). */
  /** The link's own designer parameters, already parsed and validated by parseDesignerUrl. */
  quote(input: { parsed: ParsedDesignerUrl; market: Market }): Promise<DesignerQuote>;
}

/** A content page as the shop needs it, whichever CMS served it. */
export interface StoryPage {
  uuid: string;
  name: string;
  /** The story's path below its brand folder in the default language, e.g. "leinwanddruck". */
  defaultPath: string;
  /** The page's path in each content language that has it, e.g. { fr: "impression-sur-toile" }. */
  paths: Partial<Record<Language, string>>;
  content: PageContent;
  /** The story's tags; experiments run only on pages tagged for them (SPEC 4). */
  tags: string[];
  /** When the page last changed, for the sitemap. */
  publishedAt?: string;
}

export interface ContentRequest {
  channel: Channel;
  language: Language;
  /** Draft content (visual editor) or a release, only after the preview token checked out. */
  preview?: { release?: string };
}

export interface ContentSource {
  /** The page at a path ("/" is the home page); undefined when the CMS has no such page. */
  page(request: ContentRequest & { path: string }): Promise<StoryPage | undefined>;
  /** The brand's global story: header, navigation, footer, organization. */
  global(request: ContentRequest): Promise<GlobalContent | undefined>;
  /** Every published page of a brand, with its paths per language (sitemap, llms.txt). */
  listPages(request: {
    channel: Channel;
    language?: Language;
    /** Also each page's teaser and calculator (the body is always left out). */
    withSummary?: boolean;
  }): Promise<StoryPage[]>;
  /** The path in the request's language of the page whose default-language path is given; undefined when there is none. */
  pagePath?(request: ContentRequest & { defaultPath: string }): Promise<string | undefined>;
}

/** Catalogue data that content pages show: the price calculator and the blocks that list prices. */
export interface CatalogueSource {
  /** undefined when the market does not sell the product (the page then shows no calculator). */
  calculator(input: {
    channel: Channel;
    market: Market;
    product: string;
    /** The frame of a framed product's page: the calculator opens on that framed variant. */
    frameType?: string;
    isCollage?: boolean;
    /** SPEC 4 SKU context, and a format preselected by the link (?format=WxH). */
    sku?: string;
    format?: string;
    tags: string[];
  }): Promise<CalculatorData | undefined>;
  /**
   * The data a price block shows (FormatsAndPrices, Frame, Accessory, SKUContainer), tagged with
   * its block kind; undefined for other blocks or what the market lacks.
   */
  blockData(input: {
    channel: Channel;
    market: Market;
    blok: Record<string, unknown>;
  }): Promise<BlockDataEntry | undefined>;
  /** The lowest price of a material in the market (its cheapest format), in minor units; undefined when not sold. */
  priceFrom(input: { channel: Channel; market: Market; material: string }): Promise<Money | undefined>;
}

/** What the server hands the route loaders; loaders run only on the server (see payload.ts). */
export interface ServerServices {
  /** The CMS; absent only in tests that do not need content. */
  content?: ContentSource;
  log: Logger;
  catalogue?: CatalogueSource;
  /** Card themes and design groups for listings, theme pages and the blocks that show them. */
  themes?: ThemesSource;
  /** Prices of designer configurations; absent until the catalogue database is configured. */
  pricing?: DesignerPricing;
  /** The SPEC 3 settings of a channel (the database's channel_settings); absent in tests without one. */
  settings?: (channel: Channel) => Promise<ChannelSettings | undefined>;
  /** The footer's reviews block of a brand in a language; null when it has none. */
  reviews?: (request: { channel: Channel; language: Language }) => Promise<ReviewBlock | null>;
  /** Site search of a market (issue 32); absent in tests without a database. */
  search?: (request: {
    channel: Channel;
    market: Market;
    q: string;
    page: number;
    kind: SearchKind | undefined;
  }) => Promise<SearchResult>;
}
