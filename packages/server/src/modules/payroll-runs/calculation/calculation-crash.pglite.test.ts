import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../db/migrate.ts';
import { openPGlite, PGliteDialect } from '../../../db/pglite-dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { readRun } from '../run-store.ts';
import { calculateRun } from './calculate-run.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import { createPayrollCompany, insertManyEmployees, insertRun } from './testing/calculation-test-setup.ts';
import { expectTotals, spawnCalculation, storedIn } from './testing/run-expectations.ts';

// The embedded database killed with the process that calculates: a PGlite directory (as the app
// keeps its data), a child process that opens it and is killed with SIGKILL after a committed batch,
// then the directory opened again here. PostgreSQL's own kill test is in calculation-job.test.ts.

const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
});

describe('the calculation on PGlite', () => {
  it('on a PGlite directory: a process killed mid-run, the database opened again, the restart completes it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lonsam-calc-'));
    const count = 1_000;
    const open = async () =>
      new Kysely<Database>({
        dialect: new PGliteDialect({ pglite: await openPGlite(dir), closeOnDestroy: true }),
      });
    try {
      let own = await open();
      await runMigrations(own);
      const employerId = await createPayrollCompany(own, 'Katalog AB');
      await insertManyEmployees(own, employerId, count);
      const runId = await insertRun(own, employerId, { period: '2026-03', payDate: '2026-03-25' });
      await startRunCalculation(own, { enqueue: async () => 'job-dir' }, { employerId, runId, userId: null });
      await own.destroy();

      const { child } = await spawnCalculation(children, {
        CALC_PGLITE_DIR: dir,
        CALC_EMPLOYER_ID: employerId,
        CALC_RUN_ID: runId,
        CALC_JOB_ID: 'job-dir',
        CALC_BATCH_SIZE: '50',
      });
      child.kill('SIGKILL');
      await once(child, 'exit');

      own = await open();
      try {
        const halfway = await readRun(own, { employerId, runId });
        expect(halfway).toMatchObject({ status: 'calculating', employeeCount: 0, totals: { grossOre: 0 } });
        const partial = await storedIn(own, runId);
        expect(partial.payslips % 50).toBe(0);
        expect(partial.payslips).toBeGreaterThan(0);
        expect(partial.payslips).toBeLessThan(count);
        expect(partial.lines).toBe(partial.payslips);
        expect(await calculateRun(own, { employerId, runId, jobId: 'job-dir', batchSize: 50 })).toEqual({
          outcome: 'calculated',
          employees: count,
        });
        expectTotals(await readRun(own, { employerId, runId }), count);
        expect(await storedIn(own, runId)).toEqual({ payslips: count, lines: count, s01: count });
      } finally {
        await own.destroy();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
