/**
 * The calculator's choices (SPEC 4): changing the material resets the format to that material's
 * initial format; a format outside the list becomes the more-formats entry, shown with its
 * price; a format chosen in the More formats dialog may belong to another material and then
 * swaps the material too.
 */
import {
  allOptions,
  type CalculatorData,
  type CalculatorFormat,
  type CalculatorOption,
} from '../../../shared/contracts/calculator-data';

export interface CalculatorState {
  option: string;
  format: string;
  /** A format chosen outside the option's list (preselected, from the dialog or own format). */
  extra: CalculatorFormat | null;
}

export type CalculatorAction =
  | { type: 'material'; option: string }
  | { type: 'format'; format: string }
  | { type: 'more-format'; option: string; format: CalculatorFormat }
  | { type: 'own-format'; format: CalculatorFormat };

export function optionOf(data: Pick<CalculatorData, 'options'>, value: string): CalculatorOption | undefined {
  return allOptions(data).find((o) => o.value === value);
}

export function initialState(data: CalculatorData): CalculatorState {
  const option = optionOf(data, data.selectedValue) ?? data.options[0];
  if (!option) return { option: '', format: '', extra: null };
  return { option: option.value, format: option.initiallySelectedFormat, extra: option.moreFormatsEntry };
}

export function reduce(
  data: CalculatorData,
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'material': {
      const option = optionOf(data, action.option);
      if (!option) return state;
      return { option: option.value, format: option.initiallySelectedFormat, extra: null };
    }
    case 'format': {
      const option = optionOf(data, state.option);
      if (!option?.formats.some((f) => f.value === action.format) && state.extra?.value !== action.format)
        return state;
      return { ...state, format: action.format };
    }
    case 'more-format': {
      const option = optionOf(data, action.option);
      if (!option) return state;
      const listed = option.formats.some((f) => f.value === action.format.value);
      return { option: option.value, format: action.format.value, extra: listed ? null : action.format };
    }
    case 'own-format':
      return { ...state, format: action.format.value, extra: action.format };
  }
}

/** The formats shown in the list: the option's own, plus the extra entry when there is one. */
export function visibleFormats(data: CalculatorData, state: CalculatorState): CalculatorFormat[] {
  const option = optionOf(data, state.option);
  if (!option) return [];
  const extra =
    state.extra && !option.formats.some((f) => f.value === state.extra?.value) ? [state.extra] : [];
  return [...option.formats, ...extra];
}

export function selectedFormat(data: CalculatorData, state: CalculatorState): CalculatorFormat | undefined {
  return visibleFormats(data, state).find((f) => f.value === state.format);
}

/** The lowest price an option starts at, over its listed and further formats. */
export function fromPrice(option: CalculatorOption): number {
  const prices = [...option.formats, ...option.moreFormats].map((f) => f.priceCurrent);
  return prices.length > 0 ? Math.min(...prices) : Number.POSITIVE_INFINITY;
}

/**
 * The material select as shoppers choose: cheapest first (the catalogue has no popularity
 * figures), each material's framed variants kept together under it, also cheapest first. Equal
 * prices keep the catalogue's order.
 */
export function orderedOptions(options: readonly CalculatorOption[]): CalculatorOption[] {
  const byPrice = (list: readonly CalculatorOption[]) =>
    list
      .map((option, index) => ({ option, index, price: fromPrice(option) }))
      .sort((a, b) => a.price - b.price || a.index - b.index)
      .map((e) => e.option);
  return byPrice(options).map((o) =>
    o.group ? { ...o, group: { ...o.group, options: byPrice(o.group.options) } } : o,
  );
}
