import { basicCredentialsSchema, readBasicAuthorization } from '@lonsam/domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findIdentityByEmail } from './identity-store.ts';
import { verifyPassword } from './password-hash.ts';
import { clearEvents, countRecentEvents, pruneEvents, recordEvent } from './rate-limit-store.ts';
import { deleteExpiredSessions } from './session-store.ts';
import { getSessionLifetimes, type SessionConfig, startSession } from './start-session.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** After this many failures in the window (per email or per address) further tries get 429. */
export const MAX_LOGIN_FAILURES = 10;
const EMAIL_BUCKET = 'login-failure-email';
const ADDRESS_BUCKET = 'login-failure-ip';

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
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
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

  const [emailFailures, addressFailures] = await Promise.all([
    countRecentEvents(db, EMAIL_BUCKET, email, LOGIN_FAILURE_WINDOW_MS),
    countRecentEvents(db, ADDRESS_BUCKET, address, LOGIN_FAILURE_WINDOW_MS),
  ]);
  if (emailFailures >= MAX_LOGIN_FAILURES || addressFailures >= MAX_LOGIN_FAILURES) {
    reply.header('retry-after', String(LOGIN_FAILURE_WINDOW_MS / 1000));
    throw new AppError({
      status: 429,
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      detail: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    });
  }

  const identity = await findIdentityByEmail(db, email);
  const isValid = await verifyPassword(identity?.password_hash, password);
  if (!identity || !isValid) {
    await recordEvent(db, EMAIL_BUCKET, email);
    await recordEvent(db, ADDRESS_BUCKET, address);
    throw new AppError({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      detail: 'Unable to log in using supplied credentials.',
    });
  }
  await clearEvents(db, EMAIL_BUCKET, email);
  // Cheap housekeeping on a few successful logins keeps both tables small without a job.
  if (Math.random() < 0.05) {
    await pruneEvents(db);
    await deleteExpiredSessions(db, getSessionLifetimes(config));
  }
  return startSession(request, reply, db, config, identity.id);
}
