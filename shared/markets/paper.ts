/** ISO 216 A sizes recognised by their millimetres (SPEC 9: A8 to A0), either orientation. */
export const PAPER_SIZES = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
  A7: [74, 105],
  A8: [52, 74],
} as const satisfies Record<string, readonly [number, number]>;
export type PaperSize = keyof typeof PAPER_SIZES;

export function paperSizeOf(widthMm: number, heightMm: number): PaperSize | undefined {
  const short = Math.min(widthMm, heightMm);
  const long = Math.max(widthMm, heightMm);
  for (const [name, [w, h]] of Object.entries(PAPER_SIZES)) {
    if (w === short && h === long) return name as PaperSize;
  }
  return undefined;
}
