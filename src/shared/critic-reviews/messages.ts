/** The texts of spec 03 "Critic Reviews" (§4, §5, §8), matched exactly. */
export const CRITIC_MESSAGES = {
  allFieldsRequired: 'All review fields are required',
  reviewerUnknown: 'Reviewer name must be one of the listed critics and publications',
  skuRequired: 'Please enter a SKU',
  barcodeRequired: 'Please enter a barcode',
  noProductsWithBarcode:
    'No products found with that barcode. Please verify the barcode exists in Shopify or try a different barcode.',
  skuNotFound: 'No product found with this SKU',
  skuLookupFailed: 'Failed to lookup product. Please try again.',
  noProductsInQueue: 'No products in queue',
  queueComplete: 'Queue complete: All products in the queue have been processed',
  variantNotFound: 'Variant not found',
  recordNotFound: 'Queue record not found',
  userMismatch: 'The user must be the signed-in user',
  staleReview: 'The review on this variant changed since it was loaded; search again and retry',
  reviewSaved: 'Review saved',
  secondReviewSaved: 'Review saved as the second review; the first review was kept',
  reviewReplaced: 'Review saved; the existing review was replaced',
  addedToQueue: 'Added to the critic review queue',
  alreadyQueued: 'Already in the critic review queue',
} as const;
