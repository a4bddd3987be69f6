import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TAXONOMY_ROWS,
  WINE_CATEGORY,
  productInput,
  variantInput,
} from '../../../../../tests/support/catalogue-fixtures';
import { expectPlatformError } from '../../../../../tests/store-platform/store-platform-harness';
import { openTestDatabase } from '../../../../../tests/support/test-database';
import type { Database } from '#server/db/client';
import { auditLog, productCreationKeys, products, variants } from '#server/db/schema/index';
import { PlatformError, type Location, type StorePlatform } from '../port';
import { seedLocations } from './local-catalogue-seed';
import { createLocalStorePlatform } from './local-store-platform';

const ACTOR = { id: 7, username: 'editor' };

let database: Database;
let platform: StorePlatform;
let kirkwood: Location;
let clayton: Location;
let sequence = 0;
const uniqueKey = () => `key-${++sequence}`;

const auditRows = (action: string, subject?: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(subject ? eq(auditLog.subject, subject) : eq(auditLog.action, action))
    .orderBy(asc(auditLog.at))
    .then((rows) => rows.filter((row) => row.action === action));

beforeAll(async () => {
  database = await openTestDatabase();
  platform = createLocalStorePlatform(database, { taxonomyRows: TAXONOMY_ROWS });
  [kirkwood, clayton] = (await seedLocations(database.db, [
    { name: 'Kirkwood', code: 'KW' },
    { name: 'Clayton', code: 'FR' },
  ])) as [Location, Location];
});

afterAll(async () => {
  await database.close();
});

describe('createProduct', () => {
  it('stores the product with variants, metafields, stock, images and tags, in Shopify id form', async () => {
    const product = await platform.createProduct(
      productInput({
        title: 'Château Test Rosé',
        tags: ['Rosé', 'france wine', 'France Wine', '  '],
        categoryId: WINE_CATEGORY,
        metafields: { producer_description: 'Family estate' },
        images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.png'],
        variants: [
          variantInput({
            sku: 'ROSE-750',
            barcode: '012345678905',
            price: 24.999,
            cost: 12.4,
            metafields: { vintage: '2022', pack_size: '6', country_of_origin: 'France', par_value: '' },
            stock: { locationId: kirkwood.id, quantity: 12 },
          }),
          variantInput({ option1: '1.5L', sku: 'ROSE-1500', price: 49, cost: null }),
        ],
      }),
      uniqueKey(),
      ACTOR,
    );

    expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(product.handle).toBe('chateau-test-rose');
    expect(product.tags).toEqual(['france wine', 'Rosé']);
    expect(product.categoryId).toBe(WINE_CATEGORY);
    expect(product.metafields).toEqual({ producer_description: 'Family estate' });
    expect(product.images.map((image) => image.src)).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/b.png',
    ]);
    expect(product.images[0]?.id).toMatch(/^gid:\/\/shopify\/MediaImage\/\d+$/);
    const [first, second] = product.variants;
    expect(first).toMatchObject({
      sku: 'ROSE-750',
      barcode: '012345678905',
      option1: '750ml',
      title: '750ml',
      price: 25,
      cost: 12.4,
    });
    expect(first?.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/(\d+)$/);
    expect(first?.inventoryItemId).toBe(first?.id.replace('ProductVariant', 'InventoryItem'));
    expect(first?.metafields).toEqual({ vintage: '2022', pack_size: '6', country_of_origin: 'France' });
    expect(first?.inventory).toEqual([{ locationId: kirkwood.id, available: 12 }]);
    expect(second).toMatchObject({ sku: 'ROSE-1500', option1: '1.5L', price: 49, cost: null, inventory: [] });
    expect(await platform.getProduct(product.id)).toEqual(product);

    const [audit] = await auditRows('catalogue.product_create', product.id);
    expect(audit).toMatchObject({ actorId: ACTOR.id, actorName: ACTOR.username, before: null });
    expect((audit?.after as { id: string }).id).toBe(product.id);
  });

  it('gives a second product with the same title the next free handle', async () => {
    const first = await platform.createProduct(productInput({ title: 'Same Name Merlot' }), uniqueKey(), ACTOR);
    const second = await platform.createProduct(productInput({ title: 'Same  Name  Merlot!' }), uniqueKey(), ACTOR);
    expect([first.handle, second.handle]).toEqual(['same-name-merlot', 'same-name-merlot-1']);
  });

  it('gives a product without variants one default variant', async () => {
    const product = await platform.createProduct(
      productInput({ title: 'Gift Card Holder', variants: [] }),
      uniqueKey(),
      ACTOR,
    );
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]).toMatchObject({ title: 'Default Title', option1: null, price: 0, sku: null });
  });

  it('returns the first product again for a repeated idempotency key, writing nothing more', async () => {
    const key = uniqueKey();
    const first = await platform.createProduct(
      productInput({ title: 'Idempotent Zinfandel', variants: [variantInput({ sku: 'IDEM-1' })] }),
      key,
      ACTOR,
    );
    const again = await platform.createProduct(productInput({ title: 'Something else entirely' }), key, ACTOR);
    expect(again).toEqual(first);
    const [stored] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.title, 'Something else entirely'));
    expect(stored?.n).toBe(0);
    expect(await auditRows('catalogue.product_create', first.id)).toHaveLength(1);
  });

  it('creates exactly one product when 20 calls race with the same key', async () => {
    const key = uniqueKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        platform.createProduct(
          productInput({ title: 'Race Condition Pinot', variants: [variantInput({ sku: 'RACE-1' })] }),
          key,
          ACTOR,
        ),
      ),
    );
    expect(new Set(results.map((product) => product.id)).size).toBe(1);
    const [stored] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.title, 'Race Condition Pinot'));
    expect(stored?.n).toBe(1);
  });

  it('refuses a SKU already in use (ignoring case), naming it, and writes nothing', async () => {
    await platform.createProduct(
      productInput({ title: 'Original Holder', variants: [variantInput({ sku: 'DUP-100' })] }),
      uniqueKey(),
      ACTOR,
    );
    const key = uniqueKey();
    await expectPlatformError(
      platform.createProduct(
        productInput({ title: 'Copycat', variants: [variantInput({ sku: 'dup-100' })] }),
        key,
        ACTOR,
      ),
      'conflict',
      /dup-100/,
    );
    const [stored] = await database.db.select({ n: count() }).from(products).where(eq(products.title, 'Copycat'));
    expect(stored?.n).toBe(0);
    // The key was not used up by the refused attempt: a corrected retry with it succeeds.
    const [claimed] = await database.db
      .select({ n: count() })
      .from(productCreationKeys)
      .where(eq(productCreationKeys.key, key));
    expect(claimed?.n).toBe(0);
    const fixed = await platform.createProduct(
      productInput({ title: 'Copycat', variants: [variantInput({ sku: 'DUP-101' })] }),
      key,
      ACTOR,
    );
    expect(fixed.variants[0]?.sku).toBe('DUP-101');
  });

  it('refuses the same SKU twice in one product, and lets one of two racing products have a SKU', async () => {
    await expectPlatformError(
      platform.createProduct(
        productInput({ variants: [variantInput({ sku: 'TWICE-1' }), variantInput({ sku: 'twice-1' })] }),
        uniqueKey(),
        ACTOR,
      ),
      'conflict',
      /TWICE-1|twice-1/,
    );
    const outcomes = await Promise.allSettled(
      [1, 2].map((n) =>
        platform.createProduct(
          productInput({ title: `Racer ${n}`, variants: [variantInput({ sku: 'SKU-RACE' })] }),
          uniqueKey(),
          ACTOR,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(PlatformError);
    expect((rejected.reason as PlatformError).kind).toBe('conflict');
    expect((rejected.reason as PlatformError).message).toContain('SKU-RACE');
  });

  it('refuses unknown stock locations and categories, and blank titles', async () => {
    await expectPlatformError(
      platform.createProduct(
        productInput({
          variants: [variantInput({ stock: { locationId: 'gid://shopify/Location/999', quantity: 1 } })],
        }),
        uniqueKey(),
        ACTOR,
      ),
      'not_found',
      /Location/,
    );
    await expectPlatformError(
      platform.createProduct(productInput({ categoryId: 'gid://shopify/TaxonomyCategory/zz-9' }), uniqueKey(), ACTOR),
      'invalid',
    );
    await expectPlatformError(platform.createProduct(productInput({ title: '   ' }), uniqueKey(), ACTOR), 'invalid');
  });
});

describe('reading', () => {
  it('answers null for unknown or malformed product ids and lists locations in store order', async () => {
    expect(await platform.getProduct('gid://shopify/Product/987654')).toBeNull();
    expect(await platform.getProduct('gid://shopify/Collection/1')).toBeNull();
    expect(await platform.getProduct('42')).toBeNull();
    expect(await platform.listLocations()).toEqual([kirkwood, clayton]);
    expect(await platform.checkConnection()).toMatchObject({ connected: true, adapter: 'local' });
  });

  it('reads variant rows by their own keys, not by product order', async () => {
    const product = await platform.createProduct(
      productInput({
        title: 'Order Check',
        variants: [variantInput({ option1: 'A' }), variantInput({ option1: 'B' })],
      }),
      uniqueKey(),
      ACTOR,
    );
    const rows = await database.db
      .select({ id: variants.id, position: variants.position })
      .from(variants)
      .where(eq(variants.productId, Number(product.id.split('/').pop())))
      .orderBy(asc(variants.position));
    expect(product.variants.map((variant) => variant.id)).toEqual(
      rows.map((row) => `gid://shopify/ProductVariant/${row.id}`),
    );
  });
});
