import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0071 (AGI declarations and salary payment files, issue 19). */
export type AgiBankFileTables = {
  agi_specification_number: AgiSpecificationNumberTable;
  agi_declaration: AgiDeclarationTable;
  agi_declared_payee: AgiDeclaredPayeeTable;
  bank_file: BankFileTable;
};

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8 arrives as text on both engines; write numbers. */
type Int8 = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

export type AgiSpecificationNumberTable = {
  employer_id: string;
  employee_id: string;
  number: number;
};

export type AgiDeclarationTable = {
  id: Generated<string>;
  employer_id: string;
  period: string;
  revision: number;
  run_ids: ColumnType<string[], string[], string[]>;
  input: Json<unknown>;
  contributions_kronor: Int8;
  tax_kronor: Int8;
  payee_count: number;
  removal_count: number;
  status: string;
  downloaded_at: NullableTimestamp;
  /** `date`: `YYYY-MM-DD` text on both engines. */
  submitted_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_by_user_id: string | null;
  created_at: CreatedAt;
  version: Generated<number>;
};

export type AgiDeclaredPayeeTable = {
  declaration_id: string;
  employer_id: string;
  employee_id: string;
  specification_number: number;
  personnummer: string;
  removed: ColumnType<boolean, boolean | undefined, boolean>;
  iu: ColumnType<unknown, string | null | undefined, string | null>;
};

export type BankFileTable = {
  id: Generated<string>;
  employer_id: string;
  run_id: string;
  format: string;
  input: Json<unknown>;
  left_out: ColumnType<unknown, string | undefined, string>;
  payment_count: number;
  total_ore: Int8;
  created_by_user_id: string | null;
  created_at: CreatedAt;
  downloaded_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  version: Generated<number>;
};
