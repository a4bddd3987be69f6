import { ScanBarcode, X } from 'lucide-react';
import { LABELS_NOW_MESSAGES as M } from '#shared/labels/labels-now';
import { Button } from '#client/components/ui/button';
import type { PrintNowItem } from './use-print-labels-now';

/** The products to label; with `allowScan` each one can be taken off again. */
export function ChosenList({
  chosen,
  allowScan,
  onRemove,
}: {
  chosen: readonly PrintNowItem[];
  allowScan: boolean;
  onRemove(variantId: string): void;
}) {
  return chosen.length > 0 ? (
    <ul className="grid gap-1" aria-label="Products to label">
      {chosen.map((item) => (
        <li key={item.variantId} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
          <span className="min-w-0 text-sm wrap-anywhere">{item.name}</span>
          {allowScan ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${item.name}`}
              onClick={() => onRemove(item.variantId)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  ) : (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <ScanBarcode className="size-4" aria-hidden="true" />
      {M.noVariants}: scan or type its SKU or barcode.
    </p>
  );
}
