import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/** The channel the triggers of migration 0051 notify on. */
export const CHANGE_CHANNEL = 'lonsam_change';

/**
 * Notifications of changed data (migration 0051), for the read cache. While `isLive` is false a
 * change may go unheard, so nothing may be served from a cache; every loss and every (re)connection
 * is reported as the payload `all`, so whatever was cached before is dropped.
 */
export type ChangeFeed = {
  readonly isLive: boolean;
  /** Payloads: `access`, `employer:<id>`, `all`; and `sync:<n>` for `sync`. */
  subscribe(listener: (payload: string) => void): () => void;
  /** Resolves once every change committed before the call has been heard (a barrier for tests). */
  sync(): Promise<void>;
  close(): Promise<void>;
};

type WarnLog = { warn(object: object, message: string): void };

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 5_000, 15_000];
/** A connection that lived this long counts as recovered: the next loss retries quickly again. */
const STABLE_AFTER_MS = 60_000;
/**
 * A half-open connection (a NAT that forgot it, a failover without a reset) looks alive and hears
 * nothing: a NOTIFY round trip this often proves it can still hear.
 */
const HEARTBEAT_MS = 15_000;

const SYNC_TIMEOUT_MS = 5_000;

class Listeners {
  readonly #listeners = new Set<(payload: string) => void>();
  readonly #syncWaiters = new Map<string, () => void>();

  subscribe(listener: (payload: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(payload: string): void {
    const waiter = this.#syncWaiters.get(payload);
    if (waiter) {
      this.#syncWaiters.delete(payload);
      waiter();
      return;
    }
    // Another feed's marker on the same channel (several feeds share one test database).
    if (payload.startsWith('sync:')) return;
    for (const listener of this.#listeners) listener(payload);
  }

  /**
   * Notifications arrive in commit order: once our own marker is back, everything before it is.
   * Rejects when the marker is not back within five seconds (the connection is gone).
   */
  async sync(notify: (payload: string) => Promise<void>): Promise<void> {
    const payload = `sync:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      this.#syncWaiters.set(payload, resolve);
      timer = setTimeout(() => reject(new Error('change feed: no answer to sync')), SYNC_TIMEOUT_MS);
      timer.unref();
    });
    try {
      await notify(payload);
      await heard;
    } finally {
      clearTimeout(timer);
      this.#syncWaiters.delete(payload);
    }
  }
}

/**
 * A dedicated connection that LISTENs on PostgreSQL; it reconnects with back-off when it drops.
 * The first connection is awaited, so a started server caches from its first request.
 */
export async function openPostgresChangeFeed(connectionString: string, log?: WarnLog): Promise<ChangeFeed> {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  let connectedAt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = undefined;
    if (Date.now() - connectedAt >= STABLE_AFTER_MS) failures = 0;
    listeners.emit('all');
    lost.removeAllListeners('notification');
    void lost.end().catch(() => undefined);
    if (isClosed) return;
    log?.warn({ err: error }, 'change feed lost its connection; the read cache is off until it is back');
    scheduleConnect();
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, keepAlive: true });
    candidate.on('error', (error) => lose(candidate, error));
    candidate.on('end', () => lose(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) listeners.emit(message.payload ?? 'all');
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      void candidate.end().catch(() => undefined);
      if (isClosed) return;
      log?.warn({ err: error }, 'change feed could not connect; the read cache is off until it can');
      scheduleConnect();
      return;
    }
    if (isClosed) {
      await candidate.end();
      return;
    }
    connectedAt = Date.now();
    client = candidate;
    listeners.emit('all');
  };

  const sync = () =>
    listeners.sync(async (payload) => {
      if (!client) throw new Error('change feed is not connected');
      await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
    });

  const heartbeat = setInterval(() => {
    const checked = client;
    if (!checked) return;
    sync().catch((error: Error) => lose(checked, error));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const scheduleConnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  await connect();
  return {
    get isLive() {
      return client !== undefined;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    sync,
    close: async () => {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}

/**
 * PGlite runs in this process: its notifications arrive as each statement completes, and the feed
 * is live for as long as the database is open. LISTEN goes through the dialect's lock (via `db`),
 * so it can never land inside another caller's open transaction.
 */
export async function openPGliteChangeFeed(pglite: PGlite, db: Kysely<Database>): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await db
    .connection()
    .execute(() => pglite.listen(CHANGE_CHANNEL, (payload) => listeners.emit(payload)));
  let isLive = true;
  return {
    get isLive() {
      return isLive && !pglite.closed;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    sync: () =>
      listeners.sync(async (payload) => {
        await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(db);
      }),
    close: async () => {
      if (!isLive) return;
      isLive = false;
      if (!pglite.closed) await db.connection().execute(() => unlisten());
    },
  };
}
