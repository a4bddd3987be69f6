import { IDEMPOTENCY_MESSAGES } from '../http/idempotency';
/** On-screen texts of New Product Entry, exactly as spec 02 §2 and §8 give them. */
export const PRODUCT_ENTRY_TEXT = {
  header: 'New Product Entry',
  subtitle: 'Add a new product to your inventory',
  cancel: 'Cancel',
  saveDraft: 'Save Draft',
  previous: 'Previous',
  next: 'Next',
  createProduct: 'Create Product',
  skuManuallyEdited: "Manually edited - won't auto-update",
  locationRequiredHint: 'Required when quantity is entered',
  noTypeSelected: 'Please select a product type in the previous step to see type-specific fields.',
  typeTreeLoadFailed: 'Error loading type-specific fields. Please try again.',
  imageLoadFailed: 'Failed to load',
  generateDescription: 'Generate Description',
} as const;

export const WIZARD_STEPS = [
  { step: 1, label: 'Core Details', title: 'Core Product Details' },
  { step: 2, label: 'Type-Specific', title: 'Type-Specific Fields' },
  { step: 3, label: 'Description', title: 'Product Description' },
  { step: 4, label: 'Images', title: 'Product Images' },
  { step: 5, label: 'Review', title: 'Review & Create Product' },
] as const;

/** The small-screen progress caption, e.g. `Step 2 of 5: Type-Specific`. */
export const formatStepCaption = (step: number, label: string) => `Step ${step} of ${WIZARD_STEPS.length}: ${label}`;

export const DESCRIPTION_LIMIT = 1000;

export interface ToastText {
  title: string;
  description?: string;
}

export const PRODUCT_ENTRY_TOASTS = {
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in producer and type before generating description',
  },
  descriptionGenerated: (confidence: number): ToastText => ({
    title: 'Description Generated',
    description: `Generated with ${Math.round(confidence * 100)}% confidence`,
  }),
  generationFailed: (message: string): ToastText => ({ title: 'Generation Failed', description: message }),
  invalidUrl: { title: 'Invalid URL', description: 'Please enter a valid image URL' },
  invalidImageUrl: {
    title: 'Invalid Image URL',
    description: 'Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
  },
  /** Not in the spec: plain http images are refused (issue #27, ADR 068). */
  insecureImageUrl: {
    title: 'Invalid Image URL',
    description: 'Image URLs must start with https:// (plain http:// addresses are not allowed)',
  },
  imageAdded: { title: 'Image Added' },
  missingRequiredFields: (labels: readonly string[]): ToastText => ({
    title: 'Missing Required Fields',
    description: `Please fill in the following required fields: ${labels.join(', ')}`,
  }),
  productCreated: (productId: string | number): ToastText => ({
    title: 'Product Created Successfully!',
    description: `Product ID: ${productId}`,
  }),
  productCreationFailed: (message: string): ToastText => ({ title: 'Product Creation Failed', description: message }),
} as const;

/** Server-side validation and conflict messages; each names its field. */
export const PRODUCT_ENTRY_MESSAGES = {
  producerRequired: 'Producer is required',
  typeRequired: 'Type is required',
  priceRequired: 'Price is required',
  costRequired: 'Cost is required',
  barcodeRequired: 'Barcode is required',
  barcodeDigits: 'Barcode must be 1 to 14 digits',
  skuRequired: 'SKU is required',
  skuFormat: 'SKU must be at most 64 characters with no spaces or commas',
  locationRequired: 'Location is required when quantity is entered',
  countryRequired: 'Country of origin is required',
  countryUnknown: 'Country of origin must be one of the listed countries',
  distributorUnknown: 'Distributor must be one of the listed distributors',
  reviewerUnknown: 'Reviewer name must be one of the listed critics and publications',
  criticScoreRange: 'Critic score must be a whole number from 1 to 100',
  packSizeInteger: 'Pack size must be a whole number of at least 1',
  packSizeForVariant: 'Pack size must be at least 2 to create a single-unit variant',
  packCostForVariant: 'Pack cost is required to create a single-unit variant',
  generateNeedsProducerAndType: 'Please fill in producer and type before generating description',
  unknownLocation: (locationId: string) => `Location ${locationId} does not exist`,
  duplicateSku: (sku: string) => `A product with SKU ${sku} already exists`,
  duplicateBarcode: (barcode: string) => `A product with barcode ${barcode} already exists`,
  idempotencyKeyInvalid: IDEMPOTENCY_MESSAGES.keyInvalid,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different product',
  idempotencyInProgress: 'This product is still being created; try again in a moment',
  descriptionUnavailable: 'The description writer is not available right now. Please try again.',
} as const;
