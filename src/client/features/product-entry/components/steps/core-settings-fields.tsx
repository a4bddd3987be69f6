import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';
import { STORES } from '#shared/stores';
import { CheckboxField } from '../fields/checkbox-field';
import { FormSection } from '../form-section';

type Flag = 'published' | 'twcpExclusive' | 'directImport';

const FLAGS: readonly { name: Flag; label: string; description: string }[] = [
  { name: 'published', label: 'Published', description: 'Visible on the online store once created.' },
  { name: 'twcpExclusive', label: 'TWCP Exclusive', description: "Adds the 'TWCP Exclusive' tag." },
  { name: 'directImport', label: 'Direct Import', description: "Adds the 'Direct Import' tag." },
];

export interface LabelStoreChoice {
  /** Store names that get a 'New Product' label queue after creation. */
  labelStores: readonly string[];
  onLabelStoresChange: (stores: string[]) => void;
}

/** Step 1, "Settings" and "Shelf labels". */
export function CoreSettingsFields({ labelStores, onLabelStoresChange }: LabelStoreChoice) {
  const { control } = useFormContext<ProductFormInput>();
  const toggleStore = (name: string, isChosen: boolean) =>
    onLabelStoresChange(
      isChosen
        ? STORES.map((store) => store.name).filter((store) => store === name || labelStores.includes(store))
        : labelStores.filter((store) => store !== name),
    );

  return (
    <>
      <FormSection title="Settings" className="lg:grid-cols-3">
        {FLAGS.map((flag) => (
          <Controller
            key={flag.name}
            control={control}
            name={flag.name}
            render={({ field }) => (
              <CheckboxField
                id={flag.name}
                label={flag.label}
                description={flag.description}
                checked={field.value === true}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </FormSection>
      <FormSection
        title="Shelf labels"
        description="Each chosen store gets a 'New Product' label queue once the product is created."
        className="grid-cols-2 lg:grid-cols-3"
      >
        {STORES.map((store) => (
          <CheckboxField
            key={store.code}
            id={`label-store-${store.code}`}
            label={store.name}
            checked={labelStores.includes(store.name)}
            onCheckedChange={(isChosen) => toggleStore(store.name, isChosen)}
          />
        ))}
      </FormSection>
    </>
  );
}
