import type { CostChangeItem } from '#shared/product-editor/cost-queue';
import { formatMargin, marginCaptionOf, type MarginRating } from '#shared/product-editor/margin';
import { parseMoneyInput } from '#shared/validation/money-input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { formatMoney as money } from '#shared/money/format-money';
import type { CostQueueEditing } from './use-cost-queue';

/** The margin and its caption share one colour, from the caption's rating (issue 26.9). */
const RATING_COLOUR: Record<MarginRating, string> = {
  great: 'text-emerald-700',
  good: 'text-emerald-700',
  acceptable: 'text-amber-700',
  poor: 'text-red-700',
};

/** One cost change: the old and new cost, the new price (or none) and the margin it gives. */
export function CostQueueItem({
  item,
  costText,
  priceText,
  inputErrors,
  editing,
}: {
  item: CostChangeItem;
  costText: Record<string, string>;
  priceText: Record<string, string>;
  inputErrors: Record<string, string>;
  editing: CostQueueEditing;
}) {
  const { setCostText, setPriceText, setInputError, loadedCost, change } = editing;
  const caption = marginCaptionOf(item.newGrossMargin, item.collections, item.isWineProduct);
  const colour = caption ? RATING_COLOUR[caption.rating] : 'text-muted-foreground';
  const costError = inputErrors[`cost-${item.id}`];
  const priceError = inputErrors[`price-${item.id}`];
  return (
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
  );
}
