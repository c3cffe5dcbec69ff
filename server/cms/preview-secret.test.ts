import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadPreviewSecret,
  PREVIEW_TOKEN_FILE,
  PreviewTokenError,
  rotatePreviewSecret,
} from './preview-secret';

describe('the per-installation CMS preview token', () => {
  let dataDir: string;
  let lines: string[];
  const log = { info: (message: string) => lines.push(message) };

  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'preview-secret-')), 'nested');
    lines = [];
  });
  afterEach(async () => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('is made on first start, readable only by its owner, never logged (issue 34 item 8), and kept', async () => {
    const first = await loadPreviewSecret({ configured: undefined, dataDir, log });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(first);
    expect(lines[0]).toContain(join(dataDir, PREVIEW_TOKEN_FILE));
    expect((await stat(join(dataDir, PREVIEW_TOKEN_FILE))).mode & 0o077).toBe(0);

    const second = await loadPreviewSecret({ configured: undefined, dataDir, log });
    expect(second).toBe(first);
    expect(lines).toHaveLength(1);
  });

  it('rotates: a new token replaces the old one, still private, and the next start reads it', async () => {
    const before = await loadPreviewSecret({ configured: undefined, dataDir, log });
    const { file, token } = await rotatePreviewSecret(dataDir);
    expect(file).toBe(join(dataDir, PREVIEW_TOKEN_FILE));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(before);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await loadPreviewSecret({ configured: undefined, dataDir, log })).toBe(token);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(before);
  });

  it('differs between installations', async () => {
    const other = await mkdtemp(join(tmpdir(), 'preview-secret-other-'));
    try {
      const a = await loadPreviewSecret({ configured: undefined, dataDir, log });
      const b = await loadPreviewSecret({ configured: undefined, dataDir: other, log });
      expect(a).not.toBe(b);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('gives two servers starting at once on one DATA_DIR the same token', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => loadPreviewSecret({ configured: undefined, dataDir, log })),
    );
    expect(new Set(tokens).size).toBe(1);
    expect((await readFile(join(dataDir, PREVIEW_TOKEN_FILE), 'utf8')).trim()).toBe(tokens[0]);
  });

  it('takes STORYBLOK_PREVIEW_TOKEN instead, writing and printing nothing', async () => {
    const configured = 'chosen-by-the-operator-0123456789';
    expect(await loadPreviewSecret({ configured, dataDir, log })).toBe(configured);
    expect(lines).toEqual([]);
    await expect(stat(join(dataDir, PREVIEW_TOKEN_FILE))).rejects.toThrow();
  });

  it('refuses a short configured token and a stored one someone shortened', async () => {
    await expect(loadPreviewSecret({ configured: 'secret', dataDir, log })).rejects.toThrow(
      PreviewTokenError,
    );
    await loadPreviewSecret({ configured: undefined, dataDir, log });
    await writeFile(join(dataDir, PREVIEW_TOKEN_FILE), 'abc\n');
    await expect(loadPreviewSecret({ configured: undefined, dataDir, log })).rejects.toThrow(
      PreviewTokenError,
    );
  });
});
