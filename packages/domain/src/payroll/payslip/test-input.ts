import type { EventPayload } from '../../events/event-schema.ts';
import type { PayslipInput } from './payslip-types.ts';

/** A full-time monthly employment since 2020 in table 33 column 1, March 2026, for the rule tests. */
export function monthlyInput(monthlySalaryOre: number, overrides: Partial<PayslipInput> = {}): PayslipInput {
  return {
    period: '2026-03',
    payDate: '2026-03-25',
    employee: { birthDate: '1985-04-12', tax: { method: 'table', table: 33, column: 1 } },
    employment: {
      salaryForm: 'monthly',
      startDate: '2020-01-01',
      endDate: null,
      employmentRate: 100,
      weeklyHours: 40,
      schedule: [8, 8, 8, 8, 8, 0, 0],
      salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: monthlySalaryOre }],
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
    },
    events: [],
    ...overrides,
  };
}

export function hourlyInput(hourlyWageOre: number, overrides: Partial<PayslipInput> = {}): PayslipInput {
  const base = monthlyInput(0, overrides);
  return {
    ...base,
    employment: {
      ...base.employment,
      salaryForm: 'hourly',
      salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: hourlyWageOre }],
      vacation: { rule: 'procentregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
      ...overrides.employment,
    },
  };
}

export function absence(
  absenceType: Extract<EventPayload, { kind: 'absence' }>['absenceType'],
  fromDate: string,
  toDate: string,
  extent: Extract<EventPayload, { kind: 'absence' }>['extent'] = { mode: 'whole-days' },
): EventPayload {
  return { kind: 'absence', absenceType, fromDate, toDate, extent, certificate: false };
}

export function transaction(
  salaryTypeCode: string,
  fields: { quantity?: number; amountOre?: number },
): EventPayload {
  return { kind: 'transaction', salaryTypeCode, date: '2026-03-16', ...fields };
}
