/** Stable identifiers: the same content gives the same uuids and _uids on every run. */
import { createHash } from 'node:crypto';

function uuidFrom(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  // Shaped like a version 4 uuid (variant 8-b), but derived, not random.
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The uuid of the story at a full slug (e.g. `cards/leinwanddruck`). */
export function storyUuid(fullSlug: string): string {
  return uuidFrom(`story:${fullSlug}`);
}

/**
 * Hands out the _uids of one story. Every language builds the same tree in the same order, so a
 * blok has the same _uid in every translation, as in Storyblok's field-level translation.
 */
export function uidFactory(fullSlug: string): () => string {
  let n = 0;
  return () => uuidFrom(`blok:${fullSlug}:${n++}`);
}
