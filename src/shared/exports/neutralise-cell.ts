/** A value a spreadsheet cell may hold; numbers stay numbers, dates stay dates. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** The characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number written as text ("-5", "+3.25"): read as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Makes a text cell safe to open in a spreadsheet (ADR 013): text starting with `=`, `+`, `-`,
 * `@`, tab or carriage return gets a leading single quote, so it shows as typed and never runs.
 * Numbers, booleans and dates are left as they are, and so is text that is a plain number
 * (`-5`), which a spreadsheet reads as that number.
 */
export function neutraliseCell<T extends CellValue>(value: T): T | string {
  if (typeof value !== 'string') return value;
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
