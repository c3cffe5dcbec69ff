/**
 * Storyblok's visual editor opens the shop with `_storyblok_tk[space_id]`, `[timestamp]` and
 * `[token]`, where token = sha1(space_id:preview_token:timestamp). Only when that checks out, and
 * the timestamp is under an hour old, does the shop show drafts or a release; otherwise anyone
 * could read unpublished content by adding `?_storyblok=1`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

export interface PreviewGrant {
  release?: string;
}

export function previewToken(spaceId: string, previewSecret: string, timestamp: string): string {
  return createHash('sha1').update(`${spaceId}:${previewSecret}:${timestamp}`).digest('hex');
}

export function checkPreview(
  query: URLSearchParams,
  options: { previewSecret: string | undefined; spaceId: string; nowSeconds: number },
): PreviewGrant | undefined {
  if (!query.has('_storyblok') && !query.has('_storyblok_release')) return undefined;
  if (!options.previewSecret) return undefined;
  const spaceId = query.get('_storyblok_tk[space_id]') ?? '';
  const timestamp = query.get('_storyblok_tk[timestamp]') ?? '';
  const token = query.get('_storyblok_tk[token]') ?? '';
  if (spaceId !== options.spaceId || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token))
    return undefined;
  const age = options.nowSeconds - Number(timestamp);
  if (age < 0 || age > PREVIEW_MAX_AGE_SECONDS) return undefined;
  const expected = Buffer.from(previewToken(spaceId, options.previewSecret, timestamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(token, 'hex'))) return undefined;
  const release = query.get('_storyblok_release') ?? '';
  // The editor sends `_storyblok_release=0` when no release is chosen.
  return /^\d{1,12}$/.test(release) && release !== '0' ? { release } : {};
}
