import type { ApprovalStep } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { listTaxYears } from '@lonsam/domain/payroll/tax-year-parameters';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { addMonths, formatMonthValue, monthValueOf } from '@lonsam/domain/time/month-value';
import { calculateBankPayDate } from '@lonsam/domain/time/pay-date';
import type { Kysely } from 'kysely';
import { resolveEmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import {
  approvePayrollRun,
  calculateRunInTransaction,
  createPayrollRun,
  type RunContext,
} from '../payroll-runs/index.ts';

const STEPS: readonly ApprovalStep[] = ['first', 'second', 'complete'];

/**
 * A test company's payroll history: one completed ordinary run for each of the `monthsBack` months
 * before this one, oldest first (so each run's year-to-date builds on the ones before), made with
 * the payroll runs' own use cases in the caller's transaction, as the company's creator and admin:
 * create, calculate (at once, without the job), approve first and second, complete — which marks
 * the events the payslips took in as paid. This month is left for the user to run. A run whose
 * employees have a blocking check stops the history there, left calculated with its checks, rather
 * than completing a wrong payroll or failing the company's creation; the sample data is made so that
 * there is none (docs/payroll-runs.md, "Sample data").
 */
export async function insertDemoPayrollHistory(
  trx: Kysely<Database>,
  employerId: string,
  monthsBack: number,
  now: Date = new Date(),
): Promise<number> {
  if (monthsBack <= 0) return 0;
  const employer = await trx
    .selectFrom('employer')
    .innerJoin('employer_identity_role as role', 'role.employer_id', 'employer.id')
    .select(['employer.created_by_identity_id as identityId', 'role.id as roleId'])
    .where('employer.id', '=', employerId)
    .where('role.role', '=', 'admin')
    .where((eb) => eb('role.identity_id', '=', eb.ref('employer.created_by_identity_id')))
    .executeTakeFirst();
  if (!employer?.identityId) return 0;
  const scope = await resolveEmployerScope(trx, {
    employerId,
    identityId: employer.identityId,
    roleId: employer.roleId,
    now,
  });
  const context: RunContext = {
    scope,
    userId: employer.identityId,
    audit: { actorIdentityId: employer.identityId, requestId: null },
    now,
  };
  const { value: payout } = await readPayoutSettings(trx, employerId);
  const thisMonth = monthValueOf(toDateOnly(now));
  const taxYears = new Set(listTaxYears());
  let completed = 0;
  for (let back = monthsBack; back >= 1; back -= 1) {
    const month = addMonths(thisMonth, -back);
    const payMonth = payout.salaryPeriod === 'previous-month' ? addMonths(month, 1) : month;
    const payDate = calculateBankPayDate(payMonth, payout.payDay);
    // The engine taxes only the income years it has tables and parameters for (from 2025): an
    // earlier month of a long history has no run rather than one that cannot be calculated.
    if (!taxYears.has(Number(payDate.slice(0, 4)))) continue;
    const created = await createPayrollRun(trx, context, {
      kind: 'ordinary',
      period: formatMonthValue(month),
      payDate,
    });
    const calculated = await calculateRunInTransaction(trx, { employerId, runId: created.id });
    // Not a wrong payroll, nor a failed company: the run stays calculated, its page says what stops it.
    if (calculated.blockingCount > 0) break;
    let { version } = calculated;
    for (const step of STEPS) {
      const approved = await approvePayrollRun(trx, context, {
        runId: created.id,
        step,
        version,
        sampleHistory: true,
      });
      version = approved.version;
    }
    completed += 1;
  }
  return completed;
}
