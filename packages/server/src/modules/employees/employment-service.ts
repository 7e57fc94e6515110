import { SALARY_ROW_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import {
  type Employment,
  HOURLY_WAGE_TOO_HIGH_MESSAGE,
  MAX_HOURLY_WAGE_ORE,
} from '@lonsam/domain/employees/employment-schema';
import { checkSalaryRows, findSalaryAt } from '@lonsam/domain/employees/salary-rows';
import { canReadResource } from '@lonsam/domain/privileges/field-visibility';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { findVisibleEmployee, versionConflict } from './employee-access.ts';
import { auditEmployee, type ServiceContext } from './employee-service.ts';
import { type EmploymentRow, readableBy, toEmploymentView, toSalaryRowView } from './employee-view.ts';
import {
  checkEmploymentAgainstStore,
  insertEmployment,
  linkUserRole,
  loadEmployments,
  toEmploymentColumns,
} from './employment-store.ts';

export async function addEmployment(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  employment: Employment,
): Promise<{ employmentId: string; userRoleId: string | null }> {
  return withTransaction(db, async (trx) => {
    // Locks the employee so that two new employments cannot both pass the overlap check.
    const employee = await findVisibleEmployee(trx, context.scope, employeeId, { forUpdate: true });
    const { employerId } = context.scope;
    await checkEmploymentAgainstStore(trx, { employerId, employeeId, employment });
    const employmentId = await insertEmployment(trx, { employerId, employeeId, employment });
    await auditEmployee(trx, context, employeeId, 'employment.created', null, {
      employmentId,
      ...employment,
    });
    const userRoleId = await linkUserRole(trx, { employerId, employmentId, employee });
    return { employmentId, userRoleId };
  });
}

async function lockEmployment(
  trx: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  employmentId: string,
) {
  await findVisibleEmployee(trx, context.scope, employeeId, { forUpdate: true });
  const row = await trx
    .selectFrom('employment')
    .selectAll()
    .where('id', '=', employmentId)
    .where('employee_id', '=', employeeId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError({ status: 404, code: 'EMPLOYMENT_NOT_FOUND', detail: 'No such employment.' });
  const salaryRows = await trx
    .selectFrom('salary_row')
    .selectAll()
    .where('employment_id', '=', employmentId)
    .execute();
  return { row, salaryRows };
}

function currentEmployment(
  context: ServiceContext,
  row: EmploymentRow,
  salaryRows: Awaited<ReturnType<typeof lockEmployment>>['salaryRows'],
) {
  return toEmploymentView(row, salaryRows, context.scope);
}

/** PUT: the whole employment with its salary rows; rows not sent are removed, new ones added. */
export async function replaceEmployment(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  employmentId: string,
  input: Employment & { version: number },
) {
  const { version, ...employment } = input;
  return withTransaction(db, async (trx) => {
    const { row, salaryRows } = await lockEmployment(trx, context, employeeId, employmentId);
    if (row.version !== version) throw versionConflict(currentEmployment(context, row, salaryRows));
    await checkEmploymentAgainstStore(trx, {
      employerId: context.scope.employerId,
      employeeId,
      employment,
      ignoreId: employmentId,
    });
    await trx
      .updateTable('employment')
      .set({ ...toEmploymentColumns(employment), version: version + 1, updated_at: context.now })
      .where('id', '=', employmentId)
      .execute();
    await trx.deleteFrom('salary_row').where('employment_id', '=', employmentId).execute();
    await trx
      .insertInto('salary_row')
      .values(
        employment.salaryRows.map((salary) => ({
          employment_id: employmentId,
          valid_from: salary.validFrom,
          valid_to: salary.validTo,
          amount_ore: salary.amountOre,
        })),
      )
      .execute();
    const before = currentEmployment(context, row, salaryRows);
    await auditEmployee(
      trx,
      context,
      employeeId,
      'employment.updated',
      { ...before },
      { employmentId, ...employment },
    );
  });
}

/** A raise (or any new salary) from its own date; it must not overlap the rows already there. */
export async function addSalaryRow(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  employmentId: string,
  input: { version: number; validFrom: string; validTo: string | null; amountOre: number },
) {
  const { version, ...salary } = input;
  return withTransaction(db, async (trx) => {
    const { row, salaryRows } = await lockEmployment(trx, context, employeeId, employmentId);
    if (row.version !== version) throw versionConflict(currentEmployment(context, row, salaryRows));
    const existing = salaryRows.map(toSalaryRowView);
    const errors: Record<string, string[]> = {};
    if (salary.validFrom < row.start_date)
      errors.validFrom = ['Lönen kan inte gälla före anställningens start'];
    // The route's schema knows only the monthly cap; the salary form lives on the employment.
    if (row.salary_form === 'hourly' && salary.amountOre > MAX_HOURLY_WAGE_ORE)
      errors.amountOre = [HOURLY_WAGE_TOO_HIGH_MESSAGE];
    // The stored rows were valid before, so any finding is the new row's fault.
    const findings = checkSalaryRows([...existing, salary]);
    const endError = findings[`${existing.length}.validTo`];
    if (endError) errors.validTo = endError;
    const overlaps = Object.entries(findings).filter(([key]) => key.endsWith('.validFrom'));
    if (overlaps.length > 0) errors.validFrom = [...(errors.validFrom ?? []), ...overlaps[0]![1]];
    if (Object.keys(errors).length > 0) {
      throw new AppError({
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'The request has invalid fields; see errors.',
        fieldErrors: errors,
      });
    }
    const inserted = await trx
      .insertInto('salary_row')
      .values({
        employment_id: employmentId,
        valid_from: salary.validFrom,
        valid_to: salary.validTo,
        amount_ore: salary.amountOre,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('employment')
      .set({ version: version + 1, updated_at: context.now })
      .where('id', '=', employmentId)
      .execute();
    await auditEmployee(trx, context, employeeId, 'salary-row.added', null, {
      employmentId,
      ...toSalaryRowView(inserted),
    });
    return toSalaryRowView(inserted);
  });
}

export async function listEmploymentViews(
  db: Kysely<Database>,
  context: Pick<ServiceContext, 'scope'>,
  employeeId: string,
) {
  await findVisibleEmployee(db, context.scope, employeeId);
  const { employments, salaryRows } = await loadEmployments(db, employeeId);
  const visible =
    context.scope.role === 'user'
      ? employments.filter((employment) => employment.id === context.scope.employmentId)
      : employments;
  return visible.map((employment) => toEmploymentView(employment, salaryRows, context.scope));
}

/**
 * The salary in force on `date` of one employment, read through the employment view: the salary-row
 * rule (the overview and the salary privilege, 403 otherwise) and the employments the caller sees (a
 * user only their own role's employment; another one is 404 like a missing one).
 */
export async function findSalaryOn(
  db: Kysely<Database>,
  context: Pick<ServiceContext, 'scope'>,
  employeeId: string,
  employmentId: string,
  date: string,
) {
  if (!canReadResource(SALARY_ROW_VISIBILITY, readableBy(context.scope))) {
    throw new AppError({
      status: 403,
      code: 'PRIVILEGE_MISSING',
      detail: `The role lacks read access to ${SALARY_ROW_VISIBILITY.resource.join(' and ')}.`,
    });
  }
  const employments = await listEmploymentViews(db, context, employeeId);
  const employment = employments.find((candidate) => candidate.id === employmentId);
  if (!employment)
    throw new AppError({ status: 404, code: 'EMPLOYMENT_NOT_FOUND', detail: 'No such employment.' });
  const isEmployed = employment.startDate <= date && (!employment.endDate || date <= employment.endDate);
  const row = isEmployed ? findSalaryAt(employment.salaryRows ?? [], date) : undefined;
  return {
    date,
    salaryForm: employment.salaryForm,
    amountOre: row?.amountOre ?? null,
    salaryRowId: row?.id ?? null,
    validFrom: row?.validFrom ?? null,
  };
}
