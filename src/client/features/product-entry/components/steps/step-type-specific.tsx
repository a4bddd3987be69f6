import { AlertCircle, Info } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { COUNTRIES } from '#shared/product-entry/countries';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { showsAlcohol, showsVintage } from '#shared/product-entry/product-types';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { useTypeTree } from '#client/features/product-entry/api/get-type-tree';
import { ChoiceSelect, toChoices } from '../fields/choice-select';
import { descriptionId, Field } from '../fields/field';
import { MultiCombobox } from '../fields/multi-combobox';
import { TypeListField } from './type-list-field';
import { limitOf } from '#client/features/product-entry/field-limits';

/** Step 2: Type-Specific Fields, with the lists of the chosen type (spec 02 §2). */
export function StepTypeSpecific() {
  const { control, register, watch, formState } = useFormContext<ProductFormInput>();
  const errors = formState.errors.typeSpecificFields;
  const type = watch('type');
  const typeTree = useTypeTree();

  // Without a tree no type can be chosen either: the load failure is the message that helps.
  if (typeTree.isError && !typeTree.data) {
    return (
      <Alert variant="destructive" className="items-center">
        <AlertCircle aria-hidden="true" />
        <AlertDescription className="flex-1">{PRODUCT_ENTRY_TEXT.typeTreeLoadFailed}</AlertDescription>
        <Button size="sm" variant="outline" onClick={() => void typeTree.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (!type) {
    return (
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription>{PRODUCT_ENTRY_TEXT.noTypeSelected}</AlertDescription>
      </Alert>
    );
  }
  if (typeTree.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  }

  const lists = typeTree.data[type];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Options for <span className="font-medium text-foreground">{type}</span>
      </p>
      <TypeListField name="subtype" label="Subtype" options={lists?.Subtype} />
      <Field id="countryOfOrigin" label="Country of Origin" isRequired error={errors?.countryOfOrigin?.message}>
        <Controller
          control={control}
          name="typeSpecificFields.countryOfOrigin"
          render={({ field }) => (
            <ChoiceSelect
              id="countryOfOrigin"
              value={field.value}
              onChange={field.onChange}
              choices={toChoices(COUNTRIES)}
              placeholder="Select a country"
              isRequired
              isInvalid={Boolean(errors?.countryOfOrigin)}
              describedBy={descriptionId('countryOfOrigin')}
            />
          )}
        />
      </Field>
      <TypeListField name="region" label="Region" options={lists?.Region} />
      <TypeListField name="varietal" label="Varietal" options={lists?.Varietal} />
      {showsVintage(type) ? (
        <Field id="vintage" label="Vintage" error={errors?.vintage?.message}>
          <Input
            id="vintage"
            inputMode="numeric"
            placeholder="e.g. 2021"
            aria-describedby={descriptionId('vintage')}
            {...limitOf('typeSpecificFields.vintage')}
            {...register('typeSpecificFields.vintage')}
          />
        </Field>
      ) : null}
      {showsAlcohol(type) ? (
        <Field id="alcohol" label="Alcohol" error={errors?.alcohol?.message}>
          <Input
            id="alcohol"
            inputMode="decimal"
            placeholder="e.g. 13.5%"
            {...limitOf('typeSpecificFields.alcohol')}
            {...register('typeSpecificFields.alcohol')}
          />
        </Field>
      ) : null}
      <TypeListField name="size" label="Size" options={lists?.Size} />
      <Field id="attributes" label="Attributes" className="sm:col-span-2" error={errors?.attributes?.message}>
        <Controller
          control={control}
          name="typeSpecificFields.attributes"
          render={({ field }) => (
            <MultiCombobox
              id="attributes"
              label="attributes"
              values={field.value ?? []}
              onChange={field.onChange}
              options={lists?.Attributes ?? []}
              placeholder="Select attributes"
              describedBy={descriptionId('attributes')}
            />
          )}
        />
      </Field>
    </div>
  );
}
