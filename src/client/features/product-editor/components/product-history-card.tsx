import { useQueryClient } from '@tanstack/react-query';
import { History, Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  HISTORY_FIELD_LABELS,
  PRODUCT_HISTORY_MESSAGES as M,
  type ProductHistoryEntry,
} from '#shared/product-editor/product-history';
import { formatMoney } from '#shared/money/format-money';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorCode, getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { productHistoryKey, revertChange, useProductHistory } from '../api/product-history';

const MONEY_FIELDS = new Set(['price', 'cost', 'cost_queue_cost']);

/** A logged value as the history shows it: money as money, an absent value as an em dash. */
function shown(entry: ProductHistoryEntry, value: string | null) {
  if (value === null || value === '') return '—';
  return MONEY_FIELDS.has(entry.field) && Number.isFinite(Number(value)) ? formatMoney(Number(value)) : value;
}

const fieldOf = (entry: ProductHistoryEntry) =>
  `${HISTORY_FIELD_LABELS[entry.field] ?? entry.field}${entry.storeName ? ` at ${entry.storeName}` : ''}`;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface ProductHistoryCardProps {
  productId: string;
  /** After a revert, or a refused one: the product is read again. */
  onChanged(): void;
}

/** A product's change history (who, when, field, old → new, from which screen), with revert. */
export function ProductHistoryCard({ productId, onChanged }: ProductHistoryCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [toRevert, setToRevert] = useState<ProductHistoryEntry | null>(null);
  const history = useProductHistory(productId, isOpen);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: productHistoryKey(productId) });

  const revert = useAction({
    mutationFn: (entry: ProductHistoryEntry, key: string) => revertChange(entry.id, key),
    onSuccess: (answer) => {
      setToRevert(null);
      const labels = answer.labelsQueued ? ' · new shelf label queued' : '';
      toast({ title: 'Change reverted', description: `${answer.message}${labels}` });
      refresh();
      onChanged();
    },
    onError: (error) => {
      setToRevert(null);
      toast({ title: 'Could not revert', description: getErrorMessage(error), variant: 'destructive' });
      if (getErrorCode(error) === 'stale_edit') {
        refresh();
        onChanged();
      }
    },
  });

  const entries = history.data?.entries ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <History className="size-5 text-primary" aria-hidden="true" />
            History
          </CardTitle>
          <CardDescription>Every change to this product, the latest first.</CardDescription>
        </div>
        <Button variant="outline" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? 'Hide history' : 'Show history'}
        </Button>
      </CardHeader>
      {isOpen ? (
        <CardContent>
          {history.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading history…
            </p>
          ) : history.isError ? (
            <p className="text-sm text-destructive">{getErrorMessage(history.error)}</p>
          ) : entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
          ) : (
            <ol className="grid gap-2" aria-label="Change history">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="wrap-anywhere">
                      <span className="font-medium">{fieldOf(entry)}</span>
                      {entry.sku ? (
                        <span className="ml-2 font-mono text-xs text-muted-foreground">{entry.sku}</span>
                      ) : null}
                    </span>
                    {entry.field === 'created' ? (
                      <span className="wrap-anywhere">{entry.newValue}</span>
                    ) : (
                      <span>
                        {shown(entry, entry.oldValue)} → {shown(entry, entry.newValue)}
                        {entry.revertOf ? <span className="ml-2 text-xs text-muted-foreground">(revert)</span> : null}
                      </span>
                    )}
                    <span className="text-xs text-muted-foreground">
                      {entry.actorName ?? 'System'} · {entry.screen} · {when(entry.at)}
                    </span>
                  </div>
                  {entry.isRevertible ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Revert ${fieldOf(entry)} ${shown(entry, entry.oldValue)} → ${shown(entry, entry.newValue)}`}
                      onClick={() => setToRevert(entry)}
                    >
                      <Undo2 aria-hidden="true" />
                      Revert
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      ) : null}
      <Dialog open={toRevert !== null} onOpenChange={(open) => (open || revert.isPending ? null : setToRevert(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revert this change?</DialogTitle>
            <DialogDescription>
              {toRevert
                ? `${fieldOf(toRevert)}${toRevert.sku ? ` of ${toRevert.sku}` : ''} goes back from ${shown(toRevert, toRevert.newValue)} to ${shown(toRevert, toRevert.oldValue)}. If it has changed since, nothing is changed.`
                : M.notFound}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={revert.isPending}>
                Keep it
              </Button>
            </DialogClose>
            <Button disabled={revert.isPending} onClick={() => (toRevert ? revert.mutate(toRevert) : undefined)}>
              {revert.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
              Revert change
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
