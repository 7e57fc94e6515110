import type { Kysely, Selectable } from 'kysely';
import type { AuditContext } from '../../audit/record-audit-event.ts';
import { recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { UserInvitationTable } from '../../db/tables/user-tables.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { insertRole } from './role-grants.ts';
import { invitationEmailMismatch, invitationInvalid } from './user-errors.ts';

type InvitationRow = Selectable<UserInvitationTable>;

async function findOpenByToken(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('user_invitation')
    .innerJoin('employer', 'employer.id', 'user_invitation.employer_id')
    .selectAll('user_invitation')
    .select('employer.name as company_name')
    .where('token_hash', '=', hashInvitationToken(token))
    .where('status', '=', 'invited')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** GET /api/invitation/{token}: what the link offers; anything but an open invitation is one 404. */
export async function describeInvitation(db: Kysely<Database>, token: string, now: Date = new Date()) {
  const row = await findOpenByToken(db, token, now);
  if (!row) throw invitationInvalid();
  return {
    companyName: row.company_name,
    role: row.role,
    email: row.email,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** Marks the invitation accepted (only if still open: one use) and gives its role to the identity. */
async function accept(
  trx: Kysely<Database>,
  row: InvitationRow,
  identityId: string,
  audit: AuditContext,
  now: Date,
) {
  const used = await trx
    .updateTable('user_invitation')
    .set((eb) => ({
      status: 'accepted' as const,
      accepted_by: identityId,
      accepted_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.id)
    .where('status', '=', 'invited')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return undefined;
  const { roleId } = await insertRole(
    trx,
    audit,
    {
      employerId: row.employer_id,
      identityId,
      role: row.role,
      employmentId: row.employment_id,
      teamEmploymentIds: row.team_employment_ids,
    },
    { reuse: true },
  );
  await recordAuditEvent(trx, audit, {
    action: 'user-invitation.accepted',
    entityType: 'user_invitation',
    entityId: row.id,
    employerId: row.employer_id,
    before: { status: 'invited' },
    after: { status: 'accepted', role: row.role },
  });
  return { employerId: row.employer_id, roleId, role: row.role };
}

/**
 * POST /api/invitation/{token}/accept: the signed-in caller gets the role, once, if their account's
 * email is the invited address. Every account's email was proved with a mailed code (sign-up, or
 * Mitt konto's "add email" for a BankID account), so the link alone is not enough: a forwarded or
 * leaked link cannot give the role to someone else. A BankID account without that email, or an
 * account with another, is refused with 403 INVITATION_EMAIL_MISMATCH and the invitation stays open.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  audit: AuditContext & { actorIdentityId: string },
  token: string,
  now: Date = new Date(),
) {
  return withTransaction(db, async (trx) => {
    const row = await findOpenByToken(trx, token, now);
    if (!row) throw invitationInvalid();
    if (row.email !== null) {
      const caller = await trx
        .selectFrom('identity')
        .select('email')
        .where('id', '=', audit.actorIdentityId)
        .executeTakeFirst();
      if (!isSameEmail(caller?.email ?? null, row.email)) throw invitationEmailMismatch();
    }
    const accepted = await accept(trx, row, audit.actorIdentityId, audit, now);
    if (!accepted) throw invitationInvalid();
    return accepted;
  });
}

/** Addresses are stored lower-cased; compared so again, in case an older row was not. */
function isSameEmail(account: string | null, invited: string): boolean {
  return account !== null && account.trim().toLowerCase() === invited.trim().toLowerCase();
}

/** Whether BankID sign-in should make an account for this person: someone invited them by personnummer. */
export async function hasOpenPersonnummerInvitation(
  db: Kysely<Database>,
  personnummer: string,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('user_invitation')
    .select('id')
    .where('personnummer', '=', personnummer)
    .where('status', '=', 'invited')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Called by BankID sign-in once the person is known: every open invitation to their personnummer is
 * accepted for their identity (BankID proved who they are). Returns the roles granted.
 */
export async function acceptPersonnummerInvitations(
  db: Kysely<Database>,
  input: { identityId: string; personnummer: string; requestId: string | null },
  now: Date = new Date(),
) {
  return withTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('user_invitation')
      .selectAll()
      .where('personnummer', '=', input.personnummer)
      .where('status', '=', 'invited')
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute();
    const audit = { actorIdentityId: input.identityId, requestId: input.requestId };
    const granted = [];
    for (const row of rows) {
      const accepted = await accept(trx, row, input.identityId, audit, now);
      if (accepted) granted.push(accepted);
    }
    return granted;
  });
}
