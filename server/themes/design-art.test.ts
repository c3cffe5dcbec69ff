/**
 * Every seeded card design has a picture of its own (issue 33): the fronts the content build
 * draws (content/generate/themes/designs.ts) differ pairwise by a perceptual fingerprint (pHash
 * and colour signature, server/images/perceptual-hash.ts), not only by their bytes, so no two
 * designs of a listing look alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { themeDesignImagePath } from '../../shared/listings/theme-art';
import { themeRows } from '../db/seed/themes';
import {
  colourDistance,
  type Fingerprint,
  fingerprint,
  hammingDistance,
  looksAlike,
} from '../images/perceptual-hash';

const ROOT = join(import.meta.dirname, '..', '..');
const asset = (path: string) => join(ROOT, 'content', path.replace(/^\//, ''));

describe('card design pictures', () => {
  const rows = themeRows();

  it('gives every design its own front picture file, first among its images', () => {
    expect(new Set(rows.map((row) => row.images[0])).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.images[0]).toBe(themeDesignImagePath(row.id));
      expect(existsSync(asset(themeDesignImagePath(row.id))), row.id).toBe(true);
    }
  });

  it('sees a resized, re-encoded copy as alike, and a design in other colours as different', async () => {
    const [first] = rows;
    if (!first) throw new Error('no themes');
    const original = readFileSync(asset(themeDesignImagePath(first.id)));
    const print = await fingerprint(original);
    for (const copy of [
      await sharp(original).resize(480, 480).webp({ quality: 80 }).toBuffer(),
      await sharp(original).resize(320, 320).jpeg({ quality: 40 }).toBuffer(),
    ])
      expect(looksAlike(print, await fingerprint(copy))).toBe(true);
    // the same layout in other colours is another design
    const recoloured = await sharp(original).modulate({ hue: 120 }).toBuffer();
    const other = await fingerprint(recoloured);
    expect(hammingDistance(print.hash, other.hash)).toBeLessThan(40);
    expect(colourDistance(print.colour, other.colour)).toBeGreaterThan(7);
    expect(looksAlike(print, other)).toBe(false);
  });

  it('makes every design look different from every other', async () => {
    const prints = await Promise.all(rows.map((row) => fingerprint(asset(themeDesignImagePath(row.id)))));
    const alike: string[] = [];
    for (let i = 0; i < rows.length; i++)
      for (let j = i + 1; j < rows.length; j++)
        if (looksAlike(prints[i] as Fingerprint, prints[j] as Fingerprint))
          alike.push(`${rows[i]?.id} ~ ${rows[j]?.id}`);
    expect(alike).toEqual([]);
  });
});
