import { z } from 'zod';
import { money } from './product-edit';

/** The cost queue looks back 72 hours (spec 03 §9). */
export const COST_QUEUE_WINDOW_HOURS = 72;
export const AUTO_COST_CHANGE_ID = 'auto-72h';

const isBatchNumber = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

const costChangeId = z
  .string({ error: 'costChangeId is required' })
  .refine(
    (value) => value === AUTO_COST_CHANGE_ID || isBatchNumber(value),
    `costChangeId must be ${AUTO_COST_CHANGE_ID} or a batch number`,
  );

/** POST /api/cost-change-queue/fetch (spec 03 §7). */
export const CostChangeFetchInputSchema = z.strictObject({ costChangeId });

/** Spec 03 §3 "Cost-change item". */
const CostChangeItemSchema = z.strictObject({
  id: z
    .string({ error: 'id is required' })
    .regex(/^gid:\/\/shopify\/ProductVariant\/[1-9]\d{0,18}$/, 'id must be a variant id'),
  title: z.string().max(255),
  sku: z.string().max(66).nullable(),
  collections: z.array(z.string().max(255)).max(250),
  isWineProduct: z.boolean(),
  oldCost: money('oldCost').nullable(),
  newCost: money('newCost').nullable(),
  oldPrice: money('oldPrice'),
  newPrice: money('newPrice'),
  noPriceChange: z.boolean({ error: 'noPriceChange must be true or false' }),
  costEdited: z.boolean({ error: 'costEdited must be true or false' }),
  newGrossMargin: z.number().min(-1e9).max(100).nullable(),
});
export type CostChangeItem = z.infer<typeof CostChangeItemSchema>;

export const CostChangeFetchResponseSchema = z.strictObject({
  items: z.array(CostChangeItemSchema),
  costChangeId: z.string(),
  alreadyProcessed: z.boolean(),
  message: z.string(),
});
export type CostChangeFetchResponse = z.infer<typeof CostChangeFetchResponseSchema>;

/** POST /api/cost-change-queue/save (spec 03 §7): only items with a new price above 0 or No Price Change. */
export const CostChangeSaveInputSchema = z.strictObject({
  costChangeId: z
    .string({ error: 'costChangeId is required' })
    .refine(isBatchNumber, 'costChangeId must be the batch number the queue was loaded with'),
  items: z.array(CostChangeItemSchema, { error: 'items must be a list' }).max(500, 'At most 500 items'),
});
export type CostChangeSaveInput = z.infer<typeof CostChangeSaveInputSchema>;

const CostChangeUpdatedSchema = z.strictObject({
  id: z.string(),
  sku: z.string().nullable(),
  title: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
  noPriceChange: z.boolean(),
  costEdited: z.boolean(),
});

export const CostChangeSaveResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  updated: z.array(CostChangeUpdatedSchema),
  /** Items of the batch nobody acted on: they stay in the queue (issue 26.3). */
  remaining: z.number().int().min(0),
  labelQueues: z.array(z.strictObject({ queueId: z.number().int(), store: z.string(), skus: z.array(z.string()) })),
});
export type CostChangeSaveResponse = z.infer<typeof CostChangeSaveResponseSchema>;

/** Spec 03 §5: an item counts as updated if its new price is above 0 or No Price Change is set. */
export const isCostItemUpdated = (item: Pick<CostChangeItem, 'newPrice' | 'noPriceChange'>) =>
  item.newPrice > 0 || item.noPriceChange;
