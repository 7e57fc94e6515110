import { createCsv, restoreCsvFormula } from '../format/csv.ts';
import type { EmployeeCreateInput } from './employee-schema.ts';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentInput,
  SALARY_FORM_LABELS,
  SALARY_FORMS,
} from './employment-schema.ts';

/**
 * The columns of the employee CSV, used for both export and import so that an exported file can
 * be edited and imported elsewhere. Amounts are in kronor with up to two decimals (as people
 * type them); the API turns them into öre.
 */
export const EMPLOYEE_CSV_COLUMNS = [
  'förnamn',
  'efternamn',
  'personnummer',
  'e-post',
  'telefon',
  'gatuadress',
  'postnummer',
  'ort',
  'clearingnummer',
  'kontonummer',
  'skattetabell',
  'skattekolumn',
  'anställningsform',
  'befattning',
  'startdatum',
  'slutdatum',
  'lönform',
  'lön',
  // By name and by code as the settings show them; an unknown one is the row's error (docs/settings.md).
  'arbetsställe',
  'kostnadsställe',
] as const;

export type EmployeeCsvColumn = (typeof EMPLOYEE_CSV_COLUMNS)[number];

export const CSV_HEADER_MESSAGE = 'Filen saknar kolumnen';
export const INVALID_AMOUNT_MESSAGE = 'Ogiltigt belopp';
export const UNKNOWN_CHOICE_MESSAGE = 'Okänt värde';

export type EmployeeCsvChoice<Code extends string = string> = { code: Code; label: string };

/**
 * The enumerated columns and what they accept: the Swedish word the product shows, or the code the
 * export writes, either in any case. Empty takes the first choice (the form's default).
 */
export const EMPLOYEE_CSV_CHOICES = {
  anställningsform: EMPLOYMENT_TYPES.map((code) => ({ code, label: EMPLOYMENT_TYPE_LABELS[code] })),
  lönform: SALARY_FORMS.map((code) => ({ code, label: SALARY_FORM_LABELS[code] })),
} satisfies Partial<Record<EmployeeCsvColumn, EmployeeCsvChoice[]>>;

// Excel on a Mac may write å, ä, ö decomposed; lower case by Swedish rules.
const normaliseChoice = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('sv-SE');

/** The code of a cell of an enumerated column, or the Swedish error naming what it accepts. */
export function readCsvChoice<Code extends string>(
  choices: readonly EmployeeCsvChoice<Code>[],
  text: string,
): { code: Code } | { error: string } {
  const wanted = normaliseChoice(text);
  const match = choices.find(
    (choice) => normaliseChoice(choice.label) === wanted || normaliseChoice(choice.code) === wanted,
  );
  if (match) return { code: match.code };
  const labels = choices.map((choice) => choice.label).join(', ');
  const codes = choices.map((choice) => choice.code).join(', ');
  return { error: `${UNKNOWN_CHOICE_MESSAGE} "${text}". Tillåtna värden: ${labels} (eller ${codes})` };
}

/**
 * One example row in the import's columns, every value one the import accepts (the test imports
 * it): the file behind the import page's template button.
 */
export const EMPLOYEE_CSV_EXAMPLE: Record<EmployeeCsvColumn, string> = {
  förnamn: 'Anna',
  efternamn: 'Andersson',
  personnummer: '19811218-9876',
  'e-post': 'anna.andersson@example.se',
  telefon: '070-123 45 67',
  gatuadress: 'Storgatan 1',
  postnummer: '111 22',
  ort: 'Stockholm',
  clearingnummer: '',
  kontonummer: '',
  skattetabell: '33',
  skattekolumn: '1',
  anställningsform: EMPLOYMENT_TYPE_LABELS.permanent,
  befattning: 'Ekonom',
  startdatum: '2026-01-01',
  slutdatum: '',
  lönform: SALARY_FORM_LABELS.monthly,
  lön: '32 000',
  // Empty: the template imports into any company, whatever its workplaces and cost centres are called.
  arbetsställe: '',
  kostnadsställe: '',
};

export const EMPLOYEE_CSV_TEMPLATE_FILE_NAME = 'anstallda-mall.csv';

/** The header and the example row, `;`-separated as the export (the caller adds the BOM). */
export function createEmployeeCsvTemplate(): string {
  return createCsv(
    EMPLOYEE_CSV_COLUMNS,
    [EMPLOYEE_CSV_COLUMNS.map((column) => EMPLOYEE_CSV_EXAMPLE[column])],
    { delimiter: ';' },
  );
}

/**
 * RFC 4180 CSV with `,` or `;` (whichever the header line has more of, as Swedish Excel writes `;`),
 * quoted cells with doubled quotes, CRLF or LF, an optional BOM. Empty lines are dropped. The `'`
 * our export puts before a formula-like cell is taken off again (`restoreCsvFormula`), so an
 * exported file imports with the values it was written from.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (isQuoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows
    .filter((cells) => cells.some((value) => value.trim() !== ''))
    .map((cells) => cells.map(restoreCsvFormula));
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** `12 345,50` or `12345.5` kronor → öre; undefined when not an amount. */
export function parseKronorToOre(text: string): number | undefined {
  const normalised = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function formatOreAsKronor(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const absolute = Math.abs(ore);
  const fraction = absolute % 100;
  return `${sign}${Math.floor(absolute / 100)}${fraction === 0 ? '' : `,${String(fraction).padStart(2, '0')}`}`;
}

export type CsvImportRow = {
  line: number;
  employee: EmployeeCreateInput;
  employment: EmploymentInput | null;
  /** The employment's workplace name and cost-centre code as written; the server finds their ids. */
  references: { workplace: string; costCentre: string };
  /** Errors found before the schemas run (missing columns, unreadable numbers). */
  errors: Record<string, string[]>;
};

/**
 * Maps the CSV to create bodies (line numbers are 1-based, the header is line 1). Unknown columns
 * are ignored; a missing required column is an error on every row. The schemas judge the values.
 */
// The forms call the salary form "Löneform"; a user who writes that as the header means our column.
const HEADER_ALIASES: Readonly<Record<string, EmployeeCsvColumn>> = { löneform: 'lönform' };

function readHeaderName(name: string): string {
  // NFC: Excel on a Mac may write ö as o and a combining diaeresis.
  const plain = name.trim().normalize('NFC').toLowerCase();
  return HEADER_ALIASES[plain] ?? plain;
}

export function readEmployeeCsv(text: string): { rows: CsvImportRow[]; headerErrors: string[] } {
  const [header = [], ...lines] = parseCsv(text);
  const index = new Map(header.map((name, position) => [readHeaderName(name), position]));
  const required: EmployeeCsvColumn[] = ['förnamn', 'efternamn', 'personnummer'];
  const headerErrors = required
    .filter((name) => !index.has(name))
    .map((name) => `${CSV_HEADER_MESSAGE} ${name}`);
  const rows = lines.map((cells, position) => {
    const get = (name: EmployeeCsvColumn) => {
      const at = index.get(name);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const errors: Record<string, string[]> = {};
    const number = (name: EmployeeCsvColumn) => (get(name) === '' ? undefined : Number(get(name)));
    const table = number('skattetabell');
    const employee: EmployeeCreateInput = {
      firstName: get('förnamn'),
      lastName: get('efternamn'),
      personnummer: get('personnummer'),
      email: get('e-post') || null,
      phone: get('telefon') || null,
      streetAddress: get('gatuadress') || null,
      postalCode: get('postnummer') || null,
      city: get('ort') || null,
      clearingNumber: get('clearingnummer') || null,
      accountNumber: get('kontonummer') || null,
      ...(table === undefined
        ? {}
        : { tax: { method: 'table', table, column: number('skattekolumn') ?? 1 } }),
    };
    let employment: EmploymentInput | null = null;
    if (get('startdatum') !== '') {
      const amount = parseKronorToOre(get('lön'));
      if (amount === undefined) errors['employment.salaryRows.0.amountOre'] = [INVALID_AMOUNT_MESSAGE];
      const choice = <Code extends string>(
        column: keyof typeof EMPLOYEE_CSV_CHOICES,
        field: string,
        choices: readonly EmployeeCsvChoice<Code>[],
      ): Code => {
        const text = get(column);
        const read = text === '' ? { code: choices[0]!.code } : readCsvChoice(choices, text);
        if ('code' in read) return read.code;
        errors[field] = [read.error];
        // The row carries its error and is never saved; the first choice keeps the schema from
        // adding a second, vaguer message for the same cell.
        return choices[0]!.code;
      };
      employment = {
        startDate: get('startdatum'),
        endDate: get('slutdatum') || null,
        employmentType: choice(
          'anställningsform',
          'employment.employmentType',
          EMPLOYEE_CSV_CHOICES.anställningsform,
        ),
        position: get('befattning'),
        salaryForm: choice('lönform', 'employment.salaryForm', EMPLOYEE_CSV_CHOICES.lönform),
        salaryRows: [{ validFrom: get('startdatum'), amountOre: amount ?? 0 }],
      };
    }
    const references = { workplace: get('arbetsställe'), costCentre: get('kostnadsställe') };
    return { line: position + 2, employee, employment, references, errors };
  });
  return { rows, headerErrors };
}
