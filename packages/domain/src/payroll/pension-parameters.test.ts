import { describe, expect, it } from 'vitest';
import { checkDatedRows } from '../time/effective-dating.ts';
import {
  findPensionYearParameters,
  MissingPensionParametersError,
  PENSION_YEAR_PARAMETERS,
} from './pension-parameters.ts';
import { getTaxYearParameters } from './tax-year-parameters.ts';

describe('pension year parameters', () => {
  it('has one row per year, no overlap, and the tax tables’ inkomstbasbelopp', () => {
    expect(checkDatedRows(PENSION_YEAR_PARAMETERS)).toEqual([]);
    for (const row of PENSION_YEAR_PARAMETERS) {
      const year = Number(row.validFrom.slice(0, 4));
      expect(row.inkomstbasbelopp).toBe(getTaxYearParameters(year).inkomstbasbelopp);
    }
  });

  it('IBB 80 600 (2025) and 83 400 (2026), särskild löneskatt 24,26 %', () => {
    expect(findPensionYearParameters('2025-12-31')).toMatchObject({
      inkomstbasbelopp: 80_600,
      specialPayrollTaxPercent: 24.26,
    });
    expect(findPensionYearParameters('2026-01-01').inkomstbasbelopp).toBe(83_400);
    expect(() => findPensionYearParameters('2027-01-01')).toThrow(MissingPensionParametersError);
  });
});
