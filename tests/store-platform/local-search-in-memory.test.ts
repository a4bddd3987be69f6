import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { seedStartupData } from '../../src/server/db/seed/seed-demo';
import { createLocalStorePlatform } from '../../src/server/platform/store-platform/local/local-store-platform';
import type {
  CatalogueProduct,
  SearchField,
  SearchMatch,
  StorePlatform,
} from '../../src/server/platform/store-platform/port';
import { productInput, variant } from './store-platform-harness';
import { openSharedServerDatabases, openTestDatabase } from '../support/test-database';

const FIELDS: SearchField[] = ['sku', 'barcode', 'handle', 'name'];
const MATCHES: SearchMatch[] = ['prefix', 'substring'];
/** The most a search returns: large enough that no tier of the demo catalogue is cut short in SQL. */
const LIMIT = 250;

/** Terms a person would type: whole codes and titles, their beginnings, words and fragments from inside. */
function termsOf(products: CatalogueProduct[]): string[] {
  const terms = new Set<string>(['zz-nothing-matches', 'a', 'Ch', '750', 'wine', 'WINE', '-', '%', '_']);
  products.forEach((product, at) => {
    if (at % 15 !== 0) return;
    const title = product.title;
    terms.add(title).add(title.toUpperCase()).add(title.slice(0, 4)).add(title.slice(3, 9));
    for (const word of title.split(' ')) terms.add(word);
    terms.add(product.handle).add(product.handle.slice(0, 6));
    for (const variant of product.variants) {
      if (variant.sku) terms.add(variant.sku).add(variant.sku.slice(0, 3)).add(variant.sku.slice(2).toLowerCase());
      if (variant.barcode) terms.add(variant.barcode).add(variant.barcode.slice(0, 5)).add(variant.barcode.slice(4, 9));
    }
  });
  return [...terms].filter((term) => term.trim() !== '');
}

describe('local catalogue searched in memory', () => {
  let database: Database;
  let inMemory: StorePlatform;
  let inDatabase: StorePlatform;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedStartupData(database.db, [], { includeDemo: true });
    await database.analyze();
    inMemory = createLocalStorePlatform(database);
    inDatabase = createLocalStorePlatform(database, { searchInMemory: false });
    await inMemory.warmUp?.();
  }, 120_000);

  afterAll(async () => {
    inMemory.close?.();
    await database.close();
  });

  it('answers every search exactly as the database does, products and order alike', async () => {
    const everything = await inDatabase.searchProducts('', 'name', LIMIT);
    expect(everything).toEqual([]);
    const all = [
      ...(await inDatabase.searchProducts('a', 'name', LIMIT)),
      ...(await inDatabase.searchProducts('e', 'name', LIMIT)),
    ];
    expect(all.length).toBeGreaterThan(100);
    let compared = 0;
    for (const term of termsOf(all)) {
      for (const field of FIELDS) {
        for (const match of MATCHES) {
          const expected = await inDatabase.searchProducts(term, field, LIMIT, match);
          const actual = await inMemory.searchProducts(term, field, LIMIT, match);
          expect({ term, field, match, ids: actual.map((p) => p.id) }).toEqual({
            term,
            field,
            match,
            ids: expected.map((p) => p.id),
          });
          expect(actual).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)('two processes sharing one PostgreSQL catalogue', () => {
  let shared: NonNullable<Awaited<ReturnType<typeof openSharedServerDatabases>>>;
  let first: StorePlatform;
  let second: StorePlatform;

  beforeAll(async () => {
    shared = (await openSharedServerDatabases())!;
    await seedStartupData(shared.first.db, [], { includeDemo: false });
    first = createLocalStorePlatform(shared.first);
    second = createLocalStorePlatform(shared.second);
    await Promise.all([first.warmUp?.(), second.warmUp?.()]);
  });

  afterAll(async () => {
    first.close?.();
    second.close?.();
    await shared.close();
  });

  it('finds in one process the products another just created or changed', async () => {
    const [location] = await first.listLocations();
    const sku = `SHARED-${Date.now()}`;
    const created = await first.createProduct(
      productInput({
        title: 'Shared Cellar Barbera',
        variants: [variant({ sku, price: 18, stock: { locationId: location!.id, quantity: 3 } })],
      }),
      `shared-${sku}`,
      null,
    );
    const seenBySecond = async () => (await second.searchProducts(sku, 'sku', 5, 'prefix'))[0];
    await vi.waitFor(async () => expect((await seenBySecond())?.id).toBe(created.id), { timeout: 3_000 });

    await first.updateVariants(
      created.id,
      [{ id: created.variants[0]!.id, stockDelta: -2, price: 16 }],
      location!.id,
      null,
    );
    await vi.waitFor(
      async () => {
        const variant = (await seenBySecond())?.variants[0];
        expect(variant?.price).toBe(16);
        expect(variant?.inventory).toEqual([{ locationId: location!.id, available: 1 }]);
      },
      { timeout: 3_000 },
    );

    await second.updateProduct(created.id, { title: 'Shared Cellar Nebbiolo' }, null);
    await vi.waitFor(
      async () =>
        expect((await first.searchProducts('shared cellar nebbiolo', 'name')).map((p) => p.id)).toEqual([created.id]),
      { timeout: 3_000 },
    );
  });
});
