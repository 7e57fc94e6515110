import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runMigrations } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { openPGlite, PGliteDialect } from './pglite-dialect.ts';

/**
 * The database image (docs/server.md, *Database image*): `npm run build` writes a PGlite data
 * directory that is already initialised and migrated, as PGlite's own tarball (`dumpDataDir`), and a
 * manifest naming the PGlite version and the migrations in it. A fresh DATA_DIR starts from a copy
 * of it instead of running initdb and every migration (2–5 s of the first start); the migrations
 * newer than the image then run as usual. Without a usable image (no build, another PGlite version,
 * migrations the code no longer lists) the start runs initdb as before.
 *
 * The image holds no installation's data: `app_meta`'s row (the installation id) is left out and
 * written at the first start (`ensureInstallationRow` in migrate.ts), no seed has run, and no account exists.
 */
export const DATABASE_IMAGE_DIR = fileURLToPath(new URL('../../dist/database-image', import.meta.url));

const IMAGE_FILE = 'pglite.tar';
const MANIFEST_FILE = 'manifest.json';

export type DatabaseImageManifest = {
  /** The @electric-sql/pglite version that wrote the image; another version runs initdb instead. */
  pgliteVersion: string;
  /** The migrations applied in the image, in order. */
  migrations: string[];
  builtAt: string;
};

/** The installed PGlite's version (its data directory format follows it). */
export function getPGliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // dist/index.cjs → the package root.
  const manifest = path.join(entry, '../../package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Builds the image in `directory` (replacing an older one); returns its manifest. */
export async function buildDatabaseImage(
  directory: string = DATABASE_IMAGE_DIR,
  migrationList: Record<string, Migration> = migrations,
): Promise<DatabaseImageManifest> {
  // In memory: nothing is written until the tarball is complete. pg_trgm as the server opens it.
  const pglite = await openPGlite(undefined, { trigram: true });
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: true }) });
  try {
    const applied = await runMigrations(db, { migrations: migrationList });
    // Each installation gets its own id and creation time at its first start.
    await sql`delete from app_meta`.execute(db);
    // The image then needs no WAL replay, and the copies start from a clean shutdown checkpoint.
    await sql`checkpoint`.execute(db);
    const tarball = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    const manifest: DatabaseImageManifest = {
      pgliteVersion: getPGliteVersion(),
      migrations: applied,
      builtAt: new Date().toISOString(),
    };
    // Written beside the old image and renamed into place: a start never reads half an image.
    const staging = `${directory}.tmp-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, IMAGE_FILE), tarball);
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(directory, { recursive: true, force: true });
    await mkdir(path.dirname(directory), { recursive: true });
    await rename(staging, directory);
    return manifest;
  } finally {
    await db.destroy();
  }
}

export type RestoreResult = { restored: true; migrations: string[] } | { restored: false; reason: string };

/**
 * Fills the PGlite data directory `target` from the image when `target` holds no database yet.
 * Refuses (and leaves `target` alone) when it is not empty, or the image is missing or does not fit
 * this code: another PGlite version, or migrations that are not the start of `migrationNames`.
 * The copy is unpacked beside `target` and renamed into place, so a start that dies half-way
 * leaves no half database behind.
 */
export async function restoreDatabaseImage(
  target: string,
  {
    imageDirectory = DATABASE_IMAGE_DIR,
    migrationNames = Object.keys(migrations).sort(),
  }: { imageDirectory?: string; migrationNames?: string[] } = {},
): Promise<RestoreResult> {
  if (existsSync(path.join(target, 'PG_VERSION'))) return { restored: false, reason: 'database exists' };
  if (existsSync(target) && (await readdir(target)).length > 0)
    return { restored: false, reason: `${target} is not empty` };
  let manifest: DatabaseImageManifest;
  let tarball: Buffer;
  try {
    manifest = JSON.parse(await readFile(path.join(imageDirectory, MANIFEST_FILE), 'utf8'));
    tarball = await readFile(path.join(imageDirectory, IMAGE_FILE));
  } catch {
    return { restored: false, reason: 'no database image (run npm run build)' };
  }
  const version = getPGliteVersion();
  if (manifest.pgliteVersion !== version)
    return {
      restored: false,
      reason: `the image was built by PGlite ${manifest.pgliteVersion}, this is ${version}`,
    };
  if (!isPrefix(manifest.migrations, migrationNames))
    return { restored: false, reason: 'the image holds migrations this code does not list' };
  const staging = `${target}.image-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await extractTar(tarball, staging);
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { restored: true, migrations: manifest.migrations };
}

function isPrefix(prefix: string[], list: string[]): boolean {
  return prefix.length <= list.length && prefix.every((name, index) => list[index] === name);
}

const BLOCK = 512;

/**
 * Unpacks a ustar archive as PGlite's `dumpDataDir` writes it (regular files and directories, names
 * rooted at `/`) into `directory`. Anything else (links, names leaving the directory) is refused.
 * Node's own file writes: PGlite's unpacking through its WASM file system took 1–3 s for the
 * same 40 MB.
 */
export async function extractTar(archive: Uint8Array, directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const decoder = new TextDecoder();
  const text = (start: number, length: number) => {
    const bytes = archive.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  const octal = (start: number, length: number) => Number.parseInt(text(start, length).trim() || '0', 8);
  const writes: Promise<void>[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    if (archive[offset] === 0) break; // the two zero blocks that end the archive
    const prefix = text(offset + 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${text(offset, 100)}`;
    const mode = octal(offset + 100, 8) & 0o777;
    const size = octal(offset + 124, 12);
    const type = String.fromCharCode(archive[offset + 156] ?? 0);
    const relative = name.replace(/^\/+/, '').replace(/\/+$/, '');
    const parts = relative.split('/');
    if (parts.some((part) => part === '..' || part === '.'))
      throw new Error(`database image: unsafe name ${name}`);
    const destination = path.join(directory, relative);
    const dataStart = offset + BLOCK;
    if (type === '5') {
      if (relative) await mkdir(destination, { recursive: true, mode: mode || 0o700 });
    } else if (type === '0' || type === '\0') {
      await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
      writes.push(
        writeFile(destination, archive.subarray(dataStart, dataStart + size), { mode: mode || 0o600 }),
      );
    } else {
      throw new Error(`database image: unsupported entry type ${JSON.stringify(type)} for ${name}`);
    }
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
  }
  await Promise.all(writes);
}
