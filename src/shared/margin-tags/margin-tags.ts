import { z } from 'zod';
import { singleLineText } from '../validation/text';

/** Spec 02 §5 "Tags" and spec 03 "Tag DIMARGIN". */
export const DIMARGIN_TAG = 'DIMARGIN';
/** Spec 03 §9: at most 5 analysis errors listed. */
export const ANALYSIS_ERRORS_SHOWN = 5;
/** POST /api/dimargin/analyze answers with the result when the analysis ends within this. */
export const ANALYZE_WAIT_MS = 10_000;

export const MARGIN_MESSAGES = {
  bothRequired: 'Please enter both collection name and margin threshold.',
  thresholdRange: 'Margin threshold must be a decimal between 0 and 1 (e.g., 0.35 for 35%).',
  /** The form takes the percent as the table shows it (issue 26.10); the API keeps the decimal. */
  thresholdPercentRange: 'Margin threshold must be a percent between 0 and 100 (e.g., 35 for 35%).',
  selectCollection: 'Please select a collection to analyze',
  analysisFailed: 'Analysis Failed',
  addRuleFailed: 'Failed to add rule: ',
  removeRuleFailed: 'Failed to remove rule: ',
  neverRun: 'Never run',
  ruleNotFound: (name: string) => `No margin rule for collection "${name}"`,
  collectionNotFound: (name: string) => `Collection "${name}" not found`,
  moreErrors: (count: number) => `... and ${count} more errors`,
} as const;

const collectionName = singleLineText({
  max: 255,
  label: 'Collection name',
  trim: true,
  typeError: MARGIN_MESSAGES.bothRequired,
}).min(1, MARGIN_MESSAGES.bothRequired);

/** POST /api/dimargin/rules: the threshold is a decimal 0–1, at most 4 places (shown as a whole percent). */
export const MarginRuleInputSchema = z.strictObject({
  collectionName,
  marginThreshold: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MARGIN_MESSAGES.bothRequired
          : MARGIN_MESSAGES.thresholdRange,
    })
    .min(0, MARGIN_MESSAGES.thresholdRange)
    .max(1, MARGIN_MESSAGES.thresholdRange)
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
      MARGIN_MESSAGES.thresholdRange,
    ),
});
export type MarginRuleInput = z.infer<typeof MarginRuleInputSchema>;

export const MarginRuleParamsSchema = z.strictObject({ collectionName });

export const MarginRuleSchema = z.strictObject({
  collectionName: z.string(),
  marginThreshold: z.number(),
  lastAnalysisRun: z.string().nullable(),
});
export type MarginRule = z.infer<typeof MarginRuleSchema>;

export const MarginConfigResponseSchema = z.strictObject({ rules: z.array(MarginRuleSchema) });
export type MarginConfigResponse = z.infer<typeof MarginConfigResponseSchema>;

const MarginCollectionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  productsCount: z.number().int(),
});
export const MarginCollectionsResponseSchema = z.array(MarginCollectionSchema);
export type MarginCollection = z.infer<typeof MarginCollectionSchema>;

export const AnalyzeInputSchema = z.strictObject({
  collectionName: singleLineText({
    max: 255,
    label: 'Collection name',
    trim: true,
    typeError: MARGIN_MESSAGES.selectCollection,
  }).min(1, MARGIN_MESSAGES.selectCollection),
});

/** Spec 03 §3 "Analysis result". */
export const AnalysisResultSchema = z.strictObject({
  collectionName: z.string(),
  totalProducts: z.number().int(),
  tagged: z.number().int(),
  untagged: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.string()),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

export const AnalysisJobParamsSchema = z.strictObject({ jobId: z.uuid({ message: 'jobId must be a job id' }) });

/** GET /api/dimargin/jobs/{jobId} */
export const AnalysisJobResponseSchema = z.strictObject({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.strictObject({ done: z.number().int(), total: z.number().int() }).nullable(),
  result: AnalysisResultSchema.nullable(),
  error: z.string().nullable(),
});
export type AnalysisJobResponse = z.infer<typeof AnalysisJobResponseSchema>;

/** Margin in percent, (price − cost) / price × 100 rounded to 2 decimals (spec 03 §9). */
const marginPercent = (price: number, cost: number) => Math.round(((price - cost) / price) * 10_000) / 100;

/**
 * A product's margin from its variants: the variants with a price above 0 and a cost, summed
 * (ADR 044). Null when none has both: the product is skipped.
 */
export function productMarginPercent(variants: { price: number; cost: number | null }[]): number | null {
  const priced = variants.filter((variant) => variant.price > 0 && variant.cost !== null);
  if (priced.length === 0) return null;
  const price = priced.reduce((sum, variant) => sum + variant.price, 0);
  const cost = priced.reduce((sum, variant) => sum + (variant.cost ?? 0), 0);
  return marginPercent(price, cost);
}

/** Whether a margin meets a threshold (0–1); both compared in percent to 2 decimals. */
export const meetsThreshold = (percent: number, threshold: number) => percent >= Math.round(threshold * 10_000) / 100;

/** The threshold as the whole percent shown in the rules table. */
export const thresholdPercent = (threshold: number) => `${Math.round(threshold * 100)}%`;

/**
 * The threshold as a person types it, a percent as the rules table shows it ("35", "35%", "27.5"),
 * to the API's decimal (0.35): null when it is not a percent from 0 to 100 with at most 2 decimals.
 */
export function thresholdFromPercentInput(text: string): number | null {
  const match = /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const percent = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  return Math.round(percent * 100) / 10_000;
}
