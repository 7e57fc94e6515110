import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { setSessionCookie } from './session-cookie.ts';
import { createSession, deleteSession, type SessionLifetimes } from './session-store.ts';

export type SessionConfig = Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

export function getSessionLifetimes(config: SessionConfig): SessionLifetimes {
  return { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
}

/**
 * Signs an identity in: ends the session the request came with (rotation, against session
 * fixation), creates a new one, sets its cookie and returns the CSRF token for `{token}`.
 * Email login, sign-up and BankID all finish here.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  config: SessionConfig,
  identityId: string,
): Promise<{ token: string }> {
  const lifetimes = getSessionLifetimes(config);
  if (request.session) await deleteSession(db, request.session.id);
  const session = await createSession(
    db,
    identityId,
    { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
    lifetimes,
  );
  // The users list shows it (issue 22); a table of its own, as identity's triggers empty the session cache.
  await db
    .insertInto('identity_sign_in')
    .values({ identity_id: identityId, signed_in_at: new Date() })
    .onConflict((conflict) => conflict.column('identity_id').doUpdateSet({ signed_in_at: new Date() }))
    .execute();
  setSessionCookie(request, reply, session.cookieValue, lifetimes);
  request.session = {
    id: session.sessionId,
    identityId,
    csrfToken: session.csrfToken,
    lastSeenAt: new Date(),
  };
  return { token: session.csrfToken };
}
