import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of migration 0040: the columns it adds to 0022's `employee` (intersected with
 * the minimal type in employer-tables.ts), and the employment and salary-row tables.
 */
export type EmployeeTables = {
  employee: EmployeeRegisterColumns;
  employment: EmploymentTable;
  salary_row: SalaryRowTable;
};

type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns arrive as `YYYY-MM-DD` text on both engines (see docs/server.md). */
type DateText = ColumnType<string, string, string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;

export type EmployeeRegisterColumns = {
  birth_date: NullableDateText;
  phone: string | null;
  tax_settings: JsonWithDefault<unknown>;
  growth_support: Generated<boolean>;
  custom_fields: JsonWithDefault<Record<string, string>>;
  opening_balances: ColumnType<unknown, string | null | undefined, string | null>;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  updated_at: Timestamp;
  // The latest employment's list columns, kept by a trigger (migration 0041); never written here.
  current_employment_id: ColumnType<string | null, never, never>;
  current_start_date: ColumnType<string | null, never, never>;
  current_end_date: ColumnType<string | null, never, never>;
  current_employment_type: ColumnType<string | null, never, never>;
  current_position: ColumnType<string | null, never, never>;
  current_workplace: ColumnType<string | null, never, never>;
  current_cost_centre: ColumnType<string | null, never, never>;
  current_salary_form: ColumnType<string | null, never, never>;
};

export type EmploymentTable = {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  start_date: DateText;
  end_date: NullableDateText;
  end_reason: string | null;
  end_note: string | null;
  employment_type: string;
  position: string;
  /** The workplace's name and the cost centre's code, copied by triggers (0059, 0060); never written here. */
  workplace: ColumnType<string | null, never, never>;
  cost_centre: ColumnType<string | null, never, never>;
  workplace_id: string | null;
  cost_centre_id: string | null;
  project_id: string | null;
  dimensions: JsonWithDefault<Record<string, string>>;
  manager_role_id: string | null;
  /** numeric: text on both engines. */
  employment_rate: ColumnType<string, number | string, number | string>;
  weekly_hours: ColumnType<string, number | string, number | string>;
  schedule: Json<number[]>;
  salary_form: string;
  vacation: Json<unknown>;
  pension: Json<unknown>;
  groups: JsonWithDefault<string[]>;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
};

export type SalaryRowTable = {
  id: Generated<string>;
  employment_id: string;
  valid_from: DateText;
  valid_to: NullableDateText;
  /** int8: text on both engines. */
  amount_ore: ColumnType<string, number | string, number | string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};
