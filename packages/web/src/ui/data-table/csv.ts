// Spec §9: CSV export downloads as table-data.csv unless a table names its own file.
export const defaultCsvFileName = 'table-data.csv';

export type CsvOptions = {
  /** `;` suits Swedish Excel, whose decimal separator is the comma. */
  separator?: string;
};

/** One field: always quoted, with inner quotes doubled (RFC 4180), so separators and line breaks survive. */
export function quoteCsvField(value: unknown): string {
  const text =
    value === undefined || value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>, options: CsvOptions = {}): string {
  const separator = options.separator ?? ',';
  return rows.map((row) => row.map(quoteCsvField).join(separator)).join('\r\n');
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
