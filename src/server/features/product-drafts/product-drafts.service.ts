import {
  PRODUCT_DRAFT_MESSAGES as M,
  PRODUCT_DRAFTS_MAX,
  draftName,
  type DraftFromProduct,
  type ProductDraft,
  type ProductDraftInput,
  type ProductDraftList,
} from '#shared/product-drafts/product-drafts';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { conflict, notFound } from '#server/http/errors';
import { draftFromProduct } from './draft-from-product';
import * as repo from './product-drafts.repo';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'storePlatform'>;
type Actor = { id: number; username: string };

const toDraft = (row: repo.ProductDraftRow): ProductDraft => ({
  id: row.id,
  name: row.name,
  step: row.step,
  updatedAt: row.updatedAt.toISOString(),
  draft: row.draft,
});

const valuesOf = (input: ProductDraftInput) => ({ name: draftName(input.form), step: input.step, draft: input });

/** New Product Entry drafts: saved per person, resumed anywhere, deleted when done with. */
export function createProductDraftsService(deps: Deps) {
  return {
    async list(actor: Actor): Promise<ProductDraftList> {
      const rows = await repo.listDrafts(deps.db, actor.id);
      return { drafts: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
    },

    async get(id: number, actor: Actor): Promise<ProductDraft> {
      const row = await repo.findDraft(deps.db, actor.id, id);
      if (!row) throw notFound(M.notFound);
      return toDraft(row);
    },

    async create(input: ProductDraftInput, actor: Actor): Promise<ProductDraft> {
      const row = await deps.db.transaction(async (tx) => {
        await repo.lockOwner(tx, actor.id);
        if ((await repo.countDrafts(tx, actor.id)) >= PRODUCT_DRAFTS_MAX) throw conflict(M.tooMany, 'too_many_drafts');
        const at = deps.now();
        const created = await repo.insertDraft(tx, actor.id, valuesOf(input), at);
        await recordAudit(tx, {
          action: 'product-draft.save',
          actor,
          subject: `product-draft:${created.id}`,
          after: { name: created.name },
          at,
        });
        return created;
      });
      return toDraft(row);
    },

    async update(id: number, input: ProductDraftInput, actor: Actor): Promise<ProductDraft> {
      const row = await deps.db.transaction((tx) => repo.updateDraft(tx, actor.id, id, valuesOf(input), deps.now()));
      if (!row) throw notFound(M.notFound);
      return toDraft(row);
    },

    async remove(id: number, actor: Actor): Promise<{ success: true }> {
      await deps.db.transaction(async (tx) => {
        const row = await repo.findDraft(tx, actor.id, id);
        if (!row || !(await repo.deleteDraft(tx, actor.id, id))) throw notFound(M.notFound);
        await recordAudit(tx, {
          action: 'product-draft.delete',
          actor,
          subject: `product-draft:${id}`,
          before: { name: row.name },
          at: deps.now(),
        });
      });
      return { success: true };
    },

    async fromProduct(productId: string): Promise<DraftFromProduct> {
      const product = await deps.storePlatform.getProduct(productId);
      if (!product) throw notFound(M.productNotFound);
      return { sourceTitle: product.title, draft: draftFromProduct(product) };
    },
  };
}
export type ProductDraftsService = ReturnType<typeof createProductDraftsService>;
