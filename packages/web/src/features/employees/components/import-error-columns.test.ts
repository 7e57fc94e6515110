import { describe, expect, it } from 'vitest';
import { listImportErrors, toImportColumn } from './import-error-columns.ts';

describe('import errors by CSV column', () => {
  it('names the column the user edits in the file', () => {
    expect(toImportColumn('employment.salaryRows.0.amountOre')).toBe('lön');
    expect(toImportColumn('tax.table')).toBe('skattetabell');
    expect(toImportColumn('csv')).toBe('csv');
  });

  it('lists every message of a row', () => {
    expect(
      listImportErrors({
        personnummer: ['Ogiltigt personnummer'],
        'employment.position': ['Befattning krävs', 'Högst 200 tecken'],
      }),
    ).toEqual([
      'personnummer: Ogiltigt personnummer',
      'befattning: Befattning krävs',
      'befattning: Högst 200 tecken',
    ]);
  });
});
