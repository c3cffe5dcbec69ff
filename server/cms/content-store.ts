/**
 * The story files of the embedded content service, read into an immutable in-memory snapshot.
 *
 * File format: `content/stories/{full_slug}.json`. The file's path below the content folder *is*
 * the story's full slug (`cards/hochzeit.json` is `cards/hochzeit`), and the file repeats it in
 * `slug` / `full_slug` so that a moved file is caught instead of silently changing a URL. Folders
 * become Storyblok folders (they appear in /links with `is_folder`), with ids and uuids derived
 * from their path. A file holds:
 *
 *   { "id": 101, "uuid": "…", "name": "Startseite", "slug": "home", "full_slug": "home",
 *     "published"?: true, "position"?: 0, "tag_list"?: [], "is_startpage"?: false,
 *     "created_at"?, "published_at"?, "first_published_at"?, "sort_by_date"?,
 *     "content": { "_uid", "component", … },          // published, default language
 *     "draft_content"?: { … },                       // what version=draft sees, if it differs
 *     "translations"?: { "en": { "name"?, "path"?, "content", "draft_content"? }, … },
 *     "releases"?: { "42": { "content", "translations"?: { "en": { "content" } } } } }
 *
 * Languages: Storyblok's field-level translation keeps one story per page and translates fields
 * inside it; a request picks the language with `language=xx`. We keep that shape (one file per
 * page, so a page cannot exist in one language and be missing in another by accident) but translate
 * whole content trees rather than single fields: editors of this repository edit JSON by hand, and
 * a complete tree per language is far easier to read and review than per-field overrides. The
 * untranslated `content` is the space's default language (German, the shop's default locale); a
 * language without a translation falls back to it, as Storyblok does for untranslated fields.
 *
 * Translated slugs (Storyblok's "Translatable Slugs" app): a translation may carry its own `path`,
 * the story's address in that language below its top-level folder. The top-level folder is the
 * brand (`cards`, `posters`) and is never translated, so `cards/leinwanddruck` with
 * `translations.fr.path = "impression-sur-toile"` is `cards/impression-sur-toile` in French, and
 * `cards/geburtstag/kindergeburtstag` with `"anniversaire/anniversaire-enfant"` is
 * `cards/anniversaire/anniversaire-enfant`; a story outside any folder translates its whole slug.
 * A translated path is the story's only address in that language: asked for in French, the German
 * slug of a story with a French path is not found, and a French path is not found in any other
 * language (see ContentSnapshot.resolve). Languages without a path keep the default slug. No two
 * stories may share an address in a language, and no translated path may be another story's
 * default slug, so every address means exactly one story.
 *
 * Request slugs are never mapped to file paths: every story is loaded up front and looked up by
 * key, and the walk below skips symlinks, so nothing outside the folder can be read.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BaseLogger } from 'pino';
import { z } from 'zod';

/** Storyblok slugs are lower-case; we also forbid dots so no segment can be "." or "..". */
export const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const LANGUAGE_CODE = /^[a-z]{2}(?:-[a-z]{2})?$/;
/** One or more slug segments separated by single slashes, e.g. `anniversaire/anniversaire-enfant`. */
export const TRANSLATED_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;

export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

const blokSchema = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) });
export type RootBlok = z.infer<typeof blokSchema>;

const isoDate = z.iso.datetime({ offset: true });

const translationSchema = z.strictObject({
  name: z.string().min(1).optional(),
  /** The translated slug below the top-level (brand) folder; see the header. */
  path: z
    .string()
    .max(512)
    .regex(TRANSLATED_PATH, 'must be slugs (a-z, 0-9, - and _) separated by single slashes')
    .optional(),
  content: blokSchema,
  draft_content: blokSchema.optional(),
});

const storyFileSchema = z.strictObject({
  id: z.number().int().positive(),
  uuid: z.string().regex(UUID_PATTERN, 'must be a lower-case uuid'),
  name: z.string().min(1),
  slug: z.string().regex(SLUG_SEGMENT, 'must be a slug (a-z, 0-9, - and _)'),
  full_slug: z.string().min(1),
  published: z.boolean().default(true),
  position: z.number().int().default(0),
  is_startpage: z.boolean().default(false),
  tag_list: z.array(z.string()).default([]),
  created_at: isoDate.optional(),
  published_at: isoDate.optional(),
  first_published_at: isoDate.optional(),
  sort_by_date: z.string().nullable().default(null),
  content: blokSchema,
  draft_content: blokSchema.optional(),
  translations: z.record(z.string().regex(LANGUAGE_CODE), translationSchema).default({}),
  /**
   * The story as a Storyblok release (by release id) will publish it: what a preview with
   * `from_release` (the editor's `_storyblok_release`) shows instead of the draft.
   */
  releases: z
    .record(
      z.string().regex(/^\d{1,12}$/, 'must be a numeric release id'),
      z.strictObject({
        content: blokSchema,
        translations: z
          .record(z.string().regex(LANGUAGE_CODE), z.strictObject({ content: blokSchema }))
          .default({}),
      }),
    )
    .default({}),
});

export type StoryFile = z.infer<typeof storyFileSchema>;
export type StoryTranslation = z.infer<typeof translationSchema>;

export interface StoredStory {
  readonly file: StoryFile;
  readonly parentId: number | null;
  /** Language → full slug in that language, for the translations that carry a `path`. */
  readonly translatedSlugs: ReadonlyMap<string, string>;
}

/** The full slug a translation's `path` gives: the top-level folder (if any) stays, the rest is the path. */
export function translatedFullSlug(fullSlug: string, path: string): string {
  const cut = fullSlug.indexOf('/');
  return cut < 0 ? path : `${fullSlug.slice(0, cut)}/${path}`;
}

/** The story's full slug in a language: its translated slug, else the default full slug. */
export function fullSlugIn(story: StoredStory, language: string): string {
  return story.translatedSlugs.get(language) ?? story.file.full_slug;
}

export interface StoredFolder {
  readonly id: number;
  readonly uuid: string;
  readonly fullSlug: string;
  readonly name: string;
  readonly parentId: number | null;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Everything the service serves, as of one moment; replaced whole when files change. */
export class ContentSnapshot {
  readonly #bySlug = new Map<string, StoredStory>();
  readonly #byId = new Map<number, StoredStory>();
  readonly #byUuid = new Map<string, StoredStory>();
  /** Language → translated full slug → story. */
  readonly #byTranslatedSlug = new Map<string, Map<string, StoredStory>>();

  constructor(
    readonly cv: number,
    /** Sorted by position, then full slug: the order listings return. */
    readonly stories: readonly StoredStory[],
    readonly folders: readonly StoredFolder[],
  ) {
    for (const story of stories) {
      this.#bySlug.set(story.file.full_slug, story);
      this.#byId.set(story.file.id, story);
      this.#byUuid.set(story.file.uuid, story);
      for (const [language, slug] of story.translatedSlugs) {
        let index = this.#byTranslatedSlug.get(language);
        if (!index) {
          index = new Map();
          this.#byTranslatedSlug.set(language, index);
        }
        index.set(slug, story);
      }
    }
  }

  /** By default full slug, whatever the language. */
  bySlug(fullSlug: string): StoredStory | undefined {
    return this.#bySlug.get(fullSlug);
  }

  /**
   * The story at a full slug in a language ("default" for the default language): a translated
   * slug of that language, or a default slug of a story without a translated slug in it. The
   * default slug of a story that has a translated slug in the language is not found (the story
   * has another address there), nor is a translated slug asked for in another language.
   */
  resolve(fullSlug: string, language: string): StoredStory | undefined {
    if (language !== 'default') {
      const translated = this.#byTranslatedSlug.get(language)?.get(fullSlug);
      if (translated) return translated;
    }
    const story = this.#bySlug.get(fullSlug);
    if (story && language !== 'default' && story.translatedSlugs.has(language)) return undefined;
    return story;
  }

  byId(id: number): StoredStory | undefined {
    return this.#byId.get(id);
  }

  byUuid(uuid: string): StoredStory | undefined {
    return this.#byUuid.get(uuid);
  }
}

interface FileEntry {
  /** Path below the root with forward slashes and without ".json": the full slug. */
  slug: string;
  absolute: string;
  mtimeMs: number;
  size: number;
}

async function listStoryFiles(root: string): Promise<FileEntry[]> {
  const found: FileEntry[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SLUG_SEGMENT.test(entry.name)) {
          throw new ContentError(`${absolute}: a folder name must be a slug (a-z, 0-9, - and _).`);
        }
        await walk(absolute, `${prefix}${entry.name}/`);
      } else if (entry.isFile() && entry.name.endsWith('.json')) {
        const base = entry.name.slice(0, -'.json'.length);
        if (!SLUG_SEGMENT.test(base)) {
          throw new ContentError(`${absolute}: a story file name must be a slug (a-z, 0-9, - and _).`);
        }
        const info = await stat(absolute);
        found.push({ slug: `${prefix}${base}`, absolute, mtimeMs: info.mtimeMs, size: info.size });
      }
      // Symlinks and other files are skipped on purpose (see the header).
    }
  };
  await walk(root, '');
  return found;
}

function signatureOf(files: readonly FileEntry[]): string {
  return files.map((f) => `${f.slug}:${f.mtimeMs}:${f.size}`).join('\n');
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A uuid-shaped identifier that stays the same for the same folder path across restarts. */
function derivedUuid(seed: string): string {
  const h = digest(seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Folder ids live above any hand-picked story id; collisions are still checked. */
function derivedId(seed: string): number {
  return 900_000_000 + (Number.parseInt(digest(seed).slice(0, 8), 16) % 99_999_999);
}

function titleOf(segment: string): string {
  return segment.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export interface LoadOptions {
  /** Languages a translation may use (besides the default language). Unset: any code. */
  languages?: readonly string[];
}

/** Reads, validates and indexes every story file; any problem is a ContentError naming the file. */
export async function loadSnapshot(root: string, options: LoadOptions = {}): Promise<ContentSnapshot> {
  return buildSnapshot(await readFolder(root), options);
}

async function readFolder(root: string): Promise<FileEntry[]> {
  try {
    return await listStoryFiles(root);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(`Cannot read the story folder ${root}: ${(error as Error).message}`);
  }
}

async function buildSnapshot(files: readonly FileEntry[], options: LoadOptions): Promise<ContentSnapshot> {
  // The cv hashes contents rather than mtimes, so that every checkout and every instance behind a
  // load balancer reports the same cv for the same content.
  const hash = createHash('sha256');
  const stories: StoryFile[] = [];
  for (const file of files) {
    const text = await readFile(file.absolute, 'utf8');
    hash.update(`${file.slug}\0${text}\0`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ContentError(`${file.absolute}: not valid JSON (${(error as Error).message}).`);
    }
    const parsed = storyFileSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new ContentError(`${file.absolute}: not a valid story file:\n${problems.join('\n')}`);
    }
    const story = parsed.data;
    if (story.full_slug !== file.slug) {
      throw new ContentError(
        `${file.absolute}: full_slug is "${story.full_slug}" but the file's path says "${file.slug}".`,
      );
    }
    if (story.slug !== file.slug.slice(file.slug.lastIndexOf('/') + 1)) {
      throw new ContentError(
        `${file.absolute}: slug "${story.slug}" is not the last part of "${file.slug}".`,
      );
    }
    if (options.languages) {
      for (const lang of Object.keys(story.translations)) {
        if (!options.languages.includes(lang)) {
          throw new ContentError(
            `${file.absolute}: translation "${lang}" is not a language of the space (${options.languages.join(', ')}).`,
          );
        }
      }
    }
    stories.push(story);
  }

  const folderBySlug = new Map<string, StoredFolder>();
  const folderOf = (fullSlug: string): StoredFolder | undefined => {
    const cut = fullSlug.lastIndexOf('/');
    if (cut < 0) return undefined;
    const folderSlug = fullSlug.slice(0, cut);
    const known = folderBySlug.get(folderSlug);
    if (known) return known;
    const parent = folderOf(folderSlug);
    const folder: StoredFolder = {
      id: derivedId(`folder:${folderSlug}`),
      uuid: derivedUuid(`folder:${folderSlug}`),
      fullSlug: folderSlug,
      name: titleOf(folderSlug.slice(folderSlug.lastIndexOf('/') + 1)),
      parentId: parent?.id ?? null,
    };
    folderBySlug.set(folderSlug, folder);
    return folder;
  };

  const ids = new Map<number, string>();
  const uuids = new Map<string, string>();
  const claim = <K>(seen: Map<K, string>, key: K, owner: string, what: string) => {
    const other = seen.get(key);
    if (other !== undefined)
      throw new ContentError(`${what} ${String(key)} is used by both ${other} and ${owner}.`);
    seen.set(key, owner);
  };
  const stored: StoredStory[] = stories.map((file) => {
    claim(ids, file.id, file.full_slug, 'Story id');
    claim(uuids, file.uuid, file.full_slug, 'Story uuid');
    const translatedSlugs = new Map<string, string>();
    for (const [language, translation] of Object.entries(file.translations)) {
      if (translation.path !== undefined) {
        translatedSlugs.set(language, translatedFullSlug(file.full_slug, translation.path));
      }
    }
    return { file, parentId: folderOf(file.full_slug)?.id ?? null, translatedSlugs };
  });
  checkTranslatedSlugs(stored);
  const folders = [...folderBySlug.values()].sort((a, b) => (a.fullSlug < b.fullSlug ? -1 : 1));
  for (const folder of folders) {
    claim(ids, folder.id, `folder ${folder.fullSlug}`, 'Id');
    claim(uuids, folder.uuid, `folder ${folder.fullSlug}`, 'Uuid');
  }
  stored.sort(
    (a, b) =>
      a.file.position - b.file.position ||
      (a.file.full_slug < b.file.full_slug ? -1 : a.file.full_slug > b.file.full_slug ? 1 : 0),
  );

  const cv = Number.parseInt(hash.digest('hex').slice(0, 8), 16) || 1;
  return new ContentSnapshot(cv, stored, folders);
}

/** Every address (language + full slug) must name one story; see the header. */
function checkTranslatedSlugs(stories: readonly StoredStory[]): void {
  const byDefaultSlug = new Map(stories.map((s) => [s.file.full_slug, s]));
  const seen = new Map<string, string>();
  for (const story of stories) {
    for (const [language, slug] of story.translatedSlugs) {
      const key = `${language}:${slug}`;
      const other = seen.get(key);
      if (other !== undefined) {
        throw new ContentError(
          `The ${language} path "${slug}" is used by both ${other} and ${story.file.full_slug}.`,
        );
      }
      seen.set(key, story.file.full_slug);
      const owner = byDefaultSlug.get(slug);
      if (owner && owner !== story) {
        throw new ContentError(
          `${story.file.full_slug}: its ${language} path "${slug}" is the full slug of ${owner.file.full_slug}.`,
        );
      }
    }
  }
}

export interface ContentSourceOptions extends LoadOptions {
  logger: Logger;
  /** Look for changed files at most this often (on request); 0 never looks again. */
  rescanIntervalMs?: number;
}

/** Holds the current snapshot and, when asked to, replaces it after files change. */
export class ContentSource {
  #snapshot: ContentSnapshot;
  #signature: string;
  #checkedAt = Date.now();
  #rescan: Promise<void> | undefined;

  private constructor(
    readonly root: string,
    private readonly options: ContentSourceOptions,
    snapshot: ContentSnapshot,
    signature: string,
  ) {
    this.#snapshot = snapshot;
    this.#signature = signature;
  }

  static async open(root: string, options: ContentSourceOptions): Promise<ContentSource> {
    const files = await readFolder(root);
    const snapshot = await buildSnapshot(files, options);
    options.logger.info({ root, stories: snapshot.stories.length, cv: snapshot.cv }, 'content loaded');
    return new ContentSource(root, options, snapshot, signatureOf(files));
  }

  get current(): ContentSnapshot {
    return this.#snapshot;
  }

  /** Reloads when files changed and the interval has passed; a broken edit keeps the old content. */
  refreshIfDue(): Promise<void> {
    const interval = this.options.rescanIntervalMs ?? 0;
    if (interval <= 0 || this.#rescan || Date.now() - this.#checkedAt < interval) {
      return this.#rescan ?? Promise.resolve();
    }
    this.#checkedAt = Date.now();
    this.#rescan = this.#reload().finally(() => {
      this.#rescan = undefined;
    });
    return this.#rescan;
  }

  async #reload(): Promise<void> {
    try {
      const files = await listStoryFiles(this.root);
      const signature = signatureOf(files);
      if (signature === this.#signature) return;
      const snapshot = await buildSnapshot(files, this.options);
      this.#snapshot = snapshot;
      this.#signature = signature;
      this.options.logger.info({ stories: snapshot.stories.length, cv: snapshot.cv }, 'content reloaded');
    } catch (error) {
      this.options.logger.error({ err: error }, 'content not reloaded; still serving the previous version');
    }
  }
}
