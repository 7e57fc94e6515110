import type { PayslipLine } from '../payroll/payslip/payslip-types.ts';
import { defaultRoleAccounts } from './bas-accounts.ts';
import type { SalaryVoucherInput } from './salary-voucher-types.ts';
import type { VacationAccrualVoucherInput } from './vacation-accrual-voucher.ts';

/**
 * A small March 2026 run, written by hand for the voucher and SIE golden tests. The figures are
 * chosen, not calculated by the payslip engine (the voucher only books them); the arithmetic of
 * every booked amount is in salary-voucher.test.ts and docs/files-and-documents.md.
 */
export function line(
  code: string,
  name: string,
  amountOre: number,
  effect: PayslipLine['effect'],
  debitAccount: string | null,
  creditAccount: string | null,
): PayslipLine {
  return {
    code,
    name,
    quantity: null,
    unit: 'kr',
    rateOre: null,
    amountOre,
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    effect,
    tax: 'table',
    contributionBase: effect !== 'reduces-net' && effect !== 'adds-to-net',
    vacationEarning: false,
    agiBox: null,
    debitAccount,
    creditAccount,
  };
}

const contributions = (totalOre: number) => ({ byClass: {}, totalOre, vaxaRefundOre: 0 });

export function testRunVoucherInput(): SalaryVoucherInput {
  return {
    period: '2026-03',
    payDate: '2026-03-25',
    roleAccounts: defaultRoleAccounts(),
    payslips: [
      {
        // A: salaried, cost centre 100, project P1.
        dimensions: { 'cost-centre': '100', project: 'P1' },
        pensionPremiumOre: 152_100,
        payslip: {
          lines: [
            line('100', 'Månadslön', 3_500_000, 'adds-to-gross', '7210', '1930'),
            line('310', 'Sjukavdrag', -120_000, 'reduces-gross', '7210', '1930'),
            line('600', 'Bilförmån', 340_800, 'adds-to-taxable', '7385', '7399'),
            line('890', 'Övrigt nettolöneavdrag', -50_000, 'reduces-net', '1930', '2790'),
            line('220', 'Kompensationsledighet, intjänad', 0, 'none', null, null),
          ],
          taxOre: 900_000,
          netOre: 2_430_000,
          contributions: contributions(1_169_000),
        },
      },
      {
        // B: worker, cost centre 200, no project.
        dimensions: { 'cost-centre': '200' },
        payslip: {
          lines: [
            line('110', 'Timlön', 3_047_788, 'adds-to-gross', '7010', '1930'),
            line('720', 'Bilersättning, skattefri', 75_000, 'adds-to-net', '7331', '1930'),
          ],
          taxOre: 700_000,
          netOre: 2_422_788,
          contributions: contributions(957_500),
        },
      },
      {
        // C: salaried, cost centre 100, no project.
        dimensions: { 'cost-centre': '100' },
        pensionPremiumOre: 126_000,
        payslip: {
          lines: [line('100', 'Månadslön', 2_800_000, 'adds-to-gross', '7210', '1930')],
          taxOre: 650_000,
          netOre: 2_150_000,
          contributions: contributions(879_700),
        },
      },
    ],
  };
}

export function testRunAccrualInput(): VacationAccrualVoucherInput {
  return {
    period: '2026-03',
    date: '2026-03-31',
    roleAccounts: defaultRoleAccounts(),
    socialFees: { accrueMonthly: true, rateBasisPoints: 3142 },
    changes: [
      {
        dimensions: { 'cost-centre': '100', project: 'P1' },
        staff: 'salaried',
        previousLiabilityOre: 5_200_000,
        currentLiabilityOre: 5_521_050,
      },
      {
        dimensions: { 'cost-centre': '200' },
        staff: 'workers',
        previousLiabilityOre: 1_200_000,
        currentLiabilityOre: 1_140_000,
      },
    ],
  };
}
