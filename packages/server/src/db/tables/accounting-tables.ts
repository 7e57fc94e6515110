import type { ColumnType } from 'kysely';

/** Kysely types of migrations 0072 and 0083 (salary and accrual voucher numbers, issue 21). */
export type AccountingTables = {
  salary_voucher: SalaryVoucherTable;
};

export type SalaryVoucherTable = {
  employer_id: string;
  /** The run whose salary voucher this is; null for a month's vacation accrual voucher. */
  run_id: string | null;
  /** YYYY-MM of an accrual voucher; null for a run's. */
  accrual_period: string | null;
  /** An accrual voucher as booked at its first export (domain `Voucher`); null for a run's. */
  voucher: ColumnType<unknown, string | null | undefined, string | null>;
  series: string;
  number: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};
