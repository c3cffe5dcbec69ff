/**
 * What a shopper chooses on a theme page (format, quantity, envelope, inlay, ribbon, bow, box),
 * kept in the page's URL (allow-listed, canonical) and turned into the card designer's link.
 * A value that does not fit the theme is replaced by the theme's default, never an error: a page
 * always renders, and the API that wants strictness reads the issues.
 */

import type { AccessoryKind } from '../catalogue/card-accessories';
import { isOccasion } from '../catalogue/card-options';
import { asSampleCard, CARD_PACK_MINIMUM, CARD_QUANTITY_STEPS } from '../catalogue/card-quantities';
import { isColor } from '../catalogue/colors';
import type { DesignerParams } from '../catalogue/designer-params';
import { type QueryInput, queryPairs } from './url-state';

export const THEME_QUERY_PARAMS = [
  'format',
  'quantity',
  'envelope',
  'inlay',
  'ribbon',
  'bow',
  'box',
] as const;
export type ThemeQueryParam = (typeof THEME_QUERY_PARAMS)[number];
type AccessoryParam = Exclude<ThemeQueryParam, 'format' | 'quantity'>;
const ACCESSORY_PARAMS: readonly AccessoryParam[] = ['envelope', 'inlay', 'ribbon', 'bow', 'box'];

/** Written for "no envelope" (and the like) when the default would be one. */
export const NO_ACCESSORY = 'none';

export interface SelectableAccessory {
  sku: string;
  kind: AccessoryKind;
  isDefault?: boolean;
  /** False where the market has no price for it (SPEC 9: no envelopes in pounds or dollars). */
  available: boolean;
  colour?: string | null;
  paper?: string | null;
  /** Per card in this market; 0 where the market includes it with the card at no charge. */
  priceCents?: number | null;
}

export interface ThemeChoices {
  formats: readonly {
    id: string;
    isDefault: boolean;
    envelopes: readonly SelectableAccessory[];
    inlays: readonly SelectableAccessory[];
  }[];
  ribbons: readonly SelectableAccessory[];
  bows: readonly SelectableAccessory[];
  boxes: readonly SelectableAccessory[];
}

export interface ThemeSelection {
  format: string;
  quantity: number;
  envelope: string | null;
  inlay: string | null;
  ribbon: string | null;
  bow: string | null;
  box: string | null;
}

export interface ThemeSelectionIssue {
  param: string;
  message: string;
}

/** The quantity step nearest to a wish; ties go to the smaller step. */
export function nearestQuantityStep(quantity: number): number {
  if (!Number.isFinite(quantity)) return CARD_PACK_MINIMUM;
  let best = CARD_QUANTITY_STEPS[0] ?? 1;
  for (const step of CARD_QUANTITY_STEPS)
    if (Math.abs(step - quantity) < Math.abs(best - quantity)) best = step;
  return best;
}

function defaultFormat(choices: ThemeChoices) {
  return choices.formats.find((f) => f.isDefault) ?? choices.formats[0];
}

function optionsOf(
  choices: ThemeChoices,
  format: string,
  param: AccessoryParam,
): readonly SelectableAccessory[] {
  const f = choices.formats.find((x) => x.id === format) ?? defaultFormat(choices);
  switch (param) {
    case 'envelope':
      return f?.envelopes ?? [];
    case 'inlay':
      return f?.inlays ?? [];
    case 'ribbon':
      return choices.ribbons;
    case 'bow':
      return choices.bows;
    case 'box':
      return choices.boxes;
  }
}

/**
 * Every paid extra starts at "none": EU consumer law (Directive 2011/83/EU art. 22) forbids
 * pre-ticked paid options, so the shown price is the card's alone until the shopper adds one. Only
 * the card's default envelope or inlay where the market includes it at no charge (price 0) starts
 * chosen, since it costs nothing.
 */
export function defaultAccessory(
  choices: ThemeChoices,
  format: string,
  param: AccessoryParam,
): string | null {
  const options = optionsOf(choices, format, param).filter((a) => a.available);
  return options.find((a) => a.isDefault && a.priceCents === 0)?.sku ?? null;
}

export function defaultThemeSelection(choices: ThemeChoices): ThemeSelection {
  const format = defaultFormat(choices)?.id ?? '';
  return {
    format,
    quantity: CARD_PACK_MINIMUM,
    envelope: defaultAccessory(choices, format, 'envelope'),
    inlay: defaultAccessory(choices, format, 'inlay'),
    ribbon: null,
    bow: null,
    box: null,
  };
}

/**
 * Makes a selection fit the theme: an unknown format becomes the default one, and an envelope or
 * inlay that does not fit the (new) format becomes that format's default. Used after every change.
 */
export function fitSelection(
  choices: ThemeChoices,
  wanted: Partial<ThemeSelection>,
  issues: ThemeSelectionIssue[] = [],
): ThemeSelection {
  const base = defaultThemeSelection(choices);
  let format = base.format;
  if (wanted.format !== undefined) {
    if (choices.formats.some((f) => f.id === wanted.format)) format = wanted.format;
    else
      issues.push({
        param: 'format',
        message: `format "${wanted.format}" is not made for this design; expected one of: ${choices.formats.map((f) => f.id).join(', ')}.`,
      });
  }
  let quantity = base.quantity;
  if (wanted.quantity !== undefined) {
    quantity = nearestQuantityStep(wanted.quantity);
    if (quantity !== wanted.quantity)
      issues.push({
        param: 'quantity',
        message: `quantity ${wanted.quantity} is not a card quantity step; the nearest is ${quantity}.`,
      });
  }
  const selection: ThemeSelection = { ...base, format, quantity };
  for (const param of ACCESSORY_PARAMS) {
    const wish = wanted[param];
    const fallback = defaultAccessory(choices, format, param);
    if (wish === undefined) {
      selection[param] = fallback;
      continue;
    }
    if (wish === null) {
      selection[param] = null;
      continue;
    }
    const option = optionsOf(choices, format, param).find((a) => a.sku === wish);
    if (option?.available) selection[param] = wish;
    else {
      selection[param] = fallback;
      issues.push({
        param,
        message: option
          ? `${param} "${wish}" has no price in this market.`
          : `${param} "${wish}" does not fit this card; expected one of: ${
              optionsOf(choices, format, param)
                .map((a) => a.sku)
                .join(', ') || '(none)'
            }, or ${NO_ACCESSORY}.`,
      });
    }
  }
  return selection;
}

/** Reads a theme page's query; parameters outside the allow-list are dropped (SPEC 5). */
export function parseThemeSelection(
  input: QueryInput,
  choices: ThemeChoices,
): { selection: ThemeSelection; issues: ThemeSelectionIssue[] } {
  const issues: ThemeSelectionIssue[] = [];
  const wanted: Partial<ThemeSelection> = {};
  const seen = new Set<string>();
  for (const [key, raw] of queryPairs(input)) {
    if (!(THEME_QUERY_PARAMS as readonly string[]).includes(key)) continue;
    const value = raw.trim();
    if (value === '') continue;
    if (seen.has(key)) {
      issues.push({ param: key, message: `${key} is given more than once; the first one counts.` });
      continue;
    }
    seen.add(key);
    const param = key as ThemeQueryParam;
    if (param === 'format') wanted.format = value;
    else if (param === 'quantity') {
      const number = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isSafeInteger(number)) wanted.quantity = number;
      else issues.push({ param, message: `quantity "${value}" is not a whole number.` });
    } else wanted[param] = value === NO_ACCESSORY ? null : value;
  }
  return { selection: fitSelection(choices, wanted, issues), issues };
}

/** The canonical query of a selection: only what differs from the defaults, in a fixed order. */
export function themeSelectionQuery(selection: ThemeSelection, choices: ThemeChoices): URLSearchParams {
  const base = defaultThemeSelection(choices);
  const fitted = fitSelection(choices, selection);
  const params = new URLSearchParams();
  if (fitted.format !== base.format) params.append('format', fitted.format);
  if (fitted.quantity !== base.quantity) params.append('quantity', String(fitted.quantity));
  for (const param of ACCESSORY_PARAMS) {
    const fallback = defaultAccessory(choices, fitted.format, param);
    const value = fitted[param];
    if (value !== fallback) params.append(param, value ?? NO_ACCESSORY);
  }
  return params;
}

export function themeSelectionSearch(selection: ThemeSelection, choices: ThemeChoices): string {
  const text = themeSelectionQuery(selection, choices).toString();
  return text ? `?${text}` : '';
}

function accessoryOf(choices: ThemeChoices, sku: string | null): SelectableAccessory | undefined {
  if (sku === null) return undefined;
  return [
    ...choices.formats.flatMap((f) => [...f.envelopes, ...f.inlays]),
    ...choices.ribbons,
    ...choices.bows,
    ...choices.boxes,
  ].find((a) => a.sku === sku);
}

/**
 * The card designer's parameters for the chosen options (SPEC 3): theme, format and quantity;
 * envelope and inlay by SKU with their colour and paper; ribbon and bow by SKU (ribbon colour
 * too); every chosen accessory kind in accessoryTypes, and the box, which has no parameter of its
 * own, as sku.
 */
export function themeDesignerParams(
  theme: { id: string; occasion?: string },
  selection: ThemeSelection,
  choices: ThemeChoices,
): DesignerParams {
  const fitted = fitSelection(choices, selection);
  const params: DesignerParams = { themeId: theme.id, format: fitted.format, quantity: fitted.quantity };
  if (theme.occasion !== undefined && isOccasion(theme.occasion)) params.occasion = theme.occasion;
  const kinds: AccessoryKind[] = [];
  const envelope = accessoryOf(choices, fitted.envelope);
  if (envelope) {
    params.envelope = envelope.sku;
    if (isColor(envelope.colour)) params.envelopeColor = envelope.colour;
    kinds.push('envelope');
  }
  const inlay = accessoryOf(choices, fitted.inlay);
  if (inlay) {
    params.inlay = inlay.sku;
    if (inlay.paper) params.inlayPaper = inlay.paper;
    kinds.push('inlay');
  }
  const ribbon = accessoryOf(choices, fitted.ribbon);
  if (ribbon) {
    params.ribbon = ribbon.sku;
    if (isColor(ribbon.colour)) params.ribbonColor = ribbon.colour;
    kinds.push('ribbon');
  }
  const bow = accessoryOf(choices, fitted.bow);
  if (bow) {
    params.bow = bow.sku;
    kinds.push('bow');
  }
  const box = accessoryOf(choices, fitted.box);
  if (box) {
    params.sku = box.sku;
    kinds.push('box');
  }
  if (kinds.length > 0) params.accessoryTypes = kinds;
  return params;
}

/** SPEC 3 sample order: one card of the theme in the chosen format, flagged as a sample. */
export function themeSampleParams(
  theme: { id: string },
  selection: ThemeSelection,
  choices: ThemeChoices,
): DesignerParams {
  const fitted = fitSelection(choices, selection);
  return asSampleCard({ themeId: theme.id, format: fitted.format });
}
