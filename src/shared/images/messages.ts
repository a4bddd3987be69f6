/** The texts of spec 03 "Image Editing" (§4, §5, §8), matched exactly. */
export const IMAGE_MESSAGES = {
  noProductSelected: 'No product selected',
  noValidImages: 'No valid images: Please enter at least one valid image URL',
  tooManyImages: 'At most 3 image URLs',
  imageUrlInvalid: 'Image URL must be an https:// address ending in .jpg, .jpeg, .png, .gif or .webp',
  /** Not in the spec: plain http images are refused (issue #27, ADR 068). */
  imageUrlNotHttps: 'Image URL must start with https:// (plain http:// addresses are not allowed)',
  skuNotFound: 'No product found with that SKU',
  nameNotFound: 'No product found with that name',
  searchFailed: 'Search failed',
  updateFailed: 'Update failed',
  addFailed: 'Failed to add to queue',
  allCaughtUp: 'All caught up!',
  noPending: 'No pending image reviews at this time.',
  queueComplete: 'Queue complete: All pending image reviews have been processed',
  noVariantsSelected: 'Select at least one variant',
  recordNotFound: 'Image review record not found',
  recordDone: 'This image review has already been processed',
  productNotFound: 'Product not found',
  searchTermRequired: 'Please enter a SKU, barcode or name to search',
  noProductsFound: (term: string) => `No products found for "${term}"`,
} as const;
