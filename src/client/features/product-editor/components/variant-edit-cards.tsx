import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { ProductEditInput } from '#shared/product-editor/product-edit';
import type { SearchVariant } from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { MarginBadge } from './margin-badge';
import { priceOf, type ProductEditDraft } from './product-edit-draft';

type EditForm = UseFormReturn<ProductEditDraft, unknown, ProductEditInput>;
type DraftPath = FieldPath<ProductEditDraft>;

interface FieldProps extends Omit<ComponentProps<typeof Input>, 'form' | 'name'> {
  id: string;
  label: string;
  hint?: string;
  form: EditForm;
  name: DraftPath;
}

/**
 * One labelled input of a variant's row. The label stays on one line so the inputs of a row line
 * up; what the field needs to say besides (the stock now) goes under the input as its hint. A
 * refused value is marked here; its message is the save's toast (spec 03 §7).
 */
function Field({ id, label, hint, form, name, ...props }: FieldProps) {
  const isInvalid = form.getFieldState(name, form.formState).invalid;
  return (
    <div className="grid min-w-0 content-start gap-1">
      <Label htmlFor={id} className="truncate text-xs">
        {label}
      </Label>
      <Input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={isInvalid || undefined}
        {...props}
        {...form.register(name)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground wrap-anywhere">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function LiveMargin({ form, row }: { form: EditForm; row: `variantEdits.${number}` | `newVariants.${number}` }) {
  const [price, cost] = useWatch({ control: form.control, name: [`${row}.price`, `${row}.cost`] });
  return <MarginBadge price={priceOf(price)} cost={priceOf(cost)} />;
}

interface VariantEditCardProps {
  form: EditForm;
  index: number;
  variant: SearchVariant;
  locationName: string | null;
}

/** An existing variant: SKU, price, cost, a stock change at the location, vintage and par value. */
export function VariantEditCard({ form, index, variant, locationName }: VariantEditCardProps) {
  const id = `variant-${index}`;
  const row = `variantEdits.${index}` as const;
  const name = variant.option1 ?? variant.title;
  return (
    <Card role="group" aria-label={`Variant ${name}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">{name}</CardTitle>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          Margin <LiveMargin form={form} row={row} />
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field id={`${id}-sku`} label="SKU" form={form} name={`${row}.sku`} />
        <Field id={`${id}-price`} label="Price" inputMode="decimal" form={form} name={`${row}.price`} />
        <Field id={`${id}-cost`} label="Cost" inputMode="decimal" form={form} name={`${row}.cost`} />
        <Field
          id={`${id}-stock`}
          label="Stock change"
          hint={`Now ${variant.inventoryQuantity}${locationName ? ` at ${locationName}` : ''}`}
          inputMode="numeric"
          form={form}
          name={`${row}.inventory_quantity`}
        />
        <Field id={`${id}-vintage`} label="Vintage" form={form} name={`${row}.vintage`} />
        <Field id={`${id}-par`} label="Par value" inputMode="numeric" form={form} name={`${row}.par_value`} />
      </CardContent>
    </Card>
  );
}

interface NewVariantCardProps {
  form: EditForm;
  index: number;
  /** The row's lasting key: its inputs' ids. */
  rowKey: number;
  onRemove(): void;
}

/** A variant to add: option, price, cost, starting stock, barcode and vintage. */
export function NewVariantCard({ form, index, rowKey, onRemove }: NewVariantCardProps) {
  const id = `new-variant-${rowKey}`;
  const row = `newVariants.${index}` as const;
  return (
    <Card role="group" aria-label={`New variant ${index + 1}`} className="border-dashed">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">New variant</CardTitle>
        <div className="flex items-center gap-2">
          <LiveMargin form={form} row={row} />
          <Button type="button" variant="ghost" size="icon" aria-label="Remove new variant" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field id={`${id}-option`} label="Option (size)" form={form} name={`${row}.option1`} />
        <Field id={`${id}-price`} label="Price" inputMode="decimal" form={form} name={`${row}.price`} />
        <Field id={`${id}-cost`} label="Cost" inputMode="decimal" form={form} name={`${row}.cost`} />
        <Field id={`${id}-stock`} label="Stock" inputMode="numeric" form={form} name={`${row}.inventory_quantity`} />
        <Field id={`${id}-barcode`} label="Barcode" inputMode="numeric" form={form} name={`${row}.barcode`} />
        <Field id={`${id}-vintage`} label="Vintage" form={form} name={`${row}.vintage`} />
      </CardContent>
    </Card>
  );
}
