import type { Kysely } from 'kysely';
import type { ApiTokenCaller, AuthenticateApiToken } from '../../access/api-token-caller.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { reserveAttempt } from '../auth/index.ts';
import { hashApiToken } from './api-token-store.ts';

// The audit of use: last used at and from where, written at most once a minute per token and address,
// so that a busy integration does not write a row per request twice over.
const TOUCH_AFTER_MS = 60_000;

/**
 * Checks a presented personal API token on every request, from the database (never cached: a revoked
 * or expired token fails on the very next request in every process). Each request takes one slot of
 * the token's per-minute counter (attempt_counter, shared by all processes) before anything else is
 * done for it.
 */
export function createApiTokenAuthenticator(options: {
  db: Kysely<Database>;
  requestsPerMinute: number;
  now?: () => Date;
}): AuthenticateApiToken {
  const { db, requestsPerMinute } = options;
  const now = options.now ?? (() => new Date());
  return async (token, from) => {
    if (!token.startsWith('lonsam_') || token.length > 200) throw invalidToken();
    const row = await db
      .selectFrom('api_token as t')
      .innerJoin('identity as i', 'i.id', 't.identity_id')
      .select([
        't.id',
        't.employer_id',
        't.employer_identity_role_id',
        't.privileges',
        't.expires_at',
        't.revoked_at',
        't.last_used_at',
        't.last_used_address',
        'i.id as identity_id',
        'i.email',
        'i.personnummer',
        'i.first_name',
        'i.last_name',
      ])
      .where('t.token_hash', '=', hashApiToken(token))
      .executeTakeFirst();
    const at = now();
    if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= at.getTime())
      throw invalidToken();

    const slot = await reserveAttempt(db, 'api-token', row.id, {
      limit: requestsPerMinute,
      windowMs: 60_000,
    });
    if (!slot.reserved) {
      throw new AppError({
        status: 429,
        code: 'API_TOKEN_RATE_LIMITED',
        detail: `A token may make ${requestsPerMinute} requests a minute.`,
        headers: { 'retry-after': String(slot.retryAfterSeconds) },
      });
    }
    const address = from.address.slice(0, 100);
    const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
    if (at.getTime() - lastUsed >= TOUCH_AFTER_MS || row.last_used_address !== address) {
      await db
        .updateTable('api_token')
        .set({
          last_used_at: at,
          last_used_address: address,
          last_used_user_agent: from.userAgent?.slice(0, 300) ?? null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    const privileges = typeof row.privileges === 'string' ? JSON.parse(row.privileges) : row.privileges;
    const caller: ApiTokenCaller = {
      tokenId: row.id,
      identity: {
        id: row.identity_id,
        email: row.email,
        personnummer: row.personnummer,
        firstName: row.first_name,
        lastName: row.last_name,
      },
      employerId: row.employer_id,
      roleId: row.employer_identity_role_id,
      privileges,
    };
    return caller;
  };
}

function invalidToken(): AppError {
  // One answer for unknown, expired and revoked, so a guesser learns nothing.
  return new AppError({
    status: 401,
    code: 'API_TOKEN_INVALID',
    detail: 'The API token is unknown, expired or revoked.',
  });
}
