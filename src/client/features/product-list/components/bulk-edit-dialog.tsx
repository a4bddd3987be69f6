import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BulkChange, BulkEdit } from '#shared/product-list/bulk-edit';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { getErrorMessage } from '#client/lib/error-message';
import { firstErrorMessage } from '#client/lib/first-error-message';
import { useAction } from '#client/lib/use-action';
import { createBulkEdit, type BulkSelection, useCloseAndRefreshList } from '../api/product-list-api';
import { SELECT_CLASS } from '#client/components/ui/select-class';
import { BulkChangeDraftSchema, EMPTY_BULK_CHANGE, type BulkChangeDraft } from './bulk-change-draft';
import { BulkEditReview } from './bulk-edit-review';

interface BulkEditDialogProps {
  selection: BulkSelection;
  count: number;
  /** "All matching" past the list's count: more than `count` (the server refuses the batch). */
  countIsCapped?: boolean;
  onClose: () => void;
}

/** Change price or cost of the selection by an amount, a percent or to a value; preview, apply, undo. */
export function BulkEditDialog({ selection, count, countIsCapped = false, onClose }: BulkEditDialogProps) {
  const ids = useId();
  const closeAndRefresh = useCloseAndRefreshList(onClose);
  // A refusal stays shown until the next press of Preview.
  const form = useForm<BulkChangeDraft, unknown, BulkChange>({
    resolver: zodResolver(BulkChangeDraftSchema),
    defaultValues: EMPTY_BULK_CHANGE,
    reValidateMode: 'onSubmit',
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [preview, setPreview] = useState<BulkEdit | null>(null);
  const make = useAction({
    mutationFn: (change: BulkChange) => createBulkEdit(selection, change),
    onSuccess: (edit) => setPreview(edit),
  });
  const { errors } = form.formState;
  const error = firstErrorMessage(errors) ?? (make.isError ? getErrorMessage(make.error) : null);

  return (
    <Dialog open onOpenChange={closeAndRefresh}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Bulk edit</DialogTitle>
          <DialogDescription>
            {count.toLocaleString('en-US')}
            {countIsCapped ? '+' : ''} variant{count === 1 && !countIsCapped ? '' : 's'} selected
          </DialogDescription>
        </DialogHeader>
        {preview ? (
          <BulkEditReview initial={preview} />
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-2"
            noValidate
            onSubmit={(event) => void form.handleSubmit((change) => make.mutate(change))(event)}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-field`}>Field</Label>
              <select id={`${ids}-field`} className={SELECT_CLASS} {...form.register('field')}>
                <option value="price">Price</option>
                <option value="cost">Cost</option>
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-mode`}>Change</Label>
              <select id={`${ids}-mode`} className={SELECT_CLASS} {...form.register('mode')}>
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
                aria-invalid={errors.value ? true : undefined}
                aria-describedby={errors.value ? `${ids}-error` : undefined}
                {...form.register('value')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-rounding`}>Round to</Label>
              <select id={`${ids}-rounding`} className={SELECT_CLASS} {...form.register('rounding')}>
                <option value="none">No rounding</option>
                <option value=".99">Next .99</option>
                <option value=".49">Next .49</option>
              </select>
            </div>
            {error ? (
              <FormMessage id={`${ids}-error`} className="sm:col-span-2">
                {error}
              </FormMessage>
            ) : null}
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
