import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { Combobox } from '../fields/combobox';
import { descriptionId, Field } from '../fields/field';

interface TypeListFieldProps {
  name: 'subtype' | 'region' | 'varietal' | 'size';
  label: string;
  /** The type tree's list for the chosen type. */
  options: readonly string[] | undefined;
}

/** One single-choice field of step 2, offering a list of the chosen type. */
export function TypeListField({ name, label, options = [] }: TypeListFieldProps) {
  const { control, formState } = useFormContext<ProductFormInput>();
  const error = formState.errors.typeSpecificFields?.[name]?.message;
  return (
    <Field id={name} label={label} error={error}>
      <Controller
        control={control}
        name={`typeSpecificFields.${name}`}
        render={({ field }) => (
          <Combobox
            id={name}
            label={`${label.toLowerCase()} options`}
            value={field.value ?? ''}
            onChange={field.onChange}
            options={options}
            placeholder={
              options.length > 0 ? `Select ${label.toLowerCase()}` : `No ${label.toLowerCase()} options for this type`
            }
            isInvalid={Boolean(error)}
            describedBy={descriptionId(name)}
          />
        )}
      />
    </Field>
  );
}
