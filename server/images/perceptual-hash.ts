/**
 * Perceptual fingerprints of pictures, to tell "looks the same" from "is different":
 *
 * - `perceptualHash` is a pHash: the picture shrunk to 64 × 64 grey pixels, its 16 × 16 lowest
 *   frequencies of a discrete cosine transform, one bit per coefficient above their median. A
 *   copy, a resize or a re-encoding keeps most bits; a different layout, motif or text flips many.
 * - `colourSignature` is the picture shrunk to 4 × 4 colour pixels, so that two pictures of the
 *   same layout in different colours (a design's colourways) count as different.
 *
 * Used by the seed tests to show that every card design has a picture of its own.
 */
import sharp from 'sharp';

const SIDE = 64;
const LOW = 16;
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The pHash as LOW × LOW bits. */
export async function perceptualHash(input: Buffer | string): Promise<Uint8Array> {
  const pixels = await sharp(input)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  // Separable DCT: rows first, then columns.
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y++)
    for (let v = 0; v < LOW; v++) {
      const cos = COSINES[v] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += (pixels[y * SIDE + x] ?? 0) * (cos[x] ?? 0);
      rows[y * LOW + v] = sum;
    }
  const coefficients = new Float64Array(LOW * LOW);
  for (let u = 0; u < LOW; u++) {
    const cos = COSINES[u] as Float64Array;
    for (let v = 0; v < LOW; v++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += (rows[y * LOW + v] ?? 0) * (cos[y] ?? 0);
      coefficients[u * LOW + v] = sum;
    }
  }
  // The median of all but the constant term (the average brightness says nothing of the layout).
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return Uint8Array.from(coefficients, (c) => (c > median ? 1 : 0));
}

/** 4 × 4 pixels, red, green and blue: 48 values of 0–255. */
export async function colourSignature(input: Buffer | string): Promise<Uint8Array> {
  const pixels = await sharp(input)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(4, 4, { fit: 'fill' })
    .raw()
    .toBuffer();
  return Uint8Array.from(pixels);
}

/** How many bits two hashes of the same size differ in. */
export function hammingDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error('hashes of different sizes');
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count += 1;
  return count;
}

/** The mean difference of two colour signatures, 0–255 per channel value. */
export function colourDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error('signatures of different sizes');
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

export interface Fingerprint {
  hash: Uint8Array;
  colour: Uint8Array;
}

export async function fingerprint(input: Buffer | string): Promise<Fingerprint> {
  return { hash: await perceptualHash(input), colour: await colourSignature(input) };
}

/** Same layout (pHash within 28 of 256 bits) and same colours (within 7 per value). */
export const ALIKE = { hashBits: 28, colour: 7 } as const;

export function looksAlike(a: Fingerprint, b: Fingerprint): boolean {
  return (
    hammingDistance(a.hash, b.hash) <= ALIKE.hashBits && colourDistance(a.colour, b.colour) <= ALIKE.colour
  );
}
