import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '#server/db/schema/index';
import { insertQueue } from '#server/features/labels/label-queue.repo';
import { parseGid } from '#server/platform/store-platform/local/global-ids';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import type { LabelQueue, LabelQueueDetails, LabelQueueZpl } from '#shared/labels/label-queue';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { seedEditorCatalogue, unchangedEdit } from './product-editor.fixtures';

let testApp: TestApp;
let token: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await testApp.signIn('associate', 'maria'));
  fixtures = await seedEditorCatalogue(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Queues a label as the wizard does: with the title it sends (producer and type when Title was empty). */
async function queueAsWizard(sku: string, title: string, store = 'Kirkwood') {
  const response = await post('/api/label-queue/add', {
    variantSku: sku,
    title,
    stores: [store],
    labelType: 'New Product',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LabelQueue[]>()[0]!;
}

/** Changes the price in the Product Editor, without a label session. */
async function changePrice(product: CatalogueProduct, price: number) {
  const response = await post('/api/products/edit', {
    productId: product.id,
    variantEdits: [{ ...unchangedEdit(product.variants[0]!), price }],
    newVariants: [],
    addToImageUpdateQueue: false,
    locationId: fixtures.byName('Kirkwood').id,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('labels show the catalogue as it is now', () => {
  it("titles a wizard product's label with the product's title, not producer and type", async () => {
    const product = await fixtures.createWine('Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml', 'LC-RIDGE');
    const queue = await queueAsWizard('LC-RIDGE', 'Ridge Vineyards USA Wine');
    const details = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(details.labels).toEqual([
      {
        sku: 'LC-RIDGE',
        title: product.title,
        price: 30,
        barcode: product.variants[0]!.barcode,
        missing: false,
      },
    ]);
  });

  it('previews, prints and exports the price changed in the editor after the label was queued', async () => {
    const product = await fixtures.createWine('Stale Price Merlot', 'LC-MERLOT', 30);
    const queue = await queueAsWizard('LC-MERLOT', 'Stale Price Merlot', 'Clayton');
    await changePrice(product, 27.49);

    const details = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(details.labels.map((label) => [label.title, label.price])).toEqual([['Stale Price Merlot', 27.49]]);

    const zpl = (await get(`/api/label-queue/${queue.id}/zpl`)).json<LabelQueueZpl>();
    expect(zpl.zpl).toContain('^FD$27.49^FS');
    expect(zpl.zpl).not.toContain('$30.00');

    const csv = csvRows((await post(`/api/label-queue/${queue.id}/download`)).body);
    expect(csv).toEqual([
      'SKU,Title,Price,Barcode,Store,Note',
      `LC-MERLOT,Stale Price Merlot,$27.49,${product.variants[0]!.barcode},Clayton,`,
    ]);
  });

  it('shows a renamed product and a changed SKU as they are now', async () => {
    const product = await fixtures.createWine('Old Name Riesling', 'LC-RIES');
    const queue = await queueAsWizard('LC-RIES', 'Old Name Riesling');
    await testApp.database.db
      .update(products)
      .set({ title: 'New Name Riesling' })
      .where(eq(products.id, parseGid('Product', product.id)!));
    const response = await post('/api/products/edit', {
      productId: product.id,
      variantEdits: [{ ...unchangedEdit(product.variants[0]!), sku: 'LC-RIES-2' }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: fixtures.byName('Kirkwood').id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(details.labels.map((label) => [label.sku, label.title])).toEqual([['LC-RIES-2', 'New Name Riesling']]);
  });

  it('says when a product no longer exists, and prints only the labels that do', async () => {
    const kept = await fixtures.createWine('Kept Cabernet', 'LC-KEPT', 21);
    const gone = await fixtures.createWine('Gone Grenache', 'LC-GONE', 19);
    const queue = await queueAsWizard('LC-GONE', 'Gone Grenache', 'Town & Country');
    const other = await queueAsWizard('LC-GONE', 'Gone Grenache', 'Creve Coeur');
    // A queue of two labels (as a cost change makes): one product stays, one is deleted.
    const mixed = await insertQueue(
      testApp.database.db,
      { storeName: 'Kirkwood', storeCode: 'KW', labelType: 'Cost Change', createdBy: 'maria' },
      [kept, gone].map((product) => ({
        sku: product.variants[0]!.sku!,
        variantId: product.variants[0]!.id,
        title: product.title,
        price: product.variants[0]!.price,
        barcode: product.variants[0]!.barcode,
      })),
    );
    await testApp.database.db.delete(products).where(eq(products.id, parseGid('Product', gone.id)!));

    const details = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(details.labels).toEqual([
      { sku: 'LC-GONE', title: 'Gone Grenache', price: null, barcode: null, missing: true },
    ]);
    const zpl = await get(`/api/label-queue/${queue.id}/zpl`);
    expect(zpl.statusCode).toBe(400);
    expect(zpl.json()).toMatchObject({
      message: 'None of the products in this queue exist any more: there is no label to print',
    });
    const csv = csvRows((await post(`/api/label-queue/${other.id}/download`)).body);
    expect(csv[1]).toBe('LC-GONE,Gone Grenache,,,Creve Coeur,Product no longer exists');
    const printed = (await get(`/api/label-queue/${mixed.id}/zpl`)).json<LabelQueueZpl>();
    expect(printed.labelCount).toBe(1);
    expect(printed.zpl).toContain('^FD$21.00^FS');
    expect(printed.zpl).not.toContain('Grenache');
    const both = (await get(`/api/label-queue/${mixed.id}/details`)).json<LabelQueueDetails>();
    expect(both.labels.map((label) => [label.sku, label.missing])).toEqual([
      ['LC-KEPT', false],
      ['LC-GONE', true],
    ]);
  });

  it('finds the product of a label queued before the catalogue knew its SKU', async () => {
    const queue = await queueAsWizard('LC-LATE', 'Late Listing Syrah', 'Kirkwood');
    const early = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(early.labels[0]?.missing).toBe(true);
    await fixtures.createWine('Late Listing Syrah 750ml', 'LC-LATE', 33);
    const late = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
    expect(late.labels).toEqual([
      { sku: 'LC-LATE', title: 'Late Listing Syrah 750ml', price: 33, barcode: expect.any(String), missing: false },
    ]);
  });

  it('looks up every label queued before the catalogue knew its SKU in one read, not one search per label', async () => {
    const queue = await insertQueue(
      testApp.database.db,
      { storeName: 'Kirkwood', storeCode: 'KW', labelType: 'New Product', createdBy: 'maria' },
      ['LC-BATCH-1', 'LC-BATCH-2', 'LC-BATCH-3', 'LC-BATCH-4'].map((sku) => ({
        sku,
        variantId: null,
        title: `Queued ${sku}`,
        price: 10,
        barcode: null,
      })),
    );
    const first = await fixtures.createWine('Batch Pinot Noir', 'LC-BATCH-1', 41);
    const third = await fixtures.createWine('Batch Chardonnay', 'lc-batch-3', 43);
    const platform = testApp.storePlatform;
    const searches = vi.spyOn(platform, 'searchProducts');
    const lists = vi.spyOn(platform, 'listVariants');
    const reads = vi.spyOn(platform, 'getVariantsByIds');
    try {
      const details = (await get(`/api/label-queue/${queue.id}/details`)).json<LabelQueueDetails>();
      expect(details.labels.map((label) => [label.sku, label.title, label.price, label.missing])).toEqual([
        ['LC-BATCH-1', 'Batch Pinot Noir', 41, false],
        ['LC-BATCH-2', 'Queued LC-BATCH-2', null, true],
        ['lc-batch-3', 'Batch Chardonnay', 43, false],
        ['LC-BATCH-4', 'Queued LC-BATCH-4', null, true],
      ]);
      expect(searches).not.toHaveBeenCalled();
      expect(lists).toHaveBeenCalledTimes(1);
      expect(lists.mock.calls[0]?.[0].skus).toEqual(['LC-BATCH-1', 'LC-BATCH-2', 'LC-BATCH-3', 'LC-BATCH-4']);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(reads.mock.calls[0]?.[0]).toEqual([first.variants[0]!.id, third.variants[0]!.id]);

      // The variants found are kept: the next read looks up only the two SKUs still unknown.
      lists.mockClear();
      await get(`/api/label-queue/${queue.id}/zpl`);
      expect(searches).not.toHaveBeenCalled();
      expect(lists).toHaveBeenCalledTimes(1);
      expect(lists.mock.calls[0]?.[0].skus).toEqual(['LC-BATCH-2', 'LC-BATCH-4']);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
