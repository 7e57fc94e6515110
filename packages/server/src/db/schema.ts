import type { ColumnType, Generated } from 'kysely';
import type { AccessTables } from './tables/access-tables.ts';
import type { AccountingTables } from './tables/accounting-tables.ts';
import type { AgiBankFileTables } from './tables/agi-bank-file-tables.ts';
import type { BalanceTables } from './tables/balance-tables.ts';
import type { EmployeeTables } from './tables/employee-tables.ts';
import type { EmployerTables } from './tables/employer-tables.ts';
import type { EventTables } from './tables/event-tables.ts';
import type { OrganisationTables } from './tables/organisation-tables.ts';
import type { PayrollRunTables } from './tables/payroll-run-tables.ts';
import type { SalaryTypeTables } from './tables/salary-type-tables.ts';
import type { SettingsTables } from './tables/settings-tables.ts';
import type { TenantManagerTables } from './tables/tenant-manager-tables.ts';
import type { UserTables } from './tables/user-tables.ts';

/** The tables Kysely knows about; each migration that adds a table adds it here. */
export type Database = {
  app_meta: AppMetaTable;
  identity: IdentityTable;
  session: SessionTable;
  audit_event: AuditEventTable;
  rate_limit_event: RateLimitEventTable;
  attempt_counter: AttemptCounterTable;
  signup_code: SignupCodeTable;
  password_reset: PasswordResetTable;
  dev_mail: DevMailTable;
  job_progress: JobProgressTable;
} & EmployerTables &
  TenantManagerTables &
  EmployeeTables &
  OrganisationTables &
  SettingsTables &
  SalaryTypeTables &
  EventTables &
  PayrollRunTables &
  UserTables &
  AccessTables &
  AgiBankFileTables &
  AccountingTables &
  BalanceTables;

export type AppMetaTable = {
  id: Generated<number>;
  installation_id: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type IdentityTable = {
  id: Generated<string>;
  email: string | null;
  password_hash: string | null;
  personnummer: string | null;
  first_name: string | null;
  last_name: string | null;
  brand: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type SessionTable = {
  id: string;
  identity_id: string;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
};

export type AuditEventTable = {
  id: ColumnType<string, never, never>;
  occurred_at: CreatedAt;
  actor_identity_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  /** The company the event belongs to (0065); null for an identity's or the operators' events. */
  employer_id: string | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  request_id: string | null;
  /** The personal API token a change was made with (0080); null in a session. */
  api_token_id: ColumnType<string | null, string | null | undefined, never>;
};

export type RateLimitEventTable = {
  id: ColumnType<string, never, never>;
  bucket: string;
  key: string;
  occurred_at: CreatedAt;
};

/** Attempts per bucket and key in the current window (guess limits, migration 0053). */
export type AttemptCounterTable = {
  bucket: string;
  key: string;
  window_started_at: Date;
  count: number;
  last_attempt_at: Date;
};

export type SignupCodeTable = {
  id: Generated<string>;
  email: string;
  brand: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  sent_at: CreatedAt;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  used_at: NullableTimestamp;
};

export type PasswordResetTable = {
  id: Generated<string>;
  identity_id: string;
  email: string;
  token_hash: string;
  code_hash: string | null;
  failed_attempts: Generated<number>;
  created_at: CreatedAt;
  link_expires_at: Timestamp;
  code_expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
};

export type DevMailTable = {
  id: ColumnType<string, never, never>;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
};

/** Owner and progress of a background job (0054); the job itself is in pg-boss's schema. */
export type JobProgressTable = {
  job_id: string;
  kind: string;
  owner_identity_id: string | null;
  percent: ColumnType<number, number | undefined, number>;
  message: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};
