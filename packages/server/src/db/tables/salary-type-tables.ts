import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0062 (the salary-type catalogue, docs/settings.md). */
export type SalaryTypeTables = {
  salary_type: SalaryTypeTable;
  salary_type_version: SalaryTypeVersionTable;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SalaryTypeTable = {
  id: Generated<string>;
  employer_id: string;
  code: string;
  name: string;
  kind: string;
  unit: string;
  debit_account: string | null;
  credit_account: string | null;
  reportable: Generated<boolean>;
  active: Generated<boolean>;
  is_standard: Generated<boolean>;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
};

/** Insert-only (a trigger refuses updates): the treatment as the domain's `SalaryTypeTreatment`. */
export type SalaryTypeVersionTable = {
  id: Generated<string>;
  salary_type_id: string;
  /** `date`: read back as `YYYY-MM-DD` text. */
  valid_from: ColumnType<string, string, never>;
  treatment: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};
