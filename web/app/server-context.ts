import { createContext, type RouterContextProvider } from 'react-router';
import type { ParsedDesignerUrl } from '../../shared/catalogue';
import type { GlobalContent, PageContent } from '../../shared/content/story-types';
import type { ThemesSource } from '../../shared/contracts/themes-source';
import type { Channel, Language, Market } from '../../shared/markets';
import type { CalculatorData } from '../features/calculator/calculator-data';
import type { ShopRequestInfo } from './request-info';

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
      /** Defaults filled in for what the link leaves out, in words. */
      assumptions: string[];
    }
  | { ok: false; message: string; assumptions: string[] };

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
  listPages(request: { channel: Channel; language?: Language }): Promise<StoryPage[]>;
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
    isCollage?: boolean;
    /** SPEC 4 SKU context, and a format preselected by the link (?format=WxH). */
    sku?: string;
    format?: string;
    tags: string[];
  }): Promise<CalculatorData | undefined>;
  /**
   * The data a price block shows (FormatsAndPrices, Frame, Accessory, SKUContainer), in the shape
   * of web/features/content/block-data.ts; undefined for other blocks or what the market lacks.
   */
  blockData(input: { channel: Channel; market: Market; blok: Record<string, unknown> }): Promise<unknown>;
  /** The channel setting wishlistAvailable (SPEC 1); false when the channel has no settings. */
  wishlistAvailable?(channel: Channel): Promise<boolean>;
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
}

export interface ServerLoadContext {
  info: ShopRequestInfo;
  services: ServerServices;
  /** The requested path below the prefix, as received; 404 messages name it. */
  requestedPath: string;
  /** Set only when the visual editor's preview token checked out on the server. */
  preview?: { release?: string };
}

export const serverContext = createContext<ServerLoadContext>();

export function serverOf(context: Readonly<RouterContextProvider>): ServerLoadContext {
  return context.get(serverContext);
}
