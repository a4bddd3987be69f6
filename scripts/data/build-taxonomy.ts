/**
 * Derives src/server/db/seed/data/taxonomy-categories.json, the compact subset of Shopify's
 * Standard Product Taxonomy the local catalogue serves: the whole Food, Beverages & Tobacco
 * vertical, the Kitchen & Dining subtrees a wine and bar shop sells from (barware, drinkware,
 * serveware, cheese knives, cutting boards, ice trays and scoops, wine fridges), cocktail
 * decorations, wine cabinets and racks, and gift cards — plus every ancestor, so the tree is closed.
 *
 *   npx tsx scripts/data/build-taxonomy.ts [path/to/full/taxonomy-categories.json]
 *
 * The default source is ../shared/contracts/shopify/taxonomy-categories.json beside the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPACT_TAXONOMY_FILE, FULL_TAXONOMY_FILE, REPO_ROOT, TAXONOMY_GID_PREFIX } from './lib/paths';

interface FullCategory {
  id: string;
  name: string;
  full_name: string;
  parent_id: string | null;
  level: number;
}

interface FullTaxonomy {
  taxonomy_version: string;
  source: string;
  categories: FullCategory[];
}

/** Subtrees kept whole (the node and all its descendants). */
export const KEPT_SUBTREES = [
  'fb', // Food, Beverages & Tobacco
  'hg-11-1', // Kitchen & Dining > Barware (corkscrews, decanters, aerators, stoppers, shakers…)
  'hg-11-10-5', // Tableware > Drinkware (wine, champagne and cocktail glasses, tumblers…)
  'hg-11-10-7', // Tableware > Serveware (platters, trays, carafes)
  'hg-11-10-6-1', // Flatware > Cheese Knives
  'hg-11-8-21', // Kitchen Tools & Utensils > Cutting Boards (cheese boards)
  'hg-11-8-37', // Kitchen Tools & Utensils > Ice Cube Trays
  'hg-11-8-65-2', // Kitchen Tools & Utensils > Scoops > Ice Scoops
  'hg-11-7-51', // Kitchen Appliances > Wine Fridges
  'ae-3-2-7', // Party Supplies > Cocktail Decorations (picks, napkins, garnishes)
  'fr-4-15', // Cabinets & Storage > Wine & Liquor Cabinets
  'fr-4-16', // Cabinets & Storage > Wine Racks
  'gc', // Gift Cards
] as const;

const suffixOf = (gid: string) => {
  if (!gid.startsWith(TAXONOMY_GID_PREFIX)) throw new Error(`not a taxonomy category GID: ${gid}`);
  return gid.slice(TAXONOMY_GID_PREFIX.length);
};

const inSubtree = (suffix: string, root: string) => suffix === root || suffix.startsWith(`${root}-`);

export function compactTaxonomy(full: FullTaxonomy): [string, string, string | null][] {
  const bySuffix = new Map(full.categories.map((category) => [suffixOf(category.id), category]));
  const kept = new Set<string>();
  for (const suffix of bySuffix.keys()) {
    if (KEPT_SUBTREES.some((root) => inSubtree(suffix, root))) kept.add(suffix);
  }
  for (const root of KEPT_SUBTREES) if (!bySuffix.has(root)) throw new Error(`taxonomy has no category ${root}`);
  // Close the tree: add every ancestor of a kept category.
  for (const suffix of [...kept]) {
    let parent = bySuffix.get(suffix)?.parent_id ?? null;
    while (parent) {
      const parentSuffix = suffixOf(parent);
      kept.add(parentSuffix);
      parent = bySuffix.get(parentSuffix)?.parent_id ?? null;
    }
  }
  // Source order (a parent always precedes its children there).
  return full.categories
    .filter((category) => kept.has(suffixOf(category.id)))
    .map((category) => [
      suffixOf(category.id),
      category.name,
      category.parent_id === null ? null : suffixOf(category.parent_id),
    ]);
}

export function formatCompactTaxonomy(
  version: string,
  source: string,
  rows: [string, string, string | null][],
): string {
  const lines = rows.map((row, index) => `    ${JSON.stringify(row)}${index < rows.length - 1 ? ',' : ''}`);
  return [
    '{',
    `  "taxonomy_version": ${JSON.stringify(version)},`,
    `  "source": ${JSON.stringify(source)},`,
    '  "categories": [',
    ...lines,
    '  ]',
    '}',
    '',
  ].join('\n');
}

function main() {
  const sourceFile = path.resolve(process.argv[2] ?? FULL_TAXONOMY_FILE);
  const full = JSON.parse(readFileSync(sourceFile, 'utf8')) as FullTaxonomy;
  const rows = compactTaxonomy(full);
  const source =
    `${full.source}; compact subset (${KEPT_SUBTREES.join(', ')} and their ancestors) ` +
    `derived by scripts/data/build-taxonomy.ts`;
  writeFileSync(COMPACT_TAXONOMY_FILE, formatCompactTaxonomy(full.taxonomy_version, source, rows));
  console.log(
    `${path.relative(REPO_ROOT, COMPACT_TAXONOMY_FILE)}: ${rows.length} of ${full.categories.length} categories`,
  );
}

main();
