import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TAXONOMY_ROWS,
  WINE_CATEGORY,
  productInput,
  variantInput,
} from '../../../../../tests/support/catalogue-fixtures';
import { platformErrorOf } from '../../../../../tests/store-platform/store-platform-harness';
import { openTestDatabase } from '../../../../../tests/support/test-database';
import type { Database } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';
import type { CatalogueProduct, Location, StorePlatform } from '../port';
import { seedCollection, seedCustomers, seedLocations } from './local-catalogue-seed';
import { createLocalStorePlatform } from './local-store-platform';

const ACTOR = { id: 3, username: 'manager' };
let database: Database;
let platform: StorePlatform;
let kirkwood: Location;
let clayton: Location;
let sequence = 0;

const create = (overrides: Parameters<typeof productInput>[0] = {}) =>
  platform.createProduct(productInput(overrides), `edit-key-${++sequence}`, ACTOR);

const auditFor = async (subject: string, action: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(asc(auditLog.at))).filter(
    (row) => row.action === action,
  );

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

describe('updateProduct', () => {
  it('changes only the given fields and audits before and after', async () => {
    const product = await create({ title: 'Before Title' });
    const updated = await platform.updateProduct(product.id, { title: 'After Title', status: 'DRAFT' }, ACTOR);
    expect(updated).toMatchObject({
      title: 'After Title',
      status: 'DRAFT',
      vendor: product.vendor,
      handle: product.handle,
    });
    const [audit] = await auditFor(product.id, 'catalogue.product_update');
    expect(audit).toMatchObject({
      actorName: 'manager',
      before: { title: 'Before Title', status: 'ACTIVE' },
      after: { title: 'After Title', status: 'DRAFT' },
    });
  });

  it('refuses unknown products, blank titles and unknown categories', async () => {
    expect(
      (await platformErrorOf(platform.updateProduct('gid://shopify/Product/999999', { title: 'x' }, ACTOR))).kind,
    ).toBe('not_found');
    const product = await create();
    expect((await platformErrorOf(platform.updateProduct(product.id, { title: ' ' }, ACTOR))).kind).toBe('invalid');
    expect(
      (
        await platformErrorOf(
          platform.updateProduct(product.id, { categoryId: 'gid://shopify/TaxonomyCategory/xx' }, ACTOR),
        )
      ).kind,
    ).toBe('not_found');
  });
});

describe('updateVariants', () => {
  let product: CatalogueProduct;

  beforeAll(async () => {
    product = await create({
      title: 'Variant Editing Syrah',
      variants: [
        variantInput({ sku: 'VE-1', metafields: { vintage: '2019' }, stock: { locationId: kirkwood.id, quantity: 5 } }),
        variantInput({ option1: '1.5L', sku: 'VE-2' }),
      ],
    });
  });

  it('edits prices, codes and metafields and adds stock deltas at the location, never below 0', async () => {
    const [first, second] = product.variants as [
      CatalogueProduct['variants'][number],
      CatalogueProduct['variants'][number],
    ];
    const updated = await platform.updateVariants(
      product.id,
      [
        {
          id: first.id,
          price: 21.5,
          cost: 12,
          sku: 'VE-1A',
          barcode: '999',
          metafields: { vintage: null, par_value: '4' },
          stockDelta: -8,
        },
        { id: second.id, stockDelta: 3, option1: 'Magnum' },
      ],
      kirkwood.id,
      ACTOR,
    );
    const [a, b] = updated.variants;
    expect(a).toMatchObject({ price: 21.5, cost: 12, sku: 'VE-1A', barcode: '999', metafields: { par_value: '4' } });
    expect(a?.metafields).not.toHaveProperty('vintage');
    expect(a?.inventory).toEqual([{ locationId: kirkwood.id, available: 0 }]);
    expect(b).toMatchObject({
      option1: 'Magnum',
      title: 'Magnum',
      inventory: [{ locationId: kirkwood.id, available: 3 }],
    });

    const again = await platform.updateVariants(product.id, [{ id: first.id, stockDelta: 2 }], clayton.id, ACTOR);
    expect(again.variants[0]?.inventory).toEqual([
      { locationId: kirkwood.id, available: 0 },
      { locationId: clayton.id, available: 2 },
    ]);

    const [audit] = await auditFor(product.id, 'catalogue.variants_update');
    const before = audit?.before as { variants: { sku: string; inventory: unknown[] }[] };
    const after = audit?.after as { variants: { sku: string }[] };
    expect(before.variants.map((variant) => variant.sku)).toEqual(['VE-1', 'VE-2']);
    expect(before.variants[0]?.inventory).toEqual([{ locationId: kirkwood.id, available: 5 }]);
    expect(after.variants.map((variant) => variant.sku)).toEqual(['VE-1A', 'VE-2']);
  });

  it('needs a known location for a stock change, and a variant of this product', async () => {
    const variantId = product.variants[0]?.id as string;
    expect(
      (await platformErrorOf(platform.updateVariants(product.id, [{ id: variantId, stockDelta: 1 }], null, ACTOR)))
        .kind,
    ).toBe('invalid');
    expect(
      (
        await platformErrorOf(
          platform.updateVariants(product.id, [{ id: variantId, stockDelta: 1 }], 'gid://shopify/Location/777', ACTOR),
        )
      ).kind,
    ).toBe('not_found');
    const other = await create({ title: 'Other Product' });
    expect(
      (
        await platformErrorOf(
          platform.updateVariants(product.id, [{ id: other.variants[0]?.id as string, price: 1 }], null, ACTOR),
        )
      ).kind,
    ).toBe('not_found');
  });

  it('refuses a SKU another variant holds and changes nothing', async () => {
    await create({ title: 'SKU Holder', variants: [variantInput({ sku: 'HELD-1' })] });
    const variantId = product.variants[1]?.id as string;
    const error = await platformErrorOf(
      platform.updateVariants(product.id, [{ id: variantId, price: 99, sku: 'held-1' }], null, ACTOR),
    );
    expect(error.kind).toBe('conflict');
    expect(error.message).toContain('held-1');
    const stored = await platform.getProduct(product.id);
    expect(stored?.variants[1]).toMatchObject({ sku: 'VE-2', price: 19.99 });
  });

  it('keeps a variant its own SKU when re-sending it', async () => {
    const variantId = product.variants[1]?.id as string;
    const updated = await platform.updateVariants(product.id, [{ id: variantId, sku: 'VE-2', price: 18 }], null, ACTOR);
    expect(updated.variants[1]).toMatchObject({ sku: 'VE-2', price: 18 });
  });
});

describe('createVariants, images and tags', () => {
  it('appends variants with opening stock', async () => {
    const product = await create({ title: 'Growing Product', variants: [variantInput({ sku: 'GROW-1' })] });
    const updated = await platform.createVariants(
      product.id,
      [variantInput({ option1: '375ml', sku: 'GROW-2', stock: { locationId: clayton.id, quantity: 4 } })],
      ACTOR,
    );
    expect(updated.variants.map((variant) => variant.sku)).toEqual(['GROW-1', 'GROW-2']);
    expect(updated.variants[1]?.inventory).toEqual([{ locationId: clayton.id, available: 4 }]);
    expect(
      (await platformErrorOf(platform.createVariants(product.id, [variantInput({ sku: 'grow-1' })], ACTOR))).kind,
    ).toBe('conflict');
    expect(await auditFor(product.id, 'catalogue.variants_create')).toHaveLength(1);
  });

  it('replaces images in the given order', async () => {
    const product = await create({ title: 'Picture Product', images: ['https://x.example/old.jpg'] });
    const updated = await platform.replaceImages(
      product.id,
      ['https://x.example/2.png', 'https://x.example/1.jpg'],
      ACTOR,
    );
    expect(updated.images.map((image) => image.src)).toEqual(['https://x.example/2.png', 'https://x.example/1.jpg']);
    expect((await platform.replaceImages(product.id, [], ACTOR)).images).toEqual([]);
    const audits = await auditFor(product.id, 'catalogue.images_replace');
    expect(audits).toHaveLength(2);
    expect((audits[0]?.before as { images: { src: string }[] }).images.map((image) => image.src)).toEqual([
      'https://x.example/old.jpg',
    ]);
  });

  it('adds tags without duplicates and removes them ignoring case', async () => {
    const product = await create({ title: 'Tagged Product', tags: ['Red', 'USA Wine'] });
    await platform.addTags(product.id, ['DIMARGIN', 'red', 'Aged'], ACTOR);
    expect((await platform.getProduct(product.id))?.tags).toEqual(['Aged', 'DIMARGIN', 'Red', 'USA Wine']);
    await platform.removeTags(product.id, ['dimargin', 'Missing'], ACTOR);
    expect((await platform.getProduct(product.id))?.tags).toEqual(['Aged', 'Red', 'USA Wine']);
    const [removal] = await auditFor(product.id, 'catalogue.tags_remove');
    expect(removal).toMatchObject({
      before: { tags: ['Aged', 'DIMARGIN', 'Red', 'USA Wine'] },
      after: { tags: ['Aged', 'Red', 'USA Wine'] },
    });
    expect((await platformErrorOf(platform.addTags('gid://shopify/Product/424242', ['x'], ACTOR))).kind).toBe(
      'not_found',
    );
  });
});

describe('collections, customers and categories', () => {
  it('lists manual collections and their products in order', async () => {
    const a = await create({
      title: 'Collected A',
      tags: ['A'],
      variants: [variantInput({ sku: 'COL-A', price: 10, cost: 6 })],
    });
    const b = await create({ title: 'Collected B', variants: [variantInput({ sku: 'COL-B', cost: null })] });
    const wine = await seedCollection(database.db, { title: 'Wine ALL', handle: 'wine-all', productIds: [b.id, a.id] });
    await seedCollection(database.db, { title: 'Accessories ALL', handle: 'accessories-all', productIds: [] });
    expect(wine.id).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
    expect((await platform.listCollections()).map((collection) => collection.title)).toEqual([
      'Accessories ALL',
      'Wine ALL',
    ]);
    const members = await platform.listCollectionProducts(wine.id);
    expect(members.map((member) => member.title)).toEqual(['Collected B', 'Collected A']);
    expect(members[1]).toEqual({
      id: a.id,
      title: 'Collected A',
      tags: ['A'],
      variants: [{ id: a.variants[0]?.id, sku: 'COL-A', price: 10, cost: 6 }],
    });
    expect((await platformErrorOf(platform.listCollectionProducts('gid://shopify/Collection/9999'))).kind).toBe(
      'not_found',
    );
  });

  it('counts customers created since a moment', async () => {
    const now = Date.now();
    await seedCustomers(database.db, [
      new Date(now - 3 * 86_400_000),
      new Date(now - 3_600_000),
      new Date(now - 60_000),
    ]);
    expect(await platform.countCustomersSince(new Date(now - 86_400_000))).toBe(2);
    expect(await platform.countCustomersSince(new Date(now - 7 * 86_400_000))).toBe(3);
    expect(await platform.countCustomersSince(new Date(now + 1000))).toBe(0);
  });

  it('derives levels and full names of taxonomy categories', async () => {
    const categories = await platform.listTaxonomyCategories();
    expect(categories).toHaveLength(TAXONOMY_ROWS.length);
    expect(categories.find((category) => category.id === WINE_CATEGORY)).toEqual({
      id: WINE_CATEGORY,
      name: 'Wine',
      full_name: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
      parent_id: 'gid://shopify/TaxonomyCategory/fb-1-1',
      level: 3,
    });
  });

  it('sets a category on a product and reads it back, refusing unknown ones', async () => {
    const product = await create({ title: 'Category Target' });
    expect(await platform.testCategory(WINE_CATEGORY, product.id, ACTOR)).toEqual({
      id: WINE_CATEGORY,
      name: 'Wine',
      fullName: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
    });
    expect((await platform.getProduct(product.id))?.categoryId).toBe(WINE_CATEGORY);
    expect(await auditFor(product.id, 'catalogue.product_category_set')).toHaveLength(1);
    expect(
      (await platformErrorOf(platform.testCategory('gid://shopify/TaxonomyCategory/fb-9', product.id, ACTOR))).kind,
    ).toBe('not_found');
    expect(
      (await platformErrorOf(platform.testCategory(WINE_CATEGORY, 'gid://shopify/Product/31337', ACTOR))).kind,
    ).toBe('not_found');
  });
});
