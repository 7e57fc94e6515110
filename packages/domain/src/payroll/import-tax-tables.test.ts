import { describe, expect, it } from 'vitest';
import { compareTaxTables } from './compare-tax-tables.ts';
import { parseTaxTableCsv, parseTaxTableFile, TaxTableImportError } from './import-tax-tables.ts';

const FIXED = [
  '30B33      1   2000    0    0    0    0    0    0',
  '30B33   2001   2100  150    0  150    0  150    2',
  '30B33   2101  80000 7134 6986 3881 71341091810918',
  '30%33  80001  81000   33   33   29   29   39   39',
  '30%33  81001          52   52   52   44   52   52',
];

const CSV_HEADER =
  'År;Antal dgr;Tabellnr;Inkomst fr.o.m.;Inkomst t.o.m.;Kolumn 1;Kolumn 2;Kolumn 3;Kolumn 4;Kolumn 5;Kolumn 6;Kolumn 7';
const CSV = [
  CSV_HEADER,
  '2025;30B;33;1;2000;0;0;0;0;0;0;',
  '2025;30B;33;2001;80000;7467;7329;4246;8071;10935;10935;',
  '2025;30%;33;80001;81200;34;34;30;33;39;39;',
  '2025;30%;33;81201;;52;52;52;48;52;52;',
];

function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function importError(run: () => unknown): TaxTableImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof TaxTableImportError) return error;
    throw error;
  }
  throw new Error('expected a TaxTableImportError');
}

describe('fixed-width allmanna-tabeller-manad.txt', () => {
  it('parses by position, including touching 5-digit fields, a BOM and an open-ended row', () => {
    const bytes = new TextEncoder().encode(`\uFEFF${FIXED.join('\n')}\n`);
    const set = parseTaxTableFile(bytes, 2026);
    const rows = set.tables.get(33)?.rows ?? [];
    expect(rows).toHaveLength(5);
    expect(rows[2]).toEqual({
      kind: 'B',
      from: 2101,
      to: 80_000,
      values: [7134, 6986, 3881, 7134, 10918, 10918],
    });
    expect(rows[4]).toEqual({ kind: '%', from: 81_001, to: null, values: [52, 52, 52, 44, 52, 52] });
  });
  it('accepts CRLF line ends', () => {
    expect(parseTaxTableFile(FIXED.join('\r\n'), 2026).tables.get(33)?.rows).toHaveLength(5);
  });
  it.each([
    ['a short record', 2, (lines: string[]) => lines.with(1, lines[1]?.slice(0, 48) ?? '')],
    [
      'a letter in a number',
      3,
      (lines: string[]) => lines.with(2, '30B33   2101  8000X 7134 6986 3881 71341091810918'),
    ],
    [
      'an unknown row type',
      4,
      (lines: string[]) => lines.with(3, '30X33  80001  81000   33   33   29   29   39   39'),
    ],
    [
      'an unknown table',
      1,
      (lines: string[]) => lines.with(0, '30B28      1   2000    0    0    0    0    0    0'),
    ],
    [
      'a gap between rows',
      3,
      (lines: string[]) => lines.with(2, '30B33   2201  80000 7134 6986 3881 71341091810918'),
    ],
    [
      'a blank upper bound before the last row',
      4,
      (lines: string[]) => lines.with(3, '30%33  80001          33   33   29   29   39   39'),
    ],
    [
      'a closed last row',
      5,
      (lines: string[]) => lines.with(4, '30%33  81001  90000   52   52   52   44   52   52'),
    ],
    [
      'a non-monthly period',
      1,
      (lines: string[]) => lines.with(0, '14B33      1   2000    0    0    0    0    0    0'),
    ],
  ])('rejects %s with its line number and loads nothing', (_name, line, mutate) => {
    const error = importError(() => parseTaxTableFile(mutate(FIXED).join('\n'), 2026));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(new RegExp(`^Line ${line}: `));
  });
});

describe('open-data CSV', () => {
  it('parses ISO-8859-1 with CRLF and gives the same structure as the fixed-width file', () => {
    const set = parseTaxTableCsv(latin1(`${CSV.join('\r\n')}\r\n`), 2025);
    const rows = set.tables.get(33)?.rows ?? [];
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual({ kind: '%', from: 81_201, to: null, values: [52, 52, 52, 48, 52, 52] });
    const fixed = parseTaxTableFile(
      [
        '30B33      1   2000    0    0    0    0    0    0',
        '30B33   2001  80000 7467 7329 4246 80711093510935',
        '30%33  80001  81200   34   34   30   33   39   39',
        '30%33  81201          52   52   52   48   52   52',
      ].join('\n'),
      2025,
    );
    expect(compareTaxTables(fixed, set).isIdentical).toBe(true);
  });
  it('skips rows of other periods', () => {
    const withOther = [...CSV, '2025;14B;33;1;1000;0;0;0;0;0;0;'];
    expect(parseTaxTableCsv(latin1(withOther.join('\r\n')), 2025).tables.get(33)?.rows).toHaveLength(4);
  });
  it.each([
    ['a wrong header', 1, (lines: string[]) => lines.with(0, 'Year;Days')],
    ['a wrong year', 3, (lines: string[]) => lines.with(2, lines[2]?.replace('2025', '2024') ?? '')],
    ['a missing field', 2, (lines: string[]) => lines.with(1, '2025;30B;33;1;2000;0;0;0;0;0;0')],
    [
      'a decimal amount',
      4,
      (lines: string[]) => lines.with(3, '2025;30%;33;80001;81200;34,5;34;30;33;39;39;'),
    ],
    ['a filled column 7', 2, (lines: string[]) => lines.with(1, '2025;30B;33;1;2000;0;0;0;0;0;0;1')],
  ])('rejects %s with its line number', (_name, line, mutate) => {
    expect(importError(() => parseTaxTableCsv(latin1(mutate(CSV).join('\r\n')), 2025)).line).toBe(line);
  });
});
