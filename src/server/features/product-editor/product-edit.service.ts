import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import type { ProductEditInput, ProductEditResponse } from '#shared/product-editor/product-edit';
import type { AreaDeps } from '#server/areas/area';
import type { QueuedLabel } from '#server/areas/provided-services';
import { conflict, notFound } from '#server/http/errors';
import { StaleEditError, type CatalogueProduct } from '#server/platform/store-platform/port';
import { stockChanges, toNewVariant, toVariantEdit, type FieldChange } from './edit-changes';
import * as repo from './product-log.repo';
import { PRODUCT_SCREENS } from '#shared/product-editor/product-history';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'services' | 'log'>;
type EditActor = { id: number; username: string };

const FIELD_NAMES: Record<string, string> = { par_value: 'par value', sku: 'SKU' };

/** Saves one product's edits (spec 03 "Product Editing") through the store platform. */
export function createProductEditService(deps: Deps) {
  const platform = deps.storePlatform;
  const imageReviewQueue = deps.services.need('imageReviewQueue', 'product-editor');
  const labelQueues = deps.services.need('labelQueues', 'product-editor');

  async function writeVariants(input: ProductEditInput, actor: EditActor, product: CatalogueProduct) {
    const prepared = input.variantEdits.map(toVariantEdit).filter((edit) => edit !== null);
    const edits = prepared.map((entry) => entry.edit);
    let after = product;
    try {
      if (edits.length > 0) after = await platform.updateVariants(product.id, edits, input.locationId, actor);
    } catch (error) {
      if (error instanceof StaleEditError) {
        const fields = [...new Set(error.stale.map((stale) => FIELD_NAMES[stale.field] ?? stale.field))];
        throw conflict(`${M.staleEdit} (Changed: ${fields.join(', ')})`, 'stale_edit');
      }
      throw error;
    }
    const changes = [
      ...prepared.flatMap((entry) => entry.changes),
      ...stockChanges(product, after, edits, input.locationId),
    ];
    return { after, changes };
  }

  function logRows(product: CatalogueProduct, changes: FieldChange[], actor: EditActor, locationId: string | null) {
    const at = deps.now();
    return changes.map((change) => ({
      at,
      action: 'edit' as const,
      actorId: actor.id,
      actorName: actor.username,
      productId: product.id,
      title: product.title,
      skus: change.sku ? [change.sku] : [],
      variants: [],
      details: { locationId, screen: PRODUCT_SCREENS.editor },
      variantId: change.variantId,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
    }));
  }

  return {
    async editProduct(input: ProductEditInput, actor: EditActor): Promise<ProductEditResponse> {
      const imageQueue = input.addToImageUpdateQueue ? imageReviewQueue() : null;
      const product = await platform.getProduct(input.productId);
      if (!product) throw notFound(M.productNotFound);

      const written = await writeVariants(input, actor, product);
      let after = written.after;
      const changes = written.changes;
      if (input.newVariants.length > 0) {
        const known = new Set(after.variants.map((variant) => variant.id));
        after = await platform.createVariants(
          product.id,
          input.newVariants.map((variant) => toNewVariant(variant, input.locationId)),
          actor,
        );
        for (const variant of after.variants.filter((candidate) => !known.has(candidate.id))) {
          changes.push({
            variantId: variant.id,
            sku: variant.sku,
            field: 'new_variant',
            oldValue: null,
            newValue: variant.option1,
          });
        }
      }
      await deps.db.transaction((tx) => repo.insertLogRows(tx, logRows(after, changes, actor, input.locationId)));

      // New shelf labels: every price changed, and every new variant (spec 03 §7 "create-session").
      const priced = new Set(
        changes.filter((c) => c.field === 'price' || c.field === 'new_variant').map((c) => c.variantId),
      );
      const labels: QueuedLabel[] = after.variants
        .filter((variant) => priced.has(variant.id) && variant.sku)
        .map((variant) => ({
          sku: variant.sku as string,
          title: after.title,
          price: variant.price,
          barcode: variant.barcode,
        }));
      const session = labels.length > 0 ? await labelQueues().addToSession(actor, labels) : null;
      const imageQueueAdded = imageQueue ? await imageQueue.addProduct(product.id, actor) : null;
      return {
        success: true,
        message:
          changes.length > 0
            ? `Saved ${changes.length} change${changes.length === 1 ? '' : 's'} to ${after.title}`
            : 'Nothing to save',
        productId: product.id,
        changes,
        labelsQueued: session
          ? labels.map((label) => ({ queueId: session.queueId, store: session.store, sku: label.sku }))
          : [],
        imageQueueAdded,
      };
    },
  };
}
export type ProductEditService = ReturnType<typeof createProductEditService>;
