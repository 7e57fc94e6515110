import { basicCredentialsSchema, readBasicAuthorization } from '@lonsam/domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { collectNulFields } from '../../plugins/reject-nul.ts';
import { findIdentityByEmail } from './identity-store.ts';
import { verifyPassword } from './password-hash.ts';
import {
  clearAttempts,
  countAttempt,
  pruneAttemptCounters,
  readAttemptCount,
  releaseAttempt,
  reserveAttempt,
} from './rate-limit-store.ts';
import { deleteExpiredSessions } from './session-store.ts';
import { getSessionLifetimes, type SessionConfig, startSession } from './start-session.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed logins per (email, address) and per address in the window; then 429 until it ends. */
export const MAX_LOGIN_FAILURES = 10;
/** Failures of an email from other addresses from which an address that failed too must wait. */
export const LOGIN_BACK_OFF_THRESHOLD = 3;
export const LOGIN_BACK_OFF_CAP_SECONDS = 60;
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
    detail: `This email failed to sign in from other addresses; wait ${retryAfterSeconds} s before the next try.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Takes a slot from the address and from the pair (email, address) before the password is checked,
 * so that parallel requests cannot all be checked. An address that has failed for this email waits a
 * growing back-off when the email also fails elsewhere; a fresh address is never held up by others.
 */
async function reserveLoginAttempt(db: Kysely<Database>, email: string, address: string): Promise<void> {
  const limits = { limit: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };
  const byAddress = await reserveAttempt(db, ADDRESS_BUCKET, address, limits);
  if (!byAddress.reserved) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const emailFailures = await readAttemptCount(db, EMAIL_BUCKET, email, LOGIN_FAILURE_WINDOW_MS);
  const byPair = await reserveAttempt(db, PAIR_BUCKET, pairKey(email, address), {
    ...limits,
    backOff: {
      failuresElsewhere: emailFailures,
      threshold: LOGIN_BACK_OFF_THRESHOLD,
      capSeconds: LOGIN_BACK_OFF_CAP_SECONDS,
    },
  });
  if (!byPair.reserved) {
    await releaseAttempt(db, ADDRESS_BUCKET, address);
    throw byPair.reason === 'limit'
      ? tooManyAttempts(byPair.retryAfterSeconds)
      : slowedDown(byPair.retryAfterSeconds);
  }
}

function pairKey(email: string, address: string): string {
  return `${email} ${address}`;
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
  const address = request.ip ?? 'unknown';

  await reserveLoginAttempt(db, email, address);

  const identity = await findIdentityByEmail(db, email);
  const isValid = await verifyPassword(identity?.password_hash, password);
  if (!identity || !isValid) {
    // The slots taken stay taken: they are this address's failures.
    await countAttempt(db, EMAIL_BUCKET, email, LOGIN_FAILURE_WINDOW_MS);
    throw new AppError({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      detail: 'Unable to log in using supplied credentials.',
    });
  }
  // A success is no failure: the address gets its slot back and the pair starts afresh. The email's
  // failures elsewhere stay, so that a signed-in owner does not lift the back-off of a guesser.
  await releaseAttempt(db, ADDRESS_BUCKET, address);
  await clearAttempts(db, PAIR_BUCKET, pairKey(email, address));
  // Cheap housekeeping on a few successful logins keeps both tables small without a job.
  if (Math.random() < 0.05) {
    await pruneAttemptCounters(db);
    await deleteExpiredSessions(db, getSessionLifetimes(config));
  }
  return startSession(request, reply, db, config, identity.id);
}
