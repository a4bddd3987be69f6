/** Texts of the Raffle Ticket Generator, exactly as spec 03 §2, §5 and §8 give them. */
export const RAFFLE_MESSAGES = {
  selectOption: 'Please select at least one raffle option',
  minWinners: 'Number of winners must be at least 1',
  generationFailed: 'Raffle Generation Failed',
  generationFailedDefault: 'Failed to generate raffle tickets',
  confirmGenerate: 'Generating raffle tickets deletes all existing tickets and winners. Continue?',
  monthFormat: 'Month must be a month in the form YYYY-MM',
  importHasErrors: 'Some rows have errors; nothing was imported. Fix them and upload the file again.',
  importEmpty: 'The file has no rows to import',
  importHeaders: 'The file must have the columns Customer, Email, Month, Spend, Spend DBL',
  noSpend: 'There is no customer spend for the chosen months',
} as const;

export const RAFFLE_TEXT = {
  title: 'Raffle Ticket Generator',
  statusTitle: 'System Status',
  lastMonth: 'Last Month',
  lastThreeMonths: 'Last Three Months',
  lastSixMonths: 'Last Six Months',
  yearEnd: 'Year End',
  numWinners: 'Number of Winners',
  top50AutoWin: 'TOP 50 Auto-Win',
  generate: 'Generate Tickets',
  managementTitle: 'Raffle Management',
} as const;
