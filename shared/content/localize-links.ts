/**
 * Stories link to each other by the German path of the target (Storyblok's cached_url). A page in
 * another language must link to the target's path in that language, so links are rewritten with
 * a map from German path to translated path before the page is rendered.
 */

type PathMap = ReadonlyMap<string, string>;

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function localise(path: string, map: PathMap): string | undefined {
  const [bare = '', anchor] = trimSlashes(path).split('#', 2);
  const translated = map.get(bare);
  if (translated === undefined) return undefined;
  return anchor === undefined ? translated : `${translated}#${anchor}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Returns a copy of a story's content whose story links (multilinks and rich-text link marks)
 * point at the paths of the map; links to stories the map does not know are left as they are.
 */
export function localizeStoryLinks<T>(content: T, map: PathMap, depth = 0): T {
  if (depth > 60) return content;
  if (Array.isArray(content)) return content.map((item) => localizeStoryLinks(item, map, depth + 1)) as T;
  if (!isRecord(content)) return content;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) copy[key] = localizeStoryLinks(value, map, depth + 1);
  if (copy.linktype === 'story') {
    for (const field of ['cached_url', 'href'] as const) {
      const value = copy[field];
      if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) continue;
      const translated = localise(value, map);
      if (translated !== undefined) copy[field] = translated;
    }
    // A resolved story object would otherwise win over the rewritten path.
    if (isRecord(copy.story)) {
      const { full_slug: _ignored, ...rest } = copy.story;
      copy.story = rest;
    }
  }
  return copy as T;
}
