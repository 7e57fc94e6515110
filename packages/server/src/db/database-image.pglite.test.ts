import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database.ts';
import { buildDatabaseImage, restoreDatabaseImage } from './database-image.ts';
import { ensureInstallationRow, runMigrations } from './migrate.ts';
import { migrations } from './migrations/index.ts';

// The image is PGlite's alone, whatever engine the project tests: run it once, in server:pglite.
const names = Object.keys(migrations).sort();
// An image built before the newest migration existed; the code then gains one more of its own.
const imageMigrations = Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!]));
const addedLater: Record<string, Migration> = {
  ...migrations,
  '9999-added-after-the-image': {
    up: async (db) => {
      await db.schema
        .createTable('added_later')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .execute();
    },
  },
};

let root: string;
let imageDirectory: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lonsam-image-'));
  imageDirectory = path.join(root, 'image');
  await buildDatabaseImage(imageDirectory, imageMigrations);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function describeSchema(db: Kysely<any>): Promise<unknown[]> {
  const { rows } = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  return rows;
}

async function readInstallation(db: Kysely<any>) {
  return (await sql<{ installation_id: string }>`select installation_id from app_meta`.execute(db)).rows;
}

describe('the database image', () => {
  it('starts a new DATA_DIR migrated as far as the image, then runs only the newer migrations', async () => {
    const handles = [];
    try {
      for (const dataDir of ['a', 'b']) {
        const handle = await createDatabase(
          { databaseUrl: undefined, dataDir: path.join(root, dataDir) },
          undefined,
          { imageDirectory },
        );
        handles.push(handle);
        expect(handle.restoredFromImage).toEqual(names.slice(0, -1));
        // No installation's data in the image: the row comes at the first start.
        expect(await readInstallation(handle.db)).toEqual([]);
        expect(await runMigrations(handle.db, { migrations: addedLater })).toEqual([
          names.at(-1),
          '9999-added-after-the-image',
        ]);
        await ensureInstallationRow(handle.db);
        expect(await readInstallation(handle.db)).toHaveLength(1);
        expect(await runMigrations(handle.db, { migrations: addedLater })).toEqual([]);
      }
      const [a, b] = handles as [(typeof handles)[0], (typeof handles)[0]];
      // Each installation its own id.
      expect((await readInstallation(a.db))[0]!.installation_id).not.toEqual(
        (await readInstallation(b.db))[0]!.installation_id,
      );
      // The same schema as migrating a new database from nothing (trigram indexes included).
      const scratch = await createDatabase(
        { databaseUrl: undefined, dataDir: path.join(root, 'scratch') },
        undefined,
        {
          imageDirectory: null,
        },
      );
      handles.push(scratch);
      expect(scratch.restoredFromImage).toBeUndefined();
      await runMigrations(scratch.db, { migrations: addedLater });
      expect(await describeSchema(a.db)).toEqual(await describeSchema(scratch.db));
      const indexes = sql<{
        n: string;
      }>`select indexdef as n from pg_indexes where schemaname = 'public' order by indexname`;
      expect((await indexes.execute(a.db)).rows).toEqual((await indexes.execute(scratch.db)).rows);
    } finally {
      for (const handle of handles) await handle.close();
    }
  });

  it('keeps the data of an existing database: a restart does not copy the image again', async () => {
    const dataDir = path.join(root, 'restart');
    const first = await createDatabase({ databaseUrl: undefined, dataDir }, undefined, { imageDirectory });
    await runMigrations(first.db);
    await ensureInstallationRow(first.db);
    const before = await readInstallation(first.db);
    await first.close();
    const again = await createDatabase({ databaseUrl: undefined, dataDir }, undefined, { imageDirectory });
    try {
      expect(again.restoredFromImage).toBeUndefined();
      expect(await readInstallation(again.db)).toEqual(before);
      expect(await runMigrations(again.db)).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('is not used when it does not fit: initdb runs instead', async () => {
    const target = path.join(root, 'refused', 'pglite');
    const refuse = (options: Parameters<typeof restoreDatabaseImage>[1]) =>
      restoreDatabaseImage(target, options);
    // Migrations the code does not list (an image from another branch or a newer version).
    expect(await refuse({ imageDirectory, migrationNames: names.slice(0, -2) })).toMatchObject({
      restored: false,
      reason: expect.stringContaining('migrations'),
    });
    expect(await refuse({ imageDirectory, migrationNames: ['0000-other', ...names] })).toMatchObject({
      restored: false,
    });
    // Another PGlite version.
    const otherVersion = path.join(root, 'other-version');
    await mkdir(otherVersion);
    const manifest = JSON.parse(await readFile(path.join(imageDirectory, 'manifest.json'), 'utf8'));
    await writeFile(
      path.join(otherVersion, 'manifest.json'),
      JSON.stringify({ ...manifest, pgliteVersion: '0.0.1' }),
    );
    await writeFile(
      path.join(otherVersion, 'pglite.tar'),
      await readFile(path.join(imageDirectory, 'pglite.tar')),
    );
    expect(await refuse({ imageDirectory: otherVersion })).toMatchObject({
      restored: false,
      reason: expect.stringContaining('PGlite 0.0.1'),
    });
    // No image (development without a build).
    expect(await refuse({ imageDirectory: path.join(root, 'missing') })).toMatchObject({ restored: false });
    // A directory that is not empty is never overwritten.
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, 'somebody-elses-file'), 'x');
    expect(await refuse({ imageDirectory })).toMatchObject({ restored: false });
    expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(false);
    await rm(target, { recursive: true });

    const handle = await createDatabase(
      { databaseUrl: undefined, dataDir: path.join(root, 'refused') },
      undefined,
      {
        imageDirectory: path.join(root, 'missing'),
      },
    );
    try {
      expect(handle.restoredFromImage).toBeUndefined();
      expect(await runMigrations(handle.db)).toEqual(names);
    } finally {
      await handle.close();
    }
  });
});
