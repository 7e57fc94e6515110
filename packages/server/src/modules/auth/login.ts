import { basicCredentialsSchema, readBasicAuthorization } from '@lonsam/domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { collectNulFields } from '../../plugins/reject-nul.ts';
import { addressKey } from './client-address.ts';
import { findIdentityByEmail } from './identity-store.ts';
import { verifyPassword } from './password-hash.ts';
import {
  clearAttempts,
  pruneAttemptCounters,
  releaseAttempt,
  releaseSpacedAttempt,
  reserveAttempt,
  reserveSpacedAttempt,
  type Spacing,
} from './rate-limit-store.ts';
import { deleteExpiredSessions } from './session-store.ts';
import { getSessionLifetimes, type SessionConfig, startSession } from './start-session.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed logins per (email, address) and per address in the window; then 429 until it ends. */
export const MAX_LOGIN_FAILURES = 10;
/**
 * Once an email has this many failures from addresses other than the caller's, every address (new
 * ones too) is spaced: one check of the email at a time, the next allowed 1 s after it, then 2, 4, …
 * up to the cap. The owner waits at most the cap and is never locked out; a guesser spread over any
 * number of addresses gets about one check per cap.
 */
export const LOGIN_SLOWDOWN: Spacing = { threshold: 3, capSeconds: 60 };
const PAIR_BUCKET = 'login-failure-pair';
const ADDRESS_BUCKET = 'login-failure-ip';
const EMAIL_BUCKET = 'login-failure-email';

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError({
    status: 429,
    code: 'TOO_MANY_LOGIN_ATTEMPTS',
    detail: `Too many failed sign-in attempts; try again in ${retryAfterSeconds} s.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

function slowedDown(retryAfterSeconds: number): AppError {
  return new AppError({
    status: 429,
    code: 'LOGIN_SLOWED_DOWN',
    detail: `This email failed to sign in many times; wait ${retryAfterSeconds} s before the next try.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

type LoginReservation = { addressKey: string; pairKey: string; emailReservedAt: string };

/**
 * Takes, in one transaction, a slot from the address, one from the pair (email, address) and the
 * email's next check, before the password is checked, so that parallel requests cannot all be
 * checked. The transaction holds the pair's row until the email's check is taken, so the caller's own
 * earlier failures, which its pair limit counts, are known exactly and left out of the email's
 * "failures elsewhere". Any refusal rolls every slot back.
 */
async function reserveLoginAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string | undefined,
): Promise<LoginReservation> {
  const limits = { limit: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };
  const address = addressKey(ip);
  const keys = { addressKey: address, pairKey: `${email} ${address}` };
  return db.transaction().execute(async (trx) => {
    const byAddress = await reserveAttempt(trx, ADDRESS_BUCKET, keys.addressKey, limits);
    if (!byAddress.reserved) throw tooManyAttempts(byAddress.retryAfterSeconds);
    const byPair = await reserveAttempt(trx, PAIR_BUCKET, keys.pairKey, limits);
    if (!byPair.reserved) throw tooManyAttempts(byPair.retryAfterSeconds);
    const byEmail = await reserveSpacedAttempt(trx, EMAIL_BUCKET, email, {
      windowMs: LOGIN_FAILURE_WINDOW_MS,
      spacing: LOGIN_SLOWDOWN,
      exempt: byPair.count - 1,
    });
    if (!byEmail.reserved) throw slowedDown(byEmail.retryAfterSeconds);
    return { ...keys, emailReservedAt: byEmail.reservedAt };
  });
}

/**
 * Gives an attempt's slots back. `success`: the address and the email get their slot back and the pair
 * starts afresh, but the email keeps the time of this check, so that a signed-in owner does not
 * shorten the spacing a guesser has to keep. `server-failed`: everything back, the email's next check
 * included, so a client retrying through a failing server (503 DATABASE_BUSY) does not use up its
 * own limits.
 */
async function releaseLoginAttempt(
  db: Kysely<Database>,
  email: string,
  reservation: LoginReservation,
  reason: 'success' | 'server-failed',
): Promise<void> {
  await releaseAttempt(db, ADDRESS_BUCKET, reservation.addressKey);
  if (reason === 'success') {
    await clearAttempts(db, PAIR_BUCKET, reservation.pairKey);
    await releaseAttempt(db, EMAIL_BUCKET, email);
    return;
  }
  await releaseAttempt(db, PAIR_BUCKET, reservation.pairKey);
  await releaseSpacedAttempt(db, EMAIL_BUCKET, email, {
    reservedAt: reservation.emailReservedAt,
    spacing: LOGIN_SLOWDOWN,
  });
}

/** POST /login: HTTP Basic credentials; a session and `{token}`, or 401 without saying which part was wrong. */
export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  config: SessionConfig,
): Promise<{ token: string }> {
  const decoded = readBasicAuthorization(request.headers.authorization);
  if (!decoded) {
    throw new AppError({
      status: 400,
      code: 'CREDENTIALS_MISSING',
      detail: 'Send the email and password as HTTP Basic credentials.',
    });
  }
  const parsed = basicCredentialsSchema.safeParse(decoded);
  // The request's NUL check sees no headers; these fields come in one.
  const fieldErrors: Record<string, string[]> = {};
  collectNulFields(decoded, '', fieldErrors);
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path.join('.') || 'credentials';
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
    }
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The credentials are malformed.',
      fieldErrors,
    });
  }
  const { email, password } = parsed.data;
  const reservation = await reserveLoginAttempt(db, email, request.ip);

  let isValid: boolean;
  let identity: Awaited<ReturnType<typeof findIdentityByEmail>>;
  try {
    identity = await findIdentityByEmail(db, email);
    isValid = await verifyPassword(identity?.password_hash, password);
  } catch (error) {
    // Not a wrong password, so not a failure to count. Best effort: the client is told the original error.
    await releaseLoginAttempt(db, email, reservation, 'server-failed').catch((releaseError: unknown) => {
      request.log.warn({ err: releaseError }, 'login slots not given back after a failure');
    });
    throw error;
  }
  if (!identity || !isValid) {
    // The slots taken stay taken: they are this attempt's failure, counted for the address, the
    // pair and the email.
    throw new AppError({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      detail: 'Unable to log in using supplied credentials.',
    });
  }
  // A success is no failure; the email's failures elsewhere stay for their window.
  await releaseLoginAttempt(db, email, reservation, 'success');
  // Cheap housekeeping on a few successful logins keeps both tables small without a job.
  if (Math.random() < 0.05) {
    await pruneAttemptCounters(db);
    await deleteExpiredSessions(db, getSessionLifetimes(config));
  }
  return startSession(request, reply, db, config, identity.id);
}
