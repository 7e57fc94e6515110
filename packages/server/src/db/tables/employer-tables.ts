import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the tables of migrations 0020–0022 (packagings, employers, roles, the minimal
 * employee register). Issues 8 and 10 build on them; add their tables beside these in their own files.
 */
export type EmployerTables = {
  privilege: PrivilegeTable;
  packaging: PackagingTable;
  packaging_privilege: PackagingPrivilegeTable;
  customer: CustomerTable;
  customer_packaging: CustomerPackagingTable;
  employer: EmployerTable;
  tenant_packaging: TenantPackagingTable;
  employer_identity_role: EmployerIdentityRoleTable;
  employee: EmployeeTable;
};

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type EmployerRole = 'admin' | 'manager' | 'user';

export type PrivilegeTable = {
  id: string;
  value_stream: string;
  description: string;
  enabled_user: boolean;
  enabled_manager: boolean;
  enabled_admin: boolean;
};

export type PackagingTable = {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
};

export type PackagingPrivilegeTable = {
  packaging_id: string;
  privilege_id: string;
  available_user: Generated<boolean>;
  available_manager: Generated<boolean>;
  available_admin: Generated<boolean>;
  enabled_user: Generated<boolean>;
  enabled_manager: Generated<boolean>;
  enabled_admin: Generated<boolean>;
  activated_user_at: NullableTimestamp;
  activated_manager_at: NullableTimestamp;
  activated_admin_at: NullableTimestamp;
};

export type CustomerTable = {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
};

export type CustomerPackagingTable = {
  customer_id: string;
  packaging_id: string;
  /** The packaging the add-company form preselects for this customer; at most one per customer. */
  is_default: Generated<boolean>;
};

export type EmployerTable = {
  id: Generated<string>;
  public_id: Generated<string>;
  name: string;
  org_number: string | null;
  is_test_company: Generated<boolean>;
  partner_public_key: string | null;
  customer_id: string;
  demo_extra_employees: number | null;
  demo_months_back: number | null;
  /** The job making a test company's payroll history (0087); null when there is none. */
  demo_history_job_id: string | null;
  created_by_identity_id: string | null;
  created_at: CreatedAt;
};

export type TenantPackagingTable = {
  id: Generated<string>;
  employer_id: string;
  packaging_id: string;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
};

export type EmployerIdentityRoleTable = {
  id: Generated<string>;
  employer_id: string;
  identity_id: string;
  role: EmployerRole;
  employment_id: string | null;
  first_name: string | null;
  last_name: string | null;
  personnummer: string | null;
  created_at: CreatedAt;
};

export type EmployeeTable = {
  id: Generated<string>;
  employer_id: string;
  first_name: string;
  last_name: string;
  personnummer: string;
  email: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  clearing_number: string | null;
  account_number: string | null;
  created_at: CreatedAt;
};
