import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0030 (tenant managers and their operators). */
export type TenantManagerTables = {
  tenant_manager: TenantManagerTable;
  tenant_manager_operator: TenantManagerOperatorTable;
};

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type TenantManagerTable = {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
};

export type TenantManagerOperatorTable = {
  tenant_manager_id: string;
  identity_id: string;
  created_at: CreatedAt;
};
