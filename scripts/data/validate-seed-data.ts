/**
 * Checks the three seed-data files against each other, the spec's rules and the catalogue source.
 * Exits 1 and lists every problem when anything is off.
 *
 *   npx tsx scripts/data/validate-seed-data.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { COUNTRIES, titleOf, type CatalogRow } from './catalog/model';
import { DISTRIBUTORS } from '#shared/product-entry/distributors';
import { GROUP_COLLECTIONS, LIST_NAMES, TYPE_DEFINITIONS } from './catalog/type-tree';
import { SEEDED_ROWS } from './lib/catalog';
import {
  COMPACT_TAXONOMY_FILE,
  DEMO_PRODUCTS_FILE,
  FULL_TAXONOMY_FILE,
  TAXONOMY_GID_PREFIX,
  TYPE_TREE_FILE,
} from './lib/paths';
import { DIMARGIN_WINE_TYPES } from '#shared/product-entry/product-types';
import { buildSingleUnitVariant } from '#shared/product-entry/variants';
import { tagsOf } from './generate-seed-data';
import { normalizeList } from './lib/lists';

const WINE_TYPES = DIMARGIN_WINE_TYPES;
import { isValidUpcA } from './lib/upc';

interface TypeTreeFile {
  types: { name: string; lists: Record<string, string[]> }[];
}
interface ProductsFile {
  products: {
    title: string;
    vendor: string;
    productType: string;
    distributor: string;
    descriptionHtml: string;
    status: string;
    tags: string[];
    option1Name: string;
    categoryId: string | null;
    collections: string[];
    images: unknown[];
    variants: {
      option1: string;
      sku: string;
      barcode: string;
      price: number;
      cost: number;
      metafields: Record<string, string>;
      stock: Record<string, number>;
    }[];
  }[];
}
interface CompactTaxonomyFile {
  taxonomy_version: string;
  source: string;
  categories: [string, string, string | null][];
}

const STORE_CODES = ['KW', 'FR', 'LL', 'NB', 'SH', 'OO'];
const REQUIRED_TYPES = [...WINE_TYPES, 'USA Beer', 'Scotch', 'Mexican Spirits', 'Accessories'];
const NON_ALCOHOLIC_TYPES = ['Cheese', 'Charcuterie', 'Chocolate & Sweets', 'Pantry & Gourmet Foods', 'Accessories'];
const VINTAGE_VALUES = [...Array.from({ length: 36 }, (_, i) => String(1990 + i)), 'NV'];

const problems: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) problems.push(message);
};
const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const isCents = (value: number) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isWine = (type: string) => (WINE_TYPES as readonly string[]).includes(type);
const marginPercent = (price: number, cost: number) => (price > 0 && cost > 0 ? ((price - cost) / price) * 100 : 0);

/**
 * Spec 02 §5 restated independently of the app's code: the de-duplicated, sorted set of type,
 * producer, subtype, region, varietal, size, attributes, Direct Import, TWCP Exclusive and
 * DIMARGIN (a wine type with gross margin ≥ 35%). Sorted by UTF-16 code units like buildTags.
 */
function specTags(row: CatalogRow, price: number, cost: number): string[] {
  const raw = [
    row.type,
    row.vendor,
    row.subtype,
    row.region,
    row.varietal,
    row.size,
    ...row.attributes,
    ...(row.directImport ? ['Direct Import'] : []),
    ...(row.twcpExclusive ? ['TWCP Exclusive'] : []),
    ...(isWine(row.type) && marginPercent(price, cost) >= 35 ? ['DIMARGIN'] : []),
  ];
  return [...new Set(raw.map((tag) => tag.trim()).filter(Boolean))].sort();
}

// --- Type tree -------------------------------------------------------------------------------
const tree = read<TypeTreeFile>(TYPE_TREE_FILE);
const typeByName = new Map(tree.types.map((type) => [type.name, type]));
check(typeByName.size === tree.types.length, 'type tree: duplicate type names');
for (const name of REQUIRED_TYPES) check(typeByName.has(name), `type tree: missing type ${name}`);
for (const type of tree.types) {
  check(
    JSON.stringify(Object.keys(type.lists)) === JSON.stringify(LIST_NAMES),
    `type tree: ${type.name} lists are not exactly ${LIST_NAMES.join(', ')}`,
  );
  for (const list of LIST_NAMES) {
    const values = type.lists[list] ?? [];
    const normalized = normalizeList(values);
    check(
      JSON.stringify(values) === JSON.stringify(normalized),
      `type tree: ${type.name} ${list} is not sorted and de-duplicated`,
    );
    check(
      values.every((value) => value.trim() === value && value !== ''),
      `type tree: ${type.name} ${list} has blank or untrimmed values`,
    );
  }
  check((type.lists.Size ?? []).length > 0, `type tree: ${type.name} has no sizes`);
  check((type.lists.Subtype ?? []).length > 0, `type tree: ${type.name} has no subtypes`);
  if (isWine(type.name)) {
    check(
      JSON.stringify(type.lists.Vintage) === JSON.stringify(VINTAGE_VALUES),
      `type tree: ${type.name} vintages are not 1990–2025 and NV`,
    );
  } else {
    check((type.lists.Vintage ?? []).length === 0, `type tree: ${type.name} should have no vintages`);
  }
  if (NON_ALCOHOLIC_TYPES.includes(type.name))
    check((type.lists.ABV ?? []).length === 0, `type tree: ${type.name} should have no ABV`);
  else
    check(
      (type.lists.ABV ?? []).every((v) => /^\d+(\.\d+)?%$/.test(v)) && (type.lists.ABV ?? []).length > 0,
      `type tree: ${type.name} ABV values`,
    );
}
const sourceTypes = TYPE_DEFINITIONS.map((t) => t.name);
check(
  JSON.stringify(sourceTypes) === JSON.stringify(tree.types.map((t) => t.name)),
  'type tree: file is out of date with catalog/type-tree.ts',
);

// --- Compact taxonomy --------------------------------------------------------------------------
const taxonomy = read<CompactTaxonomyFile>(COMPACT_TAXONOMY_FILE);
const categoryIds = new Set<string>();
for (const row of taxonomy.categories) {
  const [id, name, parent] = row;
  check(
    Array.isArray(row) && row.length === 3 && typeof id === 'string' && typeof name === 'string',
    `taxonomy: malformed row ${JSON.stringify(row)}`,
  );
  check(!categoryIds.has(id), `taxonomy: duplicate id ${id}`);
  check(
    parent === null ? !id.includes('-') : id.startsWith(`${parent}-`),
    `taxonomy: ${id} has an unexpected parent ${parent}`,
  );
  categoryIds.add(id);
}
for (const [id, , parent] of taxonomy.categories) {
  check(parent === null || categoryIds.has(parent), `taxonomy: ${id} has parent ${parent} that is not in the file`);
}
for (const required of ['fb-1-1-7', 'fb-1-1-1', 'fb-1-1-5-9', 'fb-2', 'hg-11-1', 'gc', 'fr-4-16']) {
  check(categoryIds.has(required), `taxonomy: missing ${required}`);
}
if (existsSync(FULL_TAXONOMY_FILE)) {
  const full = read<{ categories: { id: string; name: string; parent_id: string | null }[] }>(FULL_TAXONOMY_FILE);
  const fullById = new Map(full.categories.map((c) => [c.id.slice(TAXONOMY_GID_PREFIX.length), c]));
  for (const [id, name, parent] of taxonomy.categories) {
    const source = fullById.get(id);
    check(source?.name === name, `taxonomy: ${id} name differs from the source`);
    const sourceParent = source?.parent_id ? source.parent_id.slice(TAXONOMY_GID_PREFIX.length) : null;
    check(sourceParent === parent, `taxonomy: ${id} parent differs from the source`);
  }
  const fb = [...fullById.keys()].filter((id) => id === 'fb' || id.startsWith('fb-'));
  check(
    fb.every((id) => categoryIds.has(id)),
    'taxonomy: the fb vertical is not complete',
  );
}

// --- Products ---------------------------------------------------------------------------------
const { products } = read<ProductsFile>(DEMO_PRODUCTS_FILE);
const catalogByTitle = new Map(SEEDED_ROWS.map((row) => [titleOf(row), row]));
const groupOf = new Map(TYPE_DEFINITIONS.map((t) => [t.name, t.group]));
const barcodes = new Set<string>();
const skus = new Set<string>();
const titles = new Set<string>();
check(products.length >= 320, `products: only ${products.length} (at least 320 wanted)`);
check(products.length === SEEDED_ROWS.length, 'products: file is out of date with the catalogue (regenerate)');

for (const product of products) {
  const where = `product "${product.title}"`;
  check(!titles.has(product.title.toLowerCase()), `${where}: duplicate title`);
  titles.add(product.title.toLowerCase());
  const type = typeByName.get(product.productType);
  check(type !== undefined, `${where}: type ${product.productType} is not in the type tree`);
  check(product.status === 'ACTIVE', `${where}: status ${product.status}`);
  check(product.option1Name === 'Size', `${where}: option1Name`);
  check(Array.isArray(product.images) && product.images.length === 0, `${where}: images should be []`);
  check(product.vendor.trim() !== '', `${where}: vendor required`);
  check(
    (DISTRIBUTORS as readonly string[]).includes(product.distributor),
    `${where}: distributor "${product.distributor}" is not in the wizard's list`,
  );
  check(/^<p>[^<>]+<\/p>$/.test(product.descriptionHtml), `${where}: descriptionHtml is not a single plain <p>`);
  const group = groupOf.get(product.productType);
  check(
    group !== undefined &&
      JSON.stringify(product.collections) === JSON.stringify([GROUP_COLLECTIONS[group], product.productType]),
    `${where}: collections ${JSON.stringify(product.collections)}`,
  );
  if (product.categoryId !== null) {
    check(
      product.categoryId.startsWith(TAXONOMY_GID_PREFIX) &&
        categoryIds.has(product.categoryId.slice(TAXONOMY_GID_PREFIX.length)),
      `${where}: category ${product.categoryId} is not in the compact taxonomy`,
    );
  }

  const [main, ...others] = product.variants;
  check(main !== undefined, `${where}: no variants`);
  if (!main) continue;
  check(
    main.option1 !== '' && product.title.endsWith(main.option1),
    `${where}: first variant's size is not the title's`,
  );
  check(main.sku === main.barcode, `${where}: SKU should equal the barcode`);
  const packSize = Number(main.metafields.pack_size);
  check(others.length <= 1, `${where}: more than two variants`);
  for (const single of others) {
    check(single.sku === `${main.sku}-1`, `${where}: single-unit SKU should be ${main.sku}-1`);
    check(single.metafields.pack_size === '1' && packSize > 1, `${where}: single-unit pack sizes`);
    const expectedSingle = buildSingleUnitVariant(main.sku, main.price, packSize);
    check(single.sku === expectedSingle.sku, `${where}: single-unit SKU differs from the app's rule`);
    check(single.price === expectedSingle.price, `${where}: single-unit price is not pack price ÷ pack size`);
    check(
      Math.abs(single.cost - Math.round((main.cost / packSize) * 100) / 100) < 1e-9,
      `${where}: single-unit cost is not pack cost ÷ pack size`,
    );
    check(main.option1.startsWith(`${single.option1} `), `${where}: single-unit size ${single.option1}`);
  }
  if (others.length === 0)
    check(
      !/ \d+pk$/.test(main.option1) || groupOf.get(product.productType) !== 'Beer',
      `${where}: beer pack without a single-unit variant`,
    );

  for (const variant of product.variants) {
    const vwhere = `${where} variant ${variant.sku}`;
    check(isValidUpcA(variant.barcode), `${vwhere}: barcode ${variant.barcode} is not a valid UPC-A`);
    check(!barcodes.has(variant.barcode), `${vwhere}: duplicate barcode`);
    barcodes.add(variant.barcode);
    check(!skus.has(variant.sku.toLowerCase()), `${vwhere}: duplicate SKU`);
    skus.add(variant.sku.toLowerCase());
    check(variant.price > 0 && isCents(variant.price), `${vwhere}: price ${variant.price}`);
    check(variant.cost > 0 && isCents(variant.cost) && variant.cost < variant.price, `${vwhere}: cost ${variant.cost}`);
    const ratio = variant.cost / variant.price;
    check(ratio >= 0.55 && ratio <= 0.77, `${vwhere}: cost is ${(ratio * 100).toFixed(1)}% of price`);
    check(
      type?.lists.Size?.includes(variant.option1) ?? false,
      `${vwhere}: size ${variant.option1} not in the type's Size list`,
    );
    const m = variant.metafields;
    const keys = Object.keys(m).sort().join(',');
    check(
      keys === 'country_of_origin,pack_size,par_value' || keys === 'country_of_origin,pack_size,par_value,vintage',
      `${vwhere}: metafield keys ${keys}`,
    );
    check(/^[1-9]\d*$/.test(m.pack_size ?? ''), `${vwhere}: pack_size ${m.pack_size}`);
    check(
      (COUNTRIES as readonly string[]).includes(m.country_of_origin ?? ''),
      `${vwhere}: country ${m.country_of_origin}`,
    );
    check(
      /^\d+$/.test(m.par_value ?? '') && Number(m.par_value) >= 1 && Number(m.par_value) <= 24,
      `${vwhere}: par_value ${m.par_value}`,
    );
    if (m.vintage !== undefined) {
      check(
        isWine(product.productType) && product.title.includes(` ${m.vintage} `),
        `${vwhere}: vintage ${m.vintage} on a non-vintage product`,
      );
      check(type?.lists.Vintage?.includes(m.vintage) ?? false, `${vwhere}: vintage ${m.vintage} not in the type tree`);
    }
    check(JSON.stringify(Object.keys(variant.stock)) === JSON.stringify(STORE_CODES), `${vwhere}: stock stores`);
    check(
      Object.values(variant.stock).every((q) => Number.isInteger(q) && q >= 0 && q <= 24),
      `${vwhere}: stock ${JSON.stringify(variant.stock)}`,
    );
  }

  // Tags: the spec's rule recomputed from the catalogue row…
  const row = catalogByTitle.get(product.title);
  check(row !== undefined, `${where}: not in the catalogue source`);
  if (row) {
    const expected = specTags(row, main.price, main.cost);
    check(
      JSON.stringify(tagsOf(row, main.price, main.cost)) === JSON.stringify(expected),
      `${where}: the app's buildTags disagrees with the spec rule`,
    );
    check(
      JSON.stringify(expected) === JSON.stringify(product.tags),
      `${where}: tags ${JSON.stringify(product.tags)} ≠ ${JSON.stringify(expected)}`,
    );
    if (row.vintage === null)
      check(main.metafields.vintage === undefined, `${where}: vintage metafield on a non-vintage row`);
    else check(main.metafields.vintage === String(row.vintage), `${where}: vintage metafield missing`);
  }
  // …and checked from the product alone: sorted set, every tag explained, DIMARGIN by margin.
  check(
    JSON.stringify([...new Set(product.tags)].sort()) === JSON.stringify(product.tags),
    `${where}: tags are not a sorted set`,
  );
  const allowed = new Set([
    product.productType,
    product.vendor,
    'Direct Import',
    'TWCP Exclusive',
    'DIMARGIN',
    ...(['Size', 'Subtype', 'Region', 'Varietal', 'Attributes'] as const).flatMap((list) => type?.lists[list] ?? []),
  ]);
  for (const tag of product.tags) check(allowed.has(tag), `${where}: tag "${tag}" is not explained by the type tree`);
  const dimargin = isWine(product.productType) && marginPercent(main.price, main.cost) >= 35;
  check(product.tags.includes('DIMARGIN') === dimargin, `${where}: DIMARGIN tag does not match the margin`);
  check(
    product.tags.includes(product.productType) && product.tags.includes(product.vendor),
    `${where}: type or producer tag missing`,
  );
}

// --- Summary -----------------------------------------------------------------------------------
const byGroup = new Map<string, number>();
for (const product of products)
  byGroup.set(product.collections[0] ?? '', (byGroup.get(product.collections[0] ?? '') ?? 0) + 1);
const wines = products.filter((p) => isWine(p.productType));
const dimargin = wines.filter((p) => p.tags.includes('DIMARGIN')).length;
console.log(`type tree: ${tree.types.length} types; taxonomy: ${taxonomy.categories.length} categories`);
console.log(`products: ${products.length}, variants: ${barcodes.size}`);
for (const [group, count] of byGroup)
  console.log(`  ${group}: ${count} (${((count / products.length) * 100).toFixed(1)}%)`);
console.log(`  wines with DIMARGIN: ${dimargin} of ${wines.length}; below 35%: ${wines.length - dimargin}`);
console.log(
  `  Direct Import: ${products.filter((p) => p.tags.includes('Direct Import')).length}, ` +
    `TWCP Exclusive: ${products.filter((p) => p.tags.includes('TWCP Exclusive')).length}`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('all checks passed');
