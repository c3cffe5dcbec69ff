/**
 * The datasources of the seed content (Storyblok's key-value lists editors keep), served by the
 * embedded CMS at /v2/cdn/datasources and /v2/cdn/datasource_entries (server/cms/datasources.ts):
 *
 * - `occasions`: the card occasions of SPEC 1, keyed by their German path, the German name as the
 *   value and the name in each other language as a dimension (`?dimension=fr`);
 * - `colours`: the colours of SPEC 3 (filters, labels, ribbons), keyed by name, the CSS colour as
 *   the value;
 * - `review-sources`: where each brand's reviews live (the footer's review block links, read by
 *   server/reviews/review-links.ts): company page and review base link per brand.
 */
import { DICTIONARIES } from './copy';
import type { OccasionKey } from './copy/types';
import { DEFAULT_LANG, TRANSLATED_LANGS } from './lib/types';

export interface DatasourceFileJson {
  id: number;
  name: string;
  slug: string;
  dimensions: { id: number; name: string; entry_value: string }[];
  entries: { id: number; name: string; value: string; dimensions?: Record<string, string> }[];
}

const LANGUAGE_NAMES: Record<(typeof TRANSLATED_LANGS)[number], string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
};

/** SPEC 3 "Colours", with the colour each stands for. */
const COLOURS: readonly [string, string][] = [
  ['black', '#000000'],
  ['blue', '#1f5fa8'],
  ['cool-gray', '#8c939d'],
  ['dirty-white', '#f3efe6'],
  ['green', '#2e8b57'],
  ['orange', '#f28c28'],
  ['pink', '#f4a6c1'],
  ['red', '#c8102e'],
  ['smashy1', '#ff5a5f'],
  ['smashy2', '#00a699'],
  ['white', '#ffffff'],
  ['yellow', '#ffd23f'],
];

export function buildDatasources(): DatasourceFileJson[] {
  const german = DICTIONARIES[DEFAULT_LANG].cards.occasions;
  const keys = Object.keys(german) as OccasionKey[];
  const occasions: DatasourceFileJson = {
    id: 1,
    name: 'Occasions',
    slug: 'occasions',
    dimensions: TRANSLATED_LANGS.map((lang, i) => ({
      id: 11 + i,
      name: LANGUAGE_NAMES[lang],
      entry_value: lang,
    })),
    entries: keys.map((key, i) => ({
      id: 1001 + i,
      name: german[key].path,
      value: german[key].name,
      dimensions: Object.fromEntries(
        TRANSLATED_LANGS.map((lang) => [lang, DICTIONARIES[lang].cards.occasions[key].name]),
      ),
    })),
  };
  const colours: DatasourceFileJson = {
    id: 2,
    name: 'Colours',
    slug: 'colours',
    dimensions: [],
    entries: COLOURS.map(([name, value], i) => ({ id: 2001 + i, name, value })),
  };
  const reviewSources: DatasourceFileJson = {
    id: 3,
    name: 'Review sources',
    slug: 'review-sources',
    dimensions: [],
    entries: [
      { id: 3001, name: 'cards-company-link', value: 'https://www.trustpilot.com/review/fotowerk.example' },
      // Empty: the seed reviews are the shop's own (server/db/seed/reviews.ts) and have no page on
      // a platform. An editor sets the platform's review base link once the reviews come from there.
      { id: 3002, name: 'cards-review-base-link', value: '' },
      { id: 3003, name: 'posters-company-link', value: 'https://www.trustpilot.com/review/wandwerk.example' },
      { id: 3004, name: 'posters-review-base-link', value: '' },
    ],
  };
  return [occasions, colours, reviewSources];
}

/** The JSON text of a datasource file: one entry a line. */
export function datasourceJson(source: DatasourceFileJson): string {
  const { entries, ...head } = source;
  const headText = JSON.stringify(head, null, '\t').replace(/\n}$/, '');
  return `${headText},\n\t"entries": [\n${entries.map((e) => `\t\t${JSON.stringify(e)}`).join(',\n')}\n\t]\n}\n`;
}
