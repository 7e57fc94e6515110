import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from '../create-database.ts';
import { openPGlite, PGliteDialect } from '../pglite-dialect.ts';
import type { Database } from '../schema.ts';

/**
 * Kill tests (issue 23): another process runs one operation and is killed with SIGKILL at a chosen
 * point inside it, then the test opens the same data and checks that nothing is half-written. The
 * point is a statement: after the `KILL_AT_COUNT`th statement whose SQL matches `KILL_AT` (a regular
 * expression) has run, the process prints `kill-point` and waits, its transaction open, for the kill.
 * As payroll calculation's crash tests (`spawnCalculation`), on PostgreSQL (`KILL_URL`) or on a
 * PGlite directory (`KILL_PGLITE_DIR`).
 */
export async function openKillPointDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Kysely<Database>> {
  const at = new RegExp(env.KILL_AT ?? '$^', 'i');
  let left = Number(env.KILL_AT_COUNT ?? 1);
  return new Kysely<Database>({
    dialect: env.KILL_PGLITE_DIR
      ? new PGliteDialect({
          pglite: await openPGlite(env.KILL_PGLITE_DIR, { trigram: true }),
          closeOnDestroy: true,
        })
      : new PostgresDialect({ pool: createPgPool(env.KILL_URL!, { max: 2 }) }),
    // Kysely awaits its log after each statement, before the caller sees the result.
    log: async (event) => {
      if (event.level !== 'query' || !at.test(event.query.sql) || --left !== 0) return;
      console.log('kill-point');
      // A timer keeps the process alive (PGlite holds no socket) until the test kills it.
      await new Promise(() => setInterval(() => {}, 60_000));
    },
  });
}

/**
 * Starts `script` (which opens its database with `openKillPointDatabase`) with `env`; resolves once
 * it has reached its kill point. Rejects with its output if it ends first (e.g. the operation failed
 * or never ran the statement). The child is added to `children` so the test can kill whatever is left.
 */
export async function spawnUntilKillPoint(
  children: ChildProcess[],
  script: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('kill-point')) resolve();
    });
    child.once('exit', () => reject(new Error(`the process ended before its kill point: ${output}`)));
  });
  return child;
}

/** SIGKILL, as the kernel's OOM killer or a pulled plug would end it; resolves once it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}
