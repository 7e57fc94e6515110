import { describe, expect, it } from 'vitest';
import { createCsv } from '../format/csv.ts';
import {
  createEmployeeCsvTemplate,
  EMPLOYEE_CSV_CHOICES,
  EMPLOYEE_CSV_COLUMNS,
  formatOreAsKronor,
  parseCsv,
  parseKronorToOre,
  readCsvChoice,
  readEmployeeCsv,
} from './employee-csv.ts';
import { employeeCreateSchema } from './employee-schema.ts';
import { employmentSchema } from './employment-schema.ts';

describe('parseCsv', () => {
  it('reads what createCsv writes, quotes and line breaks included', () => {
    const rows = [
      ['a', 'b "c"', 'd;e'],
      ['1', 'two\nlines', ''],
    ];
    expect(parseCsv(createCsv(['x', 'y', 'z'], rows))).toEqual([['x', 'y', 'z'], ...rows]);
  });
  it('reads back the values of formula-like cells the writer neutralised', () => {
    const rows = [['=HYPERLINK("https://evil.example/","Öppna")', '-5', "'+46", 'Storgatan 1']];
    const written = createCsv(['a', 'b', 'c', 'd'], rows, { delimiter: ';' });
    expect(written).toContain(`"'=HYPERLINK(`);
    expect(parseCsv(written)).toEqual([['a', 'b', 'c', 'd'], ...rows]);
  });
  it('takes ; files with a BOM and LF endings', () => {
    expect(parseCsv('\uFEFFa;b\n1;2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('kronor and öre', () => {
  it.each([
    ['32 000', 3_200_000],
    ['32000,5', 3_200_050],
    ['185.25', 18_525],
    ['abc', undefined],
    ['1,234', undefined],
  ])('%s → %s', (text, ore) => {
    expect(parseKronorToOre(text)).toBe(ore);
  });
  it('formats back', () => {
    expect(formatOreAsKronor(3_200_050)).toBe('32000,50');
    expect(formatOreAsKronor(3_200_000)).toBe('32000');
  });
});

describe('readEmployeeCsv', () => {
  it('maps rows to create bodies with line numbers', () => {
    const text = [
      EMPLOYEE_CSV_COLUMNS.join(';'),
      'Sara;Lind;19850312-0076;;;;;;;;33;1;permanent;Kock;2025-01-01;;monthly;32 000',
      'Per;Ek;19900101-0017;;;;;;;;;;;;;;;',
    ].join('\n');
    const { rows, headerErrors } = readEmployeeCsv(text);
    expect(headerErrors).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      employee: { firstName: 'Sara', tax: { method: 'table', table: 33, column: 1 } },
      employment: { position: 'Kock', salaryRows: [{ validFrom: '2025-01-01', amountOre: 3_200_000 }] },
    });
    expect(rows[1]).toMatchObject({ line: 3, employment: null });
  });
  it('reads the forms\' "Löneform" as the lönform column, and headers written with combining marks', () => {
    const decomposed = 'fo\u0308rnamn';
    const text = [
      `${decomposed};efternamn;personnummer;startdatum;lön;Löneform`,
      'Sara;Lind;19850312-0076;2025-01-01;180;Timlön',
    ].join('\n');
    const { rows, headerErrors } = readEmployeeCsv(text);
    expect(headerErrors).toEqual([]);
    expect(rows[0]).toMatchObject({
      employee: { firstName: 'Sara' },
      employment: { salaryForm: 'hourly' },
    });
  });
  it('names missing required columns and unreadable salaries', () => {
    expect(readEmployeeCsv('förnamn,efternamn\nA,B').headerErrors).toEqual([
      'Filen saknar kolumnen personnummer',
    ]);
    const { rows } = readEmployeeCsv(
      'förnamn,efternamn,personnummer,startdatum,lön\nA,B,19850312-0076,2025-01-01,mycket',
    );
    expect(rows[0]!.errors).toEqual({ 'employment.salaryRows.0.amountOre': ['Ogiltigt belopp'] });
  });
});

describe('enumerated columns', () => {
  const header =
    'förnamn;efternamn;personnummer;anställningsform;befattning;startdatum;slutdatum;lönform;lön';
  const row = (type: string, form: string) =>
    readEmployeeCsv(`${header}\nA;B;19850312-0076;${type};Kock;2025-01-01;2025-12-31;${form};185`).rows[0]!;

  it.each([
    ['Tillsvidare', 'Månadslön', 'permanent', 'monthly'],
    ['TILLSVIDARE', 'månadslön', 'permanent', 'monthly'],
    ['visstid', 'TIMLÖN', 'fixed-term', 'hourly'],
    [' Timanställd ', 'Timlön', 'hourly', 'hourly'],
    ['permanent', 'monthly', 'permanent', 'monthly'],
    ['Fixed-Term', 'HOURLY', 'fixed-term', 'hourly'],
    // Decomposed å/ö, as some spreadsheets on a Mac write them.
    ['Timanställd'.normalize('NFD'), 'Månadslön'.normalize('NFD'), 'hourly', 'monthly'],
    ['', '', 'permanent', 'monthly'],
  ])('%s / %s → %s / %s', (type, form, employmentType, salaryForm) => {
    const read = row(type, form);
    expect(read.errors).toEqual({});
    expect(read.employment).toMatchObject({ employmentType, salaryForm });
  });

  it('names the accepted Swedish words and codes for an unknown word, in Swedish', () => {
    expect(row('Fast', 'Veckolön').errors).toEqual({
      'employment.employmentType': [
        'Okänt värde "Fast". Tillåtna värden: Tillsvidare, Visstid, Timanställd (eller permanent, fixed-term, hourly)',
      ],
      'employment.salaryForm': [
        'Okänt värde "Veckolön". Tillåtna värden: Månadslön, Timlön (eller monthly, hourly)',
      ],
    });
  });

  it('reads a label only for its own column', () => {
    expect(readCsvChoice(EMPLOYEE_CSV_CHOICES.lönform, 'Timanställd')).toEqual({
      error: 'Okänt värde "Timanställd". Tillåtna värden: Månadslön, Timlön (eller monthly, hourly)',
    });
    expect(readCsvChoice(EMPLOYEE_CSV_CHOICES.anställningsform, 'timanställd')).toEqual({ code: 'hourly' });
  });
});

describe('createEmployeeCsvTemplate', () => {
  it('is the header and one example row the import accepts, Swedish words included', () => {
    const template = createEmployeeCsvTemplate();
    const [header, example] = parseCsv(template);
    expect(header).toEqual([...EMPLOYEE_CSV_COLUMNS]);
    expect(example).toContain('Tillsvidare');
    expect(example).toContain('Månadslön');
    const { rows, headerErrors } = readEmployeeCsv(template);
    expect(headerErrors).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.errors).toEqual({});
    expect(employeeCreateSchema.safeParse(rows[0]!.employee).error).toBeUndefined();
    expect(employmentSchema.safeParse(rows[0]!.employment).error).toBeUndefined();
    expect(rows[0]!.employment).toMatchObject({
      employmentType: 'permanent',
      salaryForm: 'monthly',
      salaryRows: [{ amountOre: 3_200_000 }],
    });
  });
});
