import { z } from 'zod';
import { ProductFormSchema, type ProductFormInput } from './product-form-schema';

/** A problem the shared schema finds in a wizard draft, by field path (`typeSpecificFields.vintage`). */
export interface DraftIssue {
  path: string;
  message: string;
  /**
   * The field is empty: a "required" problem, which the wizard reports only on the review step
   * (spec 02 §2); every other problem is the field's format, shown as soon as the field is left.
   */
  isMissing: boolean;
}

/** The critic review is optional (spec 02 §2 step 3): its fields left blank mean "no review". */
export function withoutBlankCriticReview(values: ProductFormInput): ProductFormInput {
  const review = values.criticReview;
  if (!review) return values;
  const isBlank = !review.reviewerName && review.score == null && !review.reviewText?.trim();
  return isBlank ? { ...values, criticReview: null } : values;
}

const valueAt = (values: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) => (node != null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    values,
  );

const isEmptyValue = (value: unknown) =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** Every problem that would refuse this draft on Create, one per field, in the schema's order. */
export function findDraftIssues(values: ProductFormInput): DraftIssue[] {
  const draft = withoutBlankCriticReview(values);
  const result = ProductFormSchema.safeParse(draft);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: DraftIssue[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message, isMissing: isEmptyValue(valueAt(draft, issue.path)) });
  }
  return issues;
}

/** The innermost schema at a field path, through defaults, optionals, nullables and arrays. */
function schemaAt(path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = ProductFormSchema;
  const unwrap = (schema: z.ZodType): z.ZodType => {
    let current = schema;
    for (;;) {
      if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
        current = current.unwrap() as z.ZodType;
      } else if (current instanceof z.ZodArray) {
        current = current.element as z.ZodType;
      } else {
        return current;
      }
    }
  };
  for (const key of path.split('.')) {
    if (!node) return undefined;
    const inner = unwrap(node);
    node = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[key] : undefined;
  }
  return node ? unwrap(node) : undefined;
}

/** The longest text the schema accepts at a field path, for the input's `maxLength`. */
export function maxLengthAt(path: string): number | undefined {
  const schema = schemaAt(path);
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}
