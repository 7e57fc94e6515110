export const DEFAULT_CSV_FILE_NAME = 'table-data.csv';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** `,` by default; Swedish Excel opens `;` files directly. */
  delimiter?: string;
  lineEnding?: string;
}

// OWASP's CSV-injection rule: a spreadsheet reads a cell starting with one of these as a formula.
// Apostrophes before one are counted in, so that `neutraliseCsvFormula` has an exact inverse.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED_START = /^'+[=+\-@\t\r]/;

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first),
 * prefixed with `'` so that it is read as text; other texts unchanged.
 */
export function neutraliseCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse, for the product's own CSV import: drops the `'` the writer put before a formula start. */
export function restoreCsvFormula(text: string): string {
  return NEUTRALISED_START.test(text) ? text.slice(1) : text;
}

/**
 * Every cell quoted, quotes inside doubled (RFC 4180); empty for null and undefined. Texts are
 * neutralised (`neutraliseCsvFormula`); numbers are written as numbers — `-5` cannot be a formula,
 * and a spreadsheet should read it as minus five.
 */
export function quoteCsvCell(cell: CsvCell): string {
  const text =
    cell === null || cell === undefined
      ? ''
      : typeof cell === 'string'
        ? neutraliseCsvFormula(cell)
        : String(cell);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The one CSV writer of the product: every export (server and web) goes through it. */
export function createCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lineEnding = options.lineEnding ?? '\r\n';
  return [header, ...rows].map((row) => row.map(quoteCsvCell).join(delimiter)).join(lineEnding);
}
