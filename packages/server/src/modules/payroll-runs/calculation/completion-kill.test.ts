import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { killHard, spawnUntilKillPoint } from '../../../db/testing/kill-point.ts';
import { openKillTestData } from '../../../db/testing/kill-test-data.ts';
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

// Issue 23: the process is killed with SIGKILL while it completes a payroll run, after the run row is
// set to completed and the outlay marked paid, before the commit. After a restart on the same data —
// a PGlite data directory, as the app keeps it, or the PostgreSQL database — the run is still
// second-approved with its outlay attested, and completing it again completes it once.
// (completion-crash.postgres.test.ts adds a second process waiting on the run's lock.)

const COMPLETION_PROCESS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/completion-kill-process.ts',
);

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await killHard(child);
});

describe('a payroll completion killed before its commit', () => {
  it('leaves the run second-approved and its event unpaid; completing again completes it once', async () => {
    const data = await openKillTestData();
    try {
      const db = data.db;
      const employerId = await createPayrollCompany(db, 'Slutförd AB');
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
      const { jobId } = await startRunCalculation(
        db,
        { enqueue: async () => 'kill-completion' },
        { employerId, runId, userId: null },
      );
      expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
      await approveTwice(db, employerId, runId);

      await data.handOver();
      const child = await spawnUntilKillPoint(children, COMPLETION_PROCESS, {
        ...data.childEnv,
        CALC_EMPLOYER_ID: employerId,
        CALC_RUN_ID: runId,
        // The run row set to completed: the last statement of the completion.
        KILL_AT: '^update "payroll_run"',
        KILL_AT_COUNT: '1',
      });
      await killHard(child);
      await data.reopen();

      const state = async () => {
        const event = await data.db
          .selectFrom('event')
          .select('state')
          .where('id', '=', outlayId)
          .executeTakeFirstOrThrow();
        const paid = await data.db
          .selectFrom('audit_event')
          .select('action')
          .where('entity_id', '=', outlayId)
          .where('action', '=', 'event.paid')
          .execute();
        return {
          run: (await readRun(data.db, { employerId, runId }))?.status,
          event: event.state,
          paidAudits: paid.length,
        };
      };
      expect(await state()).toEqual({ run: 'second-approved', event: 'attested', paidAudits: 0 });

      const completed = await data.db
        .transaction()
        .execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
      expect(completed.status).toBe('completed');
      expect(await state()).toEqual({ run: 'completed', event: 'paid', paidAudits: 1 });
    } finally {
      await data.close();
    }
  }, 180_000);
});
