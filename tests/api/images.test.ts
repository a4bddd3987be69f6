import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageReviewQueue } from '#server/db/schema/index';
import type {
  ImageReviewAddResponse,
  ImageReviewSearchResponse,
  ImageReviewUpdateResponse,
  ImageUpdateResponse,
  PendingImageReviewsResponse,
} from '#shared/images/images';
import { IMAGE_MESSAGES } from '#shared/images/messages';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type AdapterName, type CatalogueApp } from './images.fixtures';

const IMG = (name: string) => `https://images.example.com/${name}.jpg`;

describe.each<AdapterName>(['local', 'shopify'])('images on the %s store platform', (adapter) => {
  let app: CatalogueApp;
  let token: string;

  beforeAll(async () => {
    app = await createCatalogueApp(adapter);
    token = (await app.t.signIn('associate', 'maria')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, headers = bearer(token)) =>
    app.t.app.inject({ method: 'POST', url, headers, payload });
  const pending = async () =>
    (
      await app.t.app.inject({ method: 'GET', url: '/api/image-review/pending', headers: bearer(token) })
    ).json<PendingImageReviewsResponse>().records;

  it('replaces every image of the product with the given URLs, in order', async () => {
    const product = await app.createProduct(
      'Imaged Merlot',
      [{ sku: `IMG-M-${adapter}` }],
      [IMG('old-a'), IMG('old-b')],
    );
    const urls = [IMG('new-3'), IMG('new-1'), IMG('new-2')];
    const response = await post('/api/images/update', { productId: product.id, imageUrls: urls });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImageUpdateResponse>().success).toBe(true);
    const after = await app.platform.getProduct(product.id);
    expect(after?.images).toHaveLength(3);
    if (adapter === 'local') expect(after?.images.map((image) => image.src)).toEqual(urls);
    else {
      const sources = after!.images.map((image) => app.fake!.state.media.get(image.id)?.originalSource);
      expect(sources).toEqual(urls);
    }
  });

  it('refuses no URL, a fourth URL, a wrong extension, and no product, writing nothing', async () => {
    const product = await app.createProduct('Untouched Rosé', [{ sku: `IMG-R-${adapter}` }], [IMG('keep')]);
    const cases: [object, string][] = [
      [{ productId: product.id, imageUrls: [] }, IMAGE_MESSAGES.noValidImages],
      [{ productId: product.id, imageUrls: [IMG('a'), IMG('b'), IMG('c'), IMG('d')] }, IMAGE_MESSAGES.tooManyImages],
      [{ productId: product.id, imageUrls: ['https://images.example.com/page.html'] }, IMAGE_MESSAGES.imageUrlInvalid],
      [{ productId: product.id, imageUrls: ['javascript:alert(1).png'] }, IMAGE_MESSAGES.imageUrlInvalid],
      [{ productId: '', imageUrls: [IMG('a')] }, IMAGE_MESSAGES.noProductSelected],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/images/update', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const missing = await post('/api/images/update', {
      productId: 'gid://shopify/Product/99999999',
      imageUrls: [IMG('a')],
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.platform.getProduct(product.id))?.images).toHaveLength(1);
  });

  it('queues variants once, works the queue from first item to empty, and lands images on the right product', async () => {
    const first = await app.createProduct('Queued Cabernet', [
      { sku: `Q-CAB-750-${adapter}`, option1: '750ml' },
      { sku: `Q-CAB-1500-${adapter}`, option1: '1.5L' },
    ]);
    const second = await app.createProduct('Queued Chardonnay', [{ sku: `Q-CHA-${adapter}` }], [IMG('chard-old')]);
    const ids = [first.variants[0]!.id, first.variants[1]!.id, second.variants[0]!.id];
    const added = await post('/api/image-review/add-to-queue', { variantIds: ids });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ImageReviewAddResponse>().addedCount).toBe(3);
    const again = await post('/api/image-review/add-to-queue', { variantIds: ids });
    expect(again.json<ImageReviewAddResponse>().addedCount).toBe(0);

    const queue = await pending();
    expect(queue.map((record) => record.variantSku)).toEqual([
      `Q-CAB-750-${adapter}`,
      `Q-CAB-1500-${adapter}`,
      `Q-CHA-${adapter}`,
    ]);
    expect(queue[2]).toMatchObject({ title: 'Queued Chardonnay', status: 'pending' });
    expect(queue[2]!.imageUrl).not.toBeNull();

    const update = await post('/api/image-review/update', { recordId: queue[2]!.id, imageUrls: [IMG('chard-new')] });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<ImageReviewUpdateResponse>().record.status).toBe('updated');
    expect((await app.platform.getProduct(second.id))?.images).toHaveLength(1);
    expect((await app.platform.getProduct(first.id))?.images).toHaveLength(0);

    // Updating the first variant's record does the product, so its other variant leaves the queue too.
    const update2 = await post('/api/image-review/update', {
      recordId: queue[0]!.id,
      imageUrls: [IMG('cab-1'), IMG('cab-2')],
    });
    expect(update2.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
    const twice = await post('/api/image-review/update', { recordId: queue[0]!.id, imageUrls: [IMG('cab-3')] });
    expect(twice.statusCode).toBe(409);
    const unknown = await post('/api/image-review/update', { recordId: 99999, imageUrls: [IMG('x')] });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes products from the product editor and counts pending records for the dashboard', async () => {
    const product = await app.createProduct('Editor Queued Syrah', [{ sku: `ED-Q-${adapter}` }]);
    const before = (await pending()).length;
    const response = await post('/api/products/edit', {
      productId: product.id,
      variantEdits: [],
      newVariants: [],
      addToImageUpdateQueue: true,
      locationId: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ imageQueueAdded: number }>().imageQueueAdded).toBe(1);
    expect((await pending()).length).toBe(before + 1);
    const rows = await app.t.database.db
      .select()
      .from(imageReviewQueue)
      .where(eq(imageReviewQueue.productId, product.id));
    expect(rows.map((row) => [row.variantSku, row.createdBy])).toEqual([[`ED-Q-${adapter}`, 'maria']]);
  });

  it('finds products by SKU, barcode or name for the add-to-queue screen', async () => {
    const product = await app.createProduct('Searchable Grenache', [
      { sku: `SRCH-${adapter}`, barcode: `0777${adapter === 'local' ? 1 : 2}00000001` },
    ]);
    for (const term of [`SRCH-${adapter}`, product.variants[0]!.barcode!, 'Searchable Grenache']) {
      const response = await post('/api/image-review/search', { term });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ImageReviewSearchResponse>().products.map((found) => found.id)).toContain(product.id);
    }
    const none = await post('/api/image-review/search', { term: 'zzz-nothing-like-this' });
    expect(none.json<ImageReviewSearchResponse>().products).toEqual([]);
    const empty = await post('/api/image-review/search', { term: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
