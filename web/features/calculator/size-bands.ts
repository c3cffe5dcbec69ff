/**
 * The "more formats" dialog offers dozens of sizes; shoppers pick a size first by how big it is,
 * so the dialog filters them into bands of the longest side (issue 23.17).
 */
import type { CalculatorFormat } from '../../../shared/contracts/calculator-data';

/** Upper bounds of the longest side, in millimetres; the last band is open-ended. */
export const SIZE_BAND_LIMITS_MM = [300, 600, 1000] as const;

export interface SizeBand {
  /** 0 … SIZE_BAND_LIMITS_MM.length */
  index: number;
  /** Longest side above this (exclusive), 0 for the first band. */
  fromMm: number;
  /** Longest side up to this (inclusive); null for the last band. */
  toMm: number | null;
}

export function sizeBandOf(format: Pick<CalculatorFormat, 'width' | 'height'>): number {
  const longest = Math.max(format.width, format.height);
  const index = SIZE_BAND_LIMITS_MM.findIndex((limit) => longest <= limit);
  return index === -1 ? SIZE_BAND_LIMITS_MM.length : index;
}

/** The bands that hold at least one of the formats, smallest first. */
export function sizeBandsOf(formats: readonly Pick<CalculatorFormat, 'width' | 'height'>[]): SizeBand[] {
  const used = new Set(formats.map(sizeBandOf));
  return [...used]
    .sort((a, b) => a - b)
    .map((index) => ({
      index,
      fromMm: index === 0 ? 0 : (SIZE_BAND_LIMITS_MM[index - 1] ?? 0),
      toMm: SIZE_BAND_LIMITS_MM[index] ?? null,
    }));
}

/**
 * The band the dialog opens on: the chosen format's when it has one there, else the first band
 * with formats; null (show all) when there are few enough to see at once.
 */
export function initialSizeBand(
  formats: readonly Pick<CalculatorFormat, 'width' | 'height'>[],
  chosen: Pick<CalculatorFormat, 'width' | 'height'> | undefined,
  showAllUpTo = 12,
): number | null {
  if (formats.length <= showAllUpTo) return null;
  const bands = sizeBandsOf(formats).map((b) => b.index);
  const wanted = chosen ? sizeBandOf(chosen) : undefined;
  if (wanted !== undefined && bands.includes(wanted)) return wanted;
  return bands[0] ?? null;
}
