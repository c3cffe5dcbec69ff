/**
 * Storyblok's visual editor (issue 37 §1) on the server: only a verified preview may be framed,
 * only by the configured editor origin, and only it carries the editor's block markers and the
 * bridge settings; public pages keep refusing frames and stay in the page cache.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewToken } from '../cms/preview-access';
import { readConfig } from '../config';
import { EMBEDDED_SPACE_ID } from '../content/cms-setup';
import { createTestApp } from '../testing/test-app';

const SECRET = 'a-preview-token-of-this-test-installation';
const EDITOR = 'https://editor.example.com';

function previewQuery(secret = SECRET, extra: Record<string, string> = {}): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new URLSearchParams({
    _storyblok: '102',
    '_storyblok_tk[space_id]': EMBEDDED_SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': previewToken(EMBEDDED_SPACE_ID, secret, timestamp),
    ...extra,
  }).toString();
}

describe('the editor settings', () => {
  it("default to Storyblok's editor origin and bridge", () => {
    const config = readConfig({ NODE_ENV: 'test' });
    expect(config.STORYBLOK_EDITOR_ORIGIN).toBe('https://app.storyblok.com');
    expect(config.STORYBLOK_BRIDGE_URL).toBe('https://app.storyblok.com/f/storyblok-v2-latest.js');
  });

  it('take an origin only (no path), and a URL for the bridge', () => {
    expect(
      readConfig({ NODE_ENV: 'test', STORYBLOK_EDITOR_ORIGIN: `${EDITOR}/` }).STORYBLOK_EDITOR_ORIGIN,
    ).toBe(EDITOR);
    expect(() => readConfig({ NODE_ENV: 'test', STORYBLOK_EDITOR_ORIGIN: `${EDITOR}/editor` })).toThrow(
      /STORYBLOK_EDITOR_ORIGIN/,
    );
    expect(() => readConfig({ NODE_ENV: 'test', STORYBLOK_EDITOR_ORIGIN: "'self' *" })).toThrow(
      /STORYBLOK_EDITOR_ORIGIN/,
    );
    expect(() => readConfig({ NODE_ENV: 'test', STORYBLOK_BRIDGE_URL: 'bridge.js' })).toThrow(
      /STORYBLOK_BRIDGE_URL/,
    );
  });
});

describe('framing by the visual editor', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      PAGE_CACHE_SECONDS: '30',
      STORYBLOK_PREVIEW_TOKEN: SECRET,
      STORYBLOK_EDITOR_ORIGIN: EDITOR,
      STORYBLOK_BRIDGE_URL: `${EDITOR}/bridge.js`,
    });
  });
  afterAll(() => app.close());

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', accept: 'text/html' } });

  it('lets the editor origin frame a verified preview, which carries the block markers and the bridge', async () => {
    const res = await get(`/?${previewQuery()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${EDITOR};`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-page-cache']).toBe('bypass');
    // The teaser and the body blocks of the home story (id 102) are marked for the bridge.
    const uids = [...res.body.matchAll(/data-blok-uid="(102-[^"]+)"/g)].map((m) => m[1]);
    expect(uids.length).toBeGreaterThan(5);
    expect(res.body).toContain('data-blok-c="{&quot;name&quot;:&quot;Teaser&quot;');
    expect(res.body).toContain(
      `"visualEditor":{"editorOrigin":"${EDITOR}","bridgeUrl":"${EDITOR}/bridge.js"}`,
    );
  });

  it('keeps public pages unframeable, unmarked and cached', async () => {
    await get('/?framing=1');
    const res = await get('/?framing=1');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.body).not.toContain('data-blok');
    expect(res.body).not.toContain('visualEditor');
  });

  it('treats a preview link with a wrong or stale token as a public page', async () => {
    for (const query of [
      previewQuery('another-installations-preview-token'),
      previewQuery(SECRET).replace(/timestamp%5D=\d+/, 'timestamp%5D=1000'),
    ]) {
      const res = await get(`/?${query}`);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self';");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.body).not.toContain('data-blok');
    }
  });
});
