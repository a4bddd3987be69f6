import type { CatalogueProduct, SearchField, SearchMatch } from '../port';
import {
  compareEntries,
  createSortedEntries,
  lowerBoundNumber,
  type Entry,
  type SortedEntries,
} from './sorted-entries';

/**
 * The local catalogue held in memory for search (ADR 010): every product by row id, a sorted key
 * list per searchable field (exact and prefix matches by binary search) and trigram postings over
 * titles (substring matches). It answers exactly what `findMatchingProductIds` answers in SQL:
 * exact matches, then prefix ones, each tier by product id, then products containing the term,
 * by product id. Keys are lower-cased like the SQL indexes; handles are compared as stored.
 */
export interface CatalogueIndex {
  readonly size: number;
  put(rowId: number, product: CatalogueProduct): void;
  remove(rowId: number): void;
  get(rowId: number): CatalogueProduct | undefined;
  find(term: string, field: SearchField, limit: number, match: SearchMatch): number[];
}

const FIELDS: readonly SearchField[] = ['name', 'handle', 'sku', 'barcode'];

/** The keys one product is found by in a field; empty SKUs are no SKU (the unique index skips them). */
export function keysOf(product: CatalogueProduct, field: SearchField): string[] {
  switch (field) {
    case 'name':
      return [product.title.toLowerCase()];
    case 'handle':
      return [product.handle];
    case 'sku':
      return product.variants.flatMap((variant) => (variant.sku ? [variant.sku.toLowerCase()] : []));
    case 'barcode':
      return product.variants.flatMap((variant) => (variant.barcode !== null ? [variant.barcode.toLowerCase()] : []));
  }
}

/** A title gram's products, ascending: typed, at half the bytes of a number array (ADR 060). */
type Postings = Int32Array;

/** `list` with `value` added in order (a copy: postings change only when a title does). */
function withPosting(list: Postings | undefined, value: number): Postings {
  if (!list) return Int32Array.of(value);
  const at = lowerBoundNumber(list, value);
  if (list[at] === value) return list;
  const grown = new Int32Array(list.length + 1);
  grown.set(list.subarray(0, at));
  grown[at] = value;
  grown.set(list.subarray(at), at + 1);
  return grown;
}

/** `list` without `value` (a copy), or null when nothing is left. */
function withoutPosting(list: Postings, value: number): Postings | null {
  const at = lowerBoundNumber(list, value);
  if (list[at] !== value) return list;
  if (list.length === 1) return null;
  const shrunk = new Int32Array(list.length - 1);
  shrunk.set(list.subarray(0, at));
  shrunk.set(list.subarray(at + 1), at);
  return shrunk;
}

function insertSorted(values: number[], value: number) {
  // New products have the highest ids: appending is the common case.
  if (values.length === 0 || (values[values.length - 1] as number) < value) {
    values.push(value);
    return;
  }
  const at = lowerBoundNumber(values, value);
  if (values[at] !== value) values.splice(at, 0, value);
}

function removeSorted(values: number[], value: number) {
  const at = lowerBoundNumber(values, value);
  if (values[at] === value) values.splice(at, 1);
}

export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at++) grams.add(text.slice(at, at + 3));
  return grams;
}

/**
 * The `count` shortest postings of the term's trigrams, shortest first, or null when a trigram is
 * posted nowhere (no title contains the term). One pass, no set of grams and no sort of every list:
 * a full title has forty trigrams and this runs on every name search.
 */
function rarestPostings(term: string, grams: ReadonlyMap<string, Postings>, count: number): Postings[] | null {
  const rarest: Postings[] = [];
  for (let at = 0; at + 3 <= term.length; at++) {
    const list = grams.get(term.slice(at, at + 3));
    if (list === undefined) return null;
    if (rarest.includes(list)) continue;
    if (rarest.length === count) {
      if (list.length >= (rarest[count - 1] as Postings).length) continue;
      rarest.pop();
    }
    let place = rarest.length;
    while (place > 0 && (rarest[place - 1] as Postings).length > list.length) place--;
    rarest.splice(place, 0, list);
  }
  return rarest;
}

/**
 * The grams a title is posted under: every trigram, and every one- and two-character piece, so that
 * a term too short for trigrams still walks only the titles that contain it (ADR 051).
 */
function titleGramsOf(text: string): Set<string> {
  const grams = trigramsOf(text);
  for (let at = 0; at < text.length; at++) {
    grams.add(text.slice(at, at + 1));
    if (at + 2 <= text.length) grams.add(text.slice(at, at + 2));
  }
  return grams;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** An index of these products; built in one pass (sorted once), then kept up to date by `put` and `remove`. */
export function createCatalogueIndex(
  initial: Iterable<readonly [number, CatalogueProduct]> = [],
  options: { chunkSize?: number } = {},
): CatalogueIndex {
  const products = new Map<number, CatalogueProduct>();
  /**
   * Each product's lower-cased title, worked out once: the substring tier compares thousands of
   * them (the same strings the name entries hold). Other fields' keys are worked out again from
   * the frozen product when needed: a map of every product's keys was 10 MB (ADR 060).
   */
  const names = new Map<number, string>();
  const keysFor = (product: CatalogueProduct) =>
    Object.fromEntries(FIELDS.map((field) => [field, keysOf(product, field)])) as Record<SearchField, string[]>;
  /** Every product id, ascending: the order of the substring tier. */
  const ids: number[] = [];
  const initialEntries = new Map<SearchField, Entry[]>(FIELDS.map((field) => [field, []]));
  const initialGrams = new Map<string, number[]>();

  for (const [rowId, product] of [...initial].sort((a, b) => a[0] - b[0])) {
    if (products.has(rowId)) continue;
    const productKeys = keysFor(product);
    products.set(rowId, deepFreeze(product));
    names.set(rowId, productKeys.name[0] as string);
    ids.push(rowId);
    for (const field of FIELDS)
      for (const key of productKeys[field]) (initialEntries.get(field) as Entry[]).push({ key, id: rowId });
    for (const gram of titleGramsOf(productKeys.name[0] as string)) {
      const postings = initialGrams.get(gram);
      if (postings) postings.push(rowId);
      else initialGrams.set(gram, [rowId]);
    }
  }
  const sorted = new Map<SearchField, SortedEntries>(
    FIELDS.map((field) => [
      field,
      createSortedEntries((initialEntries.get(field) as Entry[]).sort(compareEntries), options.chunkSize),
    ]),
  );
  initialEntries.clear();
  const titleGrams = new Map<string, Postings>();
  for (const [gram, postings] of initialGrams) titleGrams.set(gram, Int32Array.from(postings));
  initialGrams.clear();
  const entriesOf = (field: SearchField) => sorted.get(field) as SortedEntries;

  function unindex(rowId: number) {
    const product = products.get(rowId);
    if (!product) return;
    const productKeys = keysFor(product);
    for (const field of FIELDS) for (const key of productKeys[field]) entriesOf(field).remove({ key, id: rowId });
    for (const gram of titleGramsOf(productKeys.name[0] as string)) {
      const postings = titleGrams.get(gram);
      if (!postings) continue;
      const rest = withoutPosting(postings, rowId);
      if (rest) titleGrams.set(gram, rest);
      else titleGrams.delete(gram);
    }
    names.delete(rowId);
  }

  function index(rowId: number, product: CatalogueProduct) {
    const productKeys = keysFor(product);
    names.set(rowId, productKeys.name[0] as string);
    for (const field of FIELDS) for (const key of productKeys[field]) entriesOf(field).insert({ key, id: rowId });
    for (const gram of titleGramsOf(productKeys.name[0] as string))
      titleGrams.set(gram, withPosting(titleGrams.get(gram), rowId));
  }

  /**
   * Exact (0) and prefix (1) tiers: each product at its best rank, then by id. The work is bounded
   * by the page asked for, however many keys share the prefix (ADR 051).
   */
  function exactOrPrefix(term: string, field: SearchField, limit: number): number[] {
    const entries = entriesOf(field);
    const exact = entries.exactIds(term, limit);
    if (exact.length >= limit) return exact;
    return [...exact, ...entries.smallestWithPrefix(term, limit - exact.length, new Set(exact))];
  }

  /** Products whose key contains the term, by id, skipping those already found. */
  function substring(term: string, field: SearchField, limit: number, found: Set<number>): number[] {
    const hits: number[] = [];
    const contains = (id: number) =>
      field === 'name'
        ? (names.get(id) as string).includes(term)
        : keysOf(products.get(id) as CatalogueProduct, field).some((key) => key.includes(term));
    let candidates: ArrayLike<number> & Iterable<number> = ids;
    /** Other short postings every match is also in; one forward-only position in each. */
    let others: Postings[] = [];
    if (field === 'name' && term.length > 0 && term.length < 3) {
      // Every title containing a one- or two-character term is posted under it.
      candidates = titleGrams.get(term) ?? [];
    } else if (field === 'name' && term.length >= 3) {
      // Every title containing the term has all its trigrams: walk the rarest one's postings,
      // skipping ids missing from the next rarest. Much longer lists would cost more than they save.
      const rarest = rarestPostings(term, titleGrams, 5);
      if (rarest === null) return [];
      candidates = rarest[0] ?? ids;
      others = rarest.slice(1).filter((list) => list.length <= candidates.length * 8);
    }
    const positions = others.map(() => 0);
    walk: for (let c = 0; c < candidates.length && hits.length < limit; c++) {
      const id = candidates[c] as number;
      for (let k = 0; k < others.length; k++) {
        const list = others[k] as Postings;
        let at = positions[k] as number;
        while (at < list.length && (list[at] as number) < id) at++;
        positions[k] = at;
        if (list[at] !== id) continue walk;
      }
      if (!found.has(id) && contains(id)) hits.push(id);
    }
    return hits;
  }

  return {
    get size() {
      return products.size;
    },
    put(rowId, product) {
      if (products.has(rowId)) unindex(rowId);
      else insertSorted(ids, rowId);
      products.set(rowId, deepFreeze(product));
      index(rowId, product);
    },
    remove(rowId) {
      if (!products.has(rowId)) return;
      unindex(rowId);
      products.delete(rowId);
      removeSorted(ids, rowId);
    },
    get: (rowId) => products.get(rowId),
    find(term, field, limit, match) {
      const wanted = term.toLowerCase();
      const ranked = exactOrPrefix(wanted, field, limit);
      if (ranked.length >= limit || match === 'prefix') return ranked;
      return [...ranked, ...substring(wanted, field, limit - ranked.length, new Set(ranked))];
    },
  };
}
