import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_PID_FILE, restorePGliteBackup } from './backup.ts';
import { restoreDatabaseImage } from './database-image.ts';
import { runMigrations } from './migrate.ts';
import { openPGlite, PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { insertCompanyWithCompletedPayroll, readEveryTable } from './testing/backup-fixture.ts';

// `npm run backup` and `npm run restore` on the embedded database (docs/server.md, *Backup and
// restore*): the backup taken from a running process that holds the directory open and serves
// backups as main.ts does, restored into an empty data directory, and
// every table compared with the original. PostgreSQL's pg_dump / pg_restore: backup.postgres.test.ts.

const run = promisify(execFile);
const SRC = path.dirname(import.meta.dirname);
const COMMAND = path.join(SRC, 'backup-command.ts');
const SERVING = path.join(import.meta.dirname, 'testing/backup-serving-process.ts');

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lonsam-backup-'));
  folders.push(folder);
  return folder;
}

async function openDirectory(directory: string) {
  return new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: await openPGlite(directory, { trigram: true }),
      closeOnDestroy: true,
    }),
  });
}

async function readEveryTableIn(directory: string) {
  const db = await openDirectory(directory);
  try {
    return await readEveryTable(db);
  } finally {
    await db.destroy();
  }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 150_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const command = (dataDir: string, ...args: string[]) =>
  run(process.execPath, [COMMAND, ...args], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } });

describe('npm run backup and npm run restore (PGlite)', () => {
  it('backs up a running process holding a completed payroll; the restore into an empty DATA_DIR has every row', async () => {
    const dataDir = await newFolder();
    const directory = path.join(dataDir, 'pglite');
    await restoreDatabaseImage(directory);
    const db = await openDirectory(directory);
    await runMigrations(db);
    await insertCompanyWithCompletedPayroll(db);
    await db.destroy();

    // As main.ts serves it (checked there by hand; the whole app's start took minutes under load).
    const started = spawn(process.execPath, [SERVING], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(started);
    let stdout = '';
    started.stdout!.on('data', (chunk) => {
      stdout += chunk;
    });
    await waitFor(
      () => stdout.includes('ready') || started.exitCode !== null,
      'the process to open the directory',
    );
    expect(existsSync(path.join(dataDir, APP_PID_FILE))).toBe(true);

    // The app has the directory open: the command asks it for the copy.
    const file = path.join(await newFolder(), 'lonsam.tar');
    const backup = await command(dataDir, 'backup', file);
    expect(backup.stdout).toContain(`written to ${file} (from the running app (pid ${started.pid}))`);

    started.kill('SIGTERM');
    expect((await once(started, 'exit'))[0]).toBe(0);
    expect(existsSync(path.join(dataDir, APP_PID_FILE))).toBe(false);

    const restoredDir = await newFolder();
    const restore = await command(restoredDir, 'restore', file);
    expect(restore.stdout).toContain(`into ${path.join(restoredDir, 'pglite')}`);
    const original = await readEveryTableIn(directory);
    expect(original['public.payslip']).toHaveLength(2);
    expect(original['public.payroll_run']!.some((row) => JSON.parse(row).status === 'completed')).toBe(true);
    expect(await readEveryTableIn(path.join(restoredDir, 'pglite'))).toEqual(original);

    // A restore never mixes with data: a DATA_DIR with a database is refused and left as it was.
    await expect(command(restoredDir, 'restore', file)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty: restore into a new data directory'),
    });
    // With the app stopped the command opens the directory itself.
    const offline = await command(dataDir, 'backup', path.join(path.dirname(file), 'offline.tar'));
    expect(offline.stdout).toContain('(with the app stopped)');
  }, 300_000);

  it('refuses a file that is not a backup and leaves the directory empty', async () => {
    const folder = await newFolder();
    const file = path.join(folder, 'not-a-backup.tar');
    await writeFile(file, new Uint8Array(1024));
    const target = path.join(folder, 'pglite');
    await mkdir(target);
    await expect(restorePGliteBackup(file, target)).rejects.toThrow('is not a Lönsam backup');
    expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(false);
  });
});
