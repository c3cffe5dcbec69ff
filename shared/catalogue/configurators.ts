/** SPEC 2 designer (configurator) routes and the product types each one designs. */
import type { ProductType } from './products';

export const CONFIGURATOR_KINDS = [
  'calendar',
  'card',
  'collage',
  'photo-frame',
  'photobook',
  'photobox',
] as const;
export type ConfiguratorKind = (typeof CONFIGURATOR_KINDS)[number];

export interface Configurator {
  kind: ConfiguratorKind;
  /** With the trailing slash SPEC 2 gives designer routes. */
  path: `/configurator-${ConfiguratorKind}/`;
  /** The first is what a link to this designer designs unless it says otherwise. */
  productTypes: readonly [ProductType, ...ProductType[]];
}

/**
 * Seven product types share six designers: photo prints have no designer of their own and are
 * made in the photobox designer (photoboxType photoprint).
 */
export const CONFIGURATORS: Readonly<Record<ConfiguratorKind, Configurator>> = {
  calendar: { kind: 'calendar', path: '/configurator-calendar/', productTypes: ['calendar'] },
  card: { kind: 'card', path: '/configurator-card/', productTypes: ['card'] },
  collage: { kind: 'collage', path: '/configurator-collage/', productTypes: ['collage'] },
  'photo-frame': { kind: 'photo-frame', path: '/configurator-photo-frame/', productTypes: ['photoframe'] },
  photobook: { kind: 'photobook', path: '/configurator-photobook/', productTypes: ['photobook'] },
  photobox: { kind: 'photobox', path: '/configurator-photobox/', productTypes: ['photobox', 'photoprint'] },
};

export function isConfiguratorKind(value: unknown): value is ConfiguratorKind {
  return typeof value === 'string' && (CONFIGURATOR_KINDS as readonly string[]).includes(value);
}

export function configuratorOf(productType: ProductType): Configurator {
  const found = Object.values(CONFIGURATORS).find((c) => c.productTypes.includes(productType));
  // Every product type is listed above; the fallback only satisfies the type checker.
  return found ?? CONFIGURATORS.photobox;
}

/** A path segment the shop may put before a designer route: a language (/fr) or the platform (/d, /w). */
const PREFIX_SEGMENT_RE = /^(?:[a-z]{2}|d|w)$/;

/**
 * The designer a path opens, tolerating the prefixes the shop adds (/fr/configurator-card/,
 * /d/configurator-card) and a missing trailing slash.
 */
export function configuratorFromPath(pathname: string): Configurator | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const inner = pathname.endsWith('/') ? pathname.slice(1, -1) : pathname.slice(1);
  const segments = inner.split('/');
  const last = segments.at(-1);
  if (last === undefined || segments.length > 3) return undefined;
  if (!segments.slice(0, -1).every((s) => PREFIX_SEGMENT_RE.test(s))) return undefined;
  const kind = /^configurator-(.+)$/.exec(last)?.[1];
  return isConfiguratorKind(kind) ? CONFIGURATORS[kind] : undefined;
}
