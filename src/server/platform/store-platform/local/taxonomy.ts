import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TaxonomyCategory } from '../port';
import { TAXONOMY_GID_PREFIX } from './global-ids';

/** The compact taxonomy file written by the data author (`[idSuffix, name, parentIdSuffix | null]` rows). */
const DEFAULT_TAXONOMY_FILE = fileURLToPath(new URL('../../../db/seed/data/taxonomy-categories.json', import.meta.url));

type CompactRow = [string, string, string | null];

export interface TaxonomyIndex {
  categories: TaxonomyCategory[];
  byId: Map<string, TaxonomyCategory>;
}

/** Derives level and full name (`A > B > C`) from the parent links. */
export function buildTaxonomy(rows: CompactRow[]): TaxonomyIndex {
  const raw = new Map(rows.map(([suffix, name, parent]) => [suffix, { name, parent }]));
  const byId = new Map<string, TaxonomyCategory>();
  const resolve = (suffix: string, depth = 0): TaxonomyCategory => {
    const id = `${TAXONOMY_GID_PREFIX}${suffix}`;
    const known = byId.get(id);
    if (known) return known;
    const entry = raw.get(suffix);
    if (!entry) throw new Error(`taxonomy: unknown category ${suffix}`);
    const parent = entry.parent && depth < 20 ? resolve(entry.parent, depth + 1) : null;
    const category: TaxonomyCategory = {
      id,
      name: entry.name,
      full_name: parent ? `${parent.full_name} > ${entry.name}` : entry.name,
      parent_id: parent ? parent.id : null,
      level: parent ? parent.level + 1 : 0,
    };
    byId.set(id, category);
    return category;
  };
  const categories = rows.map(([suffix]) => resolve(suffix));
  return { categories, byId };
}

function assertCompactRows(value: unknown, file: string): asserts value is CompactRow[] {
  const isValid =
    Array.isArray(value) &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        typeof row[0] === 'string' &&
        typeof row[1] === 'string' &&
        (row[2] === null || typeof row[2] === 'string'),
    );
  if (!isValid) throw new Error(`taxonomy: ${file} is not in the [idSuffix, name, parentIdSuffix] format`);
}

export async function readTaxonomyFile(file: string = DEFAULT_TAXONOMY_FILE): Promise<TaxonomyIndex> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { categories?: unknown };
  assertCompactRows(parsed.categories, file);
  return buildTaxonomy(parsed.categories);
}
