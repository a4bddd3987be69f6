import { useAction } from '../../../lib/use-action';
import { Copy, ImageOff, Plus, Printer, Save, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { useState } from 'react';
import { PRODUCT_EDITOR_MESSAGES as M, PRODUCT_EDITOR_TEXT as T } from '../../../../shared/product-editor/messages';
import { ProductEditInputSchema, type ProductEditResponse } from '../../../../shared/product-editor/product-edit';
import { PRODUCT_ENTRY_TEXT } from '../../../../shared/product-entry/messages';
import type { SearchProduct } from '../../../../shared/products/product-search';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorCode, getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { PrintLabelsNowDialog } from '../../labels/print-now/PrintLabelsNowDialog';
import { editProduct } from '../api/edit-product';
import { MarginBadge } from './margin-badge';
import {
  draftOf,
  emptyNewVariant,
  numberOf,
  toEditInput,
  type NewVariantDraft,
  type VariantDraft,
} from './variant-fields';

interface ProductEditFormProps {
  product: SearchProduct;
  locationId: string | null;
  locationName: string | null;
  /** After a save (or a refused stale save): search the product again by id (spec 03 §2). */
  onSaved(response: ProductEditResponse | null): void;
}

const priceOf = (text: string) => (Number.isFinite(numberOf(text)) ? numberOf(text) : null);

/**
 * One labelled input of a variant's row. The label stays on one line so the inputs of a row line
 * up; what the field needs to say besides (the stock now) goes under the input as its hint.
 */
function Field({
  id,
  label,
  hint,
  ...props
}: { id: string; label: string; hint?: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <Label htmlFor={id} className="truncate text-xs">
        {label}
      </Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground wrap-anywhere">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Single edit: the product's details (read-only), its variants and new variants. */
/**
 * The product's main image; when it cannot be loaded, a clear placeholder instead of the
 * browser's broken-image icon (issue #30 item 7).
 */
function ProductThumbnail({ src }: { src: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed)
    return (
      <div
        role="img"
        aria-label="Product image failed to load"
        title={src}
        className="flex size-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border border-dashed bg-muted text-center text-[10px] leading-tight text-muted-foreground"
      >
        <ImageOff className="size-5" aria-hidden="true" />
        {PRODUCT_ENTRY_TEXT.imageLoadFailed}
      </div>
    );
  return (
    <img
      src={src}
      alt="Product image"
      referrerPolicy="no-referrer"
      className="size-16 shrink-0 rounded-md border object-cover"
      onError={() => setHasFailed(true)}
    />
  );
}

export function ProductEditForm({ product, locationId, locationName, onSaved }: ProductEditFormProps) {
  const [drafts, setDrafts] = useState<VariantDraft[]>(() => product.variants.map(draftOf));
  const [newVariants, setNewVariants] = useState<NewVariantDraft[]>([]);
  const [addToImageQueue, setAddToImageQueue] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);

  const update = (index: number, change: Partial<VariantDraft>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const updateNew = (key: number, change: Partial<NewVariantDraft>) =>
    setNewVariants((current) => current.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  const save = useAction({
    mutationFn: editProduct,
    onSuccess: (response) => {
      const queued = response.labelsQueued.length
        ? ` · ${response.labelsQueued.length} label(s) queued for ${response.labelsQueued[0]?.store}`
        : '';
      toast({ title: 'Product Saved', description: `${response.message}${queued}` });
      onSaved(response);
    },
    onError: (error) => {
      toast({ title: M.saveFailed, description: getErrorMessage(error), variant: 'destructive' });
      if (getErrorCode(error) === 'stale_edit') onSaved(null);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ProductEditInputSchema.safeParse(
      toEditInput(product, drafts, newVariants, addToImageQueue, locationId),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast({ title: M.saveFailed, description: issue?.message ?? 'Check the values', variant: 'destructive' });
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={`Edit ${product.title}`} noValidate>
      <Card>
        <CardHeader className="flex-row items-start gap-4">
          {product.images[0] ? <ProductThumbnail key={product.images[0].src} src={product.images[0].src} /> : null}
          <div className="grid min-w-0 gap-1">
            <CardTitle className="wrap-anywhere">{product.title}</CardTitle>
            <CardDescription>
              {product.vendor} · {product.product_type}
            </CardDescription>
          </div>
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setIsPrinting(true)}>
              <Printer aria-hidden="true" />
              Print labels
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link href={`/new-product-entry?duplicate=${encodeURIComponent(product.id)}`}>
                <Copy aria-hidden="true" />
                Duplicate
              </Link>
            </Button>
          </div>
        </CardHeader>
      </Card>
      <PrintLabelsNowDialog
        open={isPrinting}
        onOpenChange={setIsPrinting}
        items={product.variants.map((variant) => ({
          variantId: variant.id,
          name: `${variant.option1 ?? variant.title}${variant.sku ? ` · ${variant.sku}` : ''}`,
        }))}
      />
      {drafts.map((draft, index) => {
        const id = `variant-${index}`;
        return (
          <Card
            key={draft.variant.id}
            role="group"
            aria-label={`Variant ${draft.variant.option1 ?? draft.variant.title}`}
          >
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">{draft.variant.option1 ?? draft.variant.title}</CardTitle>
              <div className="flex items-center gap-2 text-xs text-muted-foreground">
                Margin <MarginBadge price={priceOf(draft.price)} cost={priceOf(draft.cost)} />
              </div>
            </CardHeader>
            <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <Field
                id={`${id}-sku`}
                label="SKU"
                value={draft.sku}
                onChange={(e) => update(index, { sku: e.target.value })}
              />
              <Field
                id={`${id}-price`}
                label="Price"
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => update(index, { price: e.target.value })}
              />
              <Field
                id={`${id}-cost`}
                label="Cost"
                inputMode="decimal"
                value={draft.cost}
                onChange={(e) => update(index, { cost: e.target.value })}
              />
              <Field
                id={`${id}-stock`}
                label="Stock change"
                hint={`Now ${draft.variant.inventoryQuantity}${locationName ? ` at ${locationName}` : ''}`}
                inputMode="numeric"
                value={draft.stockDelta}
                onChange={(e) => update(index, { stockDelta: e.target.value })}
              />
              <Field
                id={`${id}-vintage`}
                label="Vintage"
                value={draft.vintage}
                onChange={(e) => update(index, { vintage: e.target.value })}
              />
              <Field
                id={`${id}-par`}
                label="Par value"
                inputMode="numeric"
                value={draft.parValue}
                onChange={(e) => update(index, { parValue: e.target.value })}
              />
            </CardContent>
          </Card>
        );
      })}
      {newVariants.map((draft, index) => {
        const id = `new-variant-${draft.key}`;
        return (
          <Card key={draft.key} role="group" aria-label={`New variant ${index + 1}`} className="border-dashed">
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">New variant</CardTitle>
              <div className="flex items-center gap-2">
                <MarginBadge price={priceOf(draft.price)} cost={priceOf(draft.cost)} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label="Remove new variant"
                  onClick={() => setNewVariants((current) => current.filter((item) => item.key !== draft.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </CardHeader>
            <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <Field
                id={`${id}-option`}
                label="Option (size)"
                value={draft.option1}
                onChange={(e) => updateNew(draft.key, { option1: e.target.value })}
              />
              <Field
                id={`${id}-price`}
                label="Price"
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => updateNew(draft.key, { price: e.target.value })}
              />
              <Field
                id={`${id}-cost`}
                label="Cost"
                inputMode="decimal"
                value={draft.cost}
                onChange={(e) => updateNew(draft.key, { cost: e.target.value })}
              />
              <Field
                id={`${id}-stock`}
                label="Stock"
                inputMode="numeric"
                value={draft.stock}
                onChange={(e) => updateNew(draft.key, { stock: e.target.value })}
              />
              <Field
                id={`${id}-barcode`}
                label="Barcode"
                inputMode="numeric"
                value={draft.barcode}
                onChange={(e) => updateNew(draft.key, { barcode: e.target.value })}
              />
              <Field
                id={`${id}-vintage`}
                label="Vintage"
                value={draft.vintage}
                onChange={(e) => updateNew(draft.key, { vintage: e.target.value })}
              />
            </CardContent>
          </Card>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => setNewVariants((current) => [...current, emptyNewVariant()])}
        >
          <Plus aria-hidden="true" />
          Add Variant
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={addToImageQueue}
            onChange={(e) => setAddToImageQueue(e.target.checked)}
          />
          {T.addToImageQueue}
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
