import { z } from 'zod';
import {
  MARGIN_MESSAGES as M,
  MarginRuleInputSchema,
  thresholdFromPercentInput,
} from '#shared/margin-tags/margin-tags';

/** The add-rule form as typed: the threshold is a percent, as the rules table shows it. */
export interface MarginRuleDraft {
  collectionName: string;
  threshold: string;
}

export const EMPTY_MARGIN_RULE_DRAFT: MarginRuleDraft = { collectionName: '', threshold: '' };

/**
 * The typed percent read into the route's own schema (a decimal 0–1). Each refusal is one message,
 * the spec's toast: both fields first, then the percent's range, then the route's own checks.
 */
export const MarginRuleDraftSchema = z
  // A disabled select (collections still loading) gives no value: the same as none chosen.
  .strictObject({ collectionName: z.string().catch(''), threshold: z.string() })
  .transform((draft, ctx) => {
    if (!draft.collectionName.trim() || draft.threshold.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['collectionName'], message: M.bothRequired });
      return z.NEVER;
    }
    const marginThreshold = thresholdFromPercentInput(draft.threshold);
    if (marginThreshold === null) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: M.thresholdPercentRange });
      return z.NEVER;
    }
    return { collectionName: draft.collectionName, marginThreshold };
  })
  .pipe(MarginRuleInputSchema);
