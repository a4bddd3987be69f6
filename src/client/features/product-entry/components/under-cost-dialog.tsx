import { formatMoney } from '#shared/money/format-money';
import type { UnderCostVariant } from '#shared/product-entry/variants';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';

/** Asks before creating a variant priced under its cost (issue 26.9). */
export function UnderCostDialog({
  variants,
  onCancel,
  onConfirm,
}: {
  variants: UnderCostVariant[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={variants !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Priced below cost</DialogTitle>
          <DialogDescription>Every sale of these would lose money. Create the product anyway?</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm">
          {(variants ?? []).map((variant) => (
            <li key={variant.label}>
              <strong>{variant.label}</strong>: {formatMoney(variant.price)} against a cost of{' '}
              {formatMoney(variant.cost)}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Go back
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Create anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
