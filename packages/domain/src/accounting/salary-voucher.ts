import type { AccountNumber } from './bas-accounts.ts';
import type {
  SalaryVoucherInput,
  SalaryVoucherPayslip,
  Voucher,
  VoucherDimensions,
  VoucherRow,
} from './salary-voucher-types.ts';

/** Särskild löneskatt på pensionskostnader, 24.26 % (domain notes §2.2, §9.8). */
export const SPECIAL_PAYROLL_TAX_BASIS_POINTS = 2426;

/** The most a payslip's net pay may differ from its booked lines and still be öresutjämning. */
const MAX_ROUNDING_ORE = 99;

export type SalaryVoucherErrorCode = 'LINE_WITHOUT_ACCOUNT' | 'NET_PAY_MISMATCH';

/** A run that cannot be booked as it stands; `message` is Swedish, for the user. */
export class SalaryVoucherError extends Error {
  readonly code: SalaryVoucherErrorCode;
  constructor(code: SalaryVoucherErrorCode, message: string) {
    super(message);
    this.name = 'SalaryVoucherError';
    this.code = code;
  }
}

/**
 * The voucher of a completed run. Per payslip: each line on its salary type's debit and credit
 * accounts (a deduction's negative amount reverses them); tax withheld from net pay to its
 * liability; employer contributions as cost against liability; pension premiums as cost against liability, and
 * särskild löneskatt on them and on lines booked on the pension cost account (rounded half away
 * from zero to the öre per payslip; left out when the company books it at year end) as cost
 * against liability. Result accounts
 * (classes 3–8) carry the employment's cost centre and project; balance accounts (1–2) and the
 * rounding carry none, as in the payroll samples (research-data/sie): a liability is the company's,
 * not a cost centre's. What the lines credit to net pay must equal the payslip's net pay; a difference under
 * one krona (a net paid in whole kronor) is öresutjämning, anything more is an error, never hidden.
 * Rows are netted per account and objects and sorted; debits equal credits to the öre.
 */
export function buildSalaryVoucher(input: SalaryVoucherInput): Voucher {
  const ledger = new Ledger();
  for (const entry of input.payslips) bookPayslip(ledger, entry, input);
  const rows = ledger.rows();
  const sum = rows.reduce((total, row) => total + row.amountOre, 0);
  if (sum !== 0) throw new Error(`Salary voucher does not balance: ${sum} öre`);
  return {
    date: input.payDate,
    text: input.text ?? `Lön ${input.period}, utbetalning ${input.payDate}`,
    rows,
  };
}

function bookPayslip(ledger: Ledger, entry: SalaryVoucherPayslip, input: SalaryVoucherInput): void {
  const roles = input.roleAccounts;
  const { payslip, dimensions } = entry;
  const before = ledger.balance(roles.netPay);
  for (const line of payslip.lines) {
    if (line.amountOre === 0 || line.effect === 'none') continue;
    if (!line.debitAccount || !line.creditAccount) {
      throw new SalaryVoucherError(
        'LINE_WITHOUT_ACCOUNT',
        `Löneart ${line.code} ${line.name} saknar konto och kan inte bokföras`,
      );
    }
    const ore = line.effect === 'reduces-net' ? -line.amountOre : line.amountOre;
    ledger.transfer(line.debitAccount, line.creditAccount, ore, dimensions);
  }
  ledger.transfer(roles.netPay, roles.taxWithheld, payslip.taxOre, dimensions);
  const bookedNetOre = before - ledger.balance(roles.netPay);
  const differenceOre = bookedNetOre - payslip.netOre;
  if (Math.abs(differenceOre) > MAX_ROUNDING_ORE) {
    throw new SalaryVoucherError(
      'NET_PAY_MISMATCH',
      `Lönearternas konton ger en nettolön som skiljer ${(differenceOre / 100).toFixed(2)} kr från lönebeskedet`,
    );
  }
  // The employee is owed what the payslip says; the öre the lines leave over are rounding.
  ledger.transfer(roles.netPay, roles.rounding, differenceOre, {});
  ledger.transfer(
    roles.employerContributionsCost,
    roles.employerContributionsLiability,
    payslip.contributions.totalOre,
    dimensions,
  );
  const premiumOre = entry.pensionPremiumOre ?? 0;
  ledger.transfer(roles.pensionCost, roles.pensionLiability, premiumOre, dimensions);
  if (input.bookSpecialPayrollTax === false) return;
  // Särskild löneskatt is owed on every pension cost: the premiums given and any payslip line a
  // company books on the pension cost account (a salary exchange, löneväxling).
  const pensionLinesOre = payslip.lines
    .filter((line) => line.debitAccount === roles.pensionCost && line.effect !== 'none')
    .reduce((sum, line) => sum + (line.effect === 'reduces-net' ? -line.amountOre : line.amountOre), 0);
  const rate = input.specialPayrollTaxBasisPoints ?? SPECIAL_PAYROLL_TAX_BASIS_POINTS;
  const taxOre =
    entry.specialPayrollTaxOre === undefined
      ? roundHalfAwayFromZero(((premiumOre + pensionLinesOre) * rate) / 10_000)
      : entry.specialPayrollTaxOre + roundHalfAwayFromZero((pensionLinesOre * rate) / 10_000);
  ledger.transfer(roles.specialPayrollTaxCost, roles.specialPayrollTaxLiability, taxOre, dimensions);
}

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Result accounts (classes 3–8) are booked on objects; balance accounts (1–2) are not. */
function isResultAccount(account: AccountNumber): boolean {
  return /^[3-8]/.test(account);
}

const DIMENSION_ORDER = ['cost-centre', 'project'] as const;

/** Signed sums per account and objects, in the order a voucher lists them. */
class Ledger {
  private readonly sums = new Map<string, VoucherRow>();

  transfer(debit: AccountNumber, credit: AccountNumber, ore: number, dimensions: VoucherDimensions): void {
    if (ore === 0) return;
    this.add(debit, ore, dimensions);
    this.add(credit, -ore, dimensions);
  }

  balance(account: AccountNumber): number {
    let total = 0;
    for (const row of this.sums.values()) if (row.account === account) total += row.amountOre;
    return total;
  }

  rows(): VoucherRow[] {
    return [...this.sums.values()]
      .filter((row) => row.amountOre !== 0)
      .sort((a, b) => compareRows(a, b))
      .map((row) => ({ ...row, dimensions: { ...row.dimensions } }));
  }

  private add(account: AccountNumber, ore: number, dimensions: VoucherDimensions): void {
    const booked: VoucherDimensions = {};
    if (isResultAccount(account)) {
      for (const dimension of DIMENSION_ORDER) {
        const code = dimensions[dimension];
        if (code) booked[dimension] = code;
      }
    }
    const key = [account, ...DIMENSION_ORDER.map((dimension) => booked[dimension] ?? '')].join('\u0000');
    const row = this.sums.get(key) ?? { account, dimensions: booked, amountOre: 0 };
    row.amountOre += ore;
    this.sums.set(key, row);
  }
}

function compareRows(a: VoucherRow, b: VoucherRow): number {
  const byAccount = a.account.localeCompare(b.account, 'sv-SE', { numeric: true });
  if (byAccount !== 0) return byAccount;
  for (const dimension of DIMENSION_ORDER) {
    const order = (a.dimensions[dimension] ?? '').localeCompare(b.dimensions[dimension] ?? '', 'sv-SE', {
      numeric: true,
    });
    if (order !== 0) return order;
  }
  return 0;
}

/** Debit and credit totals of a voucher, öre; equal when it balances. */
export function voucherTotals(voucher: Voucher): { debitOre: number; creditOre: number } {
  let debitOre = 0;
  let creditOre = 0;
  for (const row of voucher.rows) {
    if (row.amountOre > 0) debitOre += row.amountOre;
    else creditOre -= row.amountOre;
  }
  return { debitOre, creditOre };
}
