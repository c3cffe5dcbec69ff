/** SPEC 3 collages: the material types of a collage and how a new collage is framed. */
import type { FrameDefaults } from './frames';

/** framedPoster and mixed exist only for collages, so these are not a subset of MATERIALS. */
export const COLLAGE_MATERIAL_TYPES = ['leinwand', 'poster', 'framedPoster', 'mixed'] as const;
export type CollageMaterialType = (typeof COLLAGE_MATERIAL_TYPES)[number];

export function isCollageMaterialType(value: unknown): value is CollageMaterialType {
  return typeof value === 'string' && (COLLAGE_MATERIAL_TYPES as readonly string[]).includes(value);
}

/** Black wooden frame with a 30 mm white mat. */
export const COLLAGE_DEFAULTS: Readonly<FrameDefaults> = {
  frameType: 'holzrahmen',
  color: 'black',
  matSize: 30,
  matType: 'mat-weiss',
};
