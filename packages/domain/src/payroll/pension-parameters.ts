import type { DateOnly } from '../time/date-shapes.ts';
import { findEffective } from '../time/effective-dating.ts';

/**
 * The yearly amounts a pension premium rule needs, dated per income year: the inkomstbasbelopp
 * (IBB, in whole kronor: limits like 7.5 IBB are written in it) and the särskild löneskatt rate on
 * pension costs (per cent). Sources: docs/settings.md (*Pension*), swedish-payroll.md §1.6, §2.2, §9.8.
 * The same IBB figures are in tax-year-parameters.ts; a test holds the two equal.
 */
export type PensionYearParameters = {
  validFrom: DateOnly;
  validTo: DateOnly | null;
  inkomstbasbelopp: number;
  /** Särskild löneskatt på pensionskostnader, per cent with two decimals. */
  specialPayrollTaxPercent: number;
};

export const PENSION_YEAR_PARAMETERS: readonly PensionYearParameters[] = [
  {
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    inkomstbasbelopp: 80_600,
    specialPayrollTaxPercent: 24.26,
  },
  {
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    inkomstbasbelopp: 83_400,
    specialPayrollTaxPercent: 24.26,
  },
];

export class MissingPensionParametersError extends Error {
  constructor(date: DateOnly) {
    super(`No inkomstbasbelopp is known for ${date}`);
    this.name = 'MissingPensionParametersError';
  }
}

export function findPensionYearParameters(date: DateOnly): PensionYearParameters {
  const found = findEffective(PENSION_YEAR_PARAMETERS, date);
  if (!found) throw new MissingPensionParametersError(date);
  return found;
}
