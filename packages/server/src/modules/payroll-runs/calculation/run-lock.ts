import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

// Runs being calculated by this process. PGlite is one process, so this alone keeps two job
// runners on one PGlite apart; PostgreSQL adds a session advisory lock across processes.
const heldHere = new Set<string>();

function isPGlite(db: Kysely<Database>): boolean {
  // Our PGlite dialect has one session: reserving it for the lock would starve the work itself.
  return db.getExecutor().adapter.constructor.name === 'PGliteAdapter';
}

/**
 * Runs `work` only if no other attempt (in this process or, on PostgreSQL, in any process) is
 * calculating the same run; answers undefined at once otherwise. On PostgreSQL the lock is a session
 * advisory lock on a connection held for the duration: if the process dies, its connection closes
 * and the lock goes with it, so a retry is never locked out by a dead process.
 */
export async function withRunLock<T>(
  db: Kysely<Database>,
  runId: string,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  if (heldHere.has(runId)) return { locked: false };
  heldHere.add(runId);
  try {
    if (isPGlite(db)) return { locked: true, value: await work() };
    const key = `payroll-run:${runId}`;
    return await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ got: boolean }>`
        select pg_try_advisory_lock(hashtextextended(${key}, 0)) as got`.execute(connection);
      if (!rows[0]?.got) return { locked: false as const };
      try {
        return { locked: true as const, value: await work() };
      } finally {
        await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
      }
    });
  } finally {
    heldHere.delete(runId);
  }
}
