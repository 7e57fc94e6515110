import type { ApprovalStep } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { listTaxYears } from '@lonsam/domain/payroll/tax-year-parameters';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { addMonths, formatMonthValue, monthValueOf } from '@lonsam/domain/time/month-value';
import { calculateBankPayDate } from '@lonsam/domain/time/pay-date';
import type { Kysely } from 'kysely';
import { resolveEmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import {
  approvePayrollRun,
  calculateRunInTransaction,
  createPayrollRun,
  type RunContext,
} from '../payroll-runs/index.ts';

const STEPS: readonly ApprovalStep[] = ['first', 'second', 'complete'];

export type DemoPayrollHistoryOptions = {
  /** The company's creation: the history is the `monthsBack` months before this one's month. */
  asOf: Date;
  /** When the runs are made and approved (default: now). */
  now?: () => Date;
  signal?: AbortSignal;
  /** After each month: months done (completed, or found completed before) of the months to make. */
  onProgress?: (done: number, total: number) => Promise<void>;
  /** Tests: runs inside a month's transaction before its run is completed (a failure there). */
  beforeComplete?: (period: string) => Promise<void>;
};

export type DemoPayrollHistoryResult = {
  /** Months with a completed run now, made by this call or an earlier attempt. */
  completed: number;
  /** Months this call made a run for. */
  made: number;
  /** The months the history should have (the months back the engine has tax years for). */
  months: number;
  /** The period of a run left calculated with blocking checks, where the history stopped. */
  stoppedAt: string | null;
};

/**
 * A test company's payroll history (docs/payroll-runs.md, *Sample data*): one completed ordinary run
 * for each of the `monthsBack` months before the month of `asOf`, oldest first (so each run's
 * year-to-date builds on the ones before), made with the payroll runs' own use cases as the
 * company's creator and admin: create, calculate (at once, without the calculation job), approve
 * first and second, complete — which marks the events the payslips took in as paid. That month is
 * left for the user to run.
 *
 * Each month is one transaction, so a failure or a killed process leaves no half-made run. It is
 * idempotent: a month whose ordinary run exists is not made again (completed: skipped; left
 * calculated: the history stops there, as it did the first time), and the company's row is locked
 * (`for no key update`, which does not hold up the company's other writes) while a month is made,
 * so two attempts at once make it once. A run whose employees have a blocking check stops the
 * history there, left calculated with its checks, rather than completing a wrong payroll; the
 * sample data is made so that there is none.
 */
export async function buildDemoPayrollHistory(
  db: Kysely<Database>,
  employerId: string,
  monthsBack: number,
  options: DemoPayrollHistoryOptions,
): Promise<DemoPayrollHistoryResult> {
  const now = options.now ?? (() => new Date());
  const result: DemoPayrollHistoryResult = { completed: 0, made: 0, months: 0, stoppedAt: null };
  if (monthsBack <= 0) return result;
  const employer = await db
    .selectFrom('employer')
    .innerJoin('employer_identity_role as role', 'role.employer_id', 'employer.id')
    .select(['employer.created_by_identity_id as identityId', 'role.id as roleId'])
    .where('employer.id', '=', employerId)
    .where('role.role', '=', 'admin')
    .where((eb) => eb('role.identity_id', '=', eb.ref('employer.created_by_identity_id')))
    .executeTakeFirst();
  if (!employer?.identityId) return result;
  const { identityId, roleId } = employer;
  const { value: payout } = await readPayoutSettings(db, employerId);
  const months = historyMonths(options.asOf, monthsBack, payout);
  result.months = months.length;
  for (const { period, payDate } of months) {
    options.signal?.throwIfAborted();
    const outcome = await withTransaction(db, async (trx) => {
      // Attempts of one company's history queue here; the company's other writes do not.
      await trx.selectFrom('employer').select('id').where('id', '=', employerId).forNoKeyUpdate().execute();
      const existing = await trx
        .selectFrom('payroll_run')
        .select('status')
        .where('employer_id', '=', employerId)
        .where('kind', '=', 'ordinary')
        .where('period', '=', period)
        .executeTakeFirst();
      if (existing) return existing.status === 'completed' ? 'found' : 'stopped';
      const at = now();
      const scope = await resolveEmployerScope(trx, { employerId, identityId, roleId, now: at });
      const context: RunContext = {
        scope,
        userId: identityId,
        audit: { actorIdentityId: identityId, requestId: null },
        now: at,
      };
      const created = await createPayrollRun(trx, context, { kind: 'ordinary', period, payDate });
      const calculated = await calculateRunInTransaction(trx, { employerId, runId: created.id });
      // Not a wrong payroll: the run stays calculated, its page says what stops it.
      if (calculated.blockingCount > 0) return 'stopped';
      let { version } = calculated;
      for (const step of STEPS) {
        if (step === 'complete') await options.beforeComplete?.(period);
        const approved = await approvePayrollRun(trx, context, {
          runId: created.id,
          step,
          version,
          sampleHistory: true,
        });
        version = approved.version;
      }
      return 'made';
    });
    if (outcome === 'stopped') {
      result.stoppedAt = period;
      break;
    }
    result.completed += 1;
    if (outcome === 'made') result.made += 1;
    await options.onProgress?.(result.completed, months.length);
  }
  return result;
}

/**
 * The history's months: the `monthsBack` months before the month of `asOf` (Swedish time), oldest
 * first, with their pay dates from the payout settings. The engine taxes only the income years it
 * has tables and parameters for (from 2025): an earlier month of a long history has no run rather
 * than one that cannot be calculated.
 */
export function historyMonths(
  asOf: Date,
  monthsBack: number,
  payout: { salaryPeriod: string; payDay: Parameters<typeof calculateBankPayDate>[1] },
): { period: string; payDate: string }[] {
  const thisMonth = monthValueOf(toDateOnly(asOf));
  const taxYears = new Set(listTaxYears());
  const months: { period: string; payDate: string }[] = [];
  for (let back = monthsBack; back >= 1; back -= 1) {
    const month = addMonths(thisMonth, -back);
    const payMonth = payout.salaryPeriod === 'previous-month' ? addMonths(month, 1) : month;
    const payDate = calculateBankPayDate(payMonth, payout.payDay);
    if (taxYears.has(Number(payDate.slice(0, 4)))) months.push({ period: formatMonthValue(month), payDate });
  }
  return months;
}
