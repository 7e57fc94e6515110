import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { readRun } from '../run-store.ts';
import { calculateRun } from './calculate-run.ts';
import { completeRun } from './complete-run.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  approveTwice,
  createPayrollCompany,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// Completing a run killed before its commit, while a second process waits to complete the same run:
// nothing of the killed completion is visible, and the run is completed exactly once. PostgreSQL
// only: the killed process is another server connection (the PGlite crash test is about the
// calculation, calculation-crash.pglite.test.ts).

const COMPLETION_PROCESS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing',
  'completion-process.ts',
);

let testDb: TestDatabase;
let db: Kysely<Database>;
let child: ChildProcess | undefined;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await testDb.close();
});

async function eventState(id: string) {
  const row = await db.selectFrom('event').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  return row.state;
}

describe('completing a run', () => {
  it('killed before its commit leaves nothing; the waiting second process completes it once', async () => {
    const employerId = await createPayrollCompany(db);
    const who = await insertPayrollEmployee(db, employerId, {
      firstName: 'Kim',
      birthDate: '1985-04-12',
      tax: TABLE_33,
      salary: 3_500_000,
    });
    const outlayId = await insertAttestedEvent(
      db,
      employerId,
      who,
      { kind: 'transaction', salaryTypeCode: '720', date: '2026-03-10', amountOre: 50_000 },
      { fromDate: '2026-03-10', toDate: '2026-03-10' },
    );
    const runId = await insertRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
    const jobs = { enqueue: async () => crypto.randomUUID() };
    const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
    expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
    await approveTwice(db, employerId, runId);

    child = spawn(process.execPath, [COMPLETION_PROCESS], {
      env: {
        PATH: process.env.PATH,
        CALC_URL: testDb.url!,
        CALC_EMPLOYER_ID: employerId,
        CALC_RUN_ID: runId,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('completed')) resolve();
      });
      child!.once('exit', () => reject(new Error(`the completion process ended early: ${output}`)));
    });

    // The other process has completed the run and paid the outlay in its open transaction: unseen.
    expect((await readRun(db, { employerId, runId }))?.status).toBe('second-approved');
    expect(await eventState(outlayId)).toBe('attested');

    // A second completion waits for the first one's row lock …
    let isSecondDone = false;
    const second = db
      .transaction()
      .execute((trx) => completeRun(trx, { employerId, runId, userId: null }))
      .finally(() => {
        isSecondDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isSecondDone).toBe(false);

    // … and completes the run itself once the first process dies before its commit.
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await second).toMatchObject({ status: 'completed' });
    expect((await readRun(db, { employerId, runId }))?.status).toBe('completed');
    expect(await eventState(outlayId)).toBe('paid');

    // A third attempt finds it completed: the run is completed once.
    await expect(
      db.transaction().execute((trx) => completeRun(trx, { employerId, runId, userId: null })),
    ).rejects.toMatchObject({ code: 'PAYROLL_RUN_WRONG_STATUS' });
  }, 120_000);
});
