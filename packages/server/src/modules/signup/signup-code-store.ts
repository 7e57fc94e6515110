import { MAX_VERIFICATION_ATTEMPTS } from '@lonsam/domain/validation/verification-code';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SignupCodeTable } from '../../db/schema.ts';
import { codeExpiredError, codeTriesExhaustedError, isRightCode, wrongCodeError } from './one-time-code.ts';

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
 * Checks a typed code against the newest code of the email. Each try first takes one of the code's
 * five slots in a single conditional UPDATE, so parallel guesses cannot be checked more than five
 * times; a right code gives its slot back (verify and complete both check it), a wrong one keeps it,
 * and the fifth wrong try uses the code up. With every slot taken even the right code is refused.
 */
export async function checkSignupCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  now: Date = new Date(),
): Promise<SignupCodeRow> {
  const row = await findLatestSignupCode(db, email);
  if (!row || now.getTime() >= new Date(row.expires_at).getTime()) throw codeExpiredError();
  const reserved = await db
    .updateTable('signup_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', MAX_VERIFICATION_ATTEMPTS)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!reserved) throw codeTriesExhaustedError(new Date(row.expires_at), now);
  if (!isRightCode(row.id, code, row.code_hash)) throw wrongCodeError(reserved.failed_attempts);
  await db
    .updateTable('signup_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', row.id)
    .execute();
  return row;
}
