import { z } from 'zod';

/**
 * GET /api/admin/catalogue-sync: the state of the Shopify mirror (ADR 065). With the local
 * catalogue there is no mirror and `mirrored` is false (every other field null or 0).
 */
export const CatalogueSyncStatusSchema = z.strictObject({
  mirrored: z.boolean(),
  /** `idle`, `running` (a full sync is reading), `failed` (the last one stopped; it resumes). */
  status: z.enum(['idle', 'running', 'failed']),
  /** `products` then `stock` while a full sync runs. */
  phase: z.enum(['products', 'stock']).nullable(),
  /** Lines of the current bulk result stored, and how many it holds once known. */
  linesDone: z.number().int().min(0),
  linesTotal: z.number().int().min(0).nullable(),
  productsDone: z.number().int().min(0),
  startedAt: z.iso.datetime().nullable(),
  lastFullSyncAt: z.iso.datetime().nullable(),
  lastEventAt: z.iso.datetime().nullable(),
  lastPollAt: z.iso.datetime().nullable(),
  /** Seconds since Shopify was last heard from (sync, event or poll); null before the first. */
  lagSeconds: z.number().int().min(0).nullable(),
  /** Rows the mirror holds. */
  products: z.number().int().min(0),
  variants: z.number().int().min(0),
  error: z.string().nullable(),
});
export type CatalogueSyncStatus = z.infer<typeof CatalogueSyncStatusSchema>;

/** POST /api/admin/catalogue-sync takes no fields. */
export const CatalogueSyncStartSchema = z.strictObject({});

export const CATALOGUE_SYNC_TITLE = 'Shopify catalogue mirror';
export const CATALOGUE_SYNC_STARTED = 'Full sync started';
export const CATALOGUE_SYNC_NOT_MIRRORED = 'The catalogue is local: there is no Shopify mirror to sync';
