import { Plus } from 'lucide-react';
import { LABELS_NOW_MESSAGES as M } from '#shared/labels/labels-now';
import { cleanCodeTerm, codeKey } from '#shared/products/search-codes';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { findProductByCode } from '../api/labels-now';
import type { PrintNowItem } from './use-print-labels-now';

/** Adds products to print by SKU or barcode, typed or scanned. */
export function ScanCodeForm({
  code,
  setCode,
  onAdded,
}: {
  code: string;
  setCode(code: string): void;
  onAdded(added: PrintNowItem[]): void;
}) {
  const lookUp = useAction({
    mutationFn: (term: string) => findProductByCode(term),
    onSuccess: ({ product }, term) => {
      // The variant the code names; a code that only found the product (a name) adds each variant.
      const key = codeKey(term);
      const exact = product.variants.filter(
        (variant) => codeKey(variant.sku ?? '') === key || codeKey(variant.barcode ?? '') === key,
      );
      const added = (exact.length ? exact : product.variants).map((variant) => ({
        variantId: variant.id,
        name: `${product.title}${variant.sku ? ` · ${variant.sku}` : ''}`,
      }));
      onAdded(added);
      setCode('');
    },
    onError: (error) =>
      toast({
        title: getErrorStatus(error) === 404 ? M.notFound : 'Search failed',
        description: getErrorStatus(error) === 404 ? undefined : getErrorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <form
      className="grid gap-2"
      role="search"
      aria-label="Add a product by SKU or barcode"
      onSubmit={(event) => {
        event.preventDefault();
        const term = cleanCodeTerm(code);
        if (term) lookUp.mutate(term);
      }}
    >
      <Label htmlFor="print-now-code">SKU or barcode</Label>
      <div className="flex gap-2">
        <Input
          id="print-now-code"
          placeholder="Type or scan a SKU or barcode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="outline" disabled={lookUp.isPending || !code.trim()}>
          {lookUp.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
          Add
        </Button>
      </div>
    </form>
  );
}
