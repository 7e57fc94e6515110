import { isStillEmployed } from '@lonsam/domain/employees/archive-rule';
import type { TerminateInput } from '@lonsam/domain/employees/employment-schema';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { changeEmployee, type ServiceContext } from './employee-service.ts';

export const TERMINATION_BEFORE_START_MESSAGE = 'Slutdatumet är före anställningens start';
export const NOTHING_TO_TERMINATE_MESSAGE = 'Det finns ingen pågående anställning att avsluta';

type Terminate = { version: number; endDate: string; reason: TerminateInput['reason']; note: string | null };

/**
 * Ends every employment still running on the end date (open, or ending later) with the reason.
 * The employee record stays; archiving is a separate step.
 */
export async function terminateEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  input: Terminate,
) {
  return changeEmployee(db, context, employeeId, input.version, 'employee.terminated', async (trx) => {
    const running = await trx
      .selectFrom('employment')
      .select(['id', 'start_date', 'end_date', 'end_reason'])
      .where('employee_id', '=', employeeId)
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', input.endDate)]))
      .execute();
    if (running.length === 0) throw invalid({ endDate: [NOTHING_TO_TERMINATE_MESSAGE] });
    if (running.some((employment) => employment.start_date > input.endDate)) {
      throw invalid({ endDate: [TERMINATION_BEFORE_START_MESSAGE] });
    }
    await trx
      .updateTable('employment')
      .set((eb) => ({
        end_date: input.endDate,
        end_reason: input.reason,
        end_note: input.note,
        version: eb('version', '+', 1),
        updated_at: context.now,
      }))
      .where(
        'id',
        'in',
        running.map((employment) => employment.id),
      )
      .execute();
    return {
      set: {},
      before: {
        employments: running.map((e) => ({ id: e.id, endDate: e.end_date, endReason: e.end_reason })),
      },
      after: {
        employments: running.map((e) => ({ id: e.id, endDate: input.endDate, endReason: input.reason })),
        note: input.note,
      },
    };
  });
}

export async function archiveEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  version: number,
) {
  return changeEmployee(db, context, employeeId, version, 'employee.archived', async (trx, before) => {
    if (before.archived_at)
      throw conflictState('EMPLOYEE_ALREADY_ARCHIVED', 'The employee is already archived.');
    const employments = await trx
      .selectFrom('employment')
      .select(['id', 'end_date as endDate'])
      .where('employee_id', '=', employeeId)
      .execute();
    if (isStillEmployed(employments, toDateOnly(context.now))) {
      throw new AppError({
        status: 409,
        code: 'EMPLOYEE_STILL_EMPLOYED',
        detail:
          'An employee can be archived only after every employment has ended (from the day after its end date).',
      });
    }
    if (await lacksFinalPay(trx, context.scope.employerId, employments)) {
      throw new AppError({
        status: 409,
        code: 'EMPLOYEE_FINAL_PAY_MISSING',
        detail:
          'An employee can be archived only after the final pay of every employment has been completed.',
      });
    }
    return {
      set: { archived_at: context.now },
      before: { archivedAt: null },
      after: { archivedAt: context.now.toISOString() },
    };
  });
}

/**
 * The final pay is the completed payslip of the month an employment ends, or a later one (vacation
 * compensation, variable pay a month behind). It is asked only of employments that ended while the
 * company paid salaries here: one ending before the first completed run was paid elsewhere.
 */
async function lacksFinalPay(
  trx: Kysely<Database>,
  employerId: string,
  employments: readonly { id: string; endDate: string | null }[],
): Promise<boolean> {
  const first = await trx
    .selectFrom('payroll_run')
    .select((eb) => eb.fn.min('period').as('period'))
    .where('employer_id', '=', employerId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  const firstPeriod = first?.period ?? null;
  if (!firstPeriod) return false;
  for (const employment of employments) {
    const endMonth = employment.endDate?.slice(0, 7);
    if (!endMonth || endMonth < firstPeriod) continue;
    const finalPay = await trx
      .selectFrom('payslip')
      .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
      .select('payslip.id')
      .where('payslip.employment_id', '=', employment.id)
      .where('payroll_run.status', '=', 'completed')
      .where('payslip.period', '>=', endMonth)
      .executeTakeFirst();
    if (!finalPay) return true;
  }
  return false;
}

export async function restoreEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  version: number,
) {
  return changeEmployee(db, context, employeeId, version, 'employee.restored', async (_trx, before) => {
    if (!before.archived_at) throw conflictState('EMPLOYEE_NOT_ARCHIVED', 'The employee is not archived.');
    return {
      set: { archived_at: null },
      before: { archivedAt: before.archived_at.toISOString() },
      after: { archivedAt: null },
    };
  });
}

export async function setOpeningBalances(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  input: { version: number; asOf: string; vacation: unknown; yearToDate: unknown },
) {
  const { version, ...balances } = input;
  return changeEmployee(
    db,
    context,
    employeeId,
    version,
    'employee.opening-balances-set',
    async (_trx, before) => ({
      set: { opening_balances: JSON.stringify(balances) },
      before: { openingBalances: before.opening_balances },
      after: { openingBalances: balances },
    }),
  );
}

function invalid(fieldErrors: Record<string, string[]>): AppError {
  return new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request has invalid fields; see errors.',
    fieldErrors,
  });
}

function conflictState(code: string, detail: string): AppError {
  return new AppError({ status: 409, code, detail });
}
