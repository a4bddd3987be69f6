import { AlertCircle } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import { calculateGrossMargin, formatGrossMargin } from '#shared/product-entry/money';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { findDraftIssues } from '#shared/product-entry/draft-issues';
import { REVIEW_REQUIRED_FIELDS, findMissingRequiredFields } from '#shared/product-entry/required-fields';
import { buildTags } from '#shared/product-entry/tags';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { stepOfPath, type FormIssue } from '#client/features/product-entry/form-issues';
import { FormIssues } from './form-issues-list';
import { ReviewSummary } from './review-summary';

interface StepReviewProps {
  labelStores: readonly string[];
  onEdit: (step: number) => void;
}

/** Step 5: Review & Create Product — summary, gross margin, tags and what is still missing. */
export function StepReview({ labelStores, onEdit }: StepReviewProps) {
  const { watch } = useFormContext<ProductFormInput>();
  const values = watch();
  const missing = findMissingRequiredFields(values);
  const notice = PRODUCT_ENTRY_TOASTS.missingRequiredFields(missing);
  const margin = calculateGrossMargin(values);
  const tags = buildTags(values);
  // Every problem that would refuse Create, listed before it is pressed; the empty review fields
  // are named by the notice above, so they are not listed twice.
  const issues: FormIssue[] = findDraftIssues(values)
    .filter((issue) => !(issue.isMissing && REVIEW_REQUIRED_FIELDS.some(({ field }) => field === issue.path)))
    .map((issue) => ({ path: issue.path, message: issue.message, step: stepOfPath(issue.path) }));

  return (
    <div className="grid gap-6">
      {missing.length > 0 ? (
        <Alert variant="destructive" data-testid="missing-required-fields">
          <AlertCircle aria-hidden="true" />
          <div className="grid gap-1">
            <AlertTitle>{notice.title}</AlertTitle>
            <AlertDescription>{notice.description}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      {issues.length > 0 ? <FormIssues issues={issues} onEdit={onEdit} /> : null}
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="grid content-start gap-1 rounded-lg border bg-brand-soft/40 p-4">
          <p className="text-sm text-muted-foreground">Gross margin</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="gross-margin">
            {formatGrossMargin(margin)}
          </p>
          <p className="text-xs text-muted-foreground">
            {values.createVariant ? 'Price vs pack cost' : 'Price vs cost'}
          </p>
        </div>
        <div className="grid min-w-0 content-start gap-2 rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">Tags</p>
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="max-w-full rounded-full border bg-muted px-2.5 py-0.5 text-xs font-medium wrap-anywhere"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No tags yet.</p>
          )}
        </div>
      </div>
      <ReviewSummary values={values} labelStores={labelStores} onEdit={onEdit} />
    </div>
  );
}
