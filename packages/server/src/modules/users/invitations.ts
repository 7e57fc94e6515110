import type { InvitationView } from '@lonsam/domain/contracts/users/user-shapes';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { INVITATION_VALID_DAYS, maskPersonnummer, type UserRole } from '@lonsam/domain/users/user-rules';
import { INVALID_PERSONNUMMER_MESSAGE, normalizePersonnummer } from '@lonsam/domain/validation/personnummer';
import type { Kysely, Selectable } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { UserInvitationTable } from '../../db/tables/user-tables.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createInvitationMessage } from './invitation-mail.ts';
import { createInvitationToken } from './invitation-token.ts';
import { checkEmployments, checkMayGrant } from './role-grants.ts';
import {
  invitationExists,
  invitationNotFound,
  invitationNotOpen,
  invitationVersionConflict,
} from './user-errors.ts';

type InvitationRow = Selectable<UserInvitationTable>;

const DAY_MS = 86_400_000;

export type InviteInput = {
  role: UserRole;
  employmentId?: string | null;
  teamEmploymentIds?: string[];
} & ({ method: 'email'; email: string } | { method: 'personnummer'; personnummer: string });

export async function toInvitationView(
  db: Kysely<Database>,
  row: InvitationRow,
  now: Date = new Date(),
): Promise<InvitationView> {
  const employee = row.employment_id
    ? await db
        .selectFrom('employment')
        .innerJoin('employee', 'employee.id', 'employment.employee_id')
        .select(['employee.first_name', 'employee.last_name'])
        .where('employment.id', '=', row.employment_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    personnummer: row.personnummer ? maskPersonnummer(row.personnummer) : null,
    employmentId: row.employment_id,
    employeeName: employee ? `${employee.first_name} ${employee.last_name}` : null,
    teamEmploymentIds: row.team_employment_ids,
    status: row.status,
    expiresAt: new Date(row.expires_at).toISOString(),
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
    resentAt: row.resent_at ? new Date(row.resent_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    version: row.version,
  };
}

function auditValues(row: InvitationRow) {
  return {
    role: row.role,
    email: row.email,
    personnummer: row.personnummer ? maskPersonnummer(row.personnummer) : null,
    status: row.status,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

async function sendInvitationMail(
  db: Kysely<Database>,
  mailer: Mailer,
  row: InvitationRow,
  token: string,
  publicUrl: string,
) {
  if (!row.email) return;
  const employer = await db
    .selectFrom('employer')
    .select('name')
    .where('id', '=', row.employer_id)
    .executeTakeFirstOrThrow();
  await mailer.send(
    createInvitationMessage(row.email, employer.name, row.role, `${publicUrl}/invitation/${token}`),
  );
}

/**
 * Stores an invitation (audited) and, for an email invitation, mails its link after the commit. A
 * mail that fails leaves the invitation open, listed, to be resent; the caller gets the mail's 502/503.
 */
export async function inviteUser(
  db: Kysely<Database>,
  mailer: Mailer,
  scope: EmployerScope,
  audit: AuditContext,
  input: InviteInput & { publicUrl: string },
  now: Date = new Date(),
): Promise<InvitationView> {
  checkMayGrant(scope, input.role);
  let personnummer: string | null = null;
  if (input.method === 'personnummer') {
    personnummer = normalizePersonnummer(input.personnummer, toDateOnly(now)) ?? null;
    if (!personnummer)
      throw new AppError({
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'The request has invalid fields; see errors.',
        fieldErrors: { personnummer: [INVALID_PERSONNUMMER_MESSAGE] },
      });
  }
  const email = input.method === 'email' ? input.email : null;
  const token = input.method === 'email' ? createInvitationToken() : null;
  const employmentId = input.role === 'user' ? (input.employmentId ?? null) : null;
  const team = input.role === 'manager' ? (input.teamEmploymentIds ?? []) : [];
  const row = await withTransaction(db, async (trx) => {
    if (employmentId) await checkEmployments(trx, scope.employerId, [employmentId], 'employmentId');
    await checkEmployments(trx, scope.employerId, team, 'teamEmploymentIds');
    let open = trx
      .selectFrom('user_invitation')
      .select('id')
      .where('employer_id', '=', scope.employerId)
      .where('status', '=', 'invited')
      .where('role', '=', input.role)
      .where('expires_at', '>', now);
    open = email ? open.where('email', '=', email) : open.where('personnummer', '=', personnummer);
    if (employmentId) open = open.where('employment_id', '=', employmentId);
    if (await open.executeTakeFirst()) throw invitationExists();
    const inserted = await trx
      .insertInto('user_invitation')
      .values({
        employer_id: scope.employerId,
        role: input.role,
        employment_id: employmentId,
        team_employment_ids: JSON.stringify(team),
        email,
        personnummer,
        token_hash: token?.hash ?? null,
        expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        invited_by: audit.actorIdentityId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, audit, {
      action: 'user-invitation.created',
      entityType: 'user_invitation',
      entityId: inserted.id,
      employerId: scope.employerId,
      before: null,
      after: auditValues(inserted),
    });
    return inserted;
  });
  if (token) await sendInvitationMail(db, mailer, row, token.token, input.publicUrl);
  return toInvitationView(db, row, now);
}

async function changeOpenInvitation(
  db: Kysely<Database>,
  scope: EmployerScope,
  audit: AuditContext,
  input: { invitationId: string; version: number },
  change: (row: InvitationRow) => {
    values: Partial<{ status: 'withdrawn'; token_hash: string; expires_at: Date; resent_at: Date }>;
    action: 'user-invitation.resent' | 'user-invitation.withdrawn';
  },
  now: Date,
): Promise<InvitationRow> {
  return withTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('user_invitation')
      .selectAll()
      .where('id', '=', input.invitationId)
      .where('employer_id', '=', scope.employerId)
      .executeTakeFirst();
    if (!row) throw invitationNotFound();
    checkMayGrant(scope, row.role);
    if (row.version !== input.version) throw invitationVersionConflict(await toInvitationView(trx, row, now));
    if (row.status !== 'invited') throw invitationNotOpen();
    const { values, action } = change(row);
    const updated = await trx
      .updateTable('user_invitation')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .where('version', '=', input.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw invitationVersionConflict(await toInvitationView(trx, row, now));
    await recordAuditEvent(trx, audit, {
      action,
      entityType: 'user_invitation',
      entityId: row.id,
      employerId: scope.employerId,
      before: auditValues(row),
      after: auditValues(updated),
    });
    return updated;
  });
}

/** A fresh link (the old one stops working) valid 7 days from now; a personnummer invitation is prolonged. */
export async function resendInvitation(
  db: Kysely<Database>,
  mailer: Mailer,
  scope: EmployerScope,
  audit: AuditContext,
  input: { invitationId: string; version: number; publicUrl: string },
  now: Date = new Date(),
): Promise<InvitationView> {
  const token = createInvitationToken();
  const row = await changeOpenInvitation(
    db,
    scope,
    audit,
    input,
    (current) => ({
      action: 'user-invitation.resent',
      values: {
        ...(current.email ? { token_hash: token.hash } : {}),
        expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        resent_at: now,
      },
    }),
    now,
  );
  await sendInvitationMail(db, mailer, row, token.token, input.publicUrl);
  return toInvitationView(db, row, now);
}

export async function withdrawInvitation(
  db: Kysely<Database>,
  scope: EmployerScope,
  audit: AuditContext,
  input: { invitationId: string; version: number },
  now: Date = new Date(),
): Promise<InvitationView> {
  const row = await changeOpenInvitation(
    db,
    scope,
    audit,
    input,
    () => ({ action: 'user-invitation.withdrawn', values: { status: 'withdrawn' } }),
    now,
  );
  return toInvitationView(db, row, now);
}
