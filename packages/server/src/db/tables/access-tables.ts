import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations 0069 (privilege groups) and 0070 (API tokens), issue 22. */
export type AccessTables = {
  privilege_group: PrivilegeGroupTable;
  privilege_group_privilege: PrivilegeGroupPrivilegeTable;
  privilege_group_member: PrivilegeGroupMemberTable;
  api_token: ApiTokenTable;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PrivilegeGroupTable = {
  id: Generated<string>;
  employer_id: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
};

export type PrivilegeGroupPrivilegeTable = {
  group_id: string;
  privilege_id: string;
  write_access: boolean;
};

export type PrivilegeGroupMemberTable = {
  group_id: string;
  employer_identity_role_id: string;
};

export type ApiTokenPrivilege = { id: string; writeAccess: boolean };

export type ApiTokenTable = {
  id: Generated<string>;
  identity_id: string;
  employer_id: string;
  employer_identity_role_id: string;
  name: string;
  token_hash: string;
  token_prefix: string;
  privileges: ColumnType<ApiTokenPrivilege[], string, string>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  last_used_address: string | null;
  last_used_user_agent: string | null;
  created_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
};
