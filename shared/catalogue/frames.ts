/** SPEC 3 frames, their defaults, the default frame of each material, and SPEC 9 stretcher frames. */
import { formatNumber, type Market, unitOf } from '../markets';
import type { Color } from './colors';
import type { Material } from './materials';

export const FRAMES = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;
export type Frame = (typeof FRAMES)[number];

export function isFrame(value: unknown): value is Frame {
  return typeof value === 'string' && (FRAMES as readonly string[]).includes(value);
}

/** Mat (passe-partout) width in millimetres: none, or the 30 mm white mat. */
export const MAT_SIZES = [0, 30] as const;
export type MatSize = (typeof MAT_SIZES)[number];

export const MAT_TYPES = ['mat-none', 'mat-weiss'] as const;
export type MatType = (typeof MAT_TYPES)[number];

export function isMatType(value: unknown): value is MatType {
  return typeof value === 'string' && (MAT_TYPES as readonly string[]).includes(value);
}

export interface FrameDefaults {
  frameType: Frame;
  color: Color;
  matSize: MatSize;
  matType: MatType;
}

const NO_MAT = { matSize: 0, matType: 'mat-none' } as const;
const WHITE_MAT = { matSize: 30, matType: 'mat-weiss' } as const;

/** Every frame starts black; only the frames that hold a paper print behind glass start with a mat. */
export const FRAME_DEFAULTS: Readonly<Record<Frame, FrameDefaults>> = {
  alurahmen: { frameType: 'alurahmen', color: 'black', ...WHITE_MAT },
  artbox: { frameType: 'artbox', color: 'black', ...NO_MAT },
  fotorahmen: { frameType: 'fotorahmen', color: 'black', ...NO_MAT },
  holzrahmen: { frameType: 'holzrahmen', color: 'black', ...WHITE_MAT },
  kunststoffrahmen: { frameType: 'kunststoffrahmen', color: 'black', ...NO_MAT },
  'schattenfuge-leinwand': { frameType: 'schattenfuge-leinwand', color: 'black', ...NO_MAT },
  'schattenfuge-platte': { frameType: 'schattenfuge-platte', color: 'black', ...NO_MAT },
};

export function frameDefaultsOf(frame: Frame): FrameDefaults {
  return FRAME_DEFAULTS[frame];
}

/** Materials not listed (film, glass, wallpaper, tarpaulin) are sold unframed. */
export const DEFAULT_FRAME_BY_MATERIAL: Readonly<Partial<Record<Material, Frame>>> = {
  poster: 'holzrahmen',
  hahnemuehle: 'holzrahmen',
  leinwand: 'schattenfuge-leinwand',
  acrylglas: 'schattenfuge-platte',
  aludibond: 'schattenfuge-platte',
  forexplatte: 'schattenfuge-platte',
  gallerybond: 'schattenfuge-platte',
};

export function defaultFrameOf(material: Material): Frame | undefined {
  return DEFAULT_FRAME_BY_MATERIAL[material];
}

export interface StretcherFrame {
  depthMm: number;
  /** The nominal inch size sold in the US; not depthMm / 25.4, which would read 0.98 and 1.5. */
  depthInches: number;
}

export const STRETCHER_FRAMES = [
  { depthMm: 25, depthInches: 1 },
  { depthMm: 38, depthInches: 1.5 },
] as const satisfies readonly StretcherFrame[];

/** "2,5 cm" in de-DE, "2.5 cm" in en-GB, "1 in" in en-US (SPEC 9). */
export function formatStretcherFrameDepth(frame: StretcherFrame, market: Market): string {
  const unit = unitOf(market);
  const value = unit === 'in' ? frame.depthInches : frame.depthMm / 10;
  return `${formatNumber(value, market)}\u00a0${unit}`;
}
