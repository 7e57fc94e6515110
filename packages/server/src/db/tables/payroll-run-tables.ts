import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0067 (payroll runs and payslips, docs/payroll-runs.md). */
export type PayrollRunTables = {
  payroll_run: PayrollRunTable;
  payroll_run_approval: PayrollRunApprovalTable;
  payslip: PayslipTable;
  payslip_line: PayslipLineTable;
};

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns arrive as `YYYY-MM-DD` text on both engines. */
type DateText = ColumnType<string, string, string>;
/** int8 and numeric arrive as text on both engines; write numbers. */
type Int8 = ColumnType<string, number | string, number | string>;
type Int8WithDefault = ColumnType<string, number | string | undefined, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type PayrollRunTable = {
  id: Generated<string>;
  employer_id: string;
  kind: string;
  /** `YYYY-MM` */
  period: string;
  pay_date: DateText;
  label: string;
  status: string;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  job_id: Nullable<string>;
  employment_ids: Nullable<string[]>;
  corrects_run_id: Nullable<string>;
  abort_reason: Nullable<string>;
  gross_ore: Int8WithDefault;
  benefits_ore: Int8WithDefault;
  taxable_ore: Int8WithDefault;
  tax_ore: Int8WithDefault;
  net_deductions_ore: Int8WithDefault;
  tax_free_ore: Int8WithDefault;
  net_ore: Int8WithDefault;
  employer_contributions_ore: Int8WithDefault;
  employee_count: Generated<number>;
  blocking_count: Generated<number>;
  warning_count: Generated<number>;
  created_by_user_id: string | null;
  created_by_name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
  version: Generated<number>;
};

export type PayrollRunApprovalTable = {
  run_id: string;
  employer_id: string;
  /** 'first' | 'second' | 'complete' */
  step: string;
  user_id: string;
  user_name: string;
  at: Timestamp;
};

export type PayslipTable = {
  id: Generated<string>;
  employer_id: string;
  run_id: string;
  employment_id: string;
  employee_id: string;
  employee_name: string;
  period: string;
  pay_date: DateText;
  gross_ore: Int8;
  benefits_ore: Int8;
  taxable_ore: Int8;
  tax_ore: Int8;
  net_deductions_ore: Int8;
  tax_free_ore: Int8;
  net_ore: Int8;
  employer_contributions_ore: Int8;
  /** The domain's whole `Payslip` (JSON text on write). */
  result: ColumnType<unknown, string, string>;
  /** `RunCheck[]` (domain/payroll/run-checks.ts; JSON text on write). */
  checks: ColumnType<unknown, string | undefined, string>;
  /**
   * A SHA-1 of the employee's input, written by calculations before commit 53a7a6d and never read; no
   * longer written (it cost 5 % of a run's Node time; docs/payroll-runs.md).
   */
  input_hash: Nullable<string>;
  /**
   * The employment's cost centre and project at calculation, `{ "cost-centre"?: { code, name },
   * "project"?: … }` (0088; JSON text on write); null for a payslip calculated before.
   */
  dimensions: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
};

export type PayslipLineTable = {
  payslip_id: string;
  employer_id: string;
  run_id: string;
  line_no: number;
  code: string;
  name: string;
  quantity: NullableNumeric;
  unit: string;
  rate_ore: NullableNumeric;
  amount_ore: Int8;
  period_from: DateText;
  period_to: DateText;
  agi_box: Nullable<string>;
  debit_account: Nullable<string>;
  credit_account: Nullable<string>;
  /** A correction run's line: the completed run, payslip and line it corrects (migration 0082). */
  corrects_run_id: Nullable<string>;
  corrects_payslip_id: Nullable<string>;
  corrects_line_no: Nullable<number>;
};
