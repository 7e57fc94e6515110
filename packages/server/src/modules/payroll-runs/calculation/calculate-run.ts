import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withTransaction } from '../../../db/with-transaction.ts';
import { loadRunChecker } from '../checks.ts';
import { loadRunBasis } from '../run-basis.ts';
import { periodDays } from '../run-period.ts';
import { readRun, refreshRunTotals, setRunStatus } from '../run-store.ts';
import { calculateEmployees } from './calculate-employees.ts';
import { loadCompanyContext } from './company-context.ts';
import { loadPayslipInputs } from './load-payslip-inputs.ts';
import { buildPayslipRows, enrichPayslips, writePayslipRows } from './persist-payslips.ts';
import { withRunLock } from './run-lock.ts';

export const CALCULATION_BATCH_SIZE = 1000;
/**
 * The first batch of a run with the default size: the database waits for it to be read and
 * calculated (the calculation is slowest before V8 has optimised it and the tax tables exist), so a
 * small one lets the writes, the run's critical path, start sooner.
 */
export const CALCULATION_FIRST_BATCH_SIZE = 250;

/** Where each batch starts and ends: `first` employees, then `size` at a time. */
export function batchBounds(total: number, size: number, first = size): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  for (let start = 0; start < total; ) {
    const end = Math.min(total, start + (start === 0 ? first : size));
    bounds.push([start, end]);
    start = end;
  }
  return bounds;
}

export type CalculateRunOutcome =
  /** Every employee calculated; the run is now `calculated`. */
  | { outcome: 'calculated'; employees: number }
  /** Another attempt holds the run right now: it does the work. */
  | { outcome: 'busy' }
  /** The run is no longer calculating for this job (recalculation restarted, run deleted). */
  | { outcome: 'superseded' };

export type CalculateRunOptions = {
  employerId: string;
  runId: string;
  /** The job the run was started with (`payroll_run.job_id`): only that job may write. */
  jobId: string;
  batchSize?: number;
  signal?: AbortSignal;
  /** After each committed batch (progress). */
  onBatch?: (done: number, total: number) => Promise<void> | void;
};

class Superseded extends Error {}

/**
 * The calculation job's work: every included employee of a run that is `calculating` with this job
 * id. Idempotent and crash-safe: each batch replaces the run's payslips of its employments in one
 * transaction (keyed by run and employment), so a retry after a crash rewrites what an earlier
 * attempt wrote; the run stays `calculating` (its payslips not shown) until the last transaction,
 * which removes payslips of employments no longer included, writes the totals and sets
 * `calculated`. Each transaction re-reads the run under a row lock and stops if it has left
 * `calculating` for this job; one attempt at a time holds the run (withRunLock).
 */
export async function calculateRun(
  db: Kysely<Database>,
  options: CalculateRunOptions,
): Promise<CalculateRunOutcome> {
  const locked = await withRunLock(db, options.runId, async () => {
    try {
      return await calculateHeld(db, options);
    } catch (error) {
      if (error instanceof Superseded) return { outcome: 'superseded' as const };
      throw error;
    }
  });
  return locked.locked ? locked.value : { outcome: 'busy' };
}

async function calculateHeld(
  db: Kysely<Database>,
  options: CalculateRunOptions,
): Promise<CalculateRunOutcome> {
  const { employerId, runId, jobId } = options;
  const run = await readRun(db, { employerId, runId });
  if (run?.status !== 'calculating' || run.jobId !== jobId) return { outcome: 'superseded' };
  const basis = await loadRunBasis(db, run);
  const employmentIds = basis.included.map((employee) => employee.employmentId).sort();
  const total = employmentIds.length;
  await withTransaction(db, async (trx) => {
    await holdRun(trx, options);
    await trx
      .updateTable('payroll_run')
      .set({ progress_done: 0, progress_total: total })
      .where('id', '=', runId)
      .execute();
  });
  await options.onBatch?.(0, total);

  const company = await loadCompanyContext(db, { employerId, date: periodDays(run.period).lastDay });
  const bounds = options.batchSize
    ? batchBounds(total, options.batchSize)
    : batchBounds(total, CALCULATION_BATCH_SIZE, CALCULATION_FIRST_BATCH_SIZE);
  const prepare = async ([start, end]: [number, number]) => {
    const batch = employmentIds.slice(start, end);
    const [loaded, checker] = await Promise.all([
      loadPayslipInputs(db, {
        employerId,
        period: run.period,
        payDate: run.payDate,
        employmentIds: batch,
        company,
        runId,
        runKind: run.kind,
        ...(run.correctsRunId ? { correctsRunId: run.correctsRunId } : {}),
      }),
      loadRunChecker(db, { run, employmentIds: batch }),
    ]);
    const payslips = calculateEmployees(loaded, checker);
    const enriched = await enrichPayslips(db, { employerId, runId, payDate: run.payDate, payslips });
    return buildPayslipRows({
      employerId,
      runId,
      period: run.period,
      payDate: run.payDate,
      payslips: enriched,
    });
  };
  // The next batch is read, calculated, given its pensions and cost centres and made into its
  // inserts while this one is written: Node and the database work at the same time, and the write
  // transaction holds only the delete and the two inserts (the writes were the run's critical
  // path, 270–400 ms a batch of 1 000; docs/payroll-runs.md). On PGlite the statements simply
  // queue for its one session.
  let next = bounds.length > 0 ? prepare(bounds[0]!) : undefined;
  for (const [index, [, done]] of bounds.entries()) {
    const rows = await next!;
    const following = bounds[index + 1];
    next = following ? prepare(following) : undefined;
    // An unawaited failure of the next batch is seen when it is awaited; until then it must not
    // count as unhandled.
    next?.catch(() => {});
    if (options.signal?.aborted) throw new Error('the calculation was stopped');
    await withTransaction(db, async (trx) => {
      await holdRun(trx, options);
      await writePayslipRows(trx, rows);
      await trx.updateTable('payroll_run').set({ progress_done: done }).where('id', '=', runId).execute();
    });
    await options.onBatch?.(done, total);
  }

  await withTransaction(db, async (trx) => {
    await holdRun(trx, options);
    // Someone who left the period (or was archived) since an earlier calculation is not paid.
    let stale = trx.deleteFrom('payslip').where('run_id', '=', runId);
    if (total > 0)
      stale = stale.where(sql<boolean>`not (employment_id = any(${sql.val(employmentIds)}::uuid[]))`);
    await stale.execute();
    await refreshRunTotals(trx, { runId });
    const updated = await setRunStatus(trx, {
      employerId,
      runId,
      from: ['calculating'],
      to: 'calculated',
      changes: { progressDone: total, progressTotal: total },
    });
    if (!updated) throw new Superseded();
  });
  return { outcome: 'calculated', employees: total };
}

/** Locks the run row for the transaction; stops the attempt if the run is no longer its to write. */
async function holdRun(trx: Kysely<Database>, options: CalculateRunOptions): Promise<void> {
  const row = await trx
    .selectFrom('payroll_run')
    .select(['status', 'job_id'])
    .where('id', '=', options.runId)
    .where('employer_id', '=', options.employerId)
    .forUpdate()
    .executeTakeFirst();
  if (row?.status !== 'calculating' || row.job_id !== options.jobId) throw new Superseded();
}
