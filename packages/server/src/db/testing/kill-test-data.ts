import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { restoreDatabaseImage } from '../database-image.ts';
import { runMigrations } from '../migrate.ts';
import { openPGlite, PGliteDialect } from '../pglite-dialect.ts';
import type { Database } from '../schema.ts';
import { createTestDatabase, getTestEngine } from '../test-db.ts';

export type KillTestData = {
  /** The test's handle on the data; on PGlite closed while the child has the directory. */
  db: Kysely<Database>;
  /** What the child needs to open the same data (`KILL_URL` or `KILL_PGLITE_DIR`, kill-point.ts). */
  childEnv: Record<string, string>;
  /** PGlite: closes the test's handle so the child may open the directory (one process at a time). */
  handOver: () => Promise<void>;
  /** PGlite: opens the directory again after the kill, as a restarted app would. */
  reopen: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The migrated data a kill test works on: on PostgreSQL a database of its own (`createTestDatabase`),
 * on PGlite a data directory in a temp folder, as the app keeps it, that the child opens in turn.
 */
export async function openKillTestData(): Promise<KillTestData> {
  if (getTestEngine() === 'postgres') {
    const testDb = await createTestDatabase();
    return {
      db: testDb.db,
      childEnv: { KILL_URL: testDb.url! },
      handOver: async () => {},
      reopen: async () => {},
      close: () => testDb.close(),
    };
  }
  const parent = await mkdtemp(path.join(tmpdir(), 'lonsam-kill-'));
  const dir = path.join(parent, 'pglite');
  // From the build's database image when there is one: initdb alone took a minute on a busy machine.
  await restoreDatabaseImage(dir);
  const open = async () =>
    new Kysely<Database>({
      dialect: new PGliteDialect({ pglite: await openPGlite(dir, { trigram: true }), closeOnDestroy: true }),
    });
  const data: KillTestData = {
    db: await open(),
    childEnv: { KILL_PGLITE_DIR: dir },
    handOver: () => data.db.destroy(),
    reopen: async () => {
      data.db = await open();
    },
    close: async () => {
      await data.db.destroy().catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
    },
  };
  await runMigrations(data.db);
  return data;
}
