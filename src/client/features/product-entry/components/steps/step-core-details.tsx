import { CoreInventoryFields, type SkuTracking } from './core-inventory-fields';
import { CorePricingFields } from './core-pricing-fields';
import { CoreProductFields } from './core-product-fields';
import { CoreSettingsFields, type LabelStoreChoice } from './core-settings-fields';

export type CoreDetailsProps = SkuTracking & LabelStoreChoice;

/** Step 1: Core Product Details (spec 02 §2). */
export function StepCoreDetails(props: CoreDetailsProps) {
  return (
    <div className="grid gap-6">
      <CoreProductFields />
      <CorePricingFields />
      <CoreInventoryFields isSkuManual={props.isSkuManual} onSkuEdited={props.onSkuEdited} />
      <CoreSettingsFields labelStores={props.labelStores} onLabelStoresChange={props.onLabelStoresChange} />
    </div>
  );
}
