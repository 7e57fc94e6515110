import type {
  SalaryTypeDetailView,
  SalaryTypeEdit,
  SalaryTypeVersionInput,
} from '@lonsam/domain/contracts/salary-types/salary-type-shapes';
import { checkNewVersionStart } from '@lonsam/domain/salary-types/effective-salary-type';
import {
  checkAccounts,
  checkTreatment,
  type RuleIssue,
  SALARY_TYPE_CODE_TAKEN_MESSAGE,
  type SalaryTypeCreate,
} from '@lonsam/domain/salary-types/salary-type-schema';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditActionOf, type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';
import { findSalaryType } from './salary-type-store.ts';

export type SalaryTypeContext = { scope: EmployerScope; audit: AuditContext; now: Date };

const UNIQUE_VIOLATION = '23505';

function validationFailed(fieldErrors: FieldErrors): AppError {
  return new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request has invalid fields; see errors.',
    fieldErrors,
  });
}

function toFieldErrors(issues: RuleIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

function versionConflict(current: SalaryTypeDetailView): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this salary type after you read it; current holds the stored values.',
    extensions: { current },
  });
}

const codeTaken = () => validationFailed({ code: [SALARY_TYPE_CODE_TAKEN_MESSAGE] });

async function audit(
  db: Kysely<Database>,
  context: SalaryTypeContext,
  action: AuditActionOf<'salary_type'>,
  salaryTypeId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const { employerId } = context.scope;
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'salary_type',
    entityId: salaryTypeId,
    employerId,
    before: before && { employerId, ...before },
    after: after && { employerId, ...after },
  });
}

export async function createSalaryType(
  db: Kysely<Database>,
  context: SalaryTypeContext,
  input: SalaryTypeCreate,
): Promise<SalaryTypeDetailView> {
  const { employerId } = context.scope;
  try {
    return await withTransaction(db, async (trx) => {
      const taken = await trx
        .selectFrom('salary_type')
        .select('id')
        .where('employer_id', '=', employerId)
        .where('code', '=', input.code)
        .executeTakeFirst();
      if (taken) throw codeTaken();
      const { id } = await trx
        .insertInto('salary_type')
        .values({
          employer_id: employerId,
          code: input.code,
          name: input.name,
          kind: input.kind,
          unit: input.unit,
          debit_account: input.debitAccount,
          credit_account: input.creditAccount,
          reportable: input.reportable,
          is_standard: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('salary_type_version')
        .values({
          salary_type_id: id,
          valid_from: input.validFrom,
          treatment: JSON.stringify(input.treatment),
        })
        .execute();
      const created = await findSalaryType(trx, employerId, id, toDateOnly(context.now));
      await audit(trx, context, 'salary-type.created', id, null, created);
      return created;
    });
  } catch (error) {
    // Two requests racing for one code: the unique constraint decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw codeTaken();
    throw error;
  }
}

const EDITABLE = ['name', 'debitAccount', 'creditAccount', 'reportable', 'active'] as const;

/** Name, accounts, reportable and active change in place; the treatment never does. */
export async function updateSalaryType(
  db: Kysely<Database>,
  context: SalaryTypeContext,
  salaryTypeId: string,
  input: SalaryTypeEdit,
): Promise<SalaryTypeDetailView> {
  const { employerId } = context.scope;
  const today = toDateOnly(context.now);
  return withTransaction(db, async (trx) => {
    const before = await findSalaryType(trx, employerId, salaryTypeId, today, { forUpdate: true });
    if (before.version !== input.version) throw versionConflict(before);
    const issues = checkAccounts(before.kind, input);
    if (issues.length > 0) throw validationFailed(toFieldErrors(issues));
    const changed = EDITABLE.filter((field) => before[field] !== input[field]);
    if (changed.length === 0) return before;
    await trx
      .updateTable('salary_type')
      .set({
        name: input.name,
        debit_account: input.debitAccount,
        credit_account: input.creditAccount,
        reportable: input.reportable,
        active: input.active,
        version: before.version + 1,
        updated_at: context.now,
      })
      .where('id', '=', salaryTypeId)
      .execute();
    const after = await findSalaryType(trx, employerId, salaryTypeId, today);
    const pick = (view: SalaryTypeDetailView) =>
      Object.fromEntries([['code', view.code], ...changed.map((field) => [field, view[field]])]);
    await audit(trx, context, 'salary-type.updated', salaryTypeId, pick(before), pick(after));
    return after;
  });
}

/**
 * A new treatment from `validFrom`, which must be after the latest version's start: the versions a
 * completed payroll used stay as they are. The type's version moves too, so a stale form gets 409.
 */
export async function addSalaryTypeVersion(
  db: Kysely<Database>,
  context: SalaryTypeContext,
  salaryTypeId: string,
  input: SalaryTypeVersionInput,
): Promise<SalaryTypeDetailView> {
  const { employerId } = context.scope;
  const today = toDateOnly(context.now);
  return withTransaction(db, async (trx) => {
    const before = await findSalaryType(trx, employerId, salaryTypeId, today, { forUpdate: true });
    if (before.version !== input.version) throw versionConflict(before);
    const errors = toFieldErrors(checkTreatment(before.kind, input.treatment));
    const startError = checkNewVersionStart(before.versions, input.validFrom);
    if (startError) errors.validFrom = [startError];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await trx
      .insertInto('salary_type_version')
      .values({
        salary_type_id: salaryTypeId,
        valid_from: input.validFrom,
        treatment: JSON.stringify(input.treatment),
      })
      .execute();
    await trx
      .updateTable('salary_type')
      .set({ version: before.version + 1, updated_at: context.now })
      .where('id', '=', salaryTypeId)
      .execute();
    const after = await findSalaryType(trx, employerId, salaryTypeId, today);
    await audit(
      trx,
      context,
      'salary-type.version-added',
      salaryTypeId,
      { code: before.code, latestValidFrom: before.latestValidFrom },
      { code: after.code, validFrom: input.validFrom, treatment: input.treatment },
    );
    return after;
  });
}
