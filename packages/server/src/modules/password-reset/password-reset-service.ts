import { createHash, randomBytes } from 'node:crypto';
import type { PasswordResetCompleteRequest } from '@lonsam/domain/schemas/auth';
import {
  MAX_VERIFICATION_ATTEMPTS,
  RESET_CODE_ACTIVE_MINUTES,
} from '@lonsam/domain/validation/verification-code';
import type { Kysely } from 'kysely';
import type { AuditContext } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { passwordResetMailJob } from '../../jobs/password-reset-mail-job.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createPasswordResetMessage } from '../../mail/messages.ts';
import {
  deleteSessionsOfIdentity,
  findIdentityByEmail,
  hashPassword,
  updateIdentity,
} from '../auth/index.ts';
import {
  codeExpiredError,
  codeTriesExhaustedError,
  generateCode,
  hashCode,
  isRightCode,
  wrongCodeError,
} from '../signup/index.ts';

export const RESET_LINK_ACTIVE_MINUTES = RESET_CODE_ACTIVE_MINUTES;
/** One reset mail per email and minute; more requests answer 200 and send nothing. */
const RESET_MAIL_INTERVAL_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a reset and, in the same transaction, a job that mails its link (jobs/password-reset-mail-job.ts)
 * when the email has an account. Answers the same way either way; the caller does not wait for the
 * mail, so the answer time does not tell either. The link's token is made by the job, so neither the
 * reset row nor the job's payload holds it (until then the row has the hash of a token nobody knows).
 */
export async function startPasswordReset(
  db: Kysely<Database>,
  jobs: Pick<JobRunner, 'transaction'>,
  email: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<void> {
  const identity = await findIdentityByEmail(db, email);
  if (!identity?.email) return;
  const recent = await db
    .selectFrom('password_reset')
    .select('id')
    .where('email', '=', identity.email)
    .where('created_at', '>', new Date(now.getTime() - RESET_MAIL_INTERVAL_MS))
    .executeTakeFirst();
  if (recent) return;
  await jobs.transaction(async (trx, enqueue) => {
    const reset = await trx
      .insertInto('password_reset')
      .values({
        identity_id: identity.id,
        email: identity.email!,
        token_hash: hashToken(randomBytes(32).toString('base64url')),
        created_at: now,
        link_expires_at: new Date(now.getTime() + RESET_LINK_ACTIVE_MINUTES * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(passwordResetMailJob, { passwordResetId: reset.id, publicUrl });
  });
}

/**
 * Gives the reset a fresh link token (an earlier mail's link stops working) and returns the mail to
 * send, or undefined when the reset is used or its link has expired. Called by the mail job.
 */
export async function prepareResetMail(
  db: Kysely<Database>,
  passwordResetId: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<MailMessage | undefined> {
  const token = randomBytes(32).toString('base64url');
  const reset = await db
    .updateTable('password_reset')
    .set({ token_hash: hashToken(token) })
    .where('id', '=', passwordResetId)
    .where('used_at', 'is', null)
    .where('link_expires_at', '>', now)
    .returning(['identity_id', 'email'])
    .executeTakeFirst();
  if (!reset) return undefined;
  const identity = await db
    .selectFrom('identity')
    .select('brand')
    .where('id', '=', reset.identity_id)
    .executeTakeFirst();
  const link = `${publicUrl}/reset-password/code/${token}`;
  return createPasswordResetMessage(reset.email, identity?.brand ?? '', link, RESET_LINK_ACTIVE_MINUTES);
}

export function invalidLinkError(): AppError {
  return new AppError({
    status: 404,
    code: 'RESET_LINK_INVALID',
    detail: 'The reset link is invalid or has expired; request a new reset.',
  });
}

/** The emailed link reveals a fresh 6-digit code, valid 15 minutes; an older code of the reset stops working. */
export async function revealResetCode(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<{ code: string }> {
  const reset = await db
    .selectFrom('password_reset')
    .select(['id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('link_expires_at', '>', now)
    .executeTakeFirst();
  if (!reset) throw invalidLinkError();
  const code = generateCode();
  await db
    .updateTable('password_reset')
    .set({
      code_hash: hashCode(reset.id, code),
      code_expires_at: new Date(now.getTime() + RESET_CODE_ACTIVE_MINUTES * 60_000),
      failed_attempts: 0,
    })
    .where('id', '=', reset.id)
    .execute();
  return { code };
}

/**
 * Sets the new password when the code matches the newest revealed code of the email; ends every
 * other session of the identity. Every try counts (a right one uses the reset up); the fifth wrong
 * try uses the code up.
 */
export async function completePasswordReset(
  db: Kysely<Database>,
  { email, code, password }: PasswordResetCompleteRequest,
  context: AuditContext & { currentSessionId: string | undefined },
  now: Date = new Date(),
): Promise<void> {
  const reset = await db
    .selectFrom('password_reset')
    .selectAll()
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('code_hash', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!reset?.code_expires_at || now.getTime() >= new Date(reset.code_expires_at).getTime()) {
    throw codeExpiredError();
  }
  // The try takes one of the code's five slots before the code is compared, so parallel guesses
  // cannot be checked more than five times; a right code uses the reset up, so its slot stays taken.
  const reserved = await db
    .updateTable('password_reset')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .where('code_hash', '=', reset.code_hash)
    .where('failed_attempts', '<', MAX_VERIFICATION_ATTEMPTS)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!reserved) throw codeTriesExhaustedError(new Date(reset.code_expires_at), now);
  if (!reset.code_hash || !isRightCode(reset.id, code, reset.code_hash))
    throw wrongCodeError(reserved.failed_attempts);
  try {
    await setNewPassword(db, reset, password, context, now);
  } catch (error) {
    // The right code, but the server failed (503 DATABASE_BUSY, a lost connection): not a guess, so
    // the slot goes back, else a user retrying through 503s would use the code up. Best effort.
    await db
      .updateTable('password_reset')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .where('failed_attempts', '>', 0)
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

async function setNewPassword(
  db: Kysely<Database>,
  reset: { identity_id: string },
  password: string,
  context: AuditContext & { currentSessionId: string | undefined },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_reset')
      .set({ used_at: now })
      .where('identity_id', '=', reset.identity_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) < 1) throw codeExpiredError();
    await updateIdentity(
      trx,
      reset.identity_id,
      { passwordHash },
      { actorIdentityId: reset.identity_id, requestId: context.requestId },
      'identity.password-reset',
    );
    await deleteSessionsOfIdentity(trx, reset.identity_id, context.currentSessionId);
  });
}
