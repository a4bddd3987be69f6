/** Texts of Product Editing and the cost change queue, exactly as spec 03 §2, §5 and §8 give them. */
export const PRODUCT_EDITOR_MESSAGES = {
  locationRequired: 'Please select a store location before searching',
  stockNeedsLocation: 'Stock changes need a location',
  searchFailed: 'Search failed',
  saveFailed: 'Save failed',
  productNotFound: 'Product not found',
  queueCreationFailed: 'Queue Creation Failed',
  sessionLocationRequired: 'Creating a label queue needs a session location',
  loadCostChangesFailed: 'Error Loading Cost Changes',
  loadCostChangesDefault: 'Failed to fetch cost changes',
  costChangesAlreadyProcessed: 'Cost Changes Already Processed',
  updateFailed: 'Update Failed',
  updateFailedDefault: 'Failed to update products',
  noCostChanges: 'No unprocessed cost changes found in the last 72 hours',
  staleEdit: 'This product was changed by someone else since you loaded it. Search again to see the current values.',
} as const;

export const PRODUCT_EDITOR_TEXT = {
  title: 'Product Editor',
  editSingle: 'Edit a Single Product',
  costQueue: 'Cost Change Queue',
  cancel: 'Cancel',
  addToImageQueue: 'Add to image update queue',
} as const;
