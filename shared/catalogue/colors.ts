/** SPEC 3 colours, shared by the colour filter, envelopes, ribbons and frames. */

export const COLORS = [
  'black',
  'blue',
  'cool-gray',
  'dirty-white',
  'green',
  'orange',
  'pink',
  'red',
  'smashy1',
  'smashy2',
  'white',
  'yellow',
] as const;
export type Color = (typeof COLORS)[number];

export function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}
