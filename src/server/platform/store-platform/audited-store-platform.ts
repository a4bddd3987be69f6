import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import type { Actor, CatalogueProduct, StorePlatform } from './port';

/**
 * Gives a remote store platform the local catalogue's audit trail (DESIGN §4: every catalogue
 * change is written with who, what, before and after). The local adapter writes its rows inside
 * its own transactions and is not wrapped. Rows are written after the platform confirmed the
 * change; a failed change writes nothing. A tag batch (`applyTagChanges`) passes through: the
 * adapter records a row per product as the platform answers for it.
 */
export function withCatalogueAudit(platform: StorePlatform, db: Db): StorePlatform {
  const record = (action: string, actor: Actor, subject: string, before: unknown, after: unknown) =>
    recordAudit(db, { action, actor, subject, before: before ?? null, after: after ?? null });

  /** Reads the product, runs the change, and records both states. */
  async function audited(
    action: string,
    productId: string,
    actor: Actor,
    change: () => Promise<CatalogueProduct>,
  ): Promise<CatalogueProduct> {
    const before = await platform.getProduct(productId);
    const after = await change();
    await record(action, actor, productId, before, after);
    return after;
  }

  return {
    ...platform,
    name: platform.name,
    async createProduct(input, idempotencyKey, actor) {
      const product = await platform.createProduct(input, idempotencyKey, actor);
      await record('catalogue.product_create', actor, product.id, null, product);
      return product;
    },
    updateProduct: (id, edit, actor) =>
      audited('catalogue.product_update', id, actor, () => platform.updateProduct(id, edit, actor)),
    updateVariants: (productId, edits, locationId, actor) =>
      audited('catalogue.variants_update', productId, actor, () =>
        platform.updateVariants(productId, edits, locationId, actor),
      ),
    createVariants: (productId, variants, actor) =>
      audited('catalogue.variants_create', productId, actor, () => platform.createVariants(productId, variants, actor)),
    replaceImages: (productId, urls, actor) =>
      audited('catalogue.images_replace', productId, actor, () => platform.replaceImages(productId, urls, actor)),
    async addTags(productId, tags, actor) {
      await platform.addTags(productId, tags, actor);
      await record('catalogue.tags_add', actor, productId, null, { tags });
    },
    async removeTags(productId, tags, actor) {
      await platform.removeTags(productId, tags, actor);
      await record('catalogue.tags_remove', actor, productId, { tags }, null);
    },
    async testCategory(categoryId, productId, actor) {
      const before = await platform.getProduct(productId);
      const category = await platform.testCategory(categoryId, productId, actor);
      await record(
        'catalogue.product_category_set',
        actor,
        productId,
        { categoryId: before?.categoryId ?? null },
        {
          categoryId: category.id,
        },
      );
      return category;
    },
  };
}
