import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookkeepingClassifierRules, idempotentRequests, labelQueues, productLog } from '#server/db/schema/index';
import type { CostChangeFetchResponse, CostChangeSaveResponse } from '#shared/product-editor/cost-queue';
import type { ProductEditResponse } from '#shared/product-editor/product-edit';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { seedEditorCatalogue, unchangedEdit } from './product-editor.fixtures';

let testApp: TestApp;
let token: string;
let adminToken: string;
let fixtures: Awaited<ReturnType<typeof seedEditorCatalogue>>;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await testApp.signIn('associate', 'idem-maria'));
  ({ token: adminToken } = await testApp.signIn('admin', 'idem-admin'));
  fixtures = await seedEditorCatalogue(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: object, key?: string, auth = token) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(auth), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

async function stockEdit(sku: string) {
  const product = await fixtures.createWine(`Idempotent ${sku}`, sku);
  const kirkwood = fixtures.byName('Kirkwood').id;
  const body = {
    productId: product.id,
    variantEdits: [{ ...unchangedEdit(product.variants[0]!), price: 31, inventory_quantity: -2 }],
    newVariants: [],
    addToImageUpdateQueue: false,
    locationId: kirkwood,
  };
  const stockOf = async () =>
    (await fixtures.platform.getProduct(product.id))?.variants[0]?.inventory.find((l) => l.locationId === kirkwood)
      ?.available;
  const logRows = async () =>
    (await testApp.database.db.select({ n: count() }).from(productLog).where(eq(productLog.productId, product.id)))[0]
      ?.n;
  return { product, body, stockOf, logRows };
}

describe('Idempotency-Key on writes a retry could repeat', () => {
  it('applies a Product Editor save with a stock delta once when it is sent twice, and answers both alike', async () => {
    const { body, stockOf, logRows } = await stockEdit('IDEM-SEQ');
    const first = await post('/api/products/edit', body, 'save-1');
    expect(first.statusCode, first.body).toBe(200);
    const before = await logRows();
    const second = await post('/api/products/edit', body, 'save-1');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<ProductEditResponse>()).toEqual(first.json<ProductEditResponse>());
    expect(await stockOf()).toBe(3);
    expect(await logRows()).toBe(before);
  });

  it('applies a double click (two requests at once with one key) once, and neither says "changed by someone else"', async () => {
    const { body, stockOf } = await stockEdit('IDEM-DOUBLE');
    const [a, b] = await Promise.all([
      post('/api/products/edit', body, 'double-1'),
      post('/api/products/edit', body, 'double-1'),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(await stockOf()).toBe(3);
  });

  it('a new key is a new action; without a key every request acts', async () => {
    const { body, stockOf } = await stockEdit('IDEM-NEW');
    expect((await post('/api/products/edit', body, 'first-action')).statusCode).toBe(200);
    // The second action read the old values: the platform refuses it as stale, nothing applied.
    const stale = await post('/api/products/edit', body, 'second-action');
    expect(stale.statusCode).toBe(409);
    expect(await stockOf()).toBe(3);
  });

  it('refuses a key reused for a different body (422) and a malformed key (400), writing nothing', async () => {
    const { body, stockOf } = await stockEdit('IDEM-REUSE');
    expect((await post('/api/products/edit', body, 'reuse-1')).statusCode).toBe(200);
    const other = await post('/api/products/edit', { ...body, addToImageUpdateQueue: true }, 'reuse-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
      code: 'unprocessable',
    });
    const bad = await post('/api/products/edit', body, 'has space');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
    expect(await stockOf()).toBe(3);
  });

  it('does not keep a failure: the same key runs again once the cause is gone', async () => {
    const { product, body } = await stockEdit('IDEM-FAIL');
    const missing = await post('/api/products/edit', { ...body, productId: `${product.id}9` }, 'fail-1');
    expect(missing.statusCode).toBe(404);
    const rows = await testApp.database.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.idempotencyKey, 'fail-1'));
    expect(rows).toEqual([]);
    const again = await post('/api/products/edit', { ...body, productId: `${product.id}9` }, 'fail-1');
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys are per user: the same key from another person is their own action', async () => {
    const { body } = await stockEdit('IDEM-USER');
    const { token: other } = await testApp.signIn('associate', 'idem-jordan');
    expect((await post('/api/products/edit', body, 'shared-key')).statusCode).toBe(200);
    const theirs = await post('/api/products/edit', body, 'shared-key', other);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.statusCode).toBe(409);
  });

  it('processes the cost change queue once for a repeated Process', async () => {
    const wine = await fixtures.createWine('Idempotent Cost Merlot', 'IDEM-COST', 30, 15);
    const edit = await post('/api/products/edit', {
      productId: wine.id,
      variantEdits: [{ ...unchangedEdit(wine.variants[0]!), cost: 16 }],
      newVariants: [],
      addToImageUpdateQueue: false,
      locationId: null,
    });
    expect(edit.statusCode).toBe(200);
    const loaded = (
      await post('/api/cost-change-queue/fetch', { costChangeId: 'auto-72h' })
    ).json<CostChangeFetchResponse>();
    const item = loaded.items.find((candidate) => candidate.sku === 'IDEM-COST')!;
    const body = { costChangeId: loaded.costChangeId, items: [{ ...item, newPrice: 33 }] };
    const [a, b] = await Promise.all([
      post('/api/cost-change-queue/save', body, 'process-1'),
      post('/api/cost-change-queue/save', body, 'process-1'),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(b.json<CostChangeSaveResponse>()).toEqual(a.json<CostChangeSaveResponse>());
    const queued = a.json<CostChangeSaveResponse>().labelQueues.length;
    expect(queued).toBeGreaterThan(0);
  });

  it('adds to the label queue once for a repeated add', async () => {
    const queues = async () => (await testApp.database.db.select({ n: count() }).from(labelQueues))[0]?.n ?? 0;
    const before = await queues();
    const body = {
      variantSku: 'IDEM-SEQ',
      title: 'Idempotent IDEM-SEQ',
      stores: ['Kirkwood'],
      labelType: 'New Product',
    };
    const [a, b] = await Promise.all([
      post('/api/label-queue/add', body, 'label-1'),
      post('/api/label-queue/add', body, 'label-1'),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(await queues()).toBe(before + 1);
  });

  it('creates one classifier rule for a double-clicked Add rule', async () => {
    const rules = async () =>
      (await testApp.database.db.select({ n: count() }).from(bookkeepingClassifierRules))[0]?.n ?? 0;
    const before = await rules();
    const body = {
      type: 'Idem fee',
      matchKind: 'contains',
      pattern: 'idem',
      side: 'any',
      minAmount: null,
      maxAmount: null,
    };
    const [a, b] = await Promise.all([
      post('/api/bookkeeping/classifier-rules', body, 'rule-1', adminToken),
      post('/api/bookkeeping/classifier-rules', body, 'rule-1', adminToken),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([201, 201]);
    expect(await rules()).toBe(before + 1);
  });
});
