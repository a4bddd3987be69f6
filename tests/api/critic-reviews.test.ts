import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CriticAddResponse,
  CriticQueueResponse,
  CriticSearchResponse,
  LookupSkuResponse,
  UpdateReviewResponse,
} from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES } from '#shared/critic-reviews/messages';
import { REVIEWERS } from '#shared/product-entry/reviewers';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type AdapterName, type CatalogueApp } from './images.fixtures';

const [FIRST_CRITIC, SECOND_CRITIC, THIRD_CRITIC] = REVIEWERS;

describe.each<AdapterName>(['local', 'shopify'])('critic reviews on the %s store platform', (adapter) => {
  let app: CatalogueApp;
  let token: string;

  beforeAll(async () => {
    app = await createCatalogueApp(adapter);
    token = (await app.t.signIn('associate', 'sam')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object) =>
    app.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (url: string) => app.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const review = (variantId: string, name: string, score: string, overwrite: boolean) =>
    post('/api/critic-reviews/update-review', {
      variantId,
      reviewerName: name,
      reviewerScore: score,
      reviewerText: `Notes from ${name}`,
      overwrite,
    });
  const metafieldsOf = async (productId: string, variantId: string) =>
    (await app.platform.getProduct(productId))!.variants.find((variant) => variant.id === variantId)!.metafields;

  it('writes the first review, keeps it and fills the second slot without overwrite, replaces it with overwrite', async () => {
    const product = await app.createProduct('Reviewed Barolo', [
      { sku: `CR-BAR-${adapter}`, option1: '750ml' },
      { sku: `CR-BAR-M-${adapter}`, option1: '1.5L' },
    ]);
    const [variant, other] = product.variants;
    const first = await review(variant!.id, FIRST_CRITIC, '95', false);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UpdateReviewResponse>()).toMatchObject({ slot: 'first', message: CRITIC_MESSAGES.reviewSaved });
    expect(await metafieldsOf(product.id, variant!.id)).toMatchObject({
      reviewer_name: FIRST_CRITIC,
      reviewer_score: '95',
      reviewer_text: `Notes from ${FIRST_CRITIC}`,
    });

    const second = await review(variant!.id, SECOND_CRITIC, 'A+', false);
    expect(second.json<UpdateReviewResponse>().slot).toBe('second');
    expect(await metafieldsOf(product.id, variant!.id)).toMatchObject({
      reviewer_name: FIRST_CRITIC,
      reviewer_score: '95',
      reviewer_name2: SECOND_CRITIC,
      reviewer_score2: 'A+',
    });

    const replaced = await review(variant!.id, THIRD_CRITIC, '4 stars', true);
    expect(replaced.json<UpdateReviewResponse>()).toMatchObject({
      slot: 'first',
      message: CRITIC_MESSAGES.reviewReplaced,
    });
    expect(await metafieldsOf(product.id, variant!.id)).toMatchObject({
      reviewer_name: THIRD_CRITIC,
      reviewer_score: '4 stars',
      reviewer_text: `Notes from ${THIRD_CRITIC}`,
      reviewer_name2: SECOND_CRITIC,
    });
    // The other variant of the product is untouched.
    expect((await metafieldsOf(product.id, other!.id)).reviewer_name).toBeUndefined();

    const search = await post('/api/critic-reviews/search', { barcode: variant!.barcode!, handle: '' });
    const found = search.json<CriticSearchResponse>().products;
    expect(found.map((candidate) => candidate.id)).toEqual([product.id]);
    expect(found[0]!.variants[0]!.reviewMetafields).toMatchObject({
      reviewer_name: THIRD_CRITIC,
      reviewer_name2: SECOND_CRITIC,
    });
  });

  it('refuses missing fields, an unknown reviewer and an unknown variant', async () => {
    const product = await app.createProduct('Unreviewed Chianti', [{ sku: `CR-CHI-${adapter}` }]);
    const variantId = product.variants[0]!.id;
    for (const payload of [
      { variantId, reviewerName: FIRST_CRITIC, reviewerScore: '', reviewerText: 'x', overwrite: false },
      { variantId, reviewerName: FIRST_CRITIC, reviewerScore: '90', reviewerText: '   ', overwrite: false },
    ]) {
      const response = await post('/api/critic-reviews/update-review', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(CRITIC_MESSAGES.allFieldsRequired);
    }
    const unknown = await review(variantId, 'Someone Else', '90', false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain(CRITIC_MESSAGES.reviewerUnknown);
    const missing = await review('gid://shopify/ProductVariant/99999999', FIRST_CRITIC, '90', false);
    expect(missing.statusCode).toBe(404);
    expect((await metafieldsOf(product.id, variantId)).reviewer_name).toBeUndefined();
  });

  it('saves a double-clicked review (one Idempotency-Key) once: the second slot stays empty', async () => {
    const product = await app.createProduct('Double Clicked Barbera', [{ sku: `CR-DBL-${adapter}` }]);
    const variantId = product.variants[0]!.id;
    const submit = () =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/critic-reviews/update-review',
        headers: { ...bearer(token), 'idempotency-key': `review-${adapter}` },
        payload: { variantId, reviewerName: FIRST_CRITIC, reviewerScore: '92', reviewerText: 'Once', overwrite: false },
      });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.json<UpdateReviewResponse>()).toEqual(first.json<UpdateReviewResponse>());
    const metafields = await metafieldsOf(product.id, variantId);
    expect(metafields).toMatchObject({ reviewer_name: FIRST_CRITIC, reviewer_score: '92' });
    expect(metafields.reviewer_name2).toBeUndefined();
  });

  it('looks up a SKU, queues it once with the signed-in user, and works the queue to the end', async () => {
    const product = await app.createProduct('Queued Rioja', [{ sku: `CR-RIO-${adapter}` }]);
    const lookup = await get(`/api/critic-reviews/lookup-sku?sku=${encodeURIComponent(`CR-RIO-${adapter}`)}`);
    expect(lookup.statusCode, lookup.body).toBe(200);
    const looked = lookup.json<LookupSkuResponse>();
    expect(looked).toMatchObject({ success: true, error: null, product: { id: product.id, handle: product.handle } });
    expect(looked.product!.barcode).toBe(product.variants[0]!.barcode);

    const notFound = await get('/api/critic-reviews/lookup-sku?sku=NO-SUCH-SKU');
    expect(notFound.json<LookupSkuResponse>()).toEqual({
      success: false,
      product: null,
      error: CRITIC_MESSAGES.skuNotFound,
    });
    const empty = await get('/api/critic-reviews/lookup-sku?sku=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(CRITIC_MESSAGES.skuRequired);

    const body = { handle: looked.product!.handle, barcode: looked.product!.barcode!, user: 'sam' };
    const added = await post('/api/critic-reviews/add-to-queue', body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<CriticAddResponse>().isNew).toBe(true);
    const again = await post('/api/critic-reviews/add-to-queue', body);
    expect(again.json<CriticAddResponse>()).toMatchObject({
      isNew: false,
      recordId: added.json<CriticAddResponse>().recordId,
    });
    const impostor = await post('/api/critic-reviews/add-to-queue', { ...body, user: 'someone-else' });
    expect(impostor.statusCode).toBe(403);

    const queue = (await get('/api/critic-reviews/queue')).json<CriticQueueResponse>().products;
    expect(queue).toEqual([
      {
        id: added.json<CriticAddResponse>().recordId,
        title: 'Queued Rioja',
        handle: body.handle,
        barcode: body.barcode,
      },
    ]);
    const byQueue = await post('/api/critic-reviews/search', { barcode: queue[0]!.barcode, handle: queue[0]!.handle });
    expect(byQueue.json<CriticSearchResponse>().products[0]!.id).toBe(product.id);
    const marked = await post('/api/critic-reviews/mark-edited', { recordId: queue[0]!.id });
    expect(marked.statusCode).toBe(200);
    expect((await get('/api/critic-reviews/queue')).json<CriticQueueResponse>().products).toEqual([]);
    expect((await post('/api/critic-reviews/mark-edited', { recordId: 99999 })).statusCode).toBe(404);
  });

  it('finds by handle when the barcode matches nothing, and answers an empty list otherwise', async () => {
    const product = await app.createProduct('Handled Tempranillo', [{ sku: `CR-TEM-${adapter}` }]);
    const byHandle = await post('/api/critic-reviews/search', { barcode: '000000000000', handle: product.handle });
    expect(byHandle.json<CriticSearchResponse>().products.map((found) => found.id)).toEqual([product.id]);
    const none = await post('/api/critic-reviews/search', { barcode: '000000000000', handle: 'no-such-handle' });
    expect(none.json<CriticSearchResponse>().products).toEqual([]);
    const blank = await post('/api/critic-reviews/search', { barcode: '', handle: '' });
    expect(blank.statusCode).toBe(400);
  });
});
