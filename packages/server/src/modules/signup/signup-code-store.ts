import { MAX_VERIFICATION_ATTEMPTS } from '@lonsam/domain/validation/verification-code';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SignupCodeTable } from '../../db/schema.ts';
import { codeExpiredError, codeUsedUpError, hashCode, wrongCodeError } from './one-time-code.ts';

export type SignupCodeRow = Selectable<SignupCodeTable>;

export const SIGNUP_CODE_VALID_MINUTES = 15;
/** A new code is refused while one sent this recently is still usable. */
export const SIGNUP_RESEND_INTERVAL_MS = 60_000;

/** The newest code for an email that has not been used for an account. */
export function findLatestSignupCode(
  db: Kysely<Database>,
  email: string,
): Promise<SignupCodeRow | undefined> {
  return db
    .selectFrom('signup_code')
    .selectAll()
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function isUsable(row: SignupCodeRow, now: Date): boolean {
  return (
    row.used_at === null &&
    row.failed_attempts < MAX_VERIFICATION_ATTEMPTS &&
    now.getTime() < new Date(row.expires_at).getTime()
  );
}

/**
 * Checks a typed code against the newest code of the email. A wrong try is counted (atomically,
 * so parallel guesses cannot exceed the limit) and the fifth uses the code up.
 */
export async function checkSignupCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  now: Date = new Date(),
): Promise<SignupCodeRow> {
  const row = await findLatestSignupCode(db, email);
  if (!row || now.getTime() >= new Date(row.expires_at).getTime()) throw codeExpiredError();
  if (row.failed_attempts >= MAX_VERIFICATION_ATTEMPTS) throw codeUsedUpError();
  if (hashCode(row.id, code) === row.code_hash) return row;
  const updated = await db
    .updateTable('signup_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('failed_attempts', '<', MAX_VERIFICATION_ATTEMPTS)
    .returning('failed_attempts')
    .executeTakeFirst();
  throw wrongCodeError(updated?.failed_attempts ?? MAX_VERIFICATION_ATTEMPTS);
}
