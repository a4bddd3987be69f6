import { Controller, useFormContext } from 'react-hook-form';
import { autoSelectCountry } from '#shared/product-entry/countries';
import { DISTRIBUTORS } from '#shared/product-entry/distributors';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { buildTitle } from '#shared/product-entry/title';
import { Input } from '#client/components/ui/input';
import { useProductTypes } from '#client/features/product-entry/hooks/use-product-types';
import { ChoiceSelect, toChoices } from '../fields/choice-select';
import { Combobox } from '../fields/combobox';
import { descriptionId, Field } from '../fields/field';
import { FormSection } from '../form-section';
import { limitOf } from '#client/features/product-entry/field-limits';

/** Step 1, "Product": title, producer, distributor and type. */
export function CoreProductFields() {
  const { register, control, watch, setValue, getValues, formState } = useFormContext<ProductFormInput>();
  const { errors } = formState;
  const { types, typesHint } = useProductTypes();
  const autoTitle = buildTitle({ ...watch(), title: '' });

  return (
    <FormSection title="Product">
      <Field
        id="title"
        label="Title"
        className="sm:col-span-2"
        hint="Left empty, the title is built from producer, varietal, vintage, region and selling size."
        error={errors.title?.message}
      >
        <Input
          id="title"
          placeholder={autoTitle || 'e.g. Ridge Lytton Springs Zinfandel 2021 750ml'}
          aria-describedby={descriptionId('title')}
          aria-invalid={Boolean(errors.title) || undefined}
          {...limitOf('title')}
          {...register('title')}
        />
      </Field>
      <Field id="producer" label="Producer" isRequired error={errors.producer?.message}>
        <Input
          id="producer"
          placeholder="e.g. Ridge Vineyards"
          aria-required="true"
          aria-describedby={descriptionId('producer')}
          aria-invalid={Boolean(errors.producer) || undefined}
          {...limitOf('producer')}
          {...register('producer')}
        />
      </Field>
      <Field id="distributor" label="Distributor" error={errors.distributor?.message}>
        <Controller
          control={control}
          name="distributor"
          render={({ field }) => (
            <Combobox
              id="distributor"
              label="distributors"
              value={field.value ?? ''}
              onChange={field.onChange}
              options={DISTRIBUTORS}
              placeholder="Select a distributor"
              isInvalid={Boolean(errors.distributor)}
              describedBy={descriptionId('distributor')}
            />
          )}
        />
      </Field>
      <Field id="type" label="Type" isRequired hint={typesHint} error={errors.type?.message}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <ChoiceSelect
              id="type"
              value={field.value}
              onChange={(type) => {
                field.onChange(type);
                const country = getValues('typeSpecificFields.countryOfOrigin');
                const next = autoSelectCountry(type, country);
                if (next !== country) setValue('typeSpecificFields.countryOfOrigin', next, { shouldDirty: true });
              }}
              choices={toChoices(types)}
              placeholder="Select a type"
              isDisabled={types.length === 0}
              isInvalid={Boolean(errors.type)}
              isRequired
              describedBy={descriptionId('type')}
            />
          )}
        />
      </Field>
    </FormSection>
  );
}
