import type { FieldErrors } from 'react-hook-form';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';

export interface FormIssue {
  path: string;
  message: string;
  /** The wizard step that holds the field. */
  step: number;
}

const STEP_OF_SECTION: Record<string, number> = {
  typeSpecificFields: 2,
  description: 3,
  producerDescription: 3,
  criticReview: 3,
  images: 4,
};

/** The wizard step that holds a field path (`typeSpecificFields.vintage` → 2). */
export const stepOfPath = (path: string) => STEP_OF_SECTION[path.split('.')[0] ?? ''] ?? 1;

/** Every validation message of a failed Create, in form order, with the step to fix it on. */
export function collectFormIssues(errors: FieldErrors<ProductFormInput>): FormIssue[] {
  const issues: FormIssue[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '') {
      issues.push({ path: path.join('.'), message, step: stepOfPath(path.join('.')) });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'type' && key !== 'types') visit(child, [...path, key]);
    }
  };
  visit(errors, []);
  return issues;
}
