import type {
  SignupCompleteRequest,
  SignupStartRequest,
  SignupVerifyRequest,
} from '@lonsam/domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createSignupCodeMessage } from '../../mail/messages.ts';
import {
  createIdentityWithPassword,
  findIdentityByEmail,
  hashPassword,
  releaseAttempt,
  reserveAttempt,
  type SessionConfig,
  startSession,
} from '../auth/index.ts';
import { generateCode, hashCode } from './one-time-code.ts';
import {
  checkSignupCode,
  findLatestSignupCode,
  isUsable,
  SIGNUP_CODE_VALID_MINUTES,
  SIGNUP_RESEND_INTERVAL_MS,
} from './signup-code-store.ts';

/** Codes one address may ask for per hour: enough for typos, too few to mail-bomb strangers. */
export const MAX_SIGNUP_STARTS_PER_ADDRESS_PER_HOUR = 30;
const ADDRESS_BUCKET = 'signup-start-ip';

function codeAlreadySent(sentAt: Date, now: Date): AppError {
  const seconds = Math.ceil((sentAt.getTime() + SIGNUP_RESEND_INTERVAL_MS - now.getTime()) / 1000);
  return new AppError({
    status: 429,
    code: 'CODE_ALREADY_SENT',
    detail: 'A code was sent less than a minute ago and is still valid.',
    headers: { 'retry-after': String(Math.max(1, seconds)) },
  });
}

/**
 * Stores a new code and mails it. The code row is removed again when the mail cannot be sent, so
 * that the user can retry at once instead of waiting for a code that never arrived.
 */
export async function startSignup(
  db: Kysely<Database>,
  mailer: Mailer,
  { email, brand }: SignupStartRequest,
  address: string,
  now: Date = new Date(),
): Promise<void> {
  const latest = await findLatestSignupCode(db, email);
  if (
    latest &&
    isUsable(latest, now) &&
    now.getTime() - new Date(latest.sent_at).getTime() < SIGNUP_RESEND_INTERVAL_MS
  ) {
    throw codeAlreadySent(new Date(latest.sent_at), now);
  }
  // The slot is taken before the code is stored, so parallel starts cannot pass the limit together.
  const slot = await reserveAttempt(db, ADDRESS_BUCKET, address, {
    limit: MAX_SIGNUP_STARTS_PER_ADDRESS_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (!slot.reserved) {
    throw new AppError({
      status: 429,
      code: 'TOO_MANY_SIGNUP_CODES',
      detail: 'Too many codes were requested from this address; try again later.',
      headers: { 'retry-after': String(slot.retryAfterSeconds) },
    });
  }
  const code = generateCode();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    // Only the newest code counts; older ones stop working.
    await trx
      .updateTable('signup_code')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('signup_code')
      .values({
        id,
        email,
        brand,
        code_hash: hashCode(id, code),
        sent_at: now,
        expires_at: new Date(now.getTime() + SIGNUP_CODE_VALID_MINUTES * 60_000),
      })
      .execute();
  });
  try {
    await mailer.send(createSignupCodeMessage(email, brand, code, SIGNUP_CODE_VALID_MINUTES));
  } catch (error) {
    await db.deleteFrom('signup_code').where('id', '=', id).execute();
    await releaseAttempt(db, ADDRESS_BUCKET, address);
    throw error;
  }
}

export async function verifySignupCode(
  db: Kysely<Database>,
  { email, code }: SignupVerifyRequest,
): Promise<void> {
  const row = await checkSignupCode(db, email, code);
  if (row.verified_at === null) {
    await db.updateTable('signup_code').set({ verified_at: new Date() }).where('id', '=', row.id).execute();
  }
}

function accountExists(): AppError {
  return new AppError({
    status: 409,
    code: 'ACCOUNT_EXISTS',
    detail: 'An account with this email already exists.',
  });
}

/** Creates the identity (audited), uses the code up and signs the new account in. */
export async function completeSignup(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  config: SessionConfig,
  { email, code, password }: SignupCompleteRequest,
): Promise<{ token: string }> {
  const row = await checkSignupCode(db, email, code);
  if (await findIdentityByEmail(db, email)) throw accountExists();
  const passwordHash = await hashPassword(password);
  let identityId: string;
  try {
    identityId = await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('signup_code')
        .set({ used_at: new Date() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw accountExists();
      const identity = await createIdentityWithPassword(
        trx,
        { email, passwordHash, brand: row.brand },
        { actorIdentityId: null, requestId: request.id },
      );
      return identity.id;
    });
  } catch (error) {
    // Two completes racing: the unique index on lower(email) lets only one through.
    if ((error as { code?: string }).code === '23505') throw accountExists();
    throw error;
  }
  return startSession(request, reply, db, config, identityId);
}
