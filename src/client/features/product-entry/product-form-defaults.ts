import type { DefaultValues } from 'react-hook-form';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';

/**
 * A fresh wizard (spec 02 §3): pack size 1, option name 'Size', published. Money and counts
 * start absent; an emptied number field holds null (see NUMBER_FIELD).
 */
export const PRODUCT_FORM_DEFAULTS: DefaultValues<ProductFormInput> = {
  title: '',
  producer: '',
  distributor: '',
  type: '',
  packSize: 1,
  option1Name: 'Size',
  option1Value: '',
  createVariant: false,
  location: '',
  locationId: '',
  barcode: '',
  sku: '',
  twcpExclusive: false,
  directImport: false,
  published: true,
  typeSpecificFields: {
    subtype: '',
    countryOfOrigin: '',
    region: '',
    varietal: '',
    vintage: '',
    alcohol: '',
    attributes: [],
    size: '',
  },
  description: '',
  producerDescription: '',
  criticReview: { reviewerName: '', reviewText: '' },
  images: [],
};

/**
 * register() options for number inputs: an empty box is null (absent), never NaN or 0, so the
 * shared schema answers "… is required" rather than "… must be a number".
 */
export const NUMBER_FIELD = {
  setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
} as const;
