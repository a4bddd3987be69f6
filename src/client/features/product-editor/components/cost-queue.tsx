import { useQuery } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  AUTO_COST_CHANGE_ID,
  isCostItemUpdated,
  type CostChangeItem,
} from '../../../../shared/product-editor/cost-queue';
import {
  calculateMargin,
  formatMargin,
  marginCaptionOf,
  type MarginRating,
} from '../../../../shared/product-editor/margin';
import { parseMoneyInput } from '../../../../shared/validation/money-input';
import { PRODUCT_EDITOR_MESSAGES as M } from '../../../../shared/product-editor/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { getErrorCode, getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { fetchCostChanges } from '../api/fetch-cost-changes';
import { saveCostChanges } from '../api/save-cost-changes';
import { formatMoney as money } from '../../../../shared/money/format-money';

/** The margin and its caption share one colour, from the caption's rating (issue 26.9). */
const RATING_COLOUR: Record<MarginRating, string> = {
  great: 'text-emerald-700',
  good: 'text-emerald-700',
  acceptable: 'text-amber-700',
  poor: 'text-red-700',
};

/** Spec 03 "Cost queue": the last 72 hours of cost changes, priced and processed once. */
export function CostQueue() {
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

  if (loaded.isPending) return <Skeleton className="h-40" role="status" aria-label="Loading cost changes" />;
  if (loaded.data?.alreadyProcessed)
    return (
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
          <div className="grid gap-1">
            <CardTitle className="text-lg">{M.costChangesAlreadyProcessed}</CardTitle>
            <CardDescription>{loaded.data.message}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  if (items.length === 0)
    return (
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
          <div className="grid gap-1">
            <CardTitle className="text-lg">{isDone ? 'Cost changes processed' : 'No cost changes'}</CardTitle>
            <CardDescription>{isDone ? 'The list is cleared.' : M.noCostChanges}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  const ready = items.filter(isCostItemUpdated).length;
  const hasInputErrors = Object.keys(inputErrors).length > 0;
  return (
    <div className="grid gap-3">
      {isDone && remaining !== null && remaining > 0 ? (
        <p role="status" className="text-sm font-medium">
          {remaining} cost change{remaining === 1 ? '' : 's'} left to review
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{loaded.data?.message}</p>
      )}
      <ul className="grid gap-3" aria-label="Cost changes">
        {items.map((item) => {
          const caption = marginCaptionOf(item.newGrossMargin, item.collections, item.isWineProduct);
          const colour = caption ? RATING_COLOUR[caption.rating] : 'text-muted-foreground';
          const costError = inputErrors[`cost-${item.id}`];
          const priceError = inputErrors[`price-${item.id}`];
          return (
            <li key={item.id}>
              <Card role="group" aria-label={item.title}>
                <CardHeader className="pb-2">
                  <CardTitle className="text-base wrap-anywhere">{item.title}</CardTitle>
                  <CardDescription className="font-mono text-xs">
                    {item.sku} · {item.collections.join(', ') || 'No collection'}
                  </CardDescription>
                </CardHeader>
                <CardContent className="grid gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)] sm:items-end">
                  <dl className="grid grid-cols-2 gap-x-3 text-sm sm:col-span-2">
                    <dt className="text-muted-foreground">Cost</dt>
                    <dd>
                      {money(item.oldCost)} → <strong>{money(item.newCost)}</strong>
                    </dd>
                    <dt className="text-muted-foreground">Current price</dt>
                    <dd>{money(item.oldPrice)}</dd>
                  </dl>
                  <div className="grid gap-1">
                    <label htmlFor={`new-cost-${item.id}`} className="text-xs font-medium">
                      New cost
                    </label>
                    <Input
                      id={`new-cost-${item.id}`}
                      inputMode="decimal"
                      aria-invalid={costError ? true : undefined}
                      aria-describedby={costError ? `new-cost-error-${item.id}` : undefined}
                      value={costText[item.id] ?? item.newCost?.toFixed(2) ?? ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        setCostText((current) => ({ ...current, [item.id]: text }));
                        const parsed = parseMoneyInput(text, 'New cost');
                        setInputError(`cost-${item.id}`, parsed.kind === 'invalid' ? parsed.message : null);
                        // A cost left empty or not understood keeps the loaded one.
                        const newCost = parsed.kind === 'amount' ? parsed.value : loadedCost(item.id);
                        // A corrected cost is written with the new price (spec 03 §3 costEdited).
                        change(item.id, { newCost, costEdited: newCost !== loadedCost(item.id) });
                      }}
                    />
                    {costError ? (
                      <span id={`new-cost-error-${item.id}`} className="text-xs text-destructive">
                        {costError}
                      </span>
                    ) : null}
                  </div>
                  <div className="grid gap-1">
                    <label htmlFor={`new-price-${item.id}`} className="text-xs font-medium">
                      New price
                    </label>
                    <Input
                      id={`new-price-${item.id}`}
                      inputMode="decimal"
                      disabled={item.noPriceChange}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={priceError ? `new-price-error-${item.id}` : undefined}
                      value={priceText[item.id] ?? ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        setPriceText((current) => ({ ...current, [item.id]: text }));
                        const parsed = parseMoneyInput(text, 'New price');
                        setInputError(`price-${item.id}`, parsed.kind === 'invalid' ? parsed.message : null);
                        change(item.id, { newPrice: parsed.kind === 'amount' ? parsed.value : 0 });
                      }}
                    />
                    {priceError ? (
                      <span id={`new-price-error-${item.id}`} className="text-xs text-destructive">
                        {priceError}
                      </span>
                    ) : null}
                  </div>
                  <div className="grid gap-1 text-sm">
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={item.noPriceChange}
                        onChange={(event) => {
                          const isChecked = event.target.checked;
                          // The price field is off while ticked: what it held no longer counts.
                          if (isChecked) {
                            setInputError(`price-${item.id}`, null);
                            setPriceText((current) => ({ ...current, [item.id]: '' }));
                          }
                          change(item.id, isChecked ? { noPriceChange: true, newPrice: 0 } : { noPriceChange: false });
                        }}
                      />
                      No Price Change
                    </label>
                    <span className={cn('font-mono text-xs font-semibold', colour)}>
                      Margin {formatMargin(item.newGrossMargin)}
                    </span>
                    {caption ? (
                      <span className={cn('text-xs', colour)} data-rating={caption.rating}>
                        {caption.text}
                      </span>
                    ) : null}
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="text-sm text-muted-foreground">
          {ready} of {items.length} ready
        </span>
        {hasInputErrors ? (
          <span role="alert" className="text-sm text-destructive">
            Correct the amounts marked above first
          </span>
        ) : null}
        <Button onClick={() => save.mutate()} disabled={ready === 0 || hasInputErrors || save.isPending}>
          {save.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
          Process Cost Changes
        </Button>
      </div>
    </div>
  );
}
