/**
 * SPEC 3 listing filters: the filter types, the values each one takes for each kind of listing,
 * and the special values "alle" (no restriction on this filter) and "alleVorlagen" (every
 * template: no restriction on the category).
 */
import { CALENDAR_TYPES } from '../catalogue/calendar';
import { OCCASIONS } from '../catalogue/card-options';
import { COLLAGE_MATERIAL_TYPES } from '../catalogue/collage';
import { COLORS } from '../catalogue/colors';
import { PHOTOBOOK_CATEGORIES } from '../catalogue/photobook';

/** SPEC 3 filter types, in SPEC order. */
export const FILTER_TYPES = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** The filters that narrow a listing; `product` instead chooses what is listed. */
export const FACET_TYPES = ['category', 'aspectRatio', 'color', 'style', 'label', 'punching'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

export function isFilterType(value: unknown): value is FilterType {
  return typeof value === 'string' && (FILTER_TYPES as readonly string[]).includes(value);
}

/** SPEC 3 special values. */
export const ALL = 'alle';
export const ALL_TEMPLATES = 'alleVorlagen';
/** SPEC 3 orientation filters name "all" as well; read as "alle". */
const ALL_SYNONYMS: readonly string[] = [ALL, 'all'];

/** What a listing lists: card themes, or the design groups of calendars, collages or photobooks. */
export const LISTING_PRODUCTS = ['card', 'calendar', 'collage', 'photobook'] as const;
export type ListingProduct = (typeof LISTING_PRODUCTS)[number];

export function isListingProduct(value: unknown): value is ListingProduct {
  return typeof value === 'string' && (LISTING_PRODUCTS as readonly string[]).includes(value);
}

/** SPEC 3 orientation filters (without "all", which is the absence of a filter). */
export const ASPECT_RATIOS = ['din-landscape', 'din-portrait', 'square'] as const;
export type AspectRatioFilter = (typeof ASPECT_RATIOS)[number];

/** The orientation of a width x height: a few per cent either way still counts as square. */
export function aspectRatioOf(width: number, height: number): AspectRatioFilter {
  if (Math.abs(width - height) <= Math.max(width, height) * 0.05) return 'square';
  return width > height ? 'din-landscape' : 'din-portrait';
}

export const THEME_STYLES = ['classic', 'modern', 'playful', 'elegant', 'minimal', 'rustic'] as const;
export type ThemeStyle = (typeof THEME_STYLES)[number];

export const THEME_LABELS = ['new', 'bestseller', 'refined', 'sustainable'] as const;
export type ThemeLabel = (typeof THEME_LABELS)[number];

/** Die-cut shapes of a card; "none" is the plain rectangle. */
export const PUNCHINGS = ['none', 'rounded-corners', 'wavy-edge', 'heart-window'] as const;
export type Punching = (typeof PUNCHINGS)[number];

/**
 * Card categories are the SPEC 2 occasion slugs plus the parents of the nested ones; a parent
 * takes in its children (geburtstag lists kindergeburtstag designs too).
 */
export const THEME_CATEGORIES: readonly string[] = [...new Set(OCCASIONS.flatMap((o) => categoryPathOf(o)))];

/** "weihnachten/privat" → ["weihnachten", "weihnachten/privat"]. */
export function categoryPathOf(category: string): string[] {
  const parts = category.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** Which filters apply to a kind of listing, and the values each one takes there. */
export type FilterVocabulary = Readonly<Partial<Record<FacetType, readonly string[]>>>;

const CARD_VOCABULARY: FilterVocabulary = {
  category: THEME_CATEGORIES,
  aspectRatio: ASPECT_RATIOS,
  color: COLORS,
  style: THEME_STYLES,
  label: THEME_LABELS,
  punching: PUNCHINGS,
};

export const FILTER_VOCABULARY: Readonly<Record<ListingProduct, FilterVocabulary>> = {
  card: CARD_VOCABULARY,
  calendar: { category: CALENDAR_TYPES, aspectRatio: ASPECT_RATIOS },
  collage: { category: COLLAGE_MATERIAL_TYPES, aspectRatio: ASPECT_RATIOS },
  photobook: { category: PHOTOBOOK_CATEGORIES.map(String), aspectRatio: ASPECT_RATIOS },
};

export function facetTypesOf(product: ListingProduct): FacetType[] {
  return FACET_TYPES.filter((type) => FILTER_VOCABULARY[product][type] !== undefined);
}

export function valuesOf(product: ListingProduct, type: FacetType): readonly string[] | undefined {
  return FILTER_VOCABULARY[product][type];
}

/** "alle" for any filter, "all" for the orientation, "alleVorlagen" for the category. */
export function isAllValue(type: FilterType, value: string): boolean {
  if (ALL_SYNONYMS.includes(value)) return true;
  return type === 'category' && value === ALL_TEMPLATES;
}

/** Every facet with the values chosen, in vocabulary order; empty means no restriction. */
export type FacetSelection = Readonly<Record<FacetType, readonly string[]>>;

export const NO_FACETS: FacetSelection = {
  category: [],
  aspectRatio: [],
  color: [],
  style: [],
  label: [],
  punching: [],
};

/** One option of a filter, with SPEC 3's fields (title comes from the server's copy) and its count. */
export interface FilterOption {
  value: string;
  title: string;
  /** Chosen in the current state. */
  selected: boolean;
  /** Choosing it would show something (count > 0), or it is chosen. */
  active: boolean;
  /** Results with this option, the other filters as they are. */
  count: number;
}

export interface FilterGroup {
  type: FilterType;
  title: string;
  /** Several values (checkboxes) or one (radios: product). */
  multiple: boolean;
  /** No value chosen: the "alle" option is the current one. */
  allSelected: boolean;
  options: FilterOption[];
}
