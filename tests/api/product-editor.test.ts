import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelQueueItems, productLog } from '#server/db/schema/index';
import type { ProductEditResponse } from '#shared/product-editor/product-edit';
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

const post = (url: string, payload: object, headers = bearer(token)) =>
  testApp.app.inject({ method: 'POST', url, headers, payload });
const edit = (payload: object, headers = bearer(token)) => post('/api/products/edit', payload, headers);
const logOf = (productId: string) =>
  testApp.database.db
    .select()
    .from(productLog)
    .where(and(eq(productLog.productId, productId), eq(productLog.action, 'edit')))
    .orderBy(asc(productLog.id));

describe('POST /api/products/edit', () => {
  it('saves price, cost, SKU, vintage, par value and a stock delta through the platform, and logs each change', async () => {
    const product = await fixtures.createWine('Editable Pinot', 'ED-PINOT');
    const [variant] = product.variants;
    const kirkwood = fixtures.byName('Kirkwood').id;
    const response = await edit({
      productId: product.id,
      variantEdits: [
        {
          ...unchangedEdit(variant!),
          sku: 'ED-PINOT-2',
          price: 32.5,
          cost: 16,
          vintage: '2021',
          par_value: '4',
          inventory_quantity: -2,
        },
      ],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: kirkwood,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProductEditResponse>();
    expect(body.changes.map((change) => [change.field, change.oldValue, change.newValue])).toEqual([
      ['sku', 'ED-PINOT', 'ED-PINOT-2'],
      ['price', '30.00', '32.50'],
      ['cost', '15.00', '16.00'],
      ['vintage', '2020', '2021'],
      ['par_value', '2', '4'],
      ['inventory_quantity', '5', '3'],
    ]);
    expect(body.labelsQueued).toEqual([]);
    const after = await fixtures.platform.getProduct(product.id);
    expect(after?.variants[0]).toMatchObject({
      sku: 'ED-PINOT-2',
      price: 32.5,
      cost: 16,
      metafields: { vintage: '2021', par_value: '4' },
    });
    expect(after?.variants[0]?.inventory.find((level) => level.locationId === kirkwood)?.available).toBe(3);
    const log = await logOf(product.id);
    expect(log.map((row) => [row.field, row.oldValue, row.newValue, row.actorName])).toEqual(
      body.changes.map((change) => [change.field, change.oldValue, change.newValue, 'maria']),
    );
  });

  it('never takes stock below 0', async () => {
    const product = await fixtures.createWine('Scarce Syrah', 'ED-SYRAH');
    const clayton = fixtures.byName('Clayton').id;
    const response = await edit({
      productId: product.id,
      variantEdits: [{ ...unchangedEdit(product.variants[0]!), inventory_quantity: -50 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: clayton,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductEditResponse>().changes).toEqual([
      expect.objectContaining({ field: 'inventory_quantity', oldValue: '2', newValue: '0' }),
    ]);
  });

  it('refuses with 409 stale_edit when someone changed the product since it was read, and writes nothing', async () => {
    const product = await fixtures.createWine('Contested Merlot', 'ED-MERLOT');
    const read = unchangedEdit(product.variants[0]!);
    const first = await edit({
      productId: product.id,
      variantEdits: [{ ...read, price: 35 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: null,
    });
    expect(first.statusCode).toBe(200);
    const second = await edit({
      productId: product.id,
      variantEdits: [{ ...read, price: 28, cost: 14 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: null,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'stale_edit',
      message:
        'This product was changed by someone else since you loaded it. Search again to see the current values. (Changed: price)',
    });
    const after = await fixtures.platform.getProduct(product.id);
    expect(after?.variants[0]).toMatchObject({ price: 35, cost: 15 });
    expect((await logOf(product.id)).map((row) => row.field)).toEqual(['price']);
  });

  it('adds new variants (SKU from the barcode, vintage, opening stock) and logs them', async () => {
    const product = await fixtures.createWine('Growing Riesling', 'ED-RIES');
    const response = await edit({
      productId: product.id,
      variantEdits: [],
      newVariants: [
        { option1: '1.5L', price: 55, cost: 30, inventory_quantity: 3, barcode: '012345678905', vintage: '2019' },
      ],
      addToImageUpdateQueue: false,
      locationId: fixtures.byName('Creve Coeur').id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await fixtures.platform.getProduct(product.id);
    expect(after?.variants[1]).toMatchObject({
      option1: '1.5L',
      sku: '012345678905',
      barcode: '012345678905',
      price: 55,
      cost: 30,
      metafields: { vintage: '2019' },
    });
    expect(after?.variants[1]?.inventory).toEqual([{ locationId: fixtures.byName('Creve Coeur').id, available: 3 }]);
    expect(response.json<ProductEditResponse>().changes).toEqual([
      expect.objectContaining({ field: 'new_variant', newValue: '1.5L' }),
    ]);
  });

  it('queues the product for image review when asked (the images area provides the queue)', async () => {
    const product = await fixtures.createWine('Unpictured Gamay', 'ED-GAMAY');
    const response = await edit({
      productId: product.id,
      variantEdits: [{ ...unchangedEdit(product.variants[0]!), price: 40 }],
      newVariants: [],
      addToImageUpdateQueue: true,
      locationId: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductEditResponse>().imageQueueAdded).toBe(1);
    expect((await fixtures.platform.getProduct(product.id))?.variants[0]?.price).toBe(40);
  });

  it.each([
    [{ locationId: null, variantEdits: 'stock' }, 'locationId: Stock changes need a location'],
    [{ productId: 'gid://shopify/Product/abc' }, 'productId: productId must be a product id'],
    [{ addToImageUpdateQueue: 'yes' }, 'addToImageUpdateQueue: addToImageUpdateQueue must be true or false'],
    [{ extra: 1 }, 'Unrecognized key: "extra"'],
  ])('refuses %j with a message naming the field', async (change, message) => {
    const product = await fixtures.createWine(`Invalid ${message}`, `ED-INV-${message.length}`);
    const variantEdits = [{ ...unchangedEdit(product.variants[0]!), inventory_quantity: 1 }];
    const { variantEdits: _ignored, ...rest } = change as Record<string, unknown>;
    const response = await edit({
      productId: product.id,
      variantEdits,
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: fixtures.byName('Kirkwood').id,
      ...rest,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    const body = {
      productId: 'gid://shopify/Product/999999',
      variantEdits: [],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: null,
    };
    expect((await edit(body)).statusCode).toBe(404);
    expect((await edit(body, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
  });
});

describe('label session', () => {
  it('needs a session location ("Creating a label queue needs a session location")', async () => {
    const response = await post('/api/label-queue/create-session', { storeId: '', storeName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Creating a label queue needs a session location');
  });

  it('refuses a location that is not one of the stores', async () => {
    const response = await post('/api/label-queue/create-session', {
      storeId: fixtures.byName('Kirkwood').id,
      storeName: 'Clayton',
    });
    expect(response.statusCode).toBe(400);
  });

  it("while open, every saved price change adds its SKU to that store's queue; a printed queue is followed by a new one", async () => {
    const { token: other } = await testApp.signIn('associate', 'sam');
    const opened = await post(
      '/api/label-queue/create-session',
      { storeId: fixtures.byName('Town & Country').id, storeName: 'Town & Country' },
      bearer(other),
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const queueId = opened.json<{ session: { queueId: number } }>().session.queueId;
    const product = await fixtures.createWine('Session Chablis', 'ED-CHABLIS');
    const save = async (price: number, oldPrice: number) =>
      edit(
        {
          productId: product.id,
          variantEdits: [{ ...unchangedEdit(product.variants[0]!), price, oldPrice }],
          newVariants: [],
          addToImageUpdateQueue: false,
          locationId: null,
        },
        bearer(other),
      );
    const saved = await save(33, 30);
    expect(saved.json<ProductEditResponse>().labelsQueued).toEqual([
      { queueId, store: 'Town & Country', sku: 'ED-CHABLIS' },
    ]);
    expect(
      await testApp.database.db.select().from(labelQueueItems).where(eq(labelQueueItems.queueId, queueId)),
    ).toEqual([expect.objectContaining({ sku: 'ED-CHABLIS', price: 33, title: 'Session Chablis' })]);
    // Same SKU again: the label is refreshed, not doubled.
    await save(34, 33);
    const items = await testApp.database.db.select().from(labelQueueItems).where(eq(labelQueueItems.queueId, queueId));
    expect(items.map((item) => [item.sku, item.price])).toEqual([['ED-CHABLIS', 34]]);
    expect((await post(`/api/label-queue/${queueId}/print`, {}, bearer(other))).statusCode).toBe(200);
    const next = (await save(35, 34)).json<ProductEditResponse>().labelsQueued[0];
    expect(next?.queueId).not.toBe(queueId);
    expect(next?.store).toBe('Town & Country');
    // Another user's saves do not reach this session.
    const mine = await edit({
      productId: product.id,
      variantEdits: [{ ...unchangedEdit(product.variants[0]!), price: 36, oldPrice: 35 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: null,
    });
    expect(mine.json<ProductEditResponse>().labelsQueued).toEqual([]);
  });
});
