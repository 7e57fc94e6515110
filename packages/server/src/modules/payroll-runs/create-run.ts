import {
  type createPayrollRunBody,
  PAY_DATE_MESSAGE,
} from '@lonsam/domain/contracts/payroll-runs/create-payroll-run';
import type { PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditRun, type RunContext, readPersonName } from './run-context.ts';
import {
  correctedRunInvalid,
  correctsOnlyCorrections,
  employmentsNotInCompany,
  periodAlreadyCompleted,
  runOpenForPeriod,
} from './run-errors.ts';
import { runLabel } from './run-period.ts';
import { readRun } from './run-store.ts';
import { auditedRun, loadRunView } from './run-views.ts';

type CreateRunInput = z.output<typeof createPayrollRunBody>;

const UNIQUE_VIOLATION = '23505';

async function checkInput(trx: Kysely<Database>, employerId: string, input: CreateRunInput) {
  if (!isDateOnly(input.payDate))
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request has invalid fields; see errors.',
      fieldErrors: { payDate: [PAY_DATE_MESSAGE] },
    });
  if ((input.kind === 'correction') !== (input.correctsRunId !== undefined)) throw correctsOnlyCorrections();
  if (input.correctsRunId !== undefined) {
    const corrected = await readRun(trx, { employerId, runId: input.correctsRunId });
    if (corrected?.status !== 'completed' || corrected.period > input.period) throw correctedRunInvalid();
  }
  if (input.kind === 'ordinary') {
    const paid = await trx
      .selectFrom('payroll_run')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('period', '=', input.period)
      .where('kind', '=', 'ordinary')
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (paid) throw periodAlreadyCompleted();
  }
  const ids = [...new Set(input.employmentIds ?? [])];
  if (ids.length > 0) {
    const found = await trx
      .selectFrom('employment')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('employer_id', '=', employerId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    if (Number(found.count) !== ids.length) throw employmentsNotInCompany();
  }
  return ids;
}

/**
 * A draft run for a period: one open run per period and kind (the partial unique index decides
 * a race), and no second ordinary run for a month whose ordinary run is completed. An ordinary run pays everyone in the period; an extra or a correction run, when it names
 * employments, only those; a correction names the completed run it corrects.
 */
export async function createPayrollRun(
  db: Kysely<Database>,
  context: RunContext,
  input: CreateRunInput,
): Promise<PayrollRunView> {
  const { employerId } = context.scope;
  try {
    return await withTransaction(db, async (trx) => {
      const ids = await checkInput(trx, employerId, input);
      const { id } = await trx
        .insertInto('payroll_run')
        .values({
          employer_id: employerId,
          kind: input.kind,
          period: input.period,
          pay_date: input.payDate,
          label: runLabel(input.kind, input.period),
          status: 'draft',
          employment_ids: input.kind === 'ordinary' || ids.length === 0 ? null : ids,
          corrects_run_id: input.correctsRunId ?? null,
          created_by_user_id: context.userId,
          created_by_name: await readPersonName(trx, context.userId),
          created_at: context.now,
          updated_at: context.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const view = await loadRunView(trx, { employerId, runId: id });
      await auditRun(trx, context, 'payroll-run.created', id, null, {
        ...auditedRun(view),
        correctsRunId: view.correctsRunId,
        employmentIds: ids.length > 0 ? ids : null,
      });
      return view;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw runOpenForPeriod();
    throw error;
  }
}
