/**
 * How a stored story looks on the wire: the story object of Storyblok's CDN API v2, in the
 * requested language and version, and the relation / link look-ups that ride along with it.
 */
import {
  type ContentSnapshot,
  fullSlugIn,
  type RootBlok,
  type StoredFolder,
  type StoredStory,
} from './content-store';

export type Version = 'draft' | 'published';

/** The fields of a Storyblok v2 story that storyblok-js-client and our loaders read. */
export interface ApiStory {
  name: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: RootBlok;
  slug: string;
  full_slug: string;
  default_full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: null;
  group_id: string;
  /** The release whose version this is (`from_release`), else null. */
  release_id: number | null;
  /** "default" for the default language, else the language code (as Storyblok reports it). */
  lang: string;
  path: null;
  alternates: [];
  /**
   * The story's address in every translated language of the space (Storyblok's Translatable
   * Slugs): full paths with the brand folder and without a language prefix, falling back to the
   * default full slug where a language has no path of its own. With `default_full_slug` (the
   * default language) this is everything hreflang alternates need.
   */
  translated_slugs: ApiTranslatedSlug[];
}

export interface ApiTranslatedSlug {
  path: string;
  name: string | null;
  lang: string;
  published: boolean;
}

/** An entry of a link's `alternates`, as Storyblok's /links sends them for translated slugs. */
export interface ApiLinkAlternate {
  /** The full slug in that language (brand folder included, no language prefix). */
  path: string;
  name: string | null;
  lang: string;
  published: boolean;
  /** The translated part below the brand folder (the default slug's if there is no translation). */
  translated_slug: string;
}

/** A story as a link object (resolve_links=url|link). */
export interface ApiStoryLink {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  url: string;
}

/** An entry of GET /v2/cdn/links. */
export interface ApiLink {
  id: number;
  uuid: string;
  slug: string;
  /** The real path of the entry configuration; the embedded content has none. */
  path: string | null;
  name: string;
  is_folder: boolean;
  parent_id: number | null;
  published: boolean;
  position: number;
  is_startpage: boolean;
  real_path: string;
  /** One entry per translated language of the space; empty for folders. */
  alternates: ApiLinkAlternate[];
  /** With include_dates=1 only. */
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export interface ViewOptions {
  /** "default" or a translated language of the space. */
  language: string;
  version: Version;
  excludingFields: ReadonlySet<string>;
  excludingStoryFields: ReadonlySet<string>;
  /**
   * The translated languages of the space, for `translated_slugs`; absent means the languages the
   * story has a translation for.
   */
  languages?: readonly string[];
  /** `fallback_lang`: the translation used where the requested language has none. */
  fallbackLanguage?: string;
  /** `from_release`: a release's version of the stories it holds (drafts only). */
  release?: string;
  /** Drafts carry `_editable` in every blok for the visual editor, naming this space. */
  spaceId?: number;
}

const EPOCH = '1970-01-01T00:00:00.000Z';

/** Whether a version may see the story at all: unpublished stories exist only as drafts. */
export function isVisible(story: StoredStory, version: Version): boolean {
  return version === 'draft' || story.file.published;
}

export function storyView(story: StoredStory, options: ViewOptions): ApiStory {
  const file = story.file;
  const fallback =
    options.fallbackLanguage && options.fallbackLanguage !== 'default'
      ? file.translations[options.fallbackLanguage]
      : undefined;
  const translationLanguage =
    options.language === 'default'
      ? undefined
      : file.translations[options.language]
        ? options.language
        : fallback
          ? options.fallbackLanguage
          : undefined;
  const translation = translationLanguage ? file.translations[translationLanguage] : undefined;
  const release = options.version === 'draft' && options.release ? file.releases[options.release] : undefined;
  const releaseContent = release
    ? translationLanguage
      ? (release.translations[translationLanguage]?.content ?? release.content)
      : release.content
    : undefined;
  const base =
    releaseContent ??
    (options.version === 'draft'
      ? (translation?.draft_content ?? translation?.content ?? file.draft_content ?? file.content)
      : (translation?.content ?? file.content));
  const trimmed = options.excludingFields.size
    ? (withoutFields(base, options.excludingFields) as RootBlok)
    : base;
  const content =
    options.version === 'draft' && options.spaceId !== undefined
      ? (withEditable(trimmed, { spaceId: options.spaceId, storyId: file.id }) as RootBlok)
      : trimmed;
  const published = file.published ? (file.published_at ?? file.created_at ?? EPOCH) : null;
  const view: ApiStory = {
    name: translation?.name ?? file.name,
    created_at: file.created_at ?? EPOCH,
    published_at: published,
    first_published_at: file.published ? (file.first_published_at ?? published) : null,
    updated_at: file.published_at ?? file.created_at ?? EPOCH,
    id: file.id,
    uuid: file.uuid,
    content,
    slug: file.slug,
    // Storyblok prefixes the full slug with the language of a field-level translation, and uses
    // the translated slug of that language where there is one.
    full_slug: languageFullSlug(story, options.language),
    default_full_slug: file.full_slug,
    sort_by_date: file.sort_by_date,
    position: file.position,
    tag_list: file.tag_list,
    is_startpage: file.is_startpage,
    parent_id: story.parentId,
    meta_data: null,
    group_id: file.uuid,
    release_id: release && options.release ? Number(options.release) : null,
    lang: options.language,
    path: null,
    alternates: [],
    translated_slugs: translatedSlugsOf(story, options.languages ?? Object.keys(file.translations)),
  };
  if (options.excludingStoryFields.size) {
    const record = view as unknown as Record<string, unknown>;
    // Identity and content stay: the client cannot resolve or render a story without them.
    for (const field of options.excludingStoryFields) {
      if (!KEPT_STORY_FIELDS.has(field)) delete record[field];
    }
  }
  return view;
}

const KEPT_STORY_FIELDS = new Set(['id', 'uuid', 'content', 'slug', 'full_slug', 'name']);

/** The full slug as a response in `language` reports it: language prefix, then the translated slug. */
function languageFullSlug(story: StoredStory, language: string): string {
  return language === 'default' ? story.file.full_slug : `${language}/${fullSlugIn(story, language)}`;
}

function translatedSlugsOf(story: StoredStory, languages: readonly string[]): ApiTranslatedSlug[] {
  return languages.map((lang) => ({
    path: fullSlugIn(story, lang),
    name: story.file.translations[lang]?.name ?? null,
    lang,
    published: story.file.published,
  }));
}

export function storyLinkView(story: StoredStory, language: string): ApiStoryLink {
  const fullSlug = languageFullSlug(story, language);
  return {
    id: story.file.id,
    uuid: story.file.uuid,
    name: (language === 'default' ? undefined : story.file.translations[language]?.name) ?? story.file.name,
    slug: story.file.slug,
    full_slug: fullSlug,
    url: fullSlug,
  };
}

export function storyAsLink(story: StoredStory, languages: readonly string[]): ApiLink {
  const brandFolder = story.file.full_slug.includes('/') ? story.file.full_slug.split('/', 1)[0] : undefined;
  return {
    id: story.file.id,
    uuid: story.file.uuid,
    slug: story.file.full_slug,
    path: null,
    name: story.file.name,
    is_folder: false,
    parent_id: story.parentId,
    published: story.file.published,
    position: story.file.position,
    is_startpage: story.file.is_startpage,
    real_path: `/${story.file.full_slug}`,
    alternates: languages.map((lang) => {
      const path = fullSlugIn(story, lang);
      return {
        path,
        name: story.file.translations[lang]?.name ?? null,
        lang,
        published: story.file.published,
        translated_slug: brandFolder === undefined ? path : path.slice(brandFolder.length + 1),
      };
    }),
  };
}

export function folderAsLink(folder: StoredFolder): ApiLink {
  return {
    id: folder.id,
    uuid: folder.uuid,
    slug: folder.fullSlug,
    path: null,
    name: folder.name,
    is_folder: true,
    parent_id: folder.parentId,
    published: true,
    position: 0,
    is_startpage: false,
    real_path: `/${folder.fullSlug}/`,
    alternates: [],
  };
}

/**
 * A copy of a content tree whose every blok carries Storyblok's `_editable` comment, which the
 * shop renders as `data-blok-c` / `data-blok-uid` for the visual editor's bridge.
 */
export function withEditable(node: unknown, ids: { spaceId: number; storyId: number }): unknown {
  if (Array.isArray(node)) return node.map((item) => withEditable(item, ids));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) copy[key] = withEditable(value, ids);
  if (typeof record.component === 'string' && typeof record._uid === 'string') {
    const meta = {
      name: record.component,
      space: String(ids.spaceId),
      uid: record._uid,
      id: String(ids.storyId),
    };
    copy._editable = `<!--#storyblok#${JSON.stringify(meta)}-->`;
  }
  return copy;
}

/** A copy of a content tree without the named fields in any blok (Storyblok's excluding_fields). */
export function withoutFields(node: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutFields(item, fields));
  if (node === null || typeof node !== 'object') return node;
  const isBlok = typeof (node as { component?: unknown }).component === 'string';
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isBlok && fields.has(key) && key !== 'component' && key !== '_uid') continue;
    copy[key] = withoutFields(value, fields);
  }
  return copy;
}

/**
 * The uuids that `resolve_relations` patterns ("Component.field" or "*.field") point to, in the
 * order they first appear. Fields hold a uuid string or an array of them, as Storyblok's
 * single- and multi-option story fields do.
 */
export function relationUuids(contents: readonly unknown[], patterns: readonly string[]): string[] {
  const exact = new Set(patterns.filter((p) => !p.startsWith('*.')));
  const anyComponent = new Set(patterns.filter((p) => p.startsWith('*.')).map((p) => p.slice(2)));
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value) found.add(value);
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const component = (node as { component?: unknown }).component;
    for (const [key, value] of Object.entries(node)) {
      const isRelation =
        typeof component === 'string' && (exact.has(`${component}.${key}`) || anyComponent.has(key));
      if (isRelation) {
        if (Array.isArray(value)) value.forEach(add);
        else add(value);
      } else {
        visit(value);
      }
    }
  };
  for (const content of contents) visit(content);
  return [...found];
}

/** The uuids of story multilinks (`linktype: "story"`) in content trees, first appearance first. */
export function storyLinkUuids(contents: readonly unknown[]): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const link = node as { fieldtype?: unknown; linktype?: unknown; id?: unknown };
    if (
      link.fieldtype === 'multilink' &&
      link.linktype === 'story' &&
      typeof link.id === 'string' &&
      link.id
    ) {
      found.add(link.id);
    }
    for (const value of Object.values(node)) visit(value);
  };
  for (const content of contents) visit(content);
  return [...found];
}

export interface Related {
  rels: ApiStory[];
  relUuids?: string[];
  links: (ApiStory | ApiStoryLink | ApiLink)[];
  linkUuids?: string[];
}

export interface RelatedOptions extends ViewOptions {
  resolveRelations: readonly string[];
  /** 1: relations of the requested stories; 2: also relations of those relations. */
  resolveLevel: 1 | 2;
  resolveLinks: 'story' | 'url' | 'link' | undefined;
  /** 2: also the links inside linked stories. */
  resolveLinksLevel?: 1 | 2;
  /** Above this many, uuids are sent instead of stories, and the client fetches them itself. */
  maxInline: number;
}

/** The rels and links of Storyblok's response for the given (already built) stories. */
export function relatedOf(
  snapshot: ContentSnapshot,
  stories: readonly ApiStory[],
  options: RelatedOptions,
): Related {
  const related: Related = { rels: [], links: [] };
  const lookUp = (uuids: readonly string[]) =>
    uuids
      .map((uuid) => snapshot.byUuid(uuid))
      .filter((s): s is StoredStory => s !== undefined && isVisible(s, options.version));

  if (options.resolveRelations.length) {
    const contents = stories.map((s) => s.content);
    const first = lookUp(relationUuids(contents, options.resolveRelations));
    let all = first;
    if (options.resolveLevel === 2) {
      const firstContents = first.map((s) => storyView(s, options).content);
      const seen = new Set(first.map((s) => s.file.uuid));
      const second = lookUp(relationUuids(firstContents, options.resolveRelations)).filter(
        (s) => !seen.has(s.file.uuid),
      );
      all = [...first, ...second];
    }
    if (all.length > options.maxInline) related.relUuids = all.map((s) => s.file.uuid);
    else related.rels = all.map((s) => storyView(s, options));
  }

  if (options.resolveLinks) {
    const linked = lookUp(storyLinkUuids(stories.map((s) => s.content)));
    if (options.resolveLinksLevel === 2) {
      // The links of the linked stories too (resolve_links_level=2).
      const seen = new Set(linked.map((s) => s.file.uuid));
      const deeper = lookUp(storyLinkUuids(linked.map((s) => storyView(s, options).content))).filter(
        (s) => !seen.has(s.file.uuid),
      );
      linked.push(...deeper);
    }
    if (linked.length > options.maxInline) related.linkUuids = linked.map((s) => s.file.uuid);
    else
      related.links = linked.map((s) =>
        options.resolveLinks === 'story'
          ? storyView(s, options)
          : options.resolveLinks === 'link'
            ? storyAsLink(s, options.languages ?? [])
            : storyLinkView(s, options.language),
      );
  }
  return related;
}
