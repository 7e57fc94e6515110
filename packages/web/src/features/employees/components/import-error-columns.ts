/**
 * Where an import error belongs, named by the CSV column the user edits (the file's own column
 * names, Swedish in every language). Keys are the API's dotted field paths.
 */
const COLUMN_BY_FIELD: Record<string, string> = {
  firstName: 'förnamn',
  lastName: 'efternamn',
  personnummer: 'personnummer',
  email: 'e-post',
  phone: 'telefon',
  streetAddress: 'gatuadress',
  postalCode: 'postnummer',
  city: 'ort',
  clearingNumber: 'clearingnummer',
  accountNumber: 'kontonummer',
  'tax.table': 'skattetabell',
  'tax.column': 'skattekolumn',
  'employment.employmentType': 'anställningsform',
  'employment.position': 'befattning',
  'employment.startDate': 'startdatum',
  'employment.endDate': 'slutdatum',
  'employment.salaryForm': 'lönform',
  'employment.salaryRows.0.amountOre': 'lön',
  'employment.salaryRows.0.validFrom': 'startdatum',
};

/** The CSV column of an error's field path, or the path itself when it has no column. */
export function toImportColumn(field: string): string {
  return COLUMN_BY_FIELD[field] ?? field;
}

/** "personnummer: Ogiltigt personnummer" lines of one row, in the file's column order where known. */
export function listImportErrors(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => `${toImportColumn(field)}: ${message}`),
  );
}
