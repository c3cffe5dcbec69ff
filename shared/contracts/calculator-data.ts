/**
 * The calculator's data (SPEC 3 "Calculator"), as the catalogue's calculator reference delivers
 * it: prices in the market's currency in major units, formats as "WxH" in millimetres.
 */
import type { DeliveryPromise } from '../delivery/promise';

export interface CalculatorFormat {
  value: string;
  width: number;
  height: number;
  /** "30 x 40 cm", or inches in en-US. */
  label: string;
  priceCurrent: number;
  priceOriginal: number;
  discountPercent: number;
  context: { formatType: string; materialType: string; frameType: string | null };
}

/**
 * One option of the calculator's select. The catalogue's calculator reference
 * (server/catalogue/wall-art.ts) answers with richer formats (`F`), the page reads these fields.
 */
export interface CalculatorOption<F extends CalculatorFormat = CalculatorFormat> {
  value: string;
  labelTranslationKey: string;
  /** The calculator's list. */
  formats: F[];
  /** Behind "More formats" (frame products). */
  moreFormats: F[];
  initiallySelectedFormat: string;
  /** SPEC 4: a preselected format outside the list, shown with its price as the more-formats entry. */
  moreFormatsEntry: F | null;
  context: { materialType: string; frameType: string | null };
  set: 'material' | 'frame' | 'collage';
  /** Nested options with their group label: the framed variants of a material. */
  group: { labelTranslationKey: string; options: CalculatorOption<F>[] } | null;
}

export interface CalculatorLabel {
  index: number;
  text: string;
  backgroundColor: string;
  textColor: string;
}

/** What the calculator reference answers (GET /web-api/calculator/reference). */
export interface CalculatorView<F extends CalculatorFormat = CalculatorFormat> {
  product: 'photoframe' | 'collage';
  isCollage: boolean;
  options: CalculatorOption<F>[];
  selectedValue: string;
  labels: CalculatorLabel[];
}

/** The page's calculator: the reference's answer with the limits and the story's tags. */
export interface CalculatorData extends CalculatorView {
  /** Own-format limits of the materials, with hints in the market's unit. */
  limits: Record<
    string,
    { widthMm: { min: number; max: number }; heightMm: { min: number; max: number }; hint: string }
  >;
  /** The content story's tags: experiments switch only where the story opts in (SPEC 4). */
  tags: string[];
  /** When an order placed now arrives in the market (shared/delivery), computed on the server. */
  delivery?: DeliveryPromise;
}

/** Every option, the framed variants included, in the order of the select. */
export function allOptions(data: Pick<CalculatorData, 'options'>): CalculatorOption[] {
  return data.options.flatMap((o) => [o, ...(o.group?.options ?? [])]);
}
