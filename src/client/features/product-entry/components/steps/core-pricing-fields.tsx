import { Controller, useFormContext } from 'react-hook-form';
import { calculateUnitCost } from '#shared/product-entry/money';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { buildSingleUnitVariant } from '#shared/product-entry/variants';
import { Input } from '#client/components/ui/input';
import { NUMBER_FIELD } from '#client/features/product-entry/product-form-defaults';
import { formatMoney } from '#client/features/product-entry/format-money';
import { CheckboxField } from '../fields/checkbox-field';
import { descriptionId, Field } from '../fields/field';
import { FormSection } from '../form-section';
import { limitOf } from '#client/features/product-entry/field-limits';

const MONEY_INPUT = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' } as const;

/** Step 1, "Pricing and variants": unit cost follows pack cost ÷ pack size (spec 02 §5). */
export function CorePricingFields() {
  const { register, control, watch, getValues, setValue, formState } = useFormContext<ProductFormInput>();
  const { errors } = formState;
  const recalculateCost = () => {
    const unitCost = calculateUnitCost(getValues('packCost'), getValues('packSize'));
    if (unitCost !== undefined)
      setValue('cost', unitCost, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const variant = buildSingleUnitVariant(watch('sku') || 'SKU', watch('price'), watch('packSize'));
  const invalid = (name: keyof typeof errors) => ({
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': descriptionId(name),
  });

  return (
    <FormSection title="Pricing and variants" className="grid-cols-2 lg:grid-cols-4">
      <Field id="price" label="Price" isRequired error={errors.price?.message}>
        <Input
          id="price"
          aria-required="true"
          {...MONEY_INPUT}
          {...invalid('price')}
          {...register('price', NUMBER_FIELD)}
        />
      </Field>
      <Field id="packCost" label="Pack Cost" error={errors.packCost?.message}>
        <Input
          id="packCost"
          {...MONEY_INPUT}
          {...invalid('packCost')}
          {...register('packCost', { ...NUMBER_FIELD, onChange: recalculateCost })}
        />
      </Field>
      <Field id="packSize" label="Pack Size" error={errors.packSize?.message}>
        <Input
          id="packSize"
          type="number"
          step="1"
          min="1"
          inputMode="numeric"
          {...invalid('packSize')}
          {...register('packSize', { ...NUMBER_FIELD, onChange: recalculateCost })}
        />
      </Field>
      <Field
        id="cost"
        label="Cost (per unit)"
        isRequired
        hint="Calculated from pack cost ÷ pack size"
        error={errors.cost?.message}
      >
        <Input
          id="cost"
          aria-required="true"
          {...MONEY_INPUT}
          {...invalid('cost')}
          {...register('cost', NUMBER_FIELD)}
        />
      </Field>
      <Field id="option1Name" label="Option Name" error={errors.option1Name?.message}>
        <Input id="option1Name" {...invalid('option1Name')} {...limitOf('option1Name')} {...register('option1Name')} />
      </Field>
      <Field id="option1Value" label="Selling Size" error={errors.option1Value?.message}>
        <Input
          id="option1Value"
          placeholder="e.g. 750ml or 6-pack"
          {...invalid('option1Value')}
          {...limitOf('option1Value')}
          {...register('option1Value')}
        />
      </Field>
      <div className="col-span-2">
        <Controller
          control={control}
          name="createVariant"
          render={({ field }) => (
            <CheckboxField
              id="createVariant"
              label="Create single-unit variant"
              description={`Adds ${variant.sku} priced at ${variant.price === undefined ? 'price ÷ pack size' : formatMoney(variant.price)}.`}
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
