import {
  type EmployeeCreate,
  type EmployeePatch,
  PERSONNUMMER_TAKEN_MESSAGE,
} from '@lonsam/domain/employees/employee-schema';
import type { Employment } from '@lonsam/domain/employees/employment-schema';
import { parsePersonnummer } from '@lonsam/domain/validation/personnummer';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditActionOf, type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  assertEditable,
  findVisibleEmployee,
  toCallerEmployeeView,
  versionConflict,
} from './employee-access.ts';
import { type EmployeeRow, toFullEmployeeView } from './employee-view.ts';
import { checkEmploymentAgainstStore, insertEmployment, linkUserRole } from './employment-store.ts';

const UNIQUE_VIOLATION = '23505';

export type ServiceContext = { scope: EmployerScope; audit: AuditContext; now: Date };

/** Audit events of employments are filed under their employee, so one query gives the history. */
export async function auditEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  action: AuditActionOf<'employee'>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'employee',
    entityId: employeeId,
    employerId: context.scope.employerId,
    before,
    after,
  });
}

export function toEmployeeColumns(employee: Partial<EmployeeCreate>) {
  const columns: Record<string, unknown> = {};
  if (employee.firstName !== undefined) columns.first_name = employee.firstName;
  if (employee.lastName !== undefined) columns.last_name = employee.lastName;
  if (employee.personnummer !== undefined) {
    columns.personnummer = employee.personnummer;
    columns.birth_date = parsePersonnummer(employee.personnummer)!.birthDate;
  }
  if (employee.email !== undefined) columns.email = employee.email;
  if (employee.phone !== undefined) columns.phone = employee.phone;
  if (employee.streetAddress !== undefined) columns.street_address = employee.streetAddress;
  if (employee.postalCode !== undefined) columns.postal_code = employee.postalCode;
  if (employee.city !== undefined) columns.city = employee.city;
  if (employee.clearingNumber !== undefined) columns.clearing_number = employee.clearingNumber;
  if (employee.accountNumber !== undefined) columns.account_number = employee.accountNumber;
  if (employee.tax !== undefined) columns.tax_settings = JSON.stringify(employee.tax);
  if (employee.growthSupport !== undefined) columns.growth_support = employee.growthSupport;
  if (employee.customFields !== undefined) columns.custom_fields = JSON.stringify(employee.customFields);
  return columns;
}

export function personnummerTaken(field = 'personnummer'): AppError {
  return new AppError({
    status: 409,
    code: 'PERSONNUMMER_TAKEN',
    detail: 'The employer already has an employee with this personnummer.',
    fieldErrors: { [field]: [PERSONNUMMER_TAKEN_MESSAGE] },
  });
}

async function assertPersonnummerFree(
  db: Kysely<Database>,
  employerId: string,
  personnummer: string,
  ignoreId?: string,
) {
  let query = db
    .selectFrom('employee')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('personnummer', '=', personnummer);
  if (ignoreId) query = query.where('id', '!=', ignoreId);
  if (await query.executeTakeFirst()) throw personnummerTaken();
}

async function translateUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two requests racing for one personnummer: the unique constraint decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw personnummerTaken();
    throw error;
  }
}

/** Inserts one employee (and its first employment) inside the caller's transaction. */
export async function insertEmployee(
  trx: Kysely<Database>,
  context: ServiceContext,
  employee: EmployeeCreate,
  employment: Employment | null,
): Promise<{ employeeId: string; employmentId: string | null; userRoleId: string | null }> {
  const { employerId } = context.scope;
  await assertPersonnummerFree(trx, employerId, employee.personnummer);
  const row = await trx
    .insertInto('employee')
    .values({ employer_id: employerId, ...toEmployeeColumns(employee) } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditEmployee(trx, context, row.id, 'employee.created', null, toFullEmployeeView(row));
  if (!employment) return { employeeId: row.id, employmentId: null, userRoleId: null };
  await checkEmploymentAgainstStore(trx, {
    employerId,
    employeeId: row.id,
    employment,
    fieldPrefix: 'employment.',
  });
  const employmentId = await insertEmployment(trx, { employerId, employeeId: row.id, employment });
  await auditEmployee(trx, context, row.id, 'employment.created', null, { employmentId, ...employment });
  const userRoleId = await linkUserRole(trx, { employerId, employmentId, employee: row });
  return { employeeId: row.id, employmentId, userRoleId };
}

export async function createEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employee: EmployeeCreate,
  employment: Employment | null,
) {
  return translateUniqueViolation(() =>
    withTransaction(db, (trx) => insertEmployee(trx, context, employee, employment)),
  );
}

/** PATCH: only the fields sent, each allowed by the caller's privileges; stale version → 409. */
export async function updateEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  patch: EmployeePatch,
): Promise<EmployeeRow> {
  const { version, ...changes } = patch;
  const fields = Object.keys(changes).filter(
    (key) => (changes as Record<string, unknown>)[key] !== undefined,
  );
  assertEditable(context.scope, fields);
  return translateUniqueViolation(() =>
    withTransaction(db, async (trx) => {
      const before = await findVisibleEmployee(trx, context.scope, employeeId, { forUpdate: true });
      if (before.version !== version) throw versionConflict(toCallerEmployeeView(before, context.scope));
      if (changes.personnummer !== undefined) {
        await assertPersonnummerFree(trx, context.scope.employerId, changes.personnummer, employeeId);
      }
      const after = await trx
        .updateTable('employee')
        .set({
          ...toEmployeeColumns(changes as Partial<EmployeeCreate>),
          version: version + 1,
          updated_at: context.now,
        } as never)
        .where('id', '=', employeeId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditEmployee(
        trx,
        context,
        employeeId,
        'employee.updated',
        pick(toFullEmployeeView(before), fields),
        pick(toFullEmployeeView(after), fields),
      );
      return after;
    }),
  );
}

function pick(view: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = view[field];
  // A personnummer change also moves the derived birth date.
  if (fields.includes('personnummer')) out.birthDate = view.birthDate;
  return out;
}

/** Runs a change of the employee row itself (lifecycle, balances) with the version check and audit. */
export async function changeEmployee(
  db: Kysely<Database>,
  context: ServiceContext,
  employeeId: string,
  version: number,
  action: AuditActionOf<'employee'>,
  change: (
    trx: Kysely<Database>,
    before: EmployeeRow,
  ) => Promise<{
    set: Record<string, unknown>;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>,
): Promise<EmployeeRow> {
  return withTransaction(db, async (trx) => {
    const before = await findVisibleEmployee(trx, context.scope, employeeId, { forUpdate: true });
    if (before.version !== version) throw versionConflict(toCallerEmployeeView(before, context.scope));
    const result = await change(trx, before);
    const after = await trx
      .updateTable('employee')
      .set({ ...result.set, version: version + 1, updated_at: context.now } as never)
      .where('id', '=', employeeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditEmployee(trx, context, employeeId, action, result.before, result.after);
    return after;
  });
}
