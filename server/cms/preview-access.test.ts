import { describe, expect, it } from 'vitest';
import { checkPreview, previewToken } from './preview-access';

const secret = 'preview-secret';
const now = 1_800_000_000;
const query = (ts: number, token = previewToken('4711', secret, String(ts)), extra = '') =>
  new URLSearchParams(
    `_storyblok=12&_storyblok_tk[space_id]=4711&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}${extra}`,
  );

describe("the visual editor's preview token", () => {
  const options = { previewSecret: secret, spaceId: '4711', nowSeconds: now };

  it('grants drafts for a valid token under an hour old', () => {
    expect(checkPreview(query(now - 60), options)).toEqual({});
    expect(checkPreview(query(now - 60, undefined, '&_storyblok_release=99'), options)).toEqual({
      release: '99',
    });
    // The editor sends release 0 when no release is chosen: the drafts, not a release called 0.
    expect(checkPreview(query(now - 60, undefined, '&_storyblok_release=0'), options)).toEqual({});
  });

  it('refuses an old, future, forged or foreign-space token', () => {
    expect(checkPreview(query(now - 3601), options)).toBeUndefined();
    expect(checkPreview(query(now + 120), options)).toBeUndefined();
    expect(checkPreview(query(now, 'f'.repeat(40)), options)).toBeUndefined();
    expect(checkPreview(query(now, 'not-hex'), options)).toBeUndefined();
    expect(checkPreview(query(now), { ...options, spaceId: '1' })).toBeUndefined();
  });

  it('refuses everything without a configured preview secret, and ignores requests without the flag', () => {
    expect(checkPreview(query(now), { ...options, previewSecret: undefined })).toBeUndefined();
    expect(checkPreview(new URLSearchParams('a=1'), options)).toBeUndefined();
  });
});
