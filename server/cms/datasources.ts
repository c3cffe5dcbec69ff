/**
 * The datasources of the embedded content service (Storyblok's key-value lists that editors keep:
 * occasions, colours, review sources), one file per datasource in `content/datasources`:
 *
 *   { "id": 1, "name": "Occasions", "slug": "occasions",
 *     "dimensions": [{ "id": 11, "name": "English", "entry_value": "en" }],
 *     "entries": [{ "id": 101, "name": "wedding", "value": "Hochzeit", "dimensions": { "en": "Wedding" } }] }
 *
 * `value` is the default dimension; `dimensions` holds the value per dimension (`entry_value`), which
 * `GET /v2/cdn/datasource_entries?dimension=en` reports as `dimension_value`. The file name must be
 * the slug. Files are read once at start (a broken file stops it, naming the file).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from './content-store';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

const datasourceFileSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(SLUG, 'must be a slug (a-z, 0-9, - and _)'),
  dimensions: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        name: z.string().min(1),
        entry_value: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
      }),
    )
    .default([]),
  entries: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      name: z.string().min(1),
      value: z.string(),
      dimensions: z.record(z.string(), z.string()).default({}),
    }),
  ),
});

export type DatasourceFile = z.infer<typeof datasourceFileSchema>;

export interface ApiDatasource {
  id: number;
  name: string;
  slug: string;
  dimensions: { id: number; name: string; entry_value: string; datasource_id: number }[];
}

export interface ApiDatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

export class Datasources {
  constructor(readonly all: readonly DatasourceFile[]) {}

  static empty(): Datasources {
    return new Datasources([]);
  }

  bySlug(slug: string): DatasourceFile | undefined {
    return this.all.find((d) => d.slug === slug);
  }

  view(datasource: DatasourceFile): ApiDatasource {
    return {
      id: datasource.id,
      name: datasource.name,
      slug: datasource.slug,
      dimensions: datasource.dimensions.map((d) => ({ ...d, datasource_id: datasource.id })),
    };
  }

  /** The entries of one datasource (or of all), with the value of a dimension where asked for. */
  entries(datasource: DatasourceFile | undefined, dimension: string | undefined): ApiDatasourceEntry[] {
    const sources = datasource ? [datasource] : this.all;
    return sources.flatMap((source) =>
      source.entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimension_value: dimension === undefined ? null : (entry.dimensions[dimension] ?? entry.value),
      })),
    );
  }
}

export async function loadDatasources(dir: string | undefined): Promise<Datasources> {
  if (!dir) return Datasources.empty();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Datasources.empty();
    throw new ContentError(`Cannot read the datasource folder ${dir}: ${(error as Error).message}`);
  }
  const files: DatasourceFile[] = [];
  const ids = new Map<number, string>();
  for (const name of names) {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new ContentError(`${file}: not valid JSON (${(error as Error).message}).`);
    }
    const parsed = datasourceFileSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new ContentError(`${file}: not a valid datasource file:\n${problems.join('\n')}`);
    }
    const source = parsed.data;
    if (`${source.slug}.json` !== name) {
      throw new ContentError(`${file}: slug "${source.slug}" does not match the file name.`);
    }
    for (const id of [source.id, ...source.entries.map((e) => e.id)]) {
      const other = ids.get(id);
      if (other) throw new ContentError(`${file}: id ${id} is also used in ${other}.`);
      ids.set(id, name);
    }
    files.push(source);
  }
  return new Datasources(files);
}
