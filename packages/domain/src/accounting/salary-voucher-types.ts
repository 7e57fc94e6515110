import type { Payslip } from '../payroll/payslip/payslip-types.ts';
import type { Dimension } from '../settings/dimensions.ts';
import type { AccountNumber, SalaryAccountRole } from './bas-accounts.ts';

/** Object codes a row is booked on, by dimension (cost centre, project). */
export type VoucherDimensions = Partial<Record<Dimension, string>>;

export type VoucherRow = {
  account: AccountNumber;
  dimensions: VoucherDimensions;
  /** Debit positive, credit negative, öre. */
  amountOre: number;
};

/** A balanced voucher: its rows sum to 0 öre. Series and number are the settings' (given on export). */
export type Voucher = {
  /** 'YYYY-MM-DD', the date it is booked on. */
  date: string;
  text: string;
  rows: VoucherRow[];
};

/** What the salary voucher reads of a payslip. */
export type VoucherPayslip = Pick<Payslip, 'lines' | 'taxOre' | 'netOre' | 'contributions'>;

export type SalaryVoucherPayslip = {
  payslip: VoucherPayslip;
  /** The employment's cost centre and project on the run's pay date. */
  dimensions: VoucherDimensions;
  /** Pension premiums for the month (ITP, SAF-LO, …), öre; särskild löneskatt is added on them. */
  pensionPremiumOre?: number;
  /**
   * The särskild löneskatt on `pensionPremiumOre` when the caller counts it (the Pension report's,
   * per employment and month: `payslipPensionPremiums`); default the rate × the premium, rounded.
   */
  specialPayrollTaxOre?: number;
};

export type SalaryVoucherInput = {
  /** 'YYYY-MM', the month paid. */
  period: string;
  /** 'YYYY-MM-DD': the voucher is booked on the pay date. */
  payDate: string;
  payslips: readonly SalaryVoucherPayslip[];
  /** The company's chart roles (chart-of-accounts.ts `roleAccounts`). */
  roleAccounts: Record<SalaryAccountRole, AccountNumber>;
  /** Särskild löneskatt on pension costs, hundredths of a per cent; default 2426 (24.26 %). */
  specialPayrollTaxBasisPoints?: number;
  /**
   * Book särskild löneskatt on the month's pension costs (the pension settings'
   * `bookSpecialPayrollTaxMonthly`); false leaves it to the year-end booking. Default true.
   */
  bookSpecialPayrollTax?: boolean;
  /** Default "Lön <period>, utbetalning <pay date>". */
  text?: string;
};
