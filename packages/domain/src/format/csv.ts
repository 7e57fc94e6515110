export const DEFAULT_CSV_FILE_NAME = 'table-data.csv';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** `,` by default; Swedish Excel opens `;` files directly. */
  delimiter?: string;
  lineEnding?: string;
}

/** Every cell quoted, quotes inside doubled (RFC 4180); empty for null and undefined. */
export function quoteCsvCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return `"${text.replaceAll('"', '""')}"`;
}

export function createCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lineEnding = options.lineEnding ?? '\r\n';
  return [header, ...rows].map((row) => row.map(quoteCsvCell).join(delimiter)).join(lineEnding);
}
