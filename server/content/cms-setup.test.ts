/**
 * Attack tests for the CMS preview (security issue, item 8): the embedded CMS once accepted the
 * constant `embedded-preview-token` from the source, so anyone could read drafts through
 * `/v2/cdn/...?version=draft` and open preview pages with a token computed from it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewToken } from '../cms/preview-access';
import { PREVIEW_TOKEN_FILE } from '../cms/preview-secret';
import { createTestApp } from '../testing/test-app';
import { EMBEDDED_PUBLIC_TOKEN, EMBEDDED_SPACE_ID } from './cms-setup';

const OLD_CONSTANT = 'embedded-preview-token';

/** The query the visual editor adds to a page, signed with the given secret. */
function editorQuery(secret: string): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const params = new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': EMBEDDED_SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': previewToken(EMBEDDED_SPACE_ID, secret, timestamp),
  });
  return params.toString();
}

describe('embedded CMS preview token', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let generated: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cms-preview-'));
    app = await createTestApp({ DATA_DIR: dataDir });
    generated = (await readFile(join(dataDir, PREVIEW_TOKEN_FILE), 'utf8')).trim();
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const cdn = (query: string) => app.inject({ method: 'GET', url: `/v2/cdn/stories?${query}` });

  it('is generated per installation, long and random', () => {
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generated).not.toBe(OLD_CONSTANT);
  });

  it('refuses drafts for the old constant from the source (401 JSON)', async () => {
    const response = await cdn(`version=draft&token=${OLD_CONSTANT}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.stringContaining('Unauthorized') });
  });

  it('refuses drafts for the public token and without a token', async () => {
    const withPublic = await cdn(`version=draft&token=${EMBEDDED_PUBLIC_TOKEN}`);
    expect(withPublic.statusCode).toBe(401);
    expect(withPublic.json()).toMatchObject({ error: expect.stringContaining('Unauthorized') });
    expect((await cdn('version=draft')).statusCode).toBe(401);
  });

  it('refuses a token that differs from the real one only in its last character', async () => {
    const last = generated.at(-1) === 'A' ? 'B' : 'A';
    const response = await cdn(`version=draft&token=${generated.slice(0, -1)}${last}`);
    expect(response.statusCode).toBe(401);
  });

  it('serves drafts for the generated token, and published content for the public one', async () => {
    const draft = await cdn(`version=draft&token=${generated}&per_page=1`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().stories).toHaveLength(1);
    const published = await cdn(`token=${EMBEDDED_PUBLIC_TOKEN}&per_page=1`);
    expect(published.statusCode).toBe(200);
  });

  it('opens no preview page for an editor link signed with the old constant', async () => {
    const forged = await app.inject({ method: 'GET', url: `/?${editorQuery(OLD_CONSTANT)}` });
    const genuine = await app.inject({ method: 'GET', url: `/?${editorQuery(generated)}` });
    expect(forged.statusCode).toBe(200);
    expect(genuine.statusCode).toBe(200);
    expect(forged.body).not.toContain('"preview":true');
    expect(genuine.body).toContain('"preview":true');
  });

  it('keeps the token across restarts of the same installation', async () => {
    const again = await createTestApp({ DATA_DIR: dataDir });
    try {
      const response = await again.inject({
        method: 'GET',
        url: `/v2/cdn/stories?version=draft&token=${generated}`,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('is replaced by STORYBLOK_PREVIEW_TOKEN when that is set', async () => {
    const configured = 'an-editor-chosen-preview-token-0123456789';
    const other = await createTestApp({ DATA_DIR: dataDir, STORYBLOK_PREVIEW_TOKEN: configured });
    try {
      const ok = await other.inject({
        method: 'GET',
        url: `/v2/cdn/stories?version=draft&token=${configured}`,
      });
      const stale = await other.inject({
        method: 'GET',
        url: `/v2/cdn/stories?version=draft&token=${generated}`,
      });
      expect(ok.statusCode).toBe(200);
      expect(stale.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
