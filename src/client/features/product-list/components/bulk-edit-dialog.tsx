import { useId, useState } from 'react';
import { BulkChangeSchema, type BulkChange, type BulkEdit } from '../../../../shared/product-list/bulk-edit';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/error-message';
import { useAction } from '../../../lib/use-action';
import { createBulkEdit, type BulkSelection, useCloseAndRefreshList } from '../api/product-list-api';
import { SELECT_CLASS } from '../pages/product-list-page';
import { BulkEditReview } from './bulk-edit-review';

interface BulkEditDialogProps {
  selection: BulkSelection;
  count: number;
  onClose: () => void;
}

/** Change price or cost of the selection by an amount, a percent or to a value; preview, apply, undo. */
export function BulkEditDialog({ selection, count, onClose }: BulkEditDialogProps) {
  const ids = useId();
  const closeAndRefresh = useCloseAndRefreshList(onClose);
  const [field, setField] = useState<BulkChange['field']>('price');
  const [mode, setMode] = useState<BulkChange['mode']>('percent');
  const [value, setValue] = useState('');
  const [rounding, setRounding] = useState<BulkChange['rounding']>('none');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkEdit | null>(null);
  const make = useAction({
    mutationFn: (change: BulkChange) => createBulkEdit(selection, change),
    onSuccess: (edit) => setPreview(edit),
    onError: (failure) => setError(getErrorMessage(failure)),
  });

  function submit() {
    setError(null);
    const parsed = BulkChangeSchema.safeParse({
      field,
      mode,
      value: value.trim() === '' ? undefined : Number(value),
      rounding,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the change');
      return;
    }
    make.mutate(parsed.data);
  }

  return (
    <Dialog open onOpenChange={closeAndRefresh}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Bulk edit</DialogTitle>
          <DialogDescription>
            {count.toLocaleString('en-US')} variant{count === 1 ? '' : 's'} selected
          </DialogDescription>
        </DialogHeader>
        {preview ? (
          <BulkEditReview initial={preview} />
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-field`}>Field</Label>
              <select
                id={`${ids}-field`}
                className={SELECT_CLASS}
                value={field}
                onChange={(event) => setField(event.target.value as BulkChange['field'])}
              >
                <option value="price">Price</option>
                <option value="cost">Cost</option>
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-mode`}>Change</Label>
              <select
                id={`${ids}-mode`}
                className={SELECT_CLASS}
                value={mode}
                onChange={(event) => setMode(event.target.value as BulkChange['mode'])}
              >
                <option value="percent">By a percent</option>
                <option value="amount">By an amount</option>
                <option value="value">To a value</option>
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-value`}>
                {mode === 'percent'
                  ? 'Percent (negative lowers)'
                  : mode === 'amount'
                    ? 'Amount in $ (negative lowers)'
                    : 'New value in $'}
              </Label>
              <Input
                id={`${ids}-value`}
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-rounding`}>Round to</Label>
              <select
                id={`${ids}-rounding`}
                className={SELECT_CLASS}
                value={rounding}
                onChange={(event) => setRounding(event.target.value as BulkChange['rounding'])}
              >
                <option value="none">No rounding</option>
                <option value=".99">Next .99</option>
                <option value=".49">Next .49</option>
              </select>
            </div>
            {error ? <FormMessage className="sm:col-span-2">{error}</FormMessage> : null}
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" disabled={make.isPending}>
                Preview
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
