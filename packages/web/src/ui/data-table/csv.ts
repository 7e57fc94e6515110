import { type CsvCell, DEFAULT_CSV_FILE_NAME } from '@lonsam/domain/format/csv';

// Spec §9: CSV export downloads as table-data.csv unless a table names its own file.
export const defaultCsvFileName = DEFAULT_CSV_FILE_NAME;

/** A table value as one CSV cell: dates as ISO text, other objects as JSON. */
export function toCsvCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return JSON.stringify(value);
}

/** Starts a download of the text; the byte-order mark makes Excel read å, ä and ö as UTF-8. */
export function downloadCsv(content: string, fileName: string = defaultCsvFileName): void {
  const blob = new Blob([`\uFEFF${content}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
