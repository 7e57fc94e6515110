import { expect, test } from 'vitest';
import { createCsv, DEFAULT_CSV_FILE_NAME, quoteCsvCell } from './csv.ts';

test('quotes are doubled and every cell quoted', () => {
  expect(quoteCsvCell('Säg "hej"')).toBe('"Säg ""hej"""');
  expect(quoteCsvCell(null)).toBe('""');
  expect(quoteCsvCell(undefined)).toBe('""');
  expect(quoteCsvCell(12.5)).toBe('"12.5"');
  expect(quoteCsvCell(false)).toBe('"false"');
});

test('a table with header, delimiter and line endings', () => {
  expect(
    createCsv(
      ['Namn', 'Lön'],
      [
        ['Anna, "A"', 30000],
        ['Bo', null],
      ],
    ),
  ).toBe('"Namn","Lön"\r\n"Anna, ""A""","30000"\r\n"Bo",""');
  expect(createCsv(['a'], [['x;y']], { delimiter: ';', lineEnding: '\n' })).toBe('"a"\n"x;y"');
  expect(DEFAULT_CSV_FILE_NAME).toBe('table-data.csv');
});
