import { Barcode } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { generateBarcode } from '#shared/product-entry/barcode';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { useLocations } from '#client/lib/api/get-locations';
import { NUMBER_FIELD } from '#client/features/product-entry/product-form-defaults';
import { ChoiceSelect } from '../fields/choice-select';
import { descriptionId, Field } from '../fields/field';
import { FormSection } from '../form-section';
import { limitOf } from '#client/features/product-entry/field-limits';

const locationPlaceholder = (isPending: boolean, count: number) =>
  isPending ? 'Loading locations...' : count === 0 ? 'No locations available' : 'Select a location';

export interface SkuTracking {
  /** Once the SKU is typed by hand it stops following the barcode (spec 02 §4). */
  isSkuManual: boolean;
  onSkuEdited: () => void;
}

/** Step 1, "Inventory": stock, location, barcode and SKU. */
export function CoreInventoryFields({ isSkuManual, onSkuEdited }: SkuTracking) {
  const { register, control, watch, setValue, formState } = useFormContext<ProductFormInput>();
  const { errors, isSubmitted } = formState;
  const locations = useLocations();
  const needsLocation = (watch('quantity') ?? 0) > 0;
  const hasLocation = watch('locationId') !== '';
  const followBarcode = (barcode: string) => {
    if (!isSkuManual) setValue('sku', barcode, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const fillBarcode = () => {
    const barcode = generateBarcode();
    setValue('barcode', barcode, { shouldDirty: true, shouldValidate: isSubmitted });
    followBarcode(barcode);
  };
  const described = (id: string, hasError: boolean) => ({
    'aria-describedby': descriptionId(id),
    'aria-invalid': hasError || undefined,
  });
  const locationsHint = locations.isError ? 'The locations could not be loaded.' : undefined;

  return (
    <FormSection title="Inventory" className="lg:grid-cols-6">
      <Field id="quantity" label="Quantity" className="lg:col-span-2" error={errors.quantity?.message}>
        <Input
          id="quantity"
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          {...described('quantity', Boolean(errors.quantity))}
          {...register('quantity', NUMBER_FIELD)}
        />
      </Field>
      <Field
        id="locationId"
        label="Location"
        className="lg:col-span-2"
        isRequired={needsLocation}
        hint={needsLocation ? PRODUCT_ENTRY_TEXT.locationRequiredHint : locationsHint}
        isHintWarning={needsLocation && !hasLocation}
        error={errors.locationId?.message}
      >
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <ChoiceSelect
              id="locationId"
              value={field.value ?? ''}
              onChange={(locationId) => {
                field.onChange(locationId);
                const name = locations.data?.find((location) => location.id === locationId)?.name ?? '';
                setValue('location', name, { shouldDirty: true });
              }}
              choices={(locations.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
              placeholder={locationPlaceholder(locations.isPending, locations.data?.length ?? 0)}
              isDisabled={!locations.data?.length}
              isRequired={needsLocation}
              isInvalid={Boolean(errors.locationId)}
              describedBy={descriptionId('locationId')}
            />
          )}
        />
      </Field>
      <Field id="parValue" label="Par Value" className="lg:col-span-2" error={errors.parValue?.message}>
        <Input
          id="parValue"
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          {...described('parValue', Boolean(errors.parValue))}
          {...register('parValue', NUMBER_FIELD)}
        />
      </Field>
      <Field id="barcode" label="Barcode" isRequired className="lg:col-span-3" error={errors.barcode?.message}>
        <div className="flex gap-2">
          <Input
            id="barcode"
            inputMode="numeric"
            autoComplete="off"
            aria-required="true"
            {...described('barcode', Boolean(errors.barcode))}
            {...limitOf('barcode')}
            {...register('barcode', { onChange: (event) => followBarcode(String(event.target.value)) })}
          />
          <Button
            type="button"
            variant="outline"
            onClick={fillBarcode}
            aria-label="Generate barcode"
            title="Generate barcode"
          >
            <Barcode aria-hidden="true" />
            <span className="hidden sm:inline">Generate</span>
          </Button>
        </div>
      </Field>
      <Field
        id="sku"
        label="SKU"
        className="lg:col-span-3"
        isRequired
        hint={isSkuManual ? PRODUCT_ENTRY_TEXT.skuManuallyEdited : 'Follows the barcode until edited'}
        error={errors.sku?.message}
      >
        <Input
          id="sku"
          autoComplete="off"
          aria-required="true"
          {...described('sku', Boolean(errors.sku))}
          {...limitOf('sku')}
          {...register('sku', { onChange: onSkuEdited })}
        />
      </Field>
    </FormSection>
  );
}
