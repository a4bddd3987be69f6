import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import {
  PlatformError,
  type Actor,
  type CatalogueProduct,
  type ProductFieldsEdit,
  type TagBatchResult,
  type TagChange,
} from '../port';
import { planTagChanges } from '../tag-batch';
import { parseGid, toGid } from './global-ids';
import { normalizeTags } from './local-input';
import { openProduct, readAfter } from './local-variant-edits';
import * as writes from './product-write.repo';
import type { TaxonomyIndex } from './taxonomy';

type Taxonomy = () => Promise<TaxonomyIndex>;

async function assertKnownCategory(taxonomy: Taxonomy, categoryId: string | null | undefined) {
  if (categoryId && !(await taxonomy()).byId.has(categoryId)) {
    throw new PlatformError(`Category ${categoryId} not found`, 'not_found');
  }
}

const pick = (product: CatalogueProduct, keys: (keyof ProductFieldsEdit)[]) =>
  Object.fromEntries(keys.map((key) => [key, product[key]]));

export async function updateLocalProduct(
  db: Db,
  productGid: string,
  edit: ProductFieldsEdit,
  actor: Actor,
  taxonomy: Taxonomy,
) {
  if (edit.title !== undefined && !edit.title.trim()) throw new PlatformError("Title can't be blank", 'invalid');
  await assertKnownCategory(taxonomy, edit.categoryId);
  return db.transaction(async (tx) => {
    const { id, before } = await openProduct(tx, productGid);
    const values: Partial<writes.ProductValues> = {};
    if (edit.title !== undefined) values.title = edit.title.trim();
    if (edit.vendor !== undefined) values.vendor = edit.vendor.trim();
    if (edit.productType !== undefined) values.productType = edit.productType.trim();
    if (edit.descriptionHtml !== undefined) values.descriptionHtml = edit.descriptionHtml;
    if (edit.status !== undefined) values.status = edit.status;
    if (edit.categoryId !== undefined) values.categoryId = edit.categoryId;
    await writes.updateProductRow(tx, id, values);
    const after = await readAfter(tx, id);
    const keys = Object.keys(values) as (keyof ProductFieldsEdit)[];
    await recordAudit(tx, {
      action: 'catalogue.product_update',
      actor,
      subject: after.id,
      before: pick(before, keys),
      after: pick(after, keys),
    });
    return after;
  });
}

export async function replaceLocalImages(db: Db, productGid: string, urls: string[], actor: Actor) {
  const cleaned = urls.map((url) => url.trim()).filter(Boolean);
  return db.transaction(async (tx) => {
    const { id, before } = await openProduct(tx, productGid);
    await writes.replaceProductImages(tx, id, cleaned);
    await writes.updateProductRow(tx, id, {});
    const after = await readAfter(tx, id);
    await recordAudit(tx, {
      action: 'catalogue.images_replace',
      actor,
      subject: after.id,
      before: { images: before.images },
      after: { images: after.images },
    });
    return after;
  });
}

export async function changeLocalTags(
  db: Db,
  productGid: string,
  tags: string[],
  mode: 'add' | 'remove',
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const { id, before } = await openProduct(tx, productGid);
    const given = new Set(tags.map((tag) => tag.trim().toLowerCase()));
    const next =
      mode === 'add'
        ? normalizeTags([...before.tags, ...tags])
        : before.tags.filter((tag) => !given.has(tag.toLowerCase()));
    await writes.setProductTags(tx, id, next);
    await recordAudit(tx, {
      action: mode === 'add' ? 'catalogue.tags_add' : 'catalogue.tags_remove',
      actor,
      subject: before.id,
      before: { tags: before.tags },
      after: { tags: next },
    });
  });
}

/**
 * A batch of tag changes in one transaction: the products' rows locked, what is still to do
 * planned from their tags, every change written by one statement, an audit row per product.
 */
export async function applyLocalTagChanges(
  db: Db,
  changes: readonly TagChange[],
  actor: Actor,
): Promise<TagBatchResult> {
  const ids = [...new Set(changes.flatMap((change) => parseGid('Product', change.productId) ?? []))];
  return db.transaction(async (tx) => {
    const rows = await writes.lockProductTags(tx, ids);
    const current = new Map(rows.map((row) => [toGid('Product', row.id), row.tags]));
    const { plans, missing } = planTagChanges(current, changes);
    await writes.setManyProductTags(
      tx,
      plans.map((plan) => ({ id: parseGid('Product', plan.productId) as number, tags: plan.after })),
    );
    for (const plan of plans) {
      for (const [action, sent] of [
        ['catalogue.tags_add', plan.add],
        ['catalogue.tags_remove', plan.remove],
      ] as const) {
        if (sent.length === 0) continue;
        await recordAudit(tx, {
          action,
          actor,
          subject: plan.productId,
          before: { tags: plan.before },
          after: { tags: plan.after },
        });
      }
    }
    return {
      changed: plans.map((plan) => plan.productId),
      failures: missing.map((productId) => ({ productId, message: `Product ${productId} not found` })),
    };
  });
}

/** Sets the taxonomy category and reads it back from the stored product (spec 03 "test tool"). */
export async function testLocalCategory(
  db: Db,
  categoryId: string,
  productGid: string,
  actor: Actor,
  taxonomy: Taxonomy,
) {
  const category = (await taxonomy()).byId.get(categoryId);
  if (!category) throw new PlatformError(`Category ${categoryId} not found`, 'not_found');
  const stored = await db.transaction(async (tx) => {
    const { id, before } = await openProduct(tx, productGid);
    await writes.updateProductRow(tx, id, { categoryId });
    const after = await readAfter(tx, id);
    await recordAudit(tx, {
      action: 'catalogue.product_category_set',
      actor,
      subject: after.id,
      before: { categoryId: before.categoryId },
      after: { categoryId: after.categoryId },
    });
    return after.categoryId;
  });
  const readBack = stored ? (await taxonomy()).byId.get(stored) : undefined;
  if (!readBack) throw new PlatformError(`Product ${productGid} did not keep category ${categoryId}`, 'unavailable');
  return { id: readBack.id, name: readBack.name, fullName: readBack.full_name };
}
