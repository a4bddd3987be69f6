import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productEntryRequests, productLog } from '#server/db/schema/index';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { Location, StorePlatform } from '#server/platform/store-platform/port';
import type { ProductCreatedResponse } from '#shared/product-entry/product-form-schema';
import { STORES } from '#shared/stores';
import { createTestApp, type TestApp } from '../support/test-app';
import { postProduct, productForm } from './product-entry.fixtures';

let testApp: TestApp;
let catalogue: StorePlatform;
let token: string;
let kirkwood: Location;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = createLocalStorePlatform(testApp.database);
  [, kirkwood] = (await seedLocations(testApp.database.db, STORES)) as [Location, Location];
  ({ token } = await testApp.signIn('associate'));
});

afterAll(async () => {
  await testApp.close();
});

async function createAndRead(body: ReturnType<typeof productForm>) {
  const response = await postProduct(testApp, token, body, `key-${body.sku}`);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<ProductCreatedResponse>();
  const product = await catalogue.getProduct(created.shopifyProductId);
  if (!product) throw new Error('the created product is not in the catalogue');
  return { created, product };
}

describe('POST /api/products', () => {
  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/products', payload: productForm() });
    expect(response.statusCode).toBe(401);
  });

  it('creates the pack, its single unit, metafields, tags, images, stock and status', async () => {
    const form = productForm({
      producer: 'Domaine Tempier',
      type: 'France Wine',
      distributor: 'Kysela Pere et Fils',
      price: 240,
      cost: 25,
      packCost: 150,
      packSize: 6,
      createVariant: true,
      option1Value: '6 x 750ml',
      quantity: 3,
      location: 'Kirkwood',
      locationId: kirkwood.id,
      parValue: 4,
      directImport: true,
      typeSpecificFields: {
        countryOfOrigin: 'France',
        region: 'Bandol',
        subtype: 'Rosé',
        varietal: 'Mourvèdre',
        vintage: '2022',
        size: '750ml',
        attributes: ['Organic'],
      },
      description: 'Pale & savoury <em>rosé</em>.',
      producerDescription: 'Family estate in Le Plan du Castellet.',
      criticReview: { reviewerName: 'Vinous', score: 93, reviewText: 'Saline and bright.' },
      images: ['https://cdn.example.com/tempier.jpg', 'https://cdn.example.com/tempier-back.PNG'],
    });
    const { created, product } = await createAndRead(form);

    expect(created.id).toEqual(expect.any(Number));
    expect(created.shopifyProductId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(product).toMatchObject({
      title: 'Domaine Tempier Mourvèdre 2022 Bandol 6 x 750ml',
      vendor: 'Domaine Tempier',
      productType: 'France Wine',
      status: 'ACTIVE',
      descriptionHtml: '<p>Pale &amp; savoury &lt;em&gt;rosé&lt;/em&gt;.</p>',
      metafields: {
        producer_description: 'Family estate in Le Plan du Castellet.',
        distributor: 'Kysela Pere et Fils',
      },
    });
    // margin on the pack: (240 − 150) / 240 = 37.5% → DIMARGIN
    expect([...product.tags].sort()).toEqual(
      [
        '750ml',
        'Bandol',
        'DIMARGIN',
        'Direct Import',
        'Domaine Tempier',
        'France Wine',
        'Mourvèdre',
        'Organic',
        'Rosé',
      ].sort(),
    );
    expect(product.images.map((image) => image.src)).toEqual(form.images);
    const [pack, single] = product.variants;
    expect(pack).toMatchObject({ sku: form.sku, barcode: form.barcode, option1: '6 x 750ml', price: 240, cost: 150 });
    expect(pack?.metafields).toEqual({
      vintage: '2022',
      pack_size: '6',
      country_of_origin: 'France',
      par_value: '4',
      reviewer_name: 'Vinous',
      reviewer_score: '93',
      reviewer_text: 'Saline and bright.',
    });
    expect(pack?.inventory).toEqual([{ locationId: kirkwood.id, available: 3 }]);
    expect(single).toMatchObject({ sku: `${form.sku}-1`, barcode: null, option1: '1 x 750ml', price: 40, cost: 25 });
    expect(single?.metafields).toMatchObject({ pack_size: '1', country_of_origin: 'France', reviewer_name: 'Vinous' });
    expect(single?.metafields.par_value).toBeUndefined();
  });

  it('writes the product log, the audit log and the finished claim', async () => {
    const form = productForm({ price: 30, cost: 18 });
    const { created, product } = await createAndRead(form);
    const [log] = await testApp.database.db.select().from(productLog).where(eq(productLog.id, created.id));
    expect(log).toMatchObject({ action: 'create', productId: product.id, title: product.title, skus: [form.sku] });
    expect(log?.actorName).toMatch(/^associate/);
    expect(log?.variants).toEqual([
      expect.objectContaining({ sku: form.sku, barcode: form.barcode, price: 30, cost: 18 }),
    ]);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product_entry.create'), eq(auditLog.subject, product.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ productLogId: created.id, title: product.title });
    const [claim] = await testApp.database.db
      .select()
      .from(productEntryRequests)
      .where(eq(productEntryRequests.productLogId, created.id));
    expect(claim).toMatchObject({
      status: 'succeeded',
      shopifyProductId: product.id,
      idempotencyKey: `key-${form.sku}`,
    });
  });

  it.each([
    ['USA Wine at exactly 35.0%', { type: 'USA Wine', price: 20, cost: 13 }, true],
    ['USA Wine at 34.9%', { type: 'USA Wine', price: 20, cost: 13.02 }, false],
    [
      'a spirit at 60%',
      { type: 'Scotch', price: 50, cost: 20, typeSpecificFields: { countryOfOrigin: 'Scotland' } },
      false,
    ],
    [
      'a pack judged by its unit cost would pass, by its pack cost fails',
      { type: 'Other Wine', price: 60, cost: 5, packCost: 45, packSize: 12, createVariant: true },
      false,
    ],
  ])('tags DIMARGIN only by the rule: %s', async (_label, change, hasTag) => {
    const { product } = await createAndRead(productForm(change));
    expect(product.tags.includes('DIMARGIN')).toBe(hasTag);
  });

  it('builds the title when empty, keeps drafts as drafts and puts no stock anywhere without a quantity', async () => {
    const { product } = await createAndRead(
      productForm({
        title: '',
        published: false,
        option1Value: '750ml',
        typeSpecificFields: {
          countryOfOrigin: 'United States',
          varietal: 'Zinfandel',
          vintage: '2021',
          region: 'Sonoma',
        },
      }),
    );
    expect(product.title).toBe('Ridge Zinfandel 2021 Sonoma 750ml');
    expect(product.status).toBe('DRAFT');
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]?.inventory.every((level) => level.available === 0)).toBe(true);
  });
});
