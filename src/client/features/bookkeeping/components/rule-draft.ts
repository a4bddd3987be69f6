import { z } from 'zod';
import {
  ClassifierRuleInputSchema,
  MATCH_KINDS,
  RULE_SIDES,
  type ClassifierRule,
} from '#shared/bookkeeping/classifier';
import { parseMoneyText } from '#shared/money/parse-money';

/** The rule dialog's fields as typed: amounts stay text until the form is sent. */
export interface RuleDraft {
  type: string;
  matchKind: (typeof MATCH_KINDS)[number];
  pattern: string;
  side: (typeof RULE_SIDES)[number];
  minAmount: string;
  maxAmount: string;
}

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const toRuleDraft = (rule: ClassifierRule | null): RuleDraft => ({
  type: rule?.type ?? '',
  matchKind: rule?.matchKind ?? 'contains',
  pattern: rule?.pattern ?? '',
  side: rule?.side ?? 'any',
  minAmount: amountText(rule?.minAmount),
  maxAmount: amountText(rule?.maxAmount),
});

/**
 * The typed fields read into the route's own schema: empty amounts are null, `5,000` or `$5,000.00`
 * numbers, anything else NaN, which the shared schema refuses with its own message.
 */
export const RuleDraftSchema = z
  .object({
    type: z.string(),
    matchKind: z.enum(MATCH_KINDS),
    pattern: z.string(),
    side: z.enum(RULE_SIDES),
    minAmount: z.string(),
    maxAmount: z.string(),
  })
  .strict()
  .transform((draft) => ({
    ...draft,
    minAmount: parseMoneyText(draft.minAmount),
    maxAmount: parseMoneyText(draft.maxAmount),
  }))
  .pipe(ClassifierRuleInputSchema);
