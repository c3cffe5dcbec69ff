/** SPEC 3 card refinement ("binding") options and the SPEC 2 occasion slugs cards are browsed by. */

/** The foil and relief refinements; "none" is the plain card, and what refinementType=none means. */
export const BINDING_OPTIONS = ['gold', 'none', 'relief', 'rosegold', 'silver'] as const;
export type BindingOption = (typeof BINDING_OPTIONS)[number];

export function isBindingOption(value: unknown): value is BindingOption {
  return typeof value === 'string' && (BINDING_OPTIONS as readonly string[]).includes(value);
}

export const OCCASIONS = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'geburtstag/kindergeburtstag',
  'hochzeit',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten/geschaeftlich',
  'weihnachten/privat',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export function isOccasion(value: unknown): value is Occasion {
  return typeof value === 'string' && (OCCASIONS as readonly string[]).includes(value);
}
