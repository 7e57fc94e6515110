import { defaultRoleAccounts } from '../../accounting/bas-accounts.ts';
import type { AccountingRow, PayslipAccounts, PayslipLine } from './payslip-types.ts';

const ROLES = defaultRoleAccounts();

/**
 * The payslip's voucher rows, kept simple: each line books its amount on the salary type's debit
 * and credit accounts (cash lines against net pay, benefits against their contra account, net
 * deductions from net pay); tax from net pay to the tax liability; contributions as cost against
 * their liability. Rows are netted per account, so debits equal credits.
 */
export function accountingRows(
  lines: readonly PayslipLine[],
  taxOre: number,
  contributionsOre: number,
  overrides: Partial<PayslipAccounts> = {},
): AccountingRow[] {
  const accounts: PayslipAccounts = {
    taxWithheld: ROLES.taxWithheld,
    netPay: ROLES.netPay,
    employerContributionsCost: ROLES.employerContributionsCost,
    employerContributionsLiability: ROLES.employerContributionsLiability,
    ...overrides,
  };
  const balance = new Map<string, number>();
  const book = (debit: string | null, credit: string | null, ore: number) => {
    if (!debit || !credit || ore === 0) return;
    balance.set(debit, (balance.get(debit) ?? 0) + ore);
    balance.set(credit, (balance.get(credit) ?? 0) - ore);
  };
  for (const line of lines) {
    // A deduction line's amount is negative: booking it reverses the type's debit and credit.
    const ore = line.effect === 'reduces-net' ? -line.amountOre : line.amountOre;
    book(line.debitAccount, line.creditAccount, ore);
  }
  book(accounts.netPay, accounts.taxWithheld, taxOre);
  book(accounts.employerContributionsCost, accounts.employerContributionsLiability, contributionsOre);
  return [...balance.entries()]
    .filter(([, ore]) => ore !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, ore]) => ({ account, debitOre: Math.max(ore, 0), creditOre: Math.max(-ore, 0) }));
}
