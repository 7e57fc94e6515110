import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import { extractTar } from './database-image.ts';
import type { Database } from './schema.ts';

/**
 * Backups of the embedded database (docs/operations.md, *Backup and restore*): PGlite's own tarball of
 * its data directory (`dumpDataDir`), taken while the app holds the one session, so no statement
 * or transaction of the app runs during the copy, and after a checkpoint, so the copy opens without
 * WAL replay. PostgreSQL is backed up with its own pg_dump / pg_restore.
 */
export async function writePGliteBackup(db: Kysely<Database>, pglite: PGlite, file: string): Promise<number> {
  const tarball = await db.connection().execute(async (session) => {
    await sql`checkpoint`.execute(session);
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  });
  // Beside the target and renamed into place: a backup that dies half-way leaves no half file.
  const staging = `${file}.partial-${process.pid}`;
  await writeFile(staging, tarball, { mode: 0o600 });
  await rename(staging, file);
  return tarball.length;
}

/**
 * Unpacks a backup into `directory` (a new DATA_DIR's `pglite`), which must hold no database: a
 * restore never mixes with or overwrites data. Unpacked beside it and renamed into place.
 */
export async function restorePGliteBackup(file: string, directory: string): Promise<void> {
  if (existsSync(directory) && (await readdir(directory)).length > 0)
    throw new Error(`${directory} is not empty: restore into a new data directory`);
  const tarball = await readFile(file);
  const staging = `${directory}.restore-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await extractTar(tarball, staging);
    if (!existsSync(path.join(staging, 'PG_VERSION'))) throw new Error(`${file} is not a Lönsam backup`);
    if (existsSync(directory)) await rmdir(directory);
    await rename(staging, directory);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** In DATA_DIR while the app serves it on PGlite: its pid, for `npm run backup` to signal. */
export const APP_PID_FILE = 'lonsam.pid';
/** Where the running app writes the backup it is asked for with SIGUSR2 (in DATA_DIR). */
export const ONLINE_BACKUP_FILE = path.join('backups', 'online.tar');

/**
 * The running app on PGlite takes a backup when sent SIGUSR2 (what `npm run backup` does): no other
 * process may open its data directory while it runs. Writes DATA_DIR/lonsam.pid; the returned
 * function stops listening and removes it.
 */
export async function serveBackupsOnSignal(input: {
  dataDir: string;
  db: Kysely<Database>;
  pglite: PGlite;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}): Promise<() => Promise<void>> {
  const pidFile = path.join(input.dataDir, APP_PID_FILE);
  const target = path.join(input.dataDir, ONLINE_BACKUP_FILE);
  let running: Promise<void> | undefined;
  const onSignal = () => {
    running ??= (async () => {
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const bytes = await writePGliteBackup(input.db, input.pglite, target);
        input.log.info({ file: target, bytes }, 'backup written');
      } catch (error) {
        input.log.error({ err: error }, 'backup failed');
      } finally {
        running = undefined;
      }
    })();
  };
  process.on('SIGUSR2', onSignal);
  await writeFile(pidFile, `${process.pid}\n`);
  return async () => {
    process.off('SIGUSR2', onSignal);
    await running;
    await rm(pidFile, { force: true });
  };
}
