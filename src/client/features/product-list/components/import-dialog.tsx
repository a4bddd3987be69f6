import { useId, useState } from 'react';
import type { BulkEdit } from '#shared/product-list/bulk-edit';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { importPriceCsv, useCloseAndRefreshList } from '../api/product-list-api';
import { BulkEditReview } from './bulk-edit-review';

/** Import price and cost changes from a CSV (SKU, price, cost; optional old price, old cost). */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const closeAndRefresh = useCloseAndRefreshList(onClose);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkEdit | null>(null);
  const upload = useAction({
    mutationFn: (chosen: File) => importPriceCsv(chosen),
    onSuccess: (edit) => setPreview(edit),
    onError: (failure) => setError(getErrorMessage(failure)),
  });
  return (
    <Dialog open onOpenChange={closeAndRefresh}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import prices</DialogTitle>
          <DialogDescription>
            A CSV with the columns SKU, Price and Cost. Add Old price or Old cost to leave out rows changed since.
          </DialogDescription>
        </DialogHeader>
        {preview ? (
          <BulkEditReview initial={preview} />
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setError(null);
              if (!file) setError('Choose a CSV file');
              else upload.mutate(file);
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-file`}>CSV file</Label>
              <Input
                id={`${ids}-file`}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            {error ? <FormMessage>{error}</FormMessage> : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={upload.isPending}>
                Preview import
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
