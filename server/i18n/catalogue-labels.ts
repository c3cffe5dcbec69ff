/**
 * Catalogue names (materials, frames) in the shop's languages, for data the server hands to
 * blocks ready to show. They live in the web app's translation bundles; the server reads those
 * JSON files rather than keeping a second copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bundle } from '../../shared/markets';

export type CatalogueFamily = 'material' | 'frame' | 'accessory' | 'colour' | 'paper' | 'fact';

type CatalogueMessages = { catalogue?: Partial<Record<CatalogueFamily, Record<string, string>>> };

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'web', 'i18n', 'locales');
const cache = new Map<Bundle, CatalogueMessages>();

function messages(bundle: Bundle): CatalogueMessages {
  let found = cache.get(bundle);
  if (!found) {
    found = JSON.parse(readFileSync(join(LOCALES_DIR, `${bundle}.json`), 'utf8')) as CatalogueMessages;
    cache.set(bundle, found);
  }
  return found;
}

/** The name of a material, frame, accessory, colour or paper in a bundle's language; the id itself when it has none. */
export function catalogueLabel(bundle: Bundle, family: CatalogueFamily, id: string): string {
  return messages(bundle).catalogue?.[family]?.[id] ?? id;
}
