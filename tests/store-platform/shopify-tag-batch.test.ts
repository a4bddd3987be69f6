import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index';
import type { CatalogueProduct, TagChange } from '#server/platform/store-platform/port';
import { TAGS_ADD_BULK_MUTATION } from '#server/platform/store-platform/shopify/documents/bulk-documents';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { createSimpleProduct } from './store-platform-harness';

const harnesses: ShopifyHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

async function shop(bulkPollsUntilDone = 1) {
  const h = await createShopifyHarness({ fake: { bulkPollsUntilDone } });
  harnesses.push(h);
  return h;
}

async function products(h: ShopifyHarness, count: number, tags: string[] = []): Promise<CatalogueProduct[]> {
  const made: CatalogueProduct[] = [];
  for (let i = 0; i < count; i++) made.push(await createSimpleProduct(h.platform, `Batch Wine ${i}`, { tags }));
  return made;
}

const sentSince = (h: ShopifyHarness, from: number) => h.fake.received.slice(from);
const count = (h: ShopifyHarness, from: number, field: string) =>
  sentSince(h, from).filter((r) => r.rootFields.includes(field)).length;

async function tagAudits(h: ShopifyHarness, ids: string[]) {
  const rows = await h.database.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['catalogue.tags_add', 'catalogue.tags_remove']));
  return rows.filter((row) => ids.includes(row.subject ?? ''));
}

describe('a tag batch on Shopify', () => {
  it('uploads the variables, runs one bulk mutation per kind, reads no product, and audits each product', async () => {
    const h = await shop(2);
    const plain = await products(h, 3);
    const tagged = await products(h, 2, ['DIMARGIN']);
    const before = h.fake.received.length;
    const stages: string[] = [];
    const actor = { id: 7, username: 'margins' };
    const result = await h.platform.applyTagChanges(
      [
        ...plain.map((p) => ({ productId: p.id, add: ['DIMARGIN'] })),
        ...tagged.map((p) => ({ productId: p.id, remove: ['DIMARGIN'] })),
      ],
      actor,
      { onStage: (stage) => void stages.push(stage.stage) },
    );
    expect(result.failures).toEqual([]);
    expect(result.changed).toHaveLength(5);
    expect(count(h, before, 'stagedUploadsCreate')).toBe(2);
    expect(count(h, before, 'bulkOperationRunMutation')).toBe(2);
    for (const read of ['product', 'products', 'nodes', 'tagsAdd', 'tagsRemove'])
      expect(count(h, before, read)).toBe(0);
    expect(h.fake.invalidRequests()).toEqual([]);
    expect(stages).toEqual(expect.arrayContaining(['writing', 'waiting', 'storing']));
    expect(stages.indexOf('writing')).toBeLessThan(stages.indexOf('storing'));

    const files = [...h.fake.state.stagedUploads.values()].filter((u) => u.resource === 'BULK_MUTATION_VARIABLES');
    expect(files.map((f) => f.bytes!.toString('utf8').trim().split('\n').length)).toEqual([3, 2]);
    expect(JSON.parse(files[0]!.bytes!.toString('utf8').split('\n')[0]!)).toEqual({
      id: plain[0]!.id,
      tags: ['DIMARGIN'],
    });
    for (const p of plain) expect(h.fake.state.products.get(p.id)!.tags).toEqual(['DIMARGIN']);
    for (const p of tagged) expect(h.fake.state.products.get(p.id)!.tags).toEqual([]);
    for (const p of plain) expect((await h.platform.getProduct(p.id))!.tags).toEqual(['DIMARGIN']);

    const audits = await tagAudits(
      h,
      [...plain, ...tagged].map((p) => p.id),
    );
    expect(audits).toHaveLength(5);
    expect(audits.every((row) => row.actorId === 7 && row.actorName === 'margins')).toBe(true);
    const added = audits.find((row) => row.subject === plain[0]!.id)!;
    expect(added).toMatchObject({ action: 'catalogue.tags_add', before: { tags: [] }, after: { tags: ['DIMARGIN'] } });
  });

  it('polls its running operation soon, then less and less often, up to the longest wait', async () => {
    // Shopify answers RUNNING to the first five polls of each operation.
    const h = await shop(6);
    const [product] = await products(h, 1);
    h.sleeps.length = 0;
    const result = await h.platform.applyTagChanges([{ productId: product!.id, add: ['DIMARGIN'] }], null);
    expect(result.changed).toEqual([product!.id]);
    expect(h.sleeps).toEqual([250, 500, 1_000, 2_000, 2_000]);
  });

  it('reports the lines Shopify refused, by product, and keeps the others', async () => {
    const h = await shop();
    const [gone, kept] = await products(h, 2);
    // Deleted in Shopify's admin; the mirror has not heard yet.
    h.fake.state.products.delete(gone!.id);
    const result = await h.platform.applyTagChanges(
      [
        { productId: gone!.id, add: ['DIMARGIN'] },
        { productId: kept!.id, add: ['DIMARGIN'] },
      ],
      null,
    );
    expect(result.changed).toEqual([kept!.id]);
    expect(result.failures).toEqual([{ productId: gone!.id, message: 'Product does not exist' }]);
    expect((await h.platform.getProduct(kept!.id))!.tags).toEqual(['DIMARGIN']);
    expect(await tagAudits(h, [gone!.id])).toEqual([]);
  });

  it('after a restart while Shopify runs the batch, awaits that operation instead of sending the batch again', async () => {
    const h = await shop(4);
    const made = await products(h, 4);
    const changes: TagChange[] = made.map((p) => ({ productId: p.id, add: ['DIMARGIN'] }));
    const before = h.fake.received.length;
    const stop = new AbortController();
    // The process stops while it waits on the operation (a deploy, a lost lease).
    const first = h.platform.applyTagChanges(
      changes,
      { id: 3, username: 'ann' },
      {
        signal: stop.signal,
        onStage: (stage) => {
          if (stage.stage === 'waiting') stop.abort(new Error('stopped'));
        },
      },
    );
    await expect(first).rejects.toThrow('stopped');
    expect(count(h, before, 'bulkOperationRunMutation')).toBe(1);
    expect((await h.platform.getProduct(made[0]!.id))!.tags).toEqual([]);

    // The job runs again in a new process: same batch, same decisions.
    const restarted = h.makePlatform({});
    const again = await restarted.applyTagChanges(changes, { id: 3, username: 'ann' });
    expect([...again.changed].sort()).toEqual(made.map((p) => p.id).sort());
    expect(again.failures).toEqual([]);
    expect(count(h, before, 'bulkOperationRunMutation')).toBe(1);
    expect(count(h, before, 'stagedUploadsCreate')).toBe(1);
    for (const p of made) expect((await restarted.getProduct(p.id))!.tags).toEqual(['DIMARGIN']);
    expect(
      await tagAudits(
        h,
        made.map((p) => p.id),
      ),
    ).toHaveLength(4);
  });

  it('does not start a bulk mutation twice when the answer to its start is lost', async () => {
    const h = await shop(0);
    const made = await products(h, 3);
    // Shopify starts (and here finishes) the operation, but the answer is a 502.
    h.fake.failNext(1, '5xx', { operation: 'bulkOperationRunMutation', afterCommit: true, status: 502 });
    const result = await h.platform.applyTagChanges(
      made.map((p) => ({ productId: p.id, add: ['DIMARGIN'] })),
      null,
    );
    expect([...result.changed].sort()).toEqual(made.map((p) => p.id).sort());
    const operations = [...h.fake.state.bulkOperations.values()].filter((op) => op.type === 'MUTATION');
    expect(operations).toHaveLength(1);
    for (const p of made) expect((await h.platform.getProduct(p.id))!.tags).toEqual(['DIMARGIN']);
    expect(
      await tagAudits(
        h,
        made.map((p) => p.id),
      ),
    ).toHaveLength(3);
  });
});

describe('the fake’s bulk mutation', () => {
  async function stage(h: ShopifyHarness, text: string): Promise<string> {
    const response = await fetch(h.fake.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': h.fake.token },
      body: JSON.stringify({
        query: `mutation Stage($input: [StagedUploadInput!]!) {
          stagedUploadsCreate(input: $input) { stagedTargets { url parameters { name value } } userErrors { message } }
        }`,
        variables: {
          input: [
            { resource: 'BULK_MUTATION_VARIABLES', filename: 'v.jsonl', mimeType: 'text/jsonl', httpMethod: 'PUT' },
          ],
        },
      }),
    });
    const target = (
      (await response.json()) as {
        data: {
          stagedUploadsCreate: { stagedTargets: { url: string; parameters: { name: string; value: string }[] }[] };
        };
      }
    ).data.stagedUploadsCreate.stagedTargets[0]!;
    await fetch(target.url, { method: 'PUT', headers: { 'content-type': 'text/jsonl' }, body: text });
    return target.parameters.find((p) => p.name === 'key')!.value;
  }

  async function run(h: ShopifyHarness, mutation: string, path: string) {
    const response = await fetch(h.fake.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': h.fake.token },
      body: JSON.stringify({
        query: `mutation Run($mutation: String!, $path: String!) {
          bulkOperationRunMutation(mutation: $mutation, stagedUploadPath: $path) {
            bulkOperation { id status }
            userErrors { message code }
          }
        }`,
        variables: { mutation, path },
      }),
    });
    return (
      (await response.json()) as {
        data: {
          bulkOperationRunMutation: {
            bulkOperation: { id: string } | null;
            userErrors: { message: string; code: string }[];
          };
        };
      }
    ).data.bulkOperationRunMutation;
  }

  it('refuses a line whose variables the mutation does not accept, a second field, a missing file, a second run', async () => {
    const h = await shop(2);
    const [product] = await products(h, 1);
    const badLine = await stage(h, `${JSON.stringify({ id: product!.id, tags: ['A'] })}\n{"tags":["B"]}\n`);
    expect((await run(h, TAGS_ADD_BULK_MUTATION, badLine)).userErrors).toEqual([
      { message: expect.stringMatching(/^Line 2: .*\$id/) as string, code: 'INVALID_STAGED_UPLOAD_FILE' },
    ]);
    const notJson = await stage(h, 'tags: A\n');
    expect((await run(h, TAGS_ADD_BULK_MUTATION, notJson)).userErrors[0]?.code).toBe('INVALID_STAGED_UPLOAD_FILE');
    const good = await stage(h, `${JSON.stringify({ id: product!.id, tags: ['A'] })}\n`);
    const twoFields = `mutation Two($id: ID!, $tags: [String!]!) {
      a: tagsAdd(id: $id, tags: $tags) { userErrors { message } }
      b: tagsRemove(id: $id, tags: $tags) { userErrors { message } }
    }`;
    expect((await run(h, twoFields, good)).userErrors[0]?.code).toBe('INVALID_MUTATION');
    expect((await run(h, TAGS_ADD_BULK_MUTATION, 'tmp/none.jsonl')).userErrors[0]?.code).toBe('NO_SUCH_FILE');
    expect(h.fake.state.products.get(product!.id)!.tags).toEqual([]);

    const started = await run(h, TAGS_ADD_BULK_MUTATION, good);
    expect(started.userErrors).toEqual([]);
    expect(h.fake.state.products.get(product!.id)!.tags).toEqual(['A']);
    expect((await run(h, TAGS_ADD_BULK_MUTATION, good)).userErrors[0]?.code).toBe('OPERATION_IN_PROGRESS');
  });
});
