import type { PayslipDetailView } from '../contracts/payslips/payslip-shapes.ts';
import { calculatePayslip } from '../payroll/payslip/calculate-payslip.ts';
import type { Payslip, PayslipInput } from '../payroll/payslip/payslip-types.ts';
import { buildPayslipDetail } from './payslip-detail.ts';

/**
 * Reference scenario S09 (docs/payroll-calculation.md: 45 000 kr in table 33 column 1 with a car
 * benefit of 6 906 kr) plus an expense of 649 kr paid back, calculated by the real engine so the
 * shape is the stored one. Hand-worked figures: taxable 45 000 + 6 906 = 51 906 kr, tax 12 362 kr
 * (table 33, column 1, row 51 901–52 000), net 45 000 − 12 362 + 649 = 33 287 kr, employer
 * contributions 51 906 × 31,42 % = 16 308,86 → 16 308 kr.
 */
export const SAMPLE_PAYSLIP_CALCULATION_INPUT: PayslipInput = {
  period: '2026-03',
  payDate: '2026-03-25',
  employee: { birthDate: '1975-03-30', tax: { method: 'table', table: 33, column: 1 } },
  employment: {
    salaryForm: 'monthly',
    startDate: '2020-01-01',
    endDate: null,
    employmentRate: 100,
    weeklyHours: 40,
    schedule: [8, 8, 8, 8, 8, 0, 0],
    salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: 4_500_000 }],
    vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
  },
  yearToDateBefore: { grossOre: 9_000_000, taxOre: 2_472_400, benefitsOre: 1_381_200 },
  events: [
    { kind: 'transaction', salaryTypeCode: '600', date: '2026-03-01', quantity: 1, amountOre: 690_600 },
    { kind: 'transaction', salaryTypeCode: '720', date: '2026-03-16', amountOre: 64_900 },
  ],
};

export function samplePayslipResult(input: PayslipInput = SAMPLE_PAYSLIP_CALCULATION_INPUT): Payslip {
  return calculatePayslip(input);
}

export const SAMPLE_PAYSLIP_IDS = {
  payslipId: '0b6f1a52-6a0e-4c55-9d7c-1b7f3c1a2e01',
  runId: '0b6f1a52-6a0e-4c55-9d7c-1b7f3c1a2e02',
  employmentId: '0b6f1a52-6a0e-4c55-9d7c-1b7f3c1a2e03',
  employeeId: '0b6f1a52-6a0e-4c55-9d7c-1b7f3c1a2e04',
} as const;

/** The sample as the API's detail shows it (Swedbank account, 12 vacation days left, flex in use). */
export function samplePayslipDetail(
  options: { completed?: boolean; employerContributions?: boolean; result?: Payslip } = {},
): PayslipDetailView {
  const result = options.result ?? samplePayslipResult();
  return buildPayslipDetail({
    summary: {
      id: SAMPLE_PAYSLIP_IDS.payslipId,
      runId: SAMPLE_PAYSLIP_IDS.runId,
      runLabel: 'Lön mars 2026',
      runKind: 'ordinary',
      period: result.period,
      payDate: result.payDate,
      employmentId: SAMPLE_PAYSLIP_IDS.employmentId,
      employeeId: SAMPLE_PAYSLIP_IDS.employeeId,
      employeeName: 'Åsa Öberg-Ärlig',
      grossOre: result.grossOre,
      taxOre: result.taxOre,
      netOre: result.netOre,
      completed: options.completed ?? true,
    },
    result,
    employer: { name: 'Fjällbäckens Snickeri AB', organisationNumber: '5560269986' },
    employee: { name: 'Åsa Öberg-Ärlig', personnummer: '198202252386', employeeNumber: '1042' },
    bankAccount: { clearingNumber: '8327', accountNumber: '9234567891' },
    paidDaysLeft: 12,
    balances: { compTimeHours: null, flexHours: 3.5 },
    includeEmployerContributions: options.employerContributions ?? false,
  });
}
