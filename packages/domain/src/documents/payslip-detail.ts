import type { PayslipDetailView, PayslipSummaryView } from '../contracts/payslips/payslip-shapes.ts';
import type { Payslip, TaxRule } from '../payroll/payslip/payslip-types.ts';
import { findBankNameByClearingNumber } from '../validation/bank-account.ts';
import { describeTaxRule } from './payslip-texts.ts';

/**
 * A stored payslip as the API shows it (GET …/payslips/:id): the calculation's `Payslip` (the
 * `result` column) with who it is for, the account the net goes to and the balances after it.
 * Built here, not in the server, so that tests and the web's fixtures make the same shape.
 */
export type StoredPayslipInput = {
  summary: PayslipSummaryView;
  result: Payslip;
  employer: PayslipDetailView['employer'];
  employee: PayslipDetailView['employee'];
  bankAccount: { clearingNumber: string | null; accountNumber: string | null };
  /** Paid vacation days left after this payslip, when known. */
  paidDaysLeft: number | null;
  balances: PayslipDetailView['balances'];
  /** Employer contributions are the employer's cost: shown to those who run payroll only. */
  includeEmployerContributions: boolean;
};

/** "Swedbank ···· 1234": enough to recognise the account, not enough to copy it. */
export function maskPayoutAccount(
  clearingNumber: string | null,
  accountNumber: string | null,
): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  if (!clearingNumber || digits.length < 4) return null;
  const bank =
    findBankNameByClearingNumber(clearingNumber.replace(/\D/g, '')) ?? `Clearing ${clearingNumber}`;
  return `${bank} ···· ${digits.slice(-4)}`;
}

function ruleData(rule: TaxRule): PayslipDetailView['tax']['rule'] {
  return { ...rule };
}

export function buildPayslipDetail(input: StoredPayslipInput): PayslipDetailView {
  const { result } = input;
  return {
    ...input.summary,
    employer: input.employer,
    employee: input.employee,
    lines: result.lines.map((line) => ({
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      rateOre: line.rateOre,
      amountOre: line.amountOre,
      periodFrom: line.periodFrom,
      periodTo: line.periodTo,
      effect: line.effect,
      agiBox: line.agiBox,
      corrects: line.corrects ?? null,
    })),
    benefitsOre: result.benefitsOre,
    taxableOre: result.taxableOre,
    oneOffOre: result.oneOffOre,
    taxRule: describeTaxRule(result.tax),
    tax: {
      rule: ruleData(result.tax.rule),
      tableTaxOre: result.tax.tableTaxOre,
      oneOffTaxOre: result.tax.oneOffTaxOre,
      oneOffPercent: result.tax.oneOffPercent,
    },
    netDeductionsOre: result.netDeductionsOre,
    taxFreeOre: result.taxFreeOre,
    payoutAccount: maskPayoutAccount(input.bankAccount.clearingNumber, input.bankAccount.accountNumber),
    ...(input.includeEmployerContributions
      ? { employerContributionsOre: result.contributions.totalOre }
      : {}),
    yearToDate: result.yearToDate,
    vacation: {
      daysTaken: result.vacation.daysTaken,
      daysEarned: result.vacation.daysEarned,
      paidDaysLeft: input.paidDaysLeft,
    },
    balances: input.balances,
    problems: result.problems,
  };
}
