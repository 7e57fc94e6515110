import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { type JobRunner, startJobRunner } from '../../../jobs/job-runner.ts';
import { readRun } from '../run-store.ts';
import { calculateRun } from './calculate-run.ts';
import { payrollRunCalculationJob } from './calculation-job.ts';
import { giveUpCalculation } from './give-up-calculation.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import { createPayrollCompany, insertManyEmployees, insertRun } from './testing/calculation-test-setup.ts';
import { expectTotals, spawnCalculation, storedIn } from './testing/run-expectations.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const noMail = { kind: 'log' as const, send: async () => {}, close: () => {} };

let testDb: TestDatabase;
let db: Kysely<Database>;
const runners: JobRunner[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await testDb.close();
});

/** A company of `count` S01 employees and a March 2026 run started with job id `jobId`. */
async function companyWithRun(count: number, jobId: string) {
  const employerId = await createPayrollCompany(db, `Företag ${jobId}`);
  await insertManyEmployees(db, employerId, count);
  const runId = await insertRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
  await startRunCalculation(db, { enqueue: async () => jobId }, { employerId, runId, userId: null });
  return { employerId, runId };
}

async function stored(runId: string) {
  return storedIn(db, runId);
}

/** Starts the calculation process; resolves once it has committed its first batch. */
function calculateInChild(env: Record<string, string>) {
  return spawnCalculation(children, { ...(testDb.url ? { CALC_URL: testDb.url } : {}), ...env });
}

describe('the calculation job', () => {
  it('runs through the job runner: progress to the total, the run calculated with its totals', async () => {
    const employerId = await createPayrollCompany(db, 'Jobb AB');
    await insertManyEmployees(db, employerId, 30);
    const runId = await insertRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
    const runner = await startJobRunner({
      connection: testDb.jobConnection,
      db,
      mailer: noMail,
      jobs: [payrollRunCalculationJob],
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(runner);
    const { jobId } = await runner.transaction((trx, enqueue) =>
      startRunCalculation(trx, { enqueue }, { employerId, runId, userId: null }),
    );
    const deadline = Date.now() + 20_000;
    let status = await runner.getStatus(jobId, null);
    while (status?.state !== 'succeeded' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await runner.getStatus(jobId, null);
    }
    expect(status).toMatchObject({ state: 'succeeded', progress: 100 });
    expectTotals(await readRun(db, { employerId, runId }), 30);
    expect(await stored(runId)).toEqual({ payslips: 30, lines: 30, s01: 30 });
  }, 30_000);

  it('stopped mid-run shows nothing half-done, and the restart gives the same payslips and totals', async () => {
    const count = 2_000;
    const { employerId, runId } = await companyWithRun(count, 'job-crash');
    if (testDb.engine === 'postgres') {
      // Another process, killed with SIGKILL once it has committed a batch.
      const { child } = await calculateInChild({
        CALC_EMPLOYER_ID: employerId,
        CALC_RUN_ID: runId,
        CALC_JOB_ID: 'job-crash',
        CALC_BATCH_SIZE: '50',
      });
      child.kill('SIGKILL');
      await once(child, 'exit');
    } else {
      // PGlite lives in this process: the attempt dies after its second batch.
      await expect(
        calculateRun(db, {
          employerId,
          runId,
          jobId: 'job-crash',
          batchSize: 50,
          onBatch: (done) => {
            if (done >= 100) throw new Error('killed');
          },
        }),
      ).rejects.toThrow('killed');
    }
    const halfway = await readRun(db, { employerId, runId });
    // Still calculating, no totals: the run shows nothing of the attempt.
    expect(halfway).toMatchObject({
      status: 'calculating',
      employeeCount: 0,
      totals: { grossOre: 0, netOre: 0 },
    });
    const partial = await stored(runId);
    // Whole batches only, each payslip with its line.
    expect(partial.payslips % 50).toBe(0);
    expect(partial.payslips).toBeGreaterThan(0);
    expect(partial.payslips).toBeLessThan(count);
    expect(partial.lines).toBe(partial.payslips);
    expect(halfway!.progressDone).toBe(partial.payslips);

    // The killed process's advisory lock goes when PostgreSQL sees its connection close (a moment
    // after the kill); until then the retry is turned away as busy, as the job's retry would be.
    let restarted = await calculateRun(db, { employerId, runId, jobId: 'job-crash', batchSize: 50 });
    for (let wait = 0; restarted.outcome === 'busy' && wait < 50; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      restarted = await calculateRun(db, { employerId, runId, jobId: 'job-crash', batchSize: 50 });
    }
    expect(restarted).toEqual({ outcome: 'calculated', employees: count });
    expectTotals(await readRun(db, { employerId, runId }), count);
    expect(await stored(runId)).toEqual({ payslips: count, lines: count, s01: count });
  }, 60_000);

  it('after the last failed attempt, gives the run back as a draft without payslips', async () => {
    const { employerId, runId } = await companyWithRun(3, 'job-gives-up');
    await calculateRun(db, {
      employerId,
      runId,
      jobId: 'job-gives-up',
      batchSize: 2,
      onBatch: (done) => {
        if (done === 2) throw new Error('failed');
      },
    }).catch(() => {});
    expect((await stored(runId)).payslips).toBe(2);
    // Another job's give-up changes nothing.
    await giveUpCalculation(db, { employerId, runId, jobId: 'job-other' });
    expect(await readRun(db, { employerId, runId })).toMatchObject({ status: 'calculating' });
    await giveUpCalculation(db, { employerId, runId, jobId: 'job-gives-up' });
    expect(await readRun(db, { employerId, runId })).toMatchObject({
      status: 'draft',
      progressDone: 0,
      employeeCount: 0,
      totals: { grossOre: 0 },
    });
    expect(await stored(runId)).toEqual({ payslips: 0, lines: 0, s01: 0 });
  });

  it('never lets two attempts (two processes on PostgreSQL) calculate one run at once', async () => {
    const count = 2_000;
    const { employerId, runId } = await companyWithRun(count, 'job-twice');
    let first: Promise<unknown>;
    if (testDb.engine === 'postgres') {
      // A second process holds the run: this one is turned away while it works.
      const { child, output } = await calculateInChild({
        CALC_EMPLOYER_ID: employerId,
        CALC_RUN_ID: runId,
        CALC_JOB_ID: 'job-twice',
        CALC_BATCH_SIZE: '10',
      });
      expect(await calculateRun(db, { employerId, runId, jobId: 'job-twice' })).toEqual({ outcome: 'busy' });
      first = once(child, 'exit').then(() => output());
      expect(await first).toContain('outcome {"outcome":"calculated","employees":2000}');
    } else {
      let second: unknown;
      first = calculateRun(db, {
        employerId,
        runId,
        jobId: 'job-twice',
        batchSize: 100,
        onBatch: async (done) => {
          if (done === 100) second = await calculateRun(db, { employerId, runId, jobId: 'job-twice' });
        },
      });
      expect(await first).toEqual({ outcome: 'calculated', employees: count });
      expect(second).toEqual({ outcome: 'busy' });
    }
    expectTotals(await readRun(db, { employerId, runId }), count);
    expect(await stored(runId)).toEqual({ payslips: count, lines: count, s01: count });
  }, 60_000);
});
