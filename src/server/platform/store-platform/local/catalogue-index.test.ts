import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct, CatalogueVariant, SearchField, SearchMatch } from '../port';
import { createCatalogueIndex, keysOf, trigramsOf, type CatalogueIndex } from './catalogue-index';

// ---------------------------------------------------------------------------------------------
// Building products
// ---------------------------------------------------------------------------------------------

interface VariantShape {
  sku: string | null;
  barcode: string | null;
}

interface ProductShape {
  title: string;
  handle: string;
  variants: VariantShape[];
}

function variant(productId: number, index: number, shape: VariantShape): CatalogueVariant {
  const id = productId * 10 + index;
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    inventoryItemId: `gid://shopify/InventoryItem/${id}`,
    title: 'Default Title',
    sku: shape.sku,
    barcode: shape.barcode,
    option1: null,
    price: 10,
    cost: null,
    metafields: {},
    inventory: [],
  };
}

function product(rowId: number, shape: ProductShape): CatalogueProduct {
  return {
    id: `gid://shopify/Product/${rowId}`,
    title: shape.title,
    handle: shape.handle,
    vendor: 'Vendor',
    productType: 'Other',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    metafields: {},
    images: [],
    variants: shape.variants.map((v, index) => variant(rowId, index, v)),
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

/** A product with one variant; the handle defaults to the title's slug-ish lower case. */
function simple(rowId: number, title: string, more: Partial<ProductShape> = {}): CatalogueProduct {
  return product(rowId, {
    title,
    handle: more.handle ?? title.toLowerCase().replaceAll(' ', '-'),
    variants: more.variants ?? [{ sku: null, barcode: null }],
  });
}

// ---------------------------------------------------------------------------------------------
// The reference: the contract, written as plainly as possible
// ---------------------------------------------------------------------------------------------

type Catalogue = ReadonlyMap<number, CatalogueProduct>;

function referenceKeys(p: CatalogueProduct, field: SearchField): string[] {
  switch (field) {
    case 'name':
      return [p.title.toLowerCase()];
    case 'handle':
      return [p.handle];
    case 'sku':
      return p.variants
        .map((v) => v.sku)
        .filter((sku): sku is string => sku !== null && sku !== '')
        .map((sku) => sku.toLowerCase());
    case 'barcode':
      return p.variants
        .map((v) => v.barcode)
        .filter((barcode): barcode is string => barcode !== null)
        .map((barcode) => barcode.toLowerCase());
  }
}

function referenceFind(
  catalogue: Catalogue,
  term: string,
  field: SearchField,
  limit: number,
  match: SearchMatch,
): number[] {
  const wanted = term.toLowerCase();
  const rows = [...catalogue].sort((a, b) => a[0] - b[0]);
  const ranked: { id: number; rank: number }[] = [];
  for (const [id, p] of rows) {
    const keys = referenceKeys(p, field);
    if (keys.includes(wanted)) ranked.push({ id, rank: 0 });
    else if (keys.some((key) => key.startsWith(wanted))) ranked.push({ id, rank: 1 });
  }
  const first = ranked
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, limit)
    .map((r) => r.id);
  if (first.length >= limit || match === 'prefix') return first;
  const rest = rows
    .filter(([id, p]) => !first.includes(id) && referenceKeys(p, field).some((key) => key.includes(wanted)))
    .map(([id]) => id)
    .slice(0, limit - first.length);
  return [...first, ...rest];
}

// ---------------------------------------------------------------------------------------------
// Arbitraries: a tiny alphabet so prefixes, substrings, shared trigrams, case and duplicates abound
// ---------------------------------------------------------------------------------------------

const CHARS = ['a', 'b', ' ', 'A', 'B', '-', '#', '1', 'é', 'É'];
/** Mostly 'a' and 'b', so that keys share trigrams and contain one another often. */
const char = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b'), weight: 3 },
  { arbitrary: fc.constantFrom(...CHARS), weight: 2 },
);
const text = (minLength: number, maxLength: number) => fc.string({ unit: char, minLength, maxLength });
/** Short strings, with a few fixed ones mixed in so exact duplicates are frequent. */
const keyText = fc.oneof(
  { arbitrary: text(0, 8), weight: 4 },
  { arbitrary: fc.constantFrom('ab', 'aba', 'abab', 'AB', 'a b', 'ab-1', 'é#a'), weight: 1 },
);
const code = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constant(''), weight: 1 },
  { arbitrary: keyText, weight: 4 },
);
const shapeArb: fc.Arbitrary<ProductShape> = fc.record({
  title: keyText,
  handle: keyText,
  variants: fc.array(fc.record({ sku: code, barcode: code }), { minLength: 1, maxLength: 3 }),
});
/** 0–`most` distinct row ids, each with what it holds, in no particular order (no `chain`: shrinks well). */
const rowsArb = <T>(most: number, row: fc.Arbitrary<T>) =>
  fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 150 }), row }), {
    selector: (r) => r.id,
    maxLength: most,
    size: 'max',
  });
/**
 * 0–40 products under distinct row ids, in no particular order; as shapes, turned into products
 * by `entriesOf` in the test body, so counterexamples print only what matters.
 */
const catalogueArb = rowsArb(40, shapeArb);
type CatalogueRows = { id: number; row: ProductShape }[];
const entriesOf = (rows: CatalogueRows) =>
  rows.map(({ id, row }): [number, CatalogueProduct] => [id, product(id, row)]);

const FIELDS: readonly SearchField[] = ['name', 'handle', 'sku', 'barcode'];
const fieldArb = fc.constantFrom<SearchField>(...FIELDS);
const matchArb = fc.constantFrom<SearchMatch>('prefix', 'substring');
const limitArb = fc.integer({ min: 1, max: 25 });

/** Every key as stored (before lower-casing), across all fields, that is long enough to cut a term from. */
function rawKeys(products: Iterable<CatalogueProduct>, minLength = 1): string[] {
  const keys = new Set<string>();
  for (const p of products) {
    keys.add(p.title);
    keys.add(p.handle);
    for (const v of p.variants) {
      if (v.sku) keys.add(v.sku);
      if (v.barcode) keys.add(v.barcode);
    }
  }
  return [...keys].filter((key) => key.length >= minLength);
}

/**
 * How to pick a term of 1–6 characters: mostly a piece of an existing key (in its own, upper or
 * lower case), else a random string. Resolved against the catalogue's keys in the test body, so
 * no arbitrary depends on another (no `chain`) and counterexamples shrink well.
 */
interface TermRecipe {
  fromKey: boolean;
  pick: number;
  start: number;
  length: number;
  casing: 'as-is' | 'upper' | 'lower';
  random: string;
}
const termRecipeArb: fc.Arbitrary<TermRecipe> = fc.record({
  fromKey: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  pick: fc.nat(),
  start: fc.nat(),
  length: fc.integer({ min: 1, max: 6 }),
  casing: fc.constantFrom('as-is', 'upper', 'lower'),
  random: text(1, 6),
});

/** The term a recipe picks from these keys; with `minLength`, never shorter (keys must be at least that long). */
function termOf(recipe: TermRecipe, keys: readonly string[], minLength = 1): string {
  const key = keys[recipe.pick % Math.max(1, keys.length)];
  if (!recipe.fromKey || key === undefined) return recipe.random.padEnd(minLength, 'a');
  const start = recipe.start % (key.length - minLength + 1);
  const piece = key.slice(start, start + Math.max(minLength, recipe.length));
  return recipe.casing === 'upper' ? piece.toUpperCase() : recipe.casing === 'lower' ? piece.toLowerCase() : piece;
}

interface Query {
  term: string;
  field: SearchField;
  limit: number;
  match: SearchMatch;
}

interface QueryRecipe extends Omit<Query, 'term'> {
  term: TermRecipe;
}

const queryRecipeArb: fc.Arbitrary<QueryRecipe> = fc.record({
  term: termRecipeArb,
  field: fieldArb,
  limit: limitArb,
  match: matchArb,
});
const queryRecipesArb = (maxLength: number) => fc.array(queryRecipeArb, { minLength: 1, maxLength });

function queriesOf(recipes: readonly QueryRecipe[], products: Iterable<CatalogueProduct>): Query[] {
  const keys = rawKeys(products);
  return recipes.map((recipe) => ({ ...recipe, term: termOf(recipe.term, keys) }));
}

function ask(index: CatalogueIndex, query: Query): number[] {
  return index.find(query.term, query.field, query.limit, query.match);
}

function expectSameAnswers(index: CatalogueIndex, catalogue: Catalogue, queries: readonly Query[]) {
  for (const query of queries) {
    const expected = referenceFind(catalogue, query.term, query.field, query.limit, query.match);
    expect(ask(index, query), JSON.stringify(query)).toEqual(expected);
  }
}

const productsOf = (entries: readonly (readonly [number, CatalogueProduct])[]) => entries.map(([, p]) => p);

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

/**
 * So many runs, and at most 10 s for the whole property, shrinking included: a failure still fails,
 * with the smallest counterexample found by then, instead of running into Vitest's 30 s test timeout.
 * (The `interruptAfterTimeLimit` plugin that supersedes this option is typed `Plugin<unknown>`, which
 * does not fit a typed property's parameters.)
 */
const runs = (numRuns: number) => ({ numRuns, interruptAfterTimeLimit: 10_000 });

describe('catalogue index: find matches the reference', () => {
  test.prop([catalogueArb, queryRecipesArb(25)], runs(400))(
    'for any catalogue, term, field, limit and match mode',
    (rows, recipes) => {
      const entries = entriesOf(rows);
      const queries = queriesOf(recipes, productsOf(entries));
      expectSameAnswers(createCatalogueIndex(entries), new Map(entries), queries);
      // Chunks of two entries: prefix ranges span whole chunks and partial ones at both ends.
      expectSameAnswers(createCatalogueIndex(entries, { chunkSize: 2 }), new Map(entries), queries);
    },
  );

  // Long name terms take the trigram path; make sure it is hit hard, with terms that share trigrams.
  test.prop([catalogueArb, fc.array(fc.tuple(termRecipeArb, limitArb), { minLength: 1, maxLength: 25 })], runs(200))(
    'for name terms of 3+ characters (trigram postings)',
    (rows, recipes) => {
      const entries = entriesOf(rows);
      const index = createCatalogueIndex(entries);
      const keys = rawKeys(productsOf(entries), 3);
      const queries = recipes.map(([term, limit]): Query => ({
        term: termOf(term, keys, 3),
        field: 'name',
        limit,
        match: 'substring',
      }));
      expectSameAnswers(index, new Map(entries), queries);
    },
  );

  test.prop([catalogueArb, fieldArb], runs(200))('keysOf gives the contract keys', (rows, field) => {
    for (const [, p] of entriesOf(rows)) expect(keysOf(p, field)).toEqual(referenceKeys(p, field));
  });

  test.prop([catalogueArb, queryRecipesArb(10)], runs(100))(
    'answers are unique, within the limit and in the catalogue',
    (rows, recipes) => {
      const entries = entriesOf(rows);
      const index = createCatalogueIndex(entries);
      for (const query of queriesOf(recipes, productsOf(entries))) {
        const ids = ask(index, query);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(query.limit);
        for (const id of ids) expect(index.get(id)).toBeDefined();
      }
    },
  );
});

type Op = { kind: 'put'; id: number; product: CatalogueProduct } | { kind: 'remove'; id: number };

/**
 * What happens to one row id over time. Final ones end in the catalogue; gone ones do not.
 * `old` and `older` are differently generated earlier versions under the same id.
 */
type History = 'once' | 'replaced' | 'replaced-twice' | 'readded' | 'removed' | 'unknown-removed';
const HISTORIES: readonly History[] = ['once', 'replaced', 'replaced-twice', 'readded', 'removed', 'unknown-removed'];

interface RowPlan {
  id: number;
  history: History;
  older: CatalogueProduct;
  old: CatalogueProduct;
  final: CatalogueProduct;
  /** When its operations happen: the gaps before each of them, on a clock shared by all rows. */
  gaps: number[];
}

/** One row's operations, in order. */
function rowOpsOf(plan: RowPlan): Op[] {
  const put = (p: CatalogueProduct): Op => ({ kind: 'put', id: plan.id, product: p });
  const remove: Op = { kind: 'remove', id: plan.id };
  switch (plan.history) {
    case 'once':
      return [put(plan.final)];
    case 'replaced':
      return [put(plan.old), put(plan.final)];
    case 'replaced-twice':
      return [put(plan.older), put(plan.old), put(plan.final)];
    case 'readded':
      return [put(plan.old), remove, put(plan.final)];
    case 'removed':
      return [put(plan.old), remove];
    case 'unknown-removed':
      return [remove];
  }
}

const isFinal = (plan: RowPlan) => plan.history !== 'removed' && plan.history !== 'unknown-removed';

/**
 * Every row's operations, interleaved by their times (ties by row id), each row's in its own order.
 * Times rather than a shared schedule, so that dropping a row while shrinking leaves the others' order.
 */
function opsOf(plans: readonly RowPlan[]): Op[] {
  const timed = plans.flatMap((plan) => {
    let time = 0;
    return rowOpsOf(plan).map((op, step) => ({ op, time: (time += plan.gaps[step] ?? 0) }));
  });
  return timed.sort((a, b) => a.time - b.time || a.op.id - b.op.id).map(({ op }) => op);
}

describe('catalogue index: built in one go or kept up to date', () => {
  const plansArb = rowsArb(
    40,
    fc.record({
      history: fc.constantFrom(...HISTORIES),
      older: shapeArb,
      old: shapeArb,
      final: shapeArb,
      gaps: fc.array(fc.nat(50), { minLength: 3, maxLength: 3 }),
    }),
  );

  test.prop([plansArb, queryRecipesArb(4), queryRecipesArb(25)], runs(200))(
    'answer every query like the reference over the final catalogue',
    (rows, duringRecipes, recipes) => {
      const plans = rows.map(({ id, row }): RowPlan => ({
        ...row,
        id,
        older: product(id, row.older),
        old: product(id, row.old),
        final: product(id, row.final),
      }));
      const everyVersion = plans.flatMap((plan) => [plan.older, plan.old, plan.final]);
      const duringQueries = queriesOf(duringRecipes, everyVersion);
      const queries = queriesOf(recipes, everyVersion);
      const finalEntries = plans.filter(isFinal).map((plan): [number, CatalogueProduct] => [plan.id, plan.final]);
      const finalCatalogue = new Map(finalEntries);
      const ops = opsOf(plans);

      // Built in one go, from the final catalogue.
      const built = createCatalogueIndex(finalEntries);

      // Built empty then filled, checked against the reference after every operation; small chunks
      // so that inserts split them and removals empty them.
      const filled = createCatalogueIndex([], { chunkSize: 2 });
      const model = new Map<number, CatalogueProduct>();
      for (const op of ops) {
        if (op.kind === 'put') {
          filled.put(op.id, op.product);
          model.set(op.id, op.product);
        } else {
          filled.remove(op.id);
          model.delete(op.id);
        }
        expect(filled.size).toBe(model.size);
        expectSameAnswers(filled, model, duringQueries);
      }

      // Seeded with each row's first version, then brought up to date by the remaining operations.
      const firstPuts = new Map<number, CatalogueProduct>();
      const rest: Op[] = [];
      for (const op of ops) {
        if (op.kind === 'put' && !firstPuts.has(op.id)) firstPuts.set(op.id, op.product);
        else rest.push(op);
      }
      const seeded = createCatalogueIndex(firstPuts);
      for (const op of rest) {
        if (op.kind === 'put') seeded.put(op.id, op.product);
        else seeded.remove(op.id);
      }

      for (const index of [built, filled, seeded]) {
        expect(index.size).toBe(finalCatalogue.size);
        for (const plan of plans) expect(index.get(plan.id)).toBe(isFinal(plan) ? plan.final : undefined);
        expectSameAnswers(index, finalCatalogue, queries);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------------------------

describe('catalogue index: examples', () => {
  const catalogue = () =>
    createCatalogueIndex([
      [5, simple(5, 'Dried Red Roses')],
      [3, simple(3, 'Red Wine')],
      [7, simple(7, 'RED')],
      [1, simple(1, 'Redwood Ale')],
      [9, simple(9, 'red')],
      [2, simple(2, 'Bored Ape')],
    ]);

  it('ranks exact, then prefix, then substring matches, each by id', () => {
    const index = catalogue();
    expect(index.find('Red', 'name', 20, 'substring')).toEqual([7, 9, 1, 3, 2, 5]);
    expect(index.find('red', 'name', 20, 'prefix')).toEqual([7, 9, 1, 3]);
  });

  it('cuts each tier at the limit', () => {
    const index = catalogue();
    expect(index.find('red', 'name', 1, 'substring')).toEqual([7]);
    expect(index.find('red', 'name', 3, 'substring')).toEqual([7, 9, 1]);
    expect(index.find('red', 'name', 5, 'substring')).toEqual([7, 9, 1, 3, 2]);
  });

  it('finds substrings of 3+ characters through trigrams, and only real ones', () => {
    const index = createCatalogueIndex([
      [1, simple(1, 'abcx')],
      [2, simple(2, 'xbcd')],
      [3, simple(3, 'zabcdz')],
    ]);
    // Both trigrams of 'abcd' occur in products 1 and 2, but only product 3 contains the term.
    expect(index.find('abcd', 'name', 10, 'substring')).toEqual([3]);
    expect(index.find('BCD', 'name', 10, 'substring')).toEqual([2, 3]);
    expect(index.find('bc', 'name', 10, 'substring')).toEqual([1, 2, 3]);
  });

  it('counts a product once, at its best rank, when several variants match', () => {
    const index = createCatalogueIndex([
      [1, simple(1, 'One', { variants: [{ sku: 'ABC-1', barcode: null }] })],
      [
        2,
        simple(2, 'Two', {
          variants: [
            { sku: 'abc-10', barcode: null },
            { sku: 'abc', barcode: null },
            { sku: 'xabc', barcode: null },
          ],
        }),
      ],
    ]);
    expect(index.find('abc', 'sku', 10, 'substring')).toEqual([2, 1]);
    expect(index.find('ABC-1', 'sku', 10, 'substring')).toEqual([1, 2]);
  });

  it('compares handles as stored: an upper-case handle is never found', () => {
    const index = createCatalogueIndex([
      [1, simple(1, 'Red', { handle: 'Red-Wine' })],
      [2, simple(2, 'Red', { handle: 'red-wine' })],
    ]);
    expect(index.find('Red-Wine', 'handle', 10, 'substring')).toEqual([2]);
    expect(index.find('ine', 'handle', 10, 'substring')).toEqual([1, 2]);
    expect(index.find('wine', 'handle', 10, 'substring')).toEqual([2]);
    expect(index.find('ed-W', 'handle', 10, 'substring')).toEqual([2]);
  });

  it('skips empty SKUs but keeps empty barcodes as keys', () => {
    const p = simple(1, 'x', {
      variants: [
        { sku: '', barcode: '' },
        { sku: null, barcode: null },
        { sku: 'AbC', barcode: 'XyZ' },
      ],
    });
    expect(keysOf(p, 'sku')).toEqual(['abc']);
    expect(keysOf(p, 'barcode')).toEqual(['', 'xyz']);
    expect(keysOf(p, 'name')).toEqual(['x']);
    expect(trigramsOf('abab')).toEqual(new Set(['aba', 'bab']));
    expect(trigramsOf('ab')).toEqual(new Set());
  });

  it('get returns the stored product, and undefined for unknown ids', () => {
    const wine = simple(3, 'Red Wine');
    const index = createCatalogueIndex([[3, wine]]);
    expect(index.get(3)).toBe(wine);
    expect(index.get(4)).toBeUndefined();
    const replacement = simple(3, 'White Wine');
    index.put(3, replacement);
    expect(index.get(3)).toBe(replacement);
    expect(index.find('red', 'name', 10, 'substring')).toEqual([]);
    expect(index.find('white', 'name', 10, 'substring')).toEqual([3]);
  });

  it('freezes stored products deeply, so their keys cannot drift from the index', () => {
    const p = product(1, { title: 'Red Wine', handle: 'red-wine', variants: [{ sku: 'RW-1', barcode: '123' }] });
    p.variants[0]?.inventory.push({ locationId: 'gid://shopify/Location/1', available: 4 });
    p.tags.push('Red');
    p.images.push({ id: 'gid://shopify/ProductImage/1', src: 'https://example.com/a.jpg', alt: null });
    p.metafields.producer = 'Someone';
    const index = createCatalogueIndex();
    index.put(1, p);
    const stored = index.get(1);
    if (!stored) throw new Error('stored product missing');
    const storedVariant = stored.variants[0];
    if (!storedVariant) throw new Error('stored variant missing');

    for (const part of [
      stored,
      stored.variants,
      storedVariant,
      storedVariant.inventory,
      storedVariant.inventory[0],
      storedVariant.metafields,
      stored.tags,
      stored.images,
      stored.images[0],
      stored.metafields,
    ])
      expect(Object.isFrozen(part)).toBe(true);

    // Test files are ES modules, so strict mode: writing to a frozen object throws.
    expect(() => {
      stored.title = 'White Wine';
    }).toThrow(TypeError);
    expect(() => {
      storedVariant.sku = 'WW-1';
    }).toThrow(TypeError);
    expect(() => {
      stored.variants.push(variant(1, 1, { sku: 'NEW', barcode: null }));
    }).toThrow(TypeError);
    expect(() => {
      stored.tags.push('White');
    }).toThrow(TypeError);
    expect(() => {
      storedVariant.metafields.vintage = '2020';
    }).toThrow(TypeError);

    expect(stored.title).toBe('Red Wine');
    expect(storedVariant.sku).toBe('RW-1');
    expect(stored.variants).toHaveLength(1);
    expect(index.find('red wine', 'name', 10, 'prefix')).toEqual([1]);
    expect(index.find('rw-1', 'sku', 10, 'prefix')).toEqual([1]);
    expect(index.find('ww-1', 'sku', 10, 'substring')).toEqual([]);
  });

  it('also freezes the products it is built with', () => {
    const p = simple(1, 'Red');
    createCatalogueIndex([[1, p]]);
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.variants[0])).toBe(true);
  });

  it('counts its products in size', () => {
    const index = catalogue();
    expect(index.size).toBe(6);
    index.put(3, simple(3, 'Red Wine, again'));
    expect(index.size).toBe(6);
    index.put(11, simple(11, 'New'));
    expect(index.size).toBe(7);
    index.remove(11);
    index.remove(5);
    expect(index.size).toBe(5);
    expect(createCatalogueIndex().size).toBe(0);
  });

  it('ignores removing an unknown id, or the same id twice', () => {
    const index = catalogue();
    const before = FIELDS.map((field) => index.find('re', field, 20, 'substring'));
    index.remove(42);
    index.remove(-1);
    expect(index.size).toBe(6);
    expect(FIELDS.map((field) => index.find('re', field, 20, 'substring'))).toEqual(before);
    index.remove(3);
    index.remove(3);
    expect(index.size).toBe(5);
    expect(index.find('red', 'name', 20, 'substring')).toEqual([7, 9, 1, 2, 5]);
    const empty = createCatalogueIndex();
    empty.remove(1);
    expect(empty.size).toBe(0);
    expect(empty.find('a', 'name', 5, 'substring')).toEqual([]);
  });

  it('answers a name term whose trigram never occurs at once, with nothing', () => {
    const count = 10_000;
    const entries: [number, CatalogueProduct][] = [];
    for (let id = 1; id <= count; id++) entries.push([id, simple(id, `Product number ${id} red wine`)]);
    const index = createCatalogueIndex(entries);
    expect(index.find('wine', 'name', 25, 'substring')).toEqual(Array.from({ length: 25 }, (_, at) => at + 1));
    expect(index.find('qqq', 'name', 25, 'substring')).toEqual([]);
    // Most trigrams of this term occur ('red', 'ed ', 'd w', ' wi'…), but not 'neq', 'eqw' or 'qwi'.
    expect(index.find('red wineqwine', 'name', 25, 'substring')).toEqual([]);

    // A scan of every title would take 10 000 comparisons a query (seconds in all); the postings miss takes none.
    const started = performance.now();
    for (let i = 0; i < 5_000; i++) index.find('qqq', 'name', 25, 'substring');
    expect(performance.now() - started).toBeLessThan(250);
  });
});
