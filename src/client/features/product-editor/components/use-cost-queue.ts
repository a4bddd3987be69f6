import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AUTO_COST_CHANGE_ID, isCostItemUpdated, type CostChangeItem } from '#shared/product-editor/cost-queue';
import { calculateMargin } from '#shared/product-editor/margin';
import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import { getErrorCode, getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { fetchCostChanges } from '../api/fetch-cost-changes';
import { saveCostChanges } from '../api/save-cost-changes';

type TextByItem = Record<string, string>;

/** What a cost change card edits: the typed amounts, their errors and the item itself. */
export interface CostQueueEditing {
  setPriceText(update: (current: TextByItem) => TextByItem): void;
  setCostText(update: (current: TextByItem) => TextByItem): void;
  setInputError(field: string, message: string | null): void;
  loadedCost(id: string): number | null;
  change(id: string, update: Partial<CostChangeItem>): void;
}

/** The cost queue's state: the loaded changes, what was typed over them, and the save. */
export function useCostQueue() {
  const loaded = useQuery({
    queryKey: ['/api/cost-change-queue/fetch', AUTO_COST_CHANGE_ID],
    queryFn: () => fetchCostChanges(AUTO_COST_CHANGE_ID),
    staleTime: 0,
    gcTime: 0,
  });
  const [items, setItems] = useState<CostChangeItem[]>([]);
  const [priceText, setPriceText] = useState<Record<string, string>>({});
  const [costText, setCostText] = useState<Record<string, string>>({});
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  const setInputError = (field: string, message: string | null) =>
    setInputErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  const loadedCost = (id: string) => loaded.data?.items.find((item) => item.id === id)?.newCost ?? null;
  const [isDone, setIsDone] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    if (loaded.data) setItems(loaded.data.items);
  }, [loaded.data]);
  const { isError, error, errorUpdatedAt } = loaded;
  useEffect(() => {
    if (isError)
      toast({
        title: M.loadCostChangesFailed,
        description: getErrorMessage(error) || M.loadCostChangesDefault,
        variant: 'destructive',
      });
  }, [isError, error, errorUpdatedAt]);

  const change = (id: string, update: Partial<CostChangeItem>) =>
    setItems((current) =>
      current.map((item) => {
        if (item.id !== id) return item;
        const next = { ...item, ...update };
        return {
          ...next,
          newGrossMargin: calculateMargin(next.newPrice > 0 ? next.newPrice : next.oldPrice, next.newCost),
        };
      }),
    );

  const save = useAction({
    mutationFn: (_: void, key) =>
      saveCostChanges({ costChangeId: loaded.data?.costChangeId ?? '', items: items.filter(isCostItemUpdated) }, key),
    onSuccess: (response) => {
      const stores = response.labelQueues.map((queue) => queue.store).join(', ');
      toast({
        title: 'Cost Changes Processed',
        description: `${response.message}${stores ? ` · labels queued for ${stores}` : ''}`,
      });
      setPriceText({});
      setCostText({});
      setInputErrors({});
      setRemaining(response.remaining);
      setIsDone(true);
      // Only what was acted on left the queue: what was not reviewed is loaded again.
      if (response.remaining > 0) void loaded.refetch();
      else setItems([]);
    },
    onError: (failure) =>
      toast(
        getErrorCode(failure) === 'already_processed'
          ? { title: M.costChangesAlreadyProcessed, variant: 'destructive' }
          : {
              title: M.updateFailed,
              description: getErrorMessage(failure) || M.updateFailedDefault,
              variant: 'destructive',
            },
      ),
  });

  const editing: CostQueueEditing = { setPriceText, setCostText, setInputError, loadedCost, change };
  return { loaded, items, priceText, costText, inputErrors, isDone, remaining, save, editing };
}
