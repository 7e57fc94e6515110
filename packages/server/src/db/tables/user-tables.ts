import type { ColumnType, Generated } from 'kysely';
import type { EmployerRole } from './employer-tables.ts';

/** Kysely types of migration 0068 (issue 22, users). */
export type UserTables = {
  user_invitation: UserInvitationTable;
  user_role_revocation: UserRoleRevocationTable;
  identity_sign_in: IdentitySignInTable;
};

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type UserInvitationStatus = 'invited' | 'accepted' | 'withdrawn';

export type UserInvitationTable = {
  id: Generated<string>;
  employer_id: string;
  role: EmployerRole;
  employment_id: string | null;
  team_employment_ids: ColumnType<string[], string | undefined, string>;
  email: string | null;
  personnummer: string | null;
  token_hash: string | null;
  expires_at: Timestamp;
  status: ColumnType<UserInvitationStatus, UserInvitationStatus | undefined, UserInvitationStatus>;
  invited_by: string | null;
  accepted_by: string | null;
  accepted_at: NullableTimestamp;
  resent_at: NullableTimestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  version: Generated<number>;
};

export type UserRoleRevocationTable = {
  id: Generated<string>;
  employer_id: string;
  identity_id: string;
  role: EmployerRole;
  employment_id: string | null;
  revoked_at: ColumnType<Date, Date | string | undefined, never>;
  revoked_by: string | null;
};

export type IdentitySignInTable = {
  identity_id: string;
  signed_in_at: Timestamp;
};
