import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, variantInput } from '../../../../../tests/support/catalogue-fixtures';
import { openTestDatabase } from '../../../../../tests/support/test-database';
import type { Database } from '#server/db/client';
import type { StorePlatform } from '../port';
import { createLocalStorePlatform } from './local-store-platform';

let database: Database;
let platform: StorePlatform;
let sequence = 0;

const create = (title: string, sku: string | null, barcode: string | null = null) =>
  platform.createProduct(
    productInput({ title, variants: [variantInput({ sku, barcode })] }),
    `search-${++sequence}`,
    null,
  );

const titles = (products: { title: string }[]) => products.map((product) => product.title);

beforeAll(async () => {
  database = await openTestDatabase();
  platform = createLocalStorePlatform(database);
  // Created out of order so that ranking, not insertion order, decides.
  await create('Substring hit XABC-100', 'ZZ-ABC-100', '990000000001');
  await create('Prefix hit', 'ABC-1000', '123450000000');
  await create('Exact hit', 'abc-100', '12345');
  await create('Cabernet Reserve', 'CAB-1', null);
  await create('Reserve Cabernet', 'CAB-2', null);
  await create('cabernet', 'CAB-3', null);
  await create('Percent 100% Agave', 'PCT_1', null);
  for (let n = 0; n < 25; n++) await create(`Bulk Chardonnay ${n}`, `BULK-${String(n).padStart(2, '0')}`, null);
});

afterAll(async () => {
  await database.close();
});

describe('searchProducts', () => {
  it('ranks SKU matches exact, then prefix, then substring, ignoring case', async () => {
    expect(titles(await platform.searchProducts('ABC-100', 'sku'))).toEqual([
      'Exact hit',
      'Prefix hit',
      'Substring hit XABC-100',
    ]);
  });

  it('ranks barcode matches the same way and keeps SKU and barcode apart', async () => {
    expect(titles(await platform.searchProducts('12345', 'barcode'))).toEqual(['Exact hit', 'Prefix hit']);
    expect(await platform.searchProducts('12345', 'sku')).toEqual([]);
  });

  it('looks a code up as SKU and barcode at once: exact matches of either, then prefixes, no substrings', async () => {
    expect(titles(await platform.searchProducts('ABC-100', 'code'))).toEqual(['Exact hit', 'Prefix hit']);
    expect(titles(await platform.searchProducts('12345', 'code'))).toEqual(['Exact hit', 'Prefix hit']);
    expect(titles(await platform.searchProducts('9900', 'code'))).toEqual(['Substring hit XABC-100']);
  });

  it('finds names containing a term of one or two characters, in the order of the names', async () => {
    // No trigram to look up: the names are walked in order (exact and prefix matches first).
    expect(titles(await platform.searchProducts('x', 'name'))).toEqual([
      'Exact hit',
      'Prefix hit',
      'Substring hit XABC-100',
    ]);
    expect(titles(await platform.searchProducts('RV', 'name'))).toEqual(['Cabernet Reserve', 'Reserve Cabernet']);
    expect(titles(await platform.searchProducts('ch', 'name', 3))).toEqual([
      'Bulk Chardonnay 0',
      'Bulk Chardonnay 1',
      'Bulk Chardonnay 10',
    ]);
  });

  it('ranks names exact, then prefix, then substring', async () => {
    expect(titles(await platform.searchProducts('CABERNET', 'name'))).toEqual([
      'cabernet',
      'Cabernet Reserve',
      'Reserve Cabernet',
    ]);
  });

  it('matches handles', async () => {
    expect(titles(await platform.searchProducts('reserve-cabernet', 'handle'))).toEqual(['Reserve Cabernet']);
    expect(titles(await platform.searchProducts('cabernet', 'handle'))).toEqual([
      'cabernet',
      'Cabernet Reserve',
      'Reserve Cabernet',
    ]);
  });

  it('treats LIKE wildcards in the term as plain characters', async () => {
    expect(titles(await platform.searchProducts('100%', 'name'))).toEqual(['Percent 100% Agave']);
    expect(titles(await platform.searchProducts('%', 'name'))).toEqual(['Percent 100% Agave']);
    expect(titles(await platform.searchProducts('T_1', 'sku'))).toEqual(['Percent 100% Agave']);
  });

  it('returns at most 20 products by default, or the given limit', async () => {
    expect(await platform.searchProducts('bulk', 'name')).toHaveLength(20);
    expect(await platform.searchProducts('BULK-', 'sku', 5)).toHaveLength(5);
    expect(titles(await platform.searchProducts('BULK-', 'sku', 3))).toEqual([
      'Bulk Chardonnay 0',
      'Bulk Chardonnay 1',
      'Bulk Chardonnay 2',
    ]);
  });

  it('answers each search with its own values when searches share one statement text', async () => {
    // Two words, then one short word: each pair has one shape, so the second reuses the first's text.
    expect(titles(await platform.searchProducts('cabernet reserve', 'name'))).toEqual([
      'Cabernet Reserve',
      'Reserve Cabernet',
    ]);
    expect(titles(await platform.searchProducts('reserve cabernet', 'name'))).toEqual([
      'Reserve Cabernet',
      'Cabernet Reserve',
    ]);
    expect(titles(await platform.searchProducts('7 bulk', 'name'))).toEqual([
      'Bulk Chardonnay 17',
      'Bulk Chardonnay 7',
    ]);
    // A word typed twice is one word: the short term "rv".
    expect(titles(await platform.searchProducts('rv rv', 'name'))).toEqual(['Cabernet Reserve', 'Reserve Cabernet']);
    expect(titles(await platform.searchProducts('ag', 'name'))).toEqual(['Percent 100% Agave']);
    expect(titles(await platform.searchProducts('abc-1000', 'code'))).toEqual(['Prefix hit']);
    expect(titles(await platform.searchProducts('990000000001', 'code'))).toEqual(['Substring hit XABC-100']);
  });

  it('finds nothing for a blank term or an unknown one', async () => {
    expect(await platform.searchProducts('   ', 'name')).toEqual([]);
    expect(await platform.searchProducts('no-such-thing', 'sku')).toEqual([]);
  });
});
