/**
 * Import of Skatteverket's published monthly tables: the fixed-width
 * `allmanna-tabeller-manad.txt` and the open-data CSV. Both give the same TaxTableSet as the
 * generator. Any malformed line rejects the whole file with its line number: nothing partial
 * is ever returned.
 */
import { TAX_TABLE_NUMBERS, type TaxTable, type TaxTableRow, type TaxTableSet } from './tax-table.ts';

export class TaxTableImportError extends Error {
  readonly code = 'TAX_TABLE_IMPORT';
  readonly line: number;
  constructor(line: number, reason: string) {
    super(`Line ${line}: ${reason}`);
    this.name = 'TaxTableImportError';
    this.line = line;
  }
}

type ParsedRecord = { line: number; table: number; row: TaxTableRow };

const RECORD_LENGTH = 49;
const DIGITS = /^\d+$/;

function parseField(text: string, line: number, name: string, allowBlank: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (allowBlank) return null;
    throw new TaxTableImportError(line, `${name} is blank`);
  }
  // Fixed-width numbers are right-aligned: leading spaces only, then digits.
  if (!DIGITS.test(trimmed) || text.trimEnd() !== text)
    throw new TaxTableImportError(line, `${name} is not a whole number: "${text}"`);
  return Number(trimmed);
}

function decode(input: Uint8Array | string, encoding: 'utf-8' | 'latin1'): string {
  const text = typeof input === 'string' ? input : new TextDecoder(encoding).decode(input);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function parseKind(text: string, line: number): TaxTableRow['kind'] {
  if (text === 'B' || text === '%') return text;
  throw new TaxTableImportError(line, `row type must be "B" or "%", got "${text}"`);
}

function parseTableNumber(value: number | null, line: number): number {
  if (value === null || !TAX_TABLE_NUMBERS.includes(value))
    throw new TaxTableImportError(line, `unknown table number ${value}`);
  return value;
}

/** Parses `allmanna-tabeller-manad.txt` (UTF-8 with BOM, 49-character records, by position). */
export function parseTaxTableFile(input: Uint8Array | string, year: number): TaxTableSet {
  const records: ParsedRecord[] = [];
  splitLines(decode(input, 'utf-8')).forEach((text, index) => {
    const line = index + 1;
    if (text.length !== RECORD_LENGTH) {
      throw new TaxTableImportError(line, `record is ${text.length} characters, expected ${RECORD_LENGTH}`);
    }
    if (text.slice(0, 2) !== '30')
      throw new TaxTableImportError(line, `period "${text.slice(0, 2)}" is not a monthly table (30)`);
    const kind = parseKind(text.slice(2, 3), line);
    const table = parseTableNumber(parseField(text.slice(3, 5), line, 'table number', false), line);
    const from = parseField(text.slice(5, 12), line, 'income from', false) as number;
    const to = parseField(text.slice(12, 19), line, 'income to', true);
    const values: number[] = [];
    for (let column = 0; column < 6; column++) {
      const start = 19 + column * 5;
      values.push(parseField(text.slice(start, start + 5), line, `column ${column + 1}`, false) as number);
    }
    records.push({ line, table, row: { kind, from, to, values } });
  });
  return buildTaxTableSet(year, records);
}

const CSV_HEADER =
  'År;Antal dgr;Tabellnr;Inkomst fr.o.m.;Inkomst t.o.m.;Kolumn 1;Kolumn 2;Kolumn 3;Kolumn 4;Kolumn 5;Kolumn 6;Kolumn 7';

/**
 * Parses Skatteverket's open-data CSV (ISO-8859-1, `;`, CRLF, one header line). Only monthly
 * rows ("30B", "30%") are read; rows of other periods are skipped. All rows must be of `year`.
 */
export function parseTaxTableCsv(input: Uint8Array | string, year: number): TaxTableSet {
  const lines = splitLines(decode(input, 'latin1'));
  if (lines[0]?.trim() !== CSV_HEADER)
    throw new TaxTableImportError(1, 'header is not the open-data tax table header');
  const records: ParsedRecord[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = index + 1;
    const fields = (lines[index] as string).split(';');
    if (fields.length !== 12) throw new TaxTableImportError(line, `expected 12 fields, got ${fields.length}`);
    const [yearText, period, tableText, fromText, toText, ...columnTexts] = fields as [
      string,
      string,
      string,
      string,
      string,
      ...string[],
    ];
    if (Number(yearText) !== year || !DIGITS.test(yearText))
      throw new TaxTableImportError(line, `year "${yearText}" is not ${year}`);
    if (!/^\d+[B%]$/.test(period))
      throw new TaxTableImportError(line, `period "${period}" is not like "30B" or "30%"`);
    if (!period.startsWith('30') || period.length !== 3) continue;
    const kind = parseKind(period.slice(2), line);
    const table = parseTableNumber(parseField(tableText, line, 'table number', false), line);
    const from = parseField(fromText, line, 'income from', false) as number;
    const to = parseField(toText, line, 'income to', true);
    const values = columnTexts
      .slice(0, 6)
      .map((text, column) => parseField(text, line, `column ${column + 1}`, false) as number);
    if ((columnTexts[6] ?? '').trim() !== '') throw new TaxTableImportError(line, 'column 7 is not empty');
    records.push({ line, table, row: { kind, from, to, values } });
  }
  return buildTaxTableSet(year, records);
}

/**
 * Checks the structure the lookup relies on: per table, B rows then % rows, contiguous
 * from 1 kr, each row non-empty, only the last row open-ended, % values at most 100.
 */
function buildTaxTableSet(year: number, records: ParsedRecord[]): TaxTableSet {
  const byTable = new Map<number, ParsedRecord[]>();
  for (const record of records) {
    const list = byTable.get(record.table) ?? [];
    list.push(record);
    byTable.set(record.table, list);
  }
  if (byTable.size === 0) throw new TaxTableImportError(1, 'no monthly table rows');
  const tables = new Map<number, TaxTable>();
  for (const [table, list] of byTable) {
    let expectedFrom = 1;
    let seenPercent = false;
    list.forEach((record, index) => {
      const { row, line } = record;
      const isLast = index === list.length - 1;
      if (row.from !== expectedFrom)
        throw new TaxTableImportError(
          line,
          `table ${table} row starts at ${row.from}, expected ${expectedFrom}`,
        );
      if (row.to === null ? !isLast : row.to < row.from)
        throw new TaxTableImportError(line, `table ${table} has a bad upper bound`);
      if (isLast && row.to !== null)
        throw new TaxTableImportError(line, `table ${table} does not end with an open-ended row`);
      if (row.kind === '%') seenPercent = true;
      else if (seenPercent)
        throw new TaxTableImportError(line, `table ${table} has an amount row after a percent row`);
      if (row.kind === '%' && row.values.some((value) => value > 100))
        throw new TaxTableImportError(line, 'percentage above 100');
      expectedFrom = (row.to ?? 0) + 1;
    });
    tables.set(table, { year, table, rows: list.map((record) => record.row) });
  }
  return { year, tables };
}
