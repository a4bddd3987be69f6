/**
 * Writes src/server/db/seed/data/type-tree.json and demo-products.json from the hand-curated
 * catalogue in scripts/data/catalog/. Everything random (barcodes, costs, stock, par values) comes
 * from a generator seeded with the product title, so the output is the same on every run and a
 * product keeps its numbers when others are added.
 *
 *   npx tsx scripts/data/generate-seed-data.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, titleOf, type CatalogRow, type TypeGroup } from './catalog/model';
import {
  GROUP_COLLECTIONS,
  LIST_NAMES,
  TYPE_DEFINITIONS,
  type TypeDefinition,
  type TypeLists,
} from './catalog/type-tree';
import { HELD_BACK_ROWS, SEEDED_ROWS } from './lib/catalog';
import { divideCents, fromCents, toCents } from './lib/money';
import { DEMO_PRODUCTS_FILE, REPO_ROOT, TAXONOMY_GID_PREFIX, TYPE_TREE_FILE } from './lib/paths';
import { createRng, type Rng } from './lib/rng';
import { isDimarginWineType } from '#shared/product-entry/product-types';
import { buildTags } from '#shared/product-entry/tags';
import { normalizeList } from './lib/lists';
import { upcCheckDigit } from './lib/upc';

export const SEED = 'mission-control-demo-v1';
export const STORE_CODES = ['KW', 'FR', 'LL', 'NB', 'SH', 'OO'] as const;
type StoreCode = (typeof STORE_CODES)[number];

/** Beer types whose packs also sell as single units. */
const BEER_TYPES = new Set(TYPE_DEFINITIONS.filter((t) => t.group === 'Beer').map((t) => t.name));
const PACK_PATTERN = /^(.+) (\d+)pk$/;

export interface SeedVariant {
  option1: string;
  sku: string;
  barcode: string;
  price: number;
  cost: number;
  metafields: { vintage?: string; pack_size: string; country_of_origin: string; par_value: string };
  stock: Record<StoreCode, number>;
}

export interface SeedProduct {
  title: string;
  vendor: string;
  productType: string;
  distributor: string;
  descriptionHtml: string;
  status: 'ACTIVE';
  tags: string[];
  option1Name: 'Size';
  categoryId: string | null;
  collections: string[];
  images: string[];
  variants: SeedVariant[];
}

// ---------------------------------------------------------------------------------------------
// Type tree

export function buildTypeTree(): { types: { name: string; lists: TypeLists }[] } {
  return {
    types: TYPE_DEFINITIONS.map((type) => ({
      name: type.name,
      lists: Object.fromEntries(
        LIST_NAMES.map((list) => {
          const values = normalizeList(type.lists[list]);
          if (values.length !== type.lists[list].length) throw new Error(`${type.name} ${list} has duplicates`);
          return [list, values];
        }),
      ) as TypeLists,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Products

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Wines get a mix of margins on both sides of the DIMARGIN line; everything else 25–40%. */
function costRatio(row: CatalogRow, rng: Rng): number {
  if (isDimarginWineType(row.type)) {
    return rng.chance(0.58) ? rng.uniform(0.56, 0.645) : rng.uniform(0.655, 0.75);
  }
  return rng.uniform(0.6, 0.75);
}

const STORE_WEIGHT: Record<StoreCode, number> = { KW: 1.0, FR: 1.25, LL: 0.9, NB: 1.0, SH: 0.8, OO: 0.6 };
const GROUP_BIAS: Partial<Record<StoreCode, Partial<Record<TypeGroup, number>>>> = {
  FR: { Wine: 1.1 },
  SH: { Spirits: 1.5, Beer: 1.4, Gourmet: 0.35 },
  OO: { Gourmet: 1.9, Beer: 0.6, Spirits: 0.7 },
};

/** Typical shelf quantity for a price point; cheap everyday items are stocked deeper. */
function baseStock(unitPrice: number): number {
  if (unitPrice < 15) return 11;
  if (unitPrice < 30) return 8;
  if (unitPrice < 60) return 5;
  if (unitPrice < 150) return 3;
  if (unitPrice < 400) return 1.5;
  return 0.8;
}

function stockFor(group: TypeGroup, mean: number, rng: Rng): Record<StoreCode, number> {
  const stock = {} as Record<StoreCode, number>;
  for (const code of STORE_CODES) {
    const weight = STORE_WEIGHT[code] * (GROUP_BIAS[code]?.[group] ?? 1);
    const pZero = Math.min(0.85, 0.12 + (mean < 3 ? 0.3 : 0) + (weight < 0.7 ? 0.25 : 0));
    if (rng.chance(pZero)) {
      stock[code] = 0;
      continue;
    }
    const quantity = Math.round(mean * weight * rng.uniform(0.4, 1.6)) + (mean >= 3 ? rng.int(0, 2) : 0);
    stock[code] = Math.max(0, Math.min(24, quantity));
  }
  return stock;
}

function parFor(mean: number, rng: Rng): string {
  return String(Math.max(1, Math.min(12, Math.round(mean * 0.6 + rng.uniform(0, 2)))));
}

function makeBarcode(rng: Rng, used: Set<string>): string {
  for (;;) {
    let body = String(rng.pick([6, 7, 8]));
    while (body.length < 11) body += String(rng.int(0, 9));
    const code = body + String(upcCheckDigit(body));
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

function assertInList(row: CatalogRow, lists: TypeLists, list: keyof TypeLists, value: string) {
  if (value && !lists[list].includes(value))
    throw new Error(`${titleOf(row)}: ${list} "${value}" is not in ${row.type}'s list`);
}

/** Every catalogue row (held-back ones too) must use its type's list values. */
function assertRowFitsTypeTree(row: CatalogRow): TypeDefinition {
  const type = TYPE_DEFINITIONS.find((definition) => definition.name === row.type);
  if (!type) throw new Error(`${titleOf(row)}: unknown type ${row.type}`);
  assertInList(row, type.lists, 'Size', row.size);
  assertInList(row, type.lists, 'Subtype', row.subtype);
  assertInList(row, type.lists, 'Region', row.region);
  assertInList(row, type.lists, 'Varietal', row.varietal);
  for (const attribute of row.attributes) assertInList(row, type.lists, 'Attributes', attribute);
  if (row.vintage !== null) assertInList(row, type.lists, 'Vintage', String(row.vintage));
  const pack = PACK_PATTERN.exec(row.size);
  if (pack && BEER_TYPES.has(row.type)) assertInList(row, type.lists, 'Size', pack[1] ?? '');
  return type;
}

/** The spec's tag rule (§5) as the app applies it, fed from a catalogue row. */
export function tagsOf(row: CatalogRow, price: number, cost: number): string[] {
  return buildTags({
    type: row.type,
    producer: row.vendor,
    directImport: row.directImport,
    twcpExclusive: row.twcpExclusive,
    price,
    cost,
    typeSpecificFields: {
      subtype: row.subtype,
      region: row.region,
      varietal: row.varietal,
      size: row.size,
      attributes: row.attributes,
    },
  });
}

export function buildProducts(): SeedProduct[] {
  for (const row of HELD_BACK_ROWS) assertRowFitsTypeTree(row);
  const usedBarcodes = new Set<string>();
  const titles = new Set<string>();

  return SEEDED_ROWS.map((row) => {
    const title = titleOf(row);
    if (titles.has(title.toLowerCase())) throw new Error(`duplicate title ${title}`);
    titles.add(title.toLowerCase());
    const type = assertRowFitsTypeTree(row);
    if (!(COUNTRIES as readonly string[]).includes(row.country))
      throw new Error(`${title}: unknown country ${row.country}`);

    const rng = createRng(`${SEED}|${title}`);
    const priceCents = toCents(row.price);
    let costCents = Math.round(priceCents * costRatio(row, rng));
    const pack = PACK_PATTERN.exec(row.size);
    const packSize = pack ? Number(pack[2]) : 1;
    const hasSingle = pack !== null && BEER_TYPES.has(row.type);
    if (hasSingle) {
      divideCents(priceCents, packSize, `${title} price`);
      // Nudge the drawn cost off a half-cent tie for the single-unit cost.
      while ((costCents * 2) % packSize === 0 && costCents % packSize !== 0) costCents += 1;
    }
    const margin = ((priceCents - costCents) / priceCents) * 100;
    if (isDimarginWineType(row.type) && Math.abs(margin - 35) < 0.2)
      throw new Error(`${title}: margin ${margin.toFixed(2)}% is too close to the DIMARGIN line`);

    const mean = baseStock(row.price / packSize) / (hasSingle ? 1.6 : 1);
    const vintage = row.vintage !== null ? { vintage: String(row.vintage) } : {};
    const metafields = (packSizeValue: number, par: string) => ({
      ...vintage,
      pack_size: String(packSizeValue),
      country_of_origin: row.country,
      par_value: par,
    });
    const main: SeedVariant = {
      option1: row.size,
      sku: '',
      barcode: makeBarcode(rng, usedBarcodes),
      price: fromCents(priceCents),
      cost: fromCents(costCents),
      metafields: metafields(packSize, parFor(mean, rng)),
      stock: stockFor(type.group, mean, rng),
    };
    main.sku = main.barcode;
    const variants = [main];
    if (hasSingle && pack) {
      const singleBarcode = makeBarcode(rng, usedBarcodes);
      variants.push({
        option1: pack[1] ?? row.size,
        sku: `${main.sku}-1`,
        barcode: singleBarcode,
        price: fromCents(divideCents(priceCents, packSize, `${title} price`)),
        cost: fromCents(divideCents(costCents, packSize, `${title} cost`)),
        metafields: metafields(1, String(rng.int(2, 6))),
        stock: stockFor(type.group, 3, rng),
      });
    }

    const tags = tagsOf(row, main.price, main.cost);

    return {
      title,
      vendor: row.vendor,
      productType: row.type,
      distributor: row.distributor,
      descriptionHtml: `<p>${escapeHtml(row.note)}</p>`,
      status: 'ACTIVE',
      tags,
      option1Name: 'Size',
      categoryId: row.category ? `${TAXONOMY_GID_PREFIX}${row.category}` : null,
      collections: [GROUP_COLLECTIONS[type.group], row.type],
      images: [],
      variants,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Output: stable, diff-friendly JSON (one list per line, one variant per line).

function formatTypeTree(tree: ReturnType<typeof buildTypeTree>): string {
  const types = tree.types.map((type) => {
    const lists = LIST_NAMES.map((list) => `        ${JSON.stringify(list)}: ${JSON.stringify(type.lists[list])}`);
    return [
      '    {',
      `      "name": ${JSON.stringify(type.name)},`,
      '      "lists": {',
      lists.join(',\n'),
      '      }',
      '    }',
    ].join('\n');
  });
  return `{\n  "types": [\n${types.join(',\n')}\n  ]\n}\n`;
}

function formatProducts(products: SeedProduct[]): string {
  const blocks = products.map((product) => {
    const { variants, ...fields } = product;
    const lines = Object.entries(fields).map(
      ([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)},`,
    );
    const variantLines = variants.map((variant) => `        ${JSON.stringify(variant)}`).join(',\n');
    return ['    {', ...lines, '      "variants": [', variantLines, '      ]', '    }'].join('\n');
  });
  return `{\n  "products": [\n${blocks.join(',\n')}\n  ]\n}\n`;
}

function summarize(products: SeedProduct[]) {
  const byGroup = new Map<string, number>();
  for (const product of products) {
    const group = product.collections[0] ?? '';
    byGroup.set(group, (byGroup.get(group) ?? 0) + 1);
  }
  const variants = products.reduce((sum, product) => sum + product.variants.length, 0);
  const dimargin = products.filter((product) => product.tags.includes('DIMARGIN')).length;
  const wines = products.filter((product) => product.collections[0] === GROUP_COLLECTIONS.Wine).length;
  console.log(`${products.length} products, ${variants} variants`);
  for (const [group, count] of byGroup) {
    console.log(`  ${group}: ${count} (${((count / products.length) * 100).toFixed(1)}%)`);
  }
  console.log(`  DIMARGIN: ${dimargin} of ${wines} wines`);
}

function main() {
  const tree = buildTypeTree();
  const products = buildProducts();
  writeFileSync(TYPE_TREE_FILE, formatTypeTree(tree));
  writeFileSync(DEMO_PRODUCTS_FILE, formatProducts(products));
  console.log(`${path.relative(REPO_ROOT, TYPE_TREE_FILE)}: ${tree.types.length} types`);
  console.log(`${path.relative(REPO_ROOT, DEMO_PRODUCTS_FILE)}:`);
  summarize(products);
  if (HELD_BACK_ROWS.length > 0) {
    const origins = [...new Set(HELD_BACK_ROWS.map((row) => row.country))].join(', ');
    console.log(`  held back (origin not in the wizard's country list: ${origins}): ${HELD_BACK_ROWS.length}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
