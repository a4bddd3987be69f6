import { useCallback, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { findDraftIssues } from '#shared/product-entry/draft-issues';
import type { ProductForm, ProductFormInput } from '#shared/product-entry/product-form-schema';

/**
 * Shows each field's format error (sign, range, length, pattern) as soon as the field is left,
 * from the shared schema, while an empty required field stays unreported until the review step
 * (spec 02 §2). After a Create attempt the form's own validation takes over (re-validates on change).
 */
export function useFormatChecks(form: UseFormReturn<ProductFormInput, unknown, ProductForm>) {
  const shown = useRef(new Set<string>());
  return useCallback(() => {
    if (form.formState.isSubmitted) return;
    const issues = findDraftIssues(form.getValues()).filter((issue) => !issue.isMissing);
    const next = new Set(issues.map((issue) => issue.path));
    for (const path of shown.current) {
      if (!next.has(path)) form.clearErrors(path as FieldPath<ProductFormInput>);
    }
    for (const issue of issues) {
      const path = issue.path as FieldPath<ProductFormInput>;
      if (form.getFieldState(path).error?.message !== issue.message) {
        form.setError(path, { type: 'format', message: issue.message });
      }
    }
    shown.current = next;
  }, [form]);
}
