import type { ColumnType } from 'kysely';

/** The latest start of a company's vacation year end (migration 0081): the job that runs it. */
export type VacationYearEndRunTable = {
  employer_id: string;
  year: number;
  job_id: string;
  started_by_identity_id: string | null;
  started_at: ColumnType<Date, Date | string | undefined, never>;
};

/** One employment's finished year end for a vacation year (0081): its plan's summary. */
export type VacationYearEndTable = {
  employer_id: string;
  employment_id: string;
  year: number;
  result: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/**
 * A payslip's vacation days (in hundredths, as the ledger rounds them) and gross pay, kept by
 * triggers on payslip (0085) so Semesterskuld sums narrow rows.
 */
export type PayslipVacationSumTable = {
  payslip_id: string;
  employer_id: string;
  employment_id: string;
  run_id: string;
  pay_date: ColumnType<string, never, never>;
  gross_ore: ColumnType<string, never, never>;
  days_earned_hundredths: ColumnType<string, never, never>;
  days_taken_hundredths: ColumnType<string, never, never>;
  days_paid_out_hundredths: ColumnType<string, never, never>;
  saved_days_paid_out_hundredths: ColumnType<string, never, never>;
};

export type BalanceTables = {
  payslip_vacation_sum: PayslipVacationSumTable;
  vacation_year_end_run: VacationYearEndRunTable;
  vacation_year_end: VacationYearEndTable;
};
