import { AlertCircle } from 'lucide-react';
import { WIZARD_STEPS } from '#shared/product-entry/messages';
import { Alert, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import type { FormIssue } from '#client/features/product-entry/form-issues';

/** What the shared schema refused on Create, each with a way back to its step. */
export function FormIssues({ issues, onEdit }: { issues: readonly FormIssue[]; onEdit: (step: number) => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <div className="grid flex-1 gap-2">
        <AlertTitle>Please correct the following before creating the product</AlertTitle>
        <ul className="grid gap-1.5">
          {issues.map((issue) => (
            <li key={issue.path} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 wrap-anywhere">{issue.message}</span>
              <Button variant="outline" size="sm" className="h-7" onClick={() => onEdit(issue.step)}>
                Go to {WIZARD_STEPS[issue.step - 1]?.label}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
