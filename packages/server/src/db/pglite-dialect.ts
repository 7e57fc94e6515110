import { PGlite, type Results, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  AbortedTransactionError,
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { databaseBusy } from './database-busy.ts';

/**
 * Our own Kysely dialect for PGlite (see docs/server.md and setup-notes G4): PGlite has exactly one
 * session, so every caller — a single query or a whole transaction — holds a lock on it for as long as
 * it uses it. A query issued while another caller's transaction is open waits instead of running
 * inside that transaction.
 */
export type PGliteDialectConfig = {
  pglite: PGlite;
  /** Schema to put first on the search path whenever this dialect holds the session (test isolation). */
  schema?: string;
  /** Close the PGlite instance when the Kysely instance is destroyed (false for a shared instance). */
  closeOnDestroy?: boolean;
  /**
   * Callers that may wait for the session at once; one more is refused with 503 DATABASE_BUSY at
   * once instead of queueing without bound (unset: no bound, for migrations and tests).
   */
  maxWaiting?: number;
};

/**
 * Opens PGlite (in memory without a directory) parsing values the way `pg` does for our pool.
 * `trigram` loads pg_trgm (the employee search's indexes, migrations 0050 and 0052; 20 ms more at
 * start). Tests leave it out: their databases are schemas of one instance, and an extension belongs
 * to the whole instance, so a dropped test schema would take it along from under the next one;
 * server:postgres covers the indexes.
 */
export async function openPGlite(dataDir?: string, options: { trigram?: boolean } = {}): Promise<PGlite> {
  // Options must go in the one-argument form: `new PGlite(undefined, options)` ignores them.
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.trigram ? { extensions: { pg_trgm } } : {}),
    parsers: {
      // pg returns int8 and date as text; both engines must hand the same values to the code.
      [types.INT8]: (value: string) => value,
      [types.DATE]: (value: string) => value,
    },
  });
  await pglite.waitReady;
  return pglite;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteAdapter extends PostgresAdapter {
  // Our FIFO session lock serialises the callers. Kysely's own mutex (used when this is false) wakes
  // every waiter on each release and lets one win: with 200 waiters that was 200 promise resumptions
  // per statement, all microtasks, and the event loop answered nothing else for seconds
  // (bench/import-isolation.ts). It also hid the queue from `maxWaiting`.
  override get supportsMultipleConnections(): boolean {
    return true;
  }

  // The migrator holds the only session from lock to unlock, so no other caller can interleave.
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

/**
 * PGlite runs in this thread and resolves its promises as microtasks, so a queue of callers handing the
 * session on to each other never lets the event loop read a socket: after this long without a turn,
 * the next holder first lets it run (a cached page is then answered between two statements).
 */
const YIELD_AFTER_MS = 10;
let lastTurn = performance.now();

/** A FIFO lock: callers get the session in the order they asked for it. */
class SessionLock {
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;

  /** Callers queued behind the holder. */
  get waiting(): number {
    return this.#waiting;
  }

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    this.#waiting += 1;
    try {
      await previous;
    } finally {
      this.#waiting -= 1;
    }
    if (performance.now() - lastTurn > YIELD_AFTER_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lastTurn = performance.now();
    }
    return release;
  }
}

type SessionState = { lock: SessionLock; schema: string | undefined };

// Several Kysely instances may share one PGlite (the test helper does): they must share its lock and
// know which search path the session currently has.
const sessions = new WeakMap<PGlite, SessionState>();

/** Callers waiting for the session of this PGlite (tests and diagnostics). */
export function countSessionWaiters(pglite: PGlite): number {
  return getSession(pglite).lock.waiting;
}

function getSession(pglite: PGlite): SessionState {
  let state = sessions.get(pglite);
  if (!state) {
    state = { lock: new SessionLock(), schema: undefined };
    sessions.set(pglite, state);
  }
  return state;
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #session: SessionState;
  readonly #connection: PGliteConnection;
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
    this.#session = getSession(config.pglite);
    this.#connection = new PGliteConnection(config.pglite);
  }

  async init(): Promise<void> {
    await this.#config.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const { maxWaiting } = this.#config;
    if (maxWaiting !== undefined && this.#session.lock.waiting >= maxWaiting) throw databaseBusy();
    const release = await this.#session.lock.acquire();
    try {
      await this.#useOwnSearchPath();
    } catch (error) {
      release();
      throw error;
    }
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async #useOwnSearchPath(): Promise<void> {
    const wanted = this.#config.schema;
    if (this.#session.schema === wanted) return;
    const statement = wanted ? `set search_path to ${quoteIdentifier(wanted)}` : 'reset search_path';
    await this.#config.pglite.exec(statement);
    this.#session.schema = wanted;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(): Promise<void> {
    const result = await runStatement(this.#config.pglite, 'commit', []);
    // PostgreSQL answers COMMIT with a ROLLBACK tag when an earlier error aborted the transaction.
    if (result.command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(): Promise<void> {
    await this.#config.pglite.exec('rollback');
  }

  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(savepointName)}`),
    );
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(savepointName)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    if (this.#config.closeOnDestroy && !this.#config.pglite.closed) {
      // Wait for whoever holds the session so that close does not cut a transaction in half.
      const release = await this.#session.lock.acquire();
      try {
        await this.#config.pglite.close();
      } finally {
        release();
      }
    }
  }
}

const COMMANDS_WITH_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await runStatement<R>(this.#pglite, compiledQuery.sql, compiledQuery.parameters);
    if (result.command && COMMANDS_WITH_AFFECTED_ROWS.has(result.command)) {
      return { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0), rows: result.rows };
    }
    return { rows: result.rows };
  }

  // PGlite holds results in memory anyway; a stream yields them in chunks.
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

/**
 * Like `pg`, statements without parameters use the simple query protocol (PGlite's `exec`), which
 * skips parse/bind/describe and measured about 1.8× the throughput of `query` for `select 1`.
 */
async function runStatement<R>(
  pglite: PGlite,
  statement: string,
  parameters: readonly unknown[],
): Promise<Results<R>> {
  if (parameters.length > 0) {
    return pglite.query<R>(statement, [...parameters], { rowMode: 'object' });
  }
  const results = await pglite.exec(statement, { rowMode: 'object' });
  return results.at(-1) as Results<R>;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
