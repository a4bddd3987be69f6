/** Spec 03 §5 and §8: the bookkeeping screens' texts, matched exactly. */
export const BOOKKEEPING_MESSAGES = {
  selectCsv: 'Please select a CSV file',
  bankMustBeCsv: 'Bank report must be a CSV file',
  creditMustBeXlsx: 'Credit report must be an XLSX file',
  checkMustBeXlsx: 'Check report must be an XLSX file',
  bothRequired: 'Please select both files',
  classificationFailed: 'Classification failed',
  reconciliationFailed: 'Reconciliation failed',
  processingFailed: 'Processing failed',
  failedToProcess: 'Failed to process file',
  serverError: (status: number) => `Server error: ${status}`,
} as const;

/** Uploaded CSV and XLSX files are at most 10 MB each (issue #15). */
export const BOOKKEEPING_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Result files are kept this long, then deleted. */
export const RESULT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Field names of the three uploads (spec 03 §7). */
export const UPLOAD_FIELDS = {
  classify: { csvFile: 'csv' },
  credit: { bankReport: 'csv', creditReport: 'xlsx' },
  check: { bankReport: 'csv', checkReport: 'xlsx' },
} as const;

/** Why a field's file was refused, in the screen's words. */
export const FIELD_TYPE_MESSAGES: Record<string, string> = {
  csvFile: BOOKKEEPING_MESSAGES.selectCsv,
  bankReport: BOOKKEEPING_MESSAGES.bankMustBeCsv,
  creditReport: BOOKKEEPING_MESSAGES.creditMustBeXlsx,
  checkReport: BOOKKEEPING_MESSAGES.checkMustBeXlsx,
};

export const FIELD_REQUIRED_MESSAGES: Record<string, string> = {
  csvFile: BOOKKEEPING_MESSAGES.selectCsv,
  bankReport: 'Bank report is required',
  creditReport: 'Credit report is required',
  checkReport: 'Check report is required',
};
