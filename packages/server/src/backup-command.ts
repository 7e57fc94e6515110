import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Kysely } from 'kysely';
import { ConfigError, loadConfig } from './config.ts';
import { APP_PID_FILE, ONLINE_BACKUP_FILE, restorePGliteBackup, writePGliteBackup } from './db/backup.ts';
import { openPGlite, PGliteDialect } from './db/pglite-dialect.ts';
import type { Database } from './db/schema.ts';

// `npm run backup [-- <file>]` and `npm run restore -- <file>` for the embedded database under
// DATA_DIR (docs/server.md, *Backup and restore*). PostgreSQL is backed up with pg_dump instead.

const WAIT_FOR_APP_MS = 120_000;

/** The pid of the app serving DATA_DIR, when one is running. */
async function findRunningApp(dataDir: string): Promise<number | undefined> {
  const pid = Number((await readFile(path.join(dataDir, APP_PID_FILE), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a pid file left by an app that died
  }
}

async function backUp(dataDir: string, target: string): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const pid = await findRunningApp(dataDir);
  if (pid) {
    // The app has the directory open: it writes the copy itself, between two of its statements.
    const online = path.join(dataDir, ONLINE_BACKUP_FILE);
    const asked = Date.now();
    process.kill(pid, 'SIGUSR2');
    for (;;) {
      const written = await stat(online).catch(() => undefined);
      if (written && written.mtimeMs >= asked - 1000) break;
      if (Date.now() - asked > WAIT_FOR_APP_MS)
        throw new Error(
          `the app (pid ${pid}) wrote no backup within ${WAIT_FOR_APP_MS / 1000} s; see its log`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await copyFile(online, target);
    return `from the running app (pid ${pid})`;
  }
  const directory = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(directory, 'PG_VERSION'))) throw new Error(`no database in ${directory}`);
  const pglite = await openPGlite(directory, { trigram: true });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: true }) });
  try {
    await writePGliteBackup(db, pglite, target);
  } finally {
    await db.destroy();
  }
  return 'with the app stopped';
}

try {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (docs/server.md)');
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(file ?? path.join(config.dataDir, 'backups', `lonsam-${stamp}.tar`));
    const how = await backUp(config.dataDir, target);
    process.stdout.write(`Backup of ${config.dataDir} written to ${target} (${how}).\n`);
  } else if (command === 'restore') {
    if (!file) throw new Error('name the backup file: npm run restore -- <file>');
    const directory = path.join(config.dataDir, 'pglite');
    await restorePGliteBackup(path.resolve(file), directory);
    process.stdout.write(
      `Restored ${file} into ${directory}; start the app with DATA_DIR=${config.dataDir}.\n`,
    );
  } else {
    throw new Error('usage: backup-command.ts backup [file] | restore <file>');
  }
} catch (error) {
  const message = error instanceof ConfigError ? error.message : `${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
