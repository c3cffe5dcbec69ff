/** SPEC 3 card accessories: kinds, envelope size classes and the SKUs of envelopes and inlays. */
import { COLORS } from './colors';
import { type Dimensions, isValidDimensions } from './formats';

export const ACCESSORY_KINDS = [
  'bow',
  'box',
  'envelope',
  'inlay',
  'posterbar',
  'ribbon',
  'screw',
  'standard',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export function isAccessoryKind(value: unknown): value is AccessoryKind {
  return typeof value === 'string' && (ACCESSORY_KINDS as readonly string[]).includes(value);
}

export interface Envelope extends Dimensions {
  subType: string;
  sku: string;
  subTypes?: readonly string[];
}

export interface Inlay extends Dimensions {
  paper: string;
}

export interface Ribbon {
  subType: string;
  colour: string;
}

export const ENVELOPE_SIZE_CLASSES = {
  C6: { width: 162, height: 114 },
  B6: { width: 176, height: 125 },
  DINLANG: { width: 220, height: 110 },
} as const satisfies Record<string, Dimensions>;
export type EnvelopeSizeClass = keyof typeof ENVELOPE_SIZE_CLASSES | 'other';

/** ISO envelope names do not depend on which side is called the width, so both orientations match. */
export function envelopeSizeClassOf(size: Dimensions): EnvelopeSizeClass {
  for (const [name, { width, height }] of Object.entries(ENVELOPE_SIZE_CLASSES)) {
    if (
      (size.width === width && size.height === height) ||
      (size.width === height && size.height === width)
    ) {
      return name as keyof typeof ENVELOPE_SIZE_CLASSES;
    }
  }
  return 'other';
}

const SEGMENT_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function assertSegment(value: string, what: string): void {
  if (!SEGMENT_RE.test(value)) {
    throw new RangeError(
      `${what} ${JSON.stringify(value)} must be lower-case letters and digits joined by -`,
    );
  }
}

function assertSize(size: Dimensions): void {
  if (!isValidDimensions(size)) {
    throw new RangeError(`size ${size.width}x${size.height} must be whole millimetres greater than 0`);
  }
}

export interface EnvelopeSkuParts extends Dimensions {
  subType: string;
  colour: string;
}

/** briefumschlag-{subType}-{colour}-{width}x{height}; throws rather than mint an unorderable SKU. */
export function envelopeSku(parts: EnvelopeSkuParts): string {
  assertSegment(parts.subType, 'envelope subType');
  assertSegment(parts.colour, 'envelope colour');
  assertSize(parts);
  return `briefumschlag-${parts.subType}-${parts.colour}-${parts.width}x${parts.height}`;
}

/** einlegeblatt-{width}x{height}-{paper}. */
export function inlaySku(parts: Inlay): string {
  assertSize(parts);
  assertSegment(parts.paper, 'inlay paper');
  return `einlegeblatt-${parts.width}x${parts.height}-${parts.paper}`;
}

const ENVELOPE_SKU_RE = /^briefumschlag-([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]\d*)x([1-9]\d*)$/;
const INLAY_SKU_RE = /^einlegeblatt-([1-9]\d*)x([1-9]\d*)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Longest first, so that "cool-gray" is not read as a subType ending in "cool" and colour "gray". */
const COLOURS_LONGEST_FIRST = [...COLORS].sort((a, b) => b.length - a.length);

/**
 * Colours may contain hyphens (cool-gray), so subType and colour are split at a known colour when
 * the SKU ends in one, else at the last hyphen.
 */
export function parseEnvelopeSku(sku: string): EnvelopeSkuParts | undefined {
  const match = ENVELOPE_SKU_RE.exec(sku);
  if (!match) return undefined;
  const middle = match[1] ?? '';
  const width = Number(match[2]);
  const height = Number(match[3]);
  const known = COLOURS_LONGEST_FIRST.find((c) => middle.endsWith(`-${c}`));
  const cut = known ? middle.length - known.length - 1 : middle.lastIndexOf('-');
  if (cut <= 0) return undefined;
  return { subType: middle.slice(0, cut), colour: middle.slice(cut + 1), width, height };
}

export function parseInlaySku(sku: string): Inlay | undefined {
  const match = INLAY_SKU_RE.exec(sku);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]), paper: match[3] ?? '' };
}
