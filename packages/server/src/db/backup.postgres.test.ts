import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { insertCompanyWithCompletedPayroll, readEveryTable } from './testing/backup-fixture.ts';

// PostgreSQL is backed up with its own tools (docs/server.md, *Backup and restore*): the commands
// documented there, run here on a company with a completed payroll, restored into an empty database.

const run = promisify(execFile);
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

describe('PostgreSQL backup and restore', () => {
  it('pg_dump -Fc and pg_restore into an empty database give every table back row for row', async () => {
    const employerId = await insertCompanyWithCompletedPayroll(testDb.db);
    const folder = await mkdtemp(path.join(tmpdir(), 'lonsam-pg-backup-'));
    const restoredName = `${testDb.name}_restored`;
    const restoredUrl = new URL(testDb.url!);
    restoredUrl.pathname = `/${restoredName}`;
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    let restored: Kysely<Database> | undefined;
    try {
      const file = path.join(folder, 'lonsam.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, testDb.url!]);
      await admin.query(`create database ${restoredName}`);
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);
      const pool = new pg.Pool({ connectionString: restoredUrl.toString(), max: 1 });
      // The drop below ends its connection with 57P01 should the pool still hold one.
      pool.on('error', () => {});
      restored = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      const original = await readEveryTable(testDb.db);
      expect(original['public.payslip']).toHaveLength(2);
      expect(original['public.payroll_run']!.some((row) => JSON.parse(row).status === 'completed')).toBe(
        true,
      );
      expect(await readEveryTable(restored)).toEqual(original);
      // The restored copy keeps the rules of a completed run: its payslips cannot be changed.
      await expect(
        restored.updateTable('payslip').set({ net_ore: 0 }).where('employer_id', '=', employerId).execute(),
      ).rejects.toThrow();
    } finally {
      await restored?.destroy();
      await admin.query(`drop database if exists ${restoredName} with (force)`);
      await admin.end();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
