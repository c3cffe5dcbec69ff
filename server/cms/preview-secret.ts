/**
 * The embedded CMS's preview token: whoever holds it reads drafts through `/v2/cdn` and opens
 * preview pages (preview-access.ts). It must never be a constant in the source, so each
 * installation makes its own on first start and keeps it under DATA_DIR; STORYBLOK_PREVIEW_TOKEN
 * overrides it. It is never written to a log (issue 34 item 8): logs are read by more people than
 * the file, which only the shop's user can read. `npm run cms:rotate-preview-token` replaces it.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PREVIEW_TOKEN_FILE = 'cms-preview-token';
/** Shorter stored tokens are refused: someone edited the file to something guessable. */
export const MIN_PREVIEW_TOKEN_LENGTH = 24;

export interface PreviewSecretLog {
  info(message: string, detail?: Record<string, unknown>): void;
}

export class PreviewTokenError extends Error {}

export async function loadPreviewSecret(options: {
  configured: string | undefined;
  dataDir: string;
  log: PreviewSecretLog;
}): Promise<string> {
  const configured = options.configured?.trim();
  if (configured) {
    if (configured.length < MIN_PREVIEW_TOKEN_LENGTH) {
      throw new PreviewTokenError(
        `STORYBLOK_PREVIEW_TOKEN must be at least ${MIN_PREVIEW_TOKEN_LENGTH} characters long.`,
      );
    }
    return configured;
  }
  const file = join(options.dataDir, PREVIEW_TOKEN_FILE);
  const stored = await readStored(file);
  if (stored !== undefined) return stored;

  const token = newToken();
  await mkdir(options.dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link() fails if the file exists,
  // so two servers starting on one DATA_DIR agree on one token and no reader sees half a file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${token}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStored(file);
    if (winner === undefined) throw error;
    return winner;
  } finally {
    await rm(draft, { force: true });
  }
  options.log.info(
    `CMS preview token for the visual editor created in ${file} (readable by the shop's user only; npm run cms:rotate-preview-token replaces it)`,
  );
  return token;
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Replaces the stored preview token with a new random one (the old one stops working at each
 * server's next start). Written to a private file and renamed into place, so a server starting
 * meanwhile reads the old or the new token, never half of one. Returns the file's path.
 */
export async function rotatePreviewSecret(dataDir: string): Promise<{ file: string; token: string }> {
  const file = join(dataDir, PREVIEW_TOKEN_FILE);
  const token = newToken();
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${token}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await rename(draft, file);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
  return { file, token };
}

async function readStored(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const token = text.trim();
  if (token.length < MIN_PREVIEW_TOKEN_LENGTH) {
    throw new PreviewTokenError(
      `${file} holds no usable preview token: delete it to have a new one made at the next start.`,
    );
  }
  return token;
}
