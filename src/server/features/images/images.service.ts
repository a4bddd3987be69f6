import { createHash } from 'node:crypto';
import type {
  ImageReviewAddResponse,
  ImageReviewRecord,
  ImageReviewSearchResponse,
  ImageReviewUpdateInput,
  ImageReviewUpdateResponse,
  ImageUpdateInput,
  ImageUpdateResponse,
} from '#shared/images/images';
import { IMAGE_MESSAGES as M } from '#shared/images/messages';
import { toSearchProduct } from '#shared/products/product-search';
import type { AreaDeps } from '#server/areas/area';
import { badRequest, conflict, notFound } from '#server/http/errors';
import type { CatalogueProduct, SearchField } from '#server/platform/store-platform/port';
import * as repo from './images.repo';
import { makeProductPhoto } from './product-photo';

/** A file name Shopify keeps in its CDN address: the product's handle and the image's own hash. */
const photoName = (handle: string, sha256: string) =>
  `${handle.replace(/[^a-z0-9-]+/gi, '-').slice(0, 80) || 'product'}-${sha256.slice(0, 12)}.jpg`;

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'files'>;
type ImageActor = { id: number; username: string };

const SEARCH_LIMIT = 20;

const toRecord = (row: repo.ImageReviewRow): ImageReviewRecord => ({
  id: row.id,
  title: row.title,
  variantSku: row.variantSku,
  status: row.status,
  imageUrl: row.imageUrl,
  productId: row.productId,
  variantId: row.variantId,
});

/** Image editing and the image review queue (spec 03 "Image Editing"); every image write goes through the platform. */
export function createImagesService(deps: Deps) {
  const platform = deps.storePlatform;

  function queueRows(product: CatalogueProduct, variantIds: Set<string> | null, actor: ImageActor) {
    const at = deps.now();
    return product.variants
      .filter((variant) => !variantIds || variantIds.has(variant.id))
      .map((variant) => ({
        productId: product.id,
        variantId: variant.id,
        title: product.variants.length > 1 && variant.option1 ? `${product.title} - ${variant.option1}` : product.title,
        variantSku: variant.sku,
        imageUrl: product.images[0]?.src ?? null,
        createdAt: at,
        createdById: actor.id,
        createdBy: actor.username,
      }));
  }

  async function replaceImages(productId: string, urls: string[], actor: ImageActor) {
    const product = await platform.getProduct(productId);
    if (!product) throw notFound(M.productNotFound);
    return platform.replaceImages(productId, urls, actor);
  }

  function updatedResponse(after: CatalogueProduct, count: number): ImageUpdateResponse {
    return {
      success: true,
      message: `Updated ${count} image${count === 1 ? '' : 's'} on ${after.title}`,
      productId: after.id,
      images: after.images.map(({ id, src, alt }) => ({ id, src, alt })),
    };
  }

  return {
    /**
     * An uploaded image or phone photo becomes the product's image: made square on white at the
     * store's size without its metadata, stored through the FileStore, handed to the platform
     * (our own copy locally, a staged upload on Shopify) and put in place of the current images.
     */
    async uploadImage(productId: string, path: string, actor: ImageActor): Promise<ImageUpdateResponse> {
      const product = await platform.getProduct(productId);
      if (!product) throw notFound(M.productNotFound);
      const photo = await makeProductPhoto(path);
      const stored = await deps.files.save({
        source: photo.bytes,
        ownerId: actor.id,
        purpose: 'product-image',
        name: photoName(product.handle, createHash('sha256').update(photo.bytes).digest('hex')),
        contentType: 'image/jpeg',
        visibility: 'signed-in',
        disposition: 'inline',
      });
      try {
        const url = await platform.stageImage({
          bytes: photo.bytes,
          filename: stored.name,
          mimeType: 'image/jpeg',
          servedUrl: `/api/files/${stored.id}`,
        });
        const after = await platform.replaceImages(productId, [url], actor);
        await repo.markProductUpdated(deps.db, after.id, deps.now(), actor.username);
        return updatedResponse(after, 1);
      } catch (error) {
        // Nothing refers to the stored copy when the platform did not take it.
        await deps.files.remove(stored.id).catch(() => undefined);
        throw error;
      }
    },

    async updateImages(input: ImageUpdateInput, actor: ImageActor): Promise<ImageUpdateResponse> {
      const after = await replaceImages(input.productId, input.imageUrls, actor);
      await repo.markProductUpdated(deps.db, after.id, deps.now(), actor.username);
      return updatedResponse(after, input.imageUrls.length);
    },

    async listPending(): Promise<ImageReviewRecord[]> {
      return (await repo.listPending(deps.db)).map(toRecord);
    },

    countPending: () => repo.countPending(deps.db),

    async updateRecord(input: ImageReviewUpdateInput, actor: ImageActor): Promise<ImageReviewUpdateResponse> {
      const record = await repo.findRecord(deps.db, input.recordId);
      if (!record) throw notFound(M.recordNotFound);
      if (record.status !== 'pending') throw conflict(M.recordDone, 'already_processed');
      const after = await replaceImages(record.productId, input.imageUrls, actor);
      // The product's images are shared by its variants: every pending record of it is done.
      const updated = await repo.markProductUpdated(deps.db, after.id, deps.now(), actor.username);
      const row = updated.find((candidate) => candidate.id === record.id) ?? { ...record, status: 'updated' as const };
      return { success: true, message: `Images updated for ${after.title}`, record: toRecord(row) };
    },

    async addVariants(variantIds: string[], actor: ImageActor): Promise<ImageReviewAddResponse> {
      const byProduct = new Map<string, Set<string>>();
      for (const variantId of new Set(variantIds)) {
        const productId = await platform.getVariantProductId(variantId);
        if (!productId) throw notFound(`Variant ${variantId} not found`);
        const set = byProduct.get(productId) ?? new Set<string>();
        set.add(variantId);
        byProduct.set(productId, set);
      }
      let addedCount = 0;
      for (const [productId, ids] of byProduct) {
        const product = await platform.getProduct(productId);
        if (!product) throw notFound(M.productNotFound);
        addedCount += await repo.insertPending(deps.db, queueRows(product, ids, actor));
      }
      return { addedCount };
    },

    async addProduct(productId: string, actor: ImageActor): Promise<number> {
      const product = await platform.getProduct(productId);
      if (!product) throw notFound(M.productNotFound);
      return repo.insertPending(deps.db, queueRows(product, null, actor));
    },

    /** SKU, barcode and name at once (Add to Image Review Queue): exact and prefix code matches first. */
    async search(term: string): Promise<ImageReviewSearchResponse> {
      if (!term.trim()) throw badRequest(M.searchTermRequired);
      const found = new Map<string, CatalogueProduct>();
      const tiers: [SearchField, 'prefix' | 'substring'][] = [
        ['sku', 'prefix'],
        ['barcode', 'prefix'],
        ['name', 'substring'],
      ];
      for (const [field, match] of tiers) {
        if (found.size >= SEARCH_LIMIT) break;
        for (const product of await platform.searchProducts(term, field, SEARCH_LIMIT, match)) {
          if (found.size < SEARCH_LIMIT && !found.has(product.id)) found.set(product.id, product);
        }
      }
      return { products: [...found.values()].map((product) => toSearchProduct(product)) };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
