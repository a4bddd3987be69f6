import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first message among a form's errors, for screens whose spec tells a refusal in a toast.
 * Errors are nested as the fields are (`variantEdits.0.price`); they are set in the order the
 * schema reported its issues, so the first one found depth-first is the schema's first.
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    if ('message' in node && typeof node.message === 'string' && node.message) return node.message;
    for (const [key, child] of Object.entries(node)) {
      // `ref` is the field's element: nothing to read there.
      if (key === 'ref') continue;
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(errors);
}
