import type {
  CriticAddInput,
  CriticAddResponse,
  CriticQueueItem,
  CriticSearchInput,
  CriticSearchResponse,
  LookupSkuResponse,
  UpdateReviewInput,
  UpdateReviewResponse,
} from '#shared/critic-reviews/critic-reviews';
import { CRITIC_MESSAGES as M } from '#shared/critic-reviews/messages';
import { toSearchProduct } from '#shared/products/product-search';
import type { AreaDeps } from '#server/areas/area';
import { conflict, forbidden, notFound } from '#server/http/errors';
import { StaleEditError, type CatalogueProduct, type VariantEdit } from '#server/platform/store-platform/port';
import * as repo from './critic-reviews.repo';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now'>;
type ReviewActor = { id: number; username: string };

const SEARCH_LIMIT = 20;
const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Critic reviews (spec 03 "Critic Reviews"): the queue in our database, the reviews as variant metafields. */
export function createCriticReviewsService(deps: Deps) {
  const platform = deps.storePlatform;

  /** Exact barcode matches first; without any, the product with exactly this handle. */
  async function search(input: CriticSearchInput): Promise<CriticSearchResponse> {
    let found: CatalogueProduct[] = [];
    if (input.barcode) {
      const candidates = await platform.searchProducts(input.barcode, 'barcode', SEARCH_LIMIT, 'prefix');
      found = candidates.filter((product) => product.variants.some((variant) => same(variant.barcode, input.barcode)));
    }
    if (found.length === 0 && input.handle) {
      const candidates = await platform.searchProducts(input.handle, 'handle', SEARCH_LIMIT, 'prefix');
      found = candidates.filter((product) => same(product.handle, input.handle));
    }
    return { products: found.map((product) => toSearchProduct(product)) };
  }

  return {
    search,

    listQueue: async (): Promise<CriticQueueItem[]> => repo.listPending(deps.db),

    countPending: () => repo.countPending(deps.db),

    async lookupSku(sku: string): Promise<LookupSkuResponse> {
      const candidates = await platform.searchProducts(sku, 'sku', SEARCH_LIMIT, 'prefix');
      for (const product of candidates) {
        const variant = product.variants.find((candidate) => same(candidate.sku, sku));
        if (variant) {
          return {
            success: true,
            product: {
              id: product.id,
              title: product.title,
              handle: product.handle,
              barcode: variant.barcode,
              sku: variant.sku,
            },
            error: null,
          };
        }
      }
      return { success: false, product: null, error: M.skuNotFound };
    },

    async addToQueue(input: CriticAddInput, actor: ReviewActor): Promise<CriticAddResponse> {
      if (input.user !== actor.username) throw forbidden(M.userMismatch, 'user_mismatch');
      const found = await search({ barcode: input.barcode, handle: input.handle });
      const product = found.products.find((candidate) => candidate.handle === input.handle) ?? found.products[0];
      if (!product) throw notFound(M.noProductsWithBarcode);
      const added = await repo.addPending(deps.db, {
        title: product.title,
        handle: input.handle,
        barcode: input.barcode,
        addedById: actor.id,
        addedBy: actor.username,
        createdAt: deps.now(),
      });
      return {
        success: true,
        message: added.isNew ? M.addedToQueue : M.alreadyQueued,
        recordId: added.id,
        isNew: added.isNew,
      };
    },

    /**
     * Without overwrite an existing review is kept and the new one goes into the second slot;
     * with it (or with no review yet) the first slot is written. The review read is the one
     * compared before writing, so two people reviewing at once never overwrite each other silently.
     */
    async updateReview(input: UpdateReviewInput, actor: ReviewActor): Promise<UpdateReviewResponse> {
      const productId = await platform.getVariantProductId(input.variantId);
      const product = productId ? await platform.getProduct(productId) : null;
      const variant = product?.variants.find((candidate) => candidate.id === input.variantId);
      if (!product || !variant) throw notFound(M.variantNotFound);
      const current = variant.metafields;
      const hasFirst = Boolean(current.reviewer_name?.trim());
      const slot = hasFirst && !input.overwrite ? 'second' : 'first';
      const edit: VariantEdit = {
        id: variant.id,
        expected: {
          metafields: {
            reviewer_name: current.reviewer_name ?? null,
            reviewer_score: current.reviewer_score ?? null,
            reviewer_name2: current.reviewer_name2 ?? null,
          },
        },
        metafields:
          slot === 'first'
            ? {
                reviewer_name: input.reviewerName,
                reviewer_score: input.reviewerScore,
                reviewer_text: input.reviewerText,
              }
            : { reviewer_name2: input.reviewerName, reviewer_score2: input.reviewerScore },
      };
      try {
        await platform.updateVariants(product.id, [edit], null, actor);
      } catch (error) {
        if (error instanceof StaleEditError) throw conflict(M.staleReview, 'stale_edit');
        throw error;
      }
      const message = slot === 'second' ? M.secondReviewSaved : hasFirst ? M.reviewReplaced : M.reviewSaved;
      return { success: true, message, slot };
    },

    async markEdited(recordId: number, actor: ReviewActor) {
      const record = await repo.findRecord(deps.db, recordId);
      if (!record) throw notFound(M.recordNotFound);
      await repo.markEdited(deps.db, recordId, deps.now(), actor.username);
      return { success: true as const };
    },
  };
}

export type CriticReviewsService = ReturnType<typeof createCriticReviewsService>;
