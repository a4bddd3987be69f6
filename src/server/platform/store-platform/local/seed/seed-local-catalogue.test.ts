import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../../../tests/support/test-database';
import { createLocalStorePlatform } from '../local-store-platform';
import type { Database } from '#server/db/client';
import {
  auditLog,
  collections,
  customers,
  inventoryLevels,
  locations,
  products,
  typeSelections,
  typeSubcategories,
  variants,
} from '#server/db/schema/index';
import { seedShippedTypeTree } from '#server/features/type-tree/type-tree.seed';
import { SEED_DATA_DIR } from '#server/db/seed/seed-data-dir';
import { demoCustomerDates, seedLocalCatalogue } from './seed-local-catalogue';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;

const TYPE_TREE = {
  types: [
    {
      name: 'USA Wine',
      lists: {
        Size: ['750ml', '1.5L'],
        Subtype: ['Red'],
        Region: ['Napa Valley', 'napa valley'],
        Varietal: [],
        Attributes: [],
        ABV: [],
        Vintage: [2021],
        'Age Statement': [],
      },
    },
    { name: 'Scotch', lists: { Size: ['750ml'], 'Age Statement': ['12 Year'] } },
  ],
};

const DEMO = {
  products: [
    {
      title: 'Demo Napa Cabernet',
      vendor: 'Demo Cellars',
      productType: 'USA Wine',
      distributor: 'Demo Distributing',
      descriptionHtml: '<p>Ripe.</p>',
      status: 'ACTIVE',
      tags: ['USA Wine', 'Red'],
      option1Name: 'Size',
      categoryId: 'gid://shopify/TaxonomyCategory/fb-1-1-7',
      collections: ['Wine ALL', 'USA Wine'],
      images: ['https://cdn.example.com/napa.jpg'],
      variants: [
        {
          option1: '750ml',
          sku: 'DEMO-1',
          barcode: '100000000001',
          price: 45,
          cost: 27.5,
          metafields: { vintage: '2021', pack_size: '6', country_of_origin: 'United States', par_value: '3' },
          stock: { KW: 12, FR: 0, LL: 4 },
        },
        { option1: '750ml', sku: 'demo-1', barcode: null, price: '9.99', cost: null, metafields: {}, stock: {} },
      ],
    },
    {
      title: 'Demo Napa Cabernet',
      vendor: 'Demo Cellars',
      productType: 'USA Wine',
      distributor: null,
      descriptionHtml: '',
      status: 'ACTIVE',
      tags: [],
      option1Name: 'Size',
      categoryId: null,
      collections: ['Wine ALL'],
      images: [],
      variants: [
        {
          option1: '1.5L',
          sku: 'DEMO-2',
          barcode: '100000000002',
          price: 90,
          cost: 55,
          metafields: { vintage: '2020' },
          stock: { NB: 2 },
        },
      ],
    },
  ],
};

let database: Database;
let dataDir: string;
const countOf = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mc-seed-'));
  writeFileSync(path.join(dataDir, 'type-tree.json'), JSON.stringify(TYPE_TREE));
  writeFileSync(path.join(dataDir, 'demo-products.json'), JSON.stringify(DEMO));
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seedLocalCatalogue', () => {
  it('refuses a malformed data file before writing anything', async () => {
    const badDir = mkdtempSync(path.join(tmpdir(), 'mc-seed-bad-'));
    writeFileSync(
      path.join(badDir, 'demo-products.json'),
      JSON.stringify({ products: [{ title: 'No variants', variants: [] }] }),
    );
    await expect(seedLocalCatalogue(database.db, { dataDir: badDir, now: () => NOW })).rejects.toThrow();
    expect(await countOf(locations)).toBe(0);
    rmSync(badDir, { recursive: true, force: true });
  });

  it('loads stores, products, collections and customers (and the type tree seeds beside it)', async () => {
    const result = await seedLocalCatalogue(database.db, { dataDir, now: () => NOW });
    expect(await seedShippedTypeTree(database.db, dataDir)).toBe(7);
    expect(result).toEqual({
      locations: 6,
      products: 2,
      variants: 2,
      collections: 2,
      customers: 400,
      skippedVariants: 1,
    });
    expect(await countOf(products)).toBe(2);
    expect(await countOf(variants)).toBe(2);
    expect(await countOf(collections)).toBe(2);
    expect(await countOf(customers)).toBe(400);
    expect(await countOf(typeSelections)).toBe(7);
    // Every type has all eight lists, even the ones its file leaves out.
    expect(await countOf(typeSubcategories)).toBe(16);
    expect(await countOf(inventoryLevels)).toBe(4);

    const platform = createLocalStorePlatform(database);
    const [napa, napaMagnum] = await platform.searchProducts('DEMO-', 'sku');
    expect(napa).toMatchObject({
      handle: 'demo-napa-cabernet',
      tags: ['Red', 'USA Wine'],
      metafields: { distributor: 'Demo Distributing' },
    });
    expect(napaMagnum?.handle).toBe('demo-napa-cabernet-1');
    const stores = await platform.listLocations();
    const stockByStore = Object.fromEntries(
      napa?.variants[0]?.inventory.map((level) => [
        stores.find((store) => store.id === level.locationId)?.name,
        level.available,
      ]) ?? [],
    );
    expect(stockByStore).toEqual({ Kirkwood: 12, Clayton: 0, 'Town & Country': 4 });
    const wineAll = (await platform.listCollections()).find((collection) => collection.title === 'Wine ALL');
    expect((await platform.listCollectionProducts(wineAll?.id as string)).map((product) => product.id)).toEqual([
      napa?.id,
      napaMagnum?.id,
    ]);
    expect(await platform.countCustomersSince(new Date(NOW.getTime() - DAY))).toBe(6);
    expect(await platform.countCustomersSince(new Date(NOW.getTime() - 60 * DAY))).toBe(400);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.seed'))).toHaveLength(1);
  });

  it('writes nothing on a second run', async () => {
    const again = await seedLocalCatalogue(database.db, { dataDir, now: () => NOW });
    expect(await seedShippedTypeTree(database.db, dataDir)).toBe(0);
    expect(again).toEqual({
      locations: 0,
      products: 0,
      variants: 0,
      collections: 0,
      customers: 0,
      skippedVariants: 0,
    });
    expect(await countOf(products)).toBe(2);
    expect(await countOf(customers)).toBe(400);
    expect(await countOf(locations)).toBe(6);
  });
});

describe('demoCustomerDates', () => {
  it('spreads customers over 60 days with a handful in the last day, the same every time', () => {
    const dates = demoCustomerDates(400, NOW);
    const ages = dates.map((date) => NOW.getTime() - date.getTime());
    expect(ages.every((age) => age > 0 && age < 60 * DAY)).toBe(true);
    expect(ages.filter((age) => age < DAY)).toHaveLength(6);
    expect(ages.filter((age) => age > 30 * DAY).length).toBeGreaterThan(150);
    expect(demoCustomerDates(400, NOW)).toEqual(dates);
  });
});

describe('the shipped demo data', () => {
  const isPresent =
    existsSync(path.join(SEED_DATA_DIR, 'demo-products.json')) &&
    existsSync(path.join(SEED_DATA_DIR, 'type-tree.json'));

  // A second database and a few hundred products: generous time for a busy two-core machine.
  it.skipIf(!isPresent)(
    'loads into an empty database, every store stocked, and loads once',
    { timeout: 120_000 },
    async () => {
      const fresh = await openTestDatabase();
      try {
        const result = await seedLocalCatalogue(fresh.db, { now: () => NOW });
        expect(result.products).toBeGreaterThan(100);
        expect(await seedShippedTypeTree(fresh.db)).toBeGreaterThan(100);
        expect(result.skippedVariants).toBe(0);
        expect((await seedLocalCatalogue(fresh.db, { now: () => NOW })).products).toBe(0);
        const stocked = await fresh.db.selectDistinct({ locationId: inventoryLevels.locationId }).from(inventoryLevels);
        expect(stocked).toHaveLength(6);
      } finally {
        await fresh.close();
      }
    },
  );
});
