/** SPEC 3 wall-art materials: the values a materialType of a photo-frame link may take. */

export const MATERIALS = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const;
export type Material = (typeof MATERIALS)[number];

export function isMaterial(value: unknown): value is Material {
  return typeof value === 'string' && (MATERIALS as readonly string[]).includes(value);
}

/**
 * Keys SPEC 3 saw only in material.* labels. They name label groups (product families, a brushed
 * metal option), not something a designer is configured with, so they are not materials.
 */
export const MATERIAL_LABEL_ONLY_KEYS = [
  'aludibond-brushed',
  'fraesbild',
  'photobook',
  'photobox',
  'card',
  'zubehoer',
] as const;
