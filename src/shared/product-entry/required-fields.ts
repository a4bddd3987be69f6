import type { NumericInput } from './money';

/** The review step's required fields and their labels (spec 02 §2 step 5, §5). */
export const REVIEW_REQUIRED_FIELDS = [
  { field: 'producer', label: 'Producer' },
  { field: 'type', label: 'Type' },
  { field: 'price', label: 'Price' },
  { field: 'cost', label: 'Cost' },
] as const;

export type ReviewDraft = Partial<Record<(typeof REVIEW_REQUIRED_FIELDS)[number]['field'], NumericInput>>;

const isEmpty = (value: NumericInput) =>
  value == null || (typeof value === 'string' ? value.trim() === '' : Number.isNaN(value));

/** Labels of the required fields still empty, in form order; empty when Create may proceed. */
export function findMissingRequiredFields(draft: ReviewDraft): string[] {
  return REVIEW_REQUIRED_FIELDS.filter(({ field }) => isEmpty(draft[field])).map(({ label }) => label);
}
