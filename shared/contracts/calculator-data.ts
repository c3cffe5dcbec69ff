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

export interface CalculatorOption {
  value: string;
  labelTranslationKey: string;
  formats: CalculatorFormat[];
  moreFormats: CalculatorFormat[];
  initiallySelectedFormat: string;
  moreFormatsEntry: CalculatorFormat | null;
  context: { materialType: string; frameType: string | null };
  set: 'material' | 'frame' | 'collage';
  group: { labelTranslationKey: string; options: CalculatorOption[] } | null;
}

export interface CalculatorLabel {
  index: number;
  text: string;
  backgroundColor: string;
  textColor: string;
}

export interface CalculatorData {
  product: 'photoframe' | 'collage';
  isCollage: boolean;
  options: CalculatorOption[];
  selectedValue: string;
  labels: CalculatorLabel[];
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
