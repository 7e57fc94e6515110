import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { LiveSession, SignedInIdentity } from '../../access/signed-in.ts';
import type { ReadCache } from '../../cache/read-cache.ts';
import type { Database } from '../../db/schema.ts';

export type SessionLifetimes = { idleMinutes: number; absoluteHours: number };
export type RequestInfo = { ip: string | null; userAgent: string | null };

export type CreatedSession = {
  /** Goes into the cookie only; the database keeps its SHA-256. */
  cookieValue: string;
  /** The CSRF token bound to this session; the client sends it as X-Lonsam-Csrf. */
  csrfToken: string;
  sessionId: string;
  expiresAt: Date;
};

export type { LiveSession } from '../../access/signed-in.ts';

// Writing last_seen_at on every request would turn each read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
const MAX_USER_AGENT_LENGTH = 512;

export function hashSessionCookie(cookieValue: string): string {
  // One-shot: no Hash object per call (every API request with a cookie hashes it).
  return hash('sha256', cookieValue, 'hex');
}

function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a server-side session for an identity (256-bit random cookie value). */
export async function createSession(
  db: Kysely<Database>,
  identityId: string,
  info: RequestInfo,
  lifetimes: SessionLifetimes,
  now: Date = new Date(),
): Promise<CreatedSession> {
  const cookieValue = createRandomToken();
  const csrfToken = createRandomToken();
  const sessionId = hashSessionCookie(cookieValue);
  const expiresAt = new Date(now.getTime() + lifetimes.absoluteHours * 3_600_000);
  await db
    .insertInto('session')
    .values({
      id: sessionId,
      identity_id: identityId,
      csrf_token: csrfToken,
      ip: info.ip,
      user_agent: info.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { cookieValue, csrfToken, sessionId, expiresAt };
}

/** The person a live session belongs to (null if the identity row is gone). */
export type SessionIdentity = SignedInIdentity;

type SessionRow = NonNullable<Awaited<ReturnType<typeof loadSessionRow>>>;

function loadSessionRow(db: Kysely<Database>, id: string) {
  return (
    db
      .selectFrom('session')
      .leftJoin('identity', 'identity.id', 'session.identity_id')
      .select([
        'session.identity_id',
        'session.csrf_token',
        'session.last_seen_at',
        'session.expires_at',
        'identity.id as found_identity_id',
        'identity.email',
        'identity.personnummer',
        'identity.first_name',
        'identity.last_name',
      ])
      .where('session.id', '=', id)
      // Runs on every API request the read cache misses: prepared on PostgreSQL (create-database.ts).
      .modifyFront(sql`/* prepared:live-session */`)
      .executeTakeFirst()
  );
}

export type FoundSession = LiveSession & { identity: SessionIdentity | null };

const sessionCacheKey = (id: string) => `session:${id}`;

// Both drivers answer timestamps as Date; no copy of it on every request.
const timeOf = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

function isExpired(row: SessionRow, lifetimes: SessionLifetimes, now: Date): boolean {
  return (
    now.getTime() >= timeOf(row.expires_at) ||
    now.getTime() >= timeOf(row.last_seen_at) + lifetimes.idleMinutes * 60_000
  );
}

function needsTouch(row: SessionRow, now: Date): boolean {
  return now.getTime() - timeOf(row.last_seen_at) >= TOUCH_INTERVAL_MS;
}

/**
 * The session a cookie value opens, if it has neither idled out nor passed its absolute expiry, with
 * its identity: one statement per request. `last_seen_at` is written only when it is a minute or
 * more old, so idle expiry is exact to within that minute (a session may live up to a minute past
 * its idle limit) and reads stay reads.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  cookieValue: string,
  lifetimes: SessionLifetimes,
  now: Date = new Date(),
  cache?: ReadCache,
): Promise<FoundSession | undefined> {
  const id = hashSessionCookie(cookieValue);
  const load = () => loadSessionRow(db, id);
  const key = sessionCacheKey(id);
  let row = cache ? await cache.read(key, 'session', load) : await load();
  if (!row) return undefined;
  if (cache && (isExpired(row, lifetimes, now) || needsTouch(row, now))) {
    // A cached last_seen_at may be older than the database's (another process touched it): ending
    // or touching a session is decided on the stored row, and the entry is read again next time.
    cache.delete(key);
    row = await load();
    if (!row) return undefined;
  }
  if (isExpired(row, lifetimes, now)) {
    await deleteSession(db, id);
    return undefined;
  }
  if (needsTouch(row, now)) {
    await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  return toFoundSession(id, row);
}

/**
 * What `findLiveSession` answers, when the read cache holds the session and it needs neither ending
 * nor touching: without a promise, for the auth hook every API request runs. Undefined otherwise
 * (not cached, or due for a decision on the stored row): then ask `findLiveSession`.
 */
export function peekLiveSession(
  cookieValue: string,
  lifetimes: SessionLifetimes,
  now: Date,
  cache: ReadCache,
): FoundSession | undefined {
  const id = hashSessionCookie(cookieValue);
  const row = cache.peek<SessionRow>(sessionCacheKey(id), 'session');
  if (!row || isExpired(row, lifetimes, now) || needsTouch(row, now)) return undefined;
  return toFoundSession(id, row);
}

function toFoundSession(id: string, row: SessionRow): FoundSession {
  const identity =
    row.found_identity_id === null
      ? null
      : {
          id: row.found_identity_id,
          email: row.email,
          personnummer: row.personnummer,
          firstName: row.first_name,
          lastName: row.last_name,
        };
  return {
    id,
    identityId: row.identity_id,
    csrfToken: row.csrf_token,
    lastSeenAt: row.last_seen_at,
    identity,
  };
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

/** Ends every session of an identity (e.g. after a password reset), optionally but one. */
export async function deleteSessionsOfIdentity(
  db: Kysely<Database>,
  identityId: string,
  exceptSessionId?: string,
): Promise<number> {
  let query = db.deleteFrom('session').where('identity_id', '=', identityId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their absolute expiry; idle ones go when next looked up or here after a day. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  lifetimes: SessionLifetimes,
  now: Date = new Date(),
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - lifetimes.idleMinutes * 60_000);
  await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
}

/** Constant-time comparison of a presented CSRF token with the session's. */
export function isSameToken(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
