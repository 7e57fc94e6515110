import {
  EMPLOYEE_FIELD_PRIVILEGES,
  type EmployeeField,
  SELF_EDITABLE_FIELDS,
} from '@lonsam/domain/employees/employee-schema';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { canWrite, type EmployeeRow, type EmployeeView, toEmployeeView } from './employee-view.ts';

/**
 * Finds an employee the caller may see, else 404 (never 403: another team's or company's employee
 * must not be told apart from a missing one). Admins see every employee of the employer, managers
 * those with an employment naming their role as manager, users only the employee of their own
 * employment.
 */
export async function findVisibleEmployee(
  db: Kysely<Database>,
  scope: EmployerScope,
  employeeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EmployeeRow> {
  let query = db
    .selectFrom('employee')
    .selectAll('employee')
    .where('employee.id', '=', employeeId)
    .where('employee.employer_id', '=', scope.employerId);
  if (scope.role === 'manager') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employment')
          .select('employment.id')
          .whereRef('employment.employee_id', '=', 'employee.id')
          .where('employment.manager_role_id', '=', scope.roleId),
      ),
    );
  } else if (scope.role === 'user') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employment')
          .select('employment.id')
          .whereRef('employment.employee_id', '=', 'employee.id')
          .where('employment.id', '=', scope.employmentId ?? '00000000-0000-0000-0000-000000000000'),
      ),
    );
  }
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw employeeNotFound();
  return row;
}

export function employeeNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'EMPLOYEE_NOT_FOUND',
    detail: 'No such employee that you may see.',
  });
}

/**
 * The fields the caller may change: admins every field whose privilege they hold with write
 * access; users their own contact details and bank account (with the privilege); managers none,
 * their pages are read-only.
 */
export function listEditableFields(scope: EmployerScope): EmployeeField[] {
  if (scope.role === 'manager') return [];
  const candidates =
    scope.role === 'user'
      ? SELF_EDITABLE_FIELDS
      : (Object.keys(EMPLOYEE_FIELD_PRIVILEGES).filter((field) => field !== 'birthDate') as EmployeeField[]);
  return candidates.filter((field) => canWrite(scope, EMPLOYEE_FIELD_PRIVILEGES[field]));
}

/** The employee exactly as the caller's GET shows it; the 409 `current` of a stale change too. */
export function toCallerEmployeeView(row: EmployeeRow, scope: EmployerScope): EmployeeView {
  return toEmployeeView(row, scope, listEditableFields(scope));
}

/** 403 naming the fields of a change the caller may not make. */
export function assertEditable(scope: EmployerScope, fields: string[]): void {
  const editable = new Set<string>(listEditableFields(scope));
  const refused = fields.filter((field) => !editable.has(field));
  if (refused.length > 0) {
    throw new AppError({
      status: 403,
      code: 'FIELD_NOT_EDITABLE',
      detail: `You may not change: ${refused.join(', ')}.`,
      fieldErrors: Object.fromEntries(refused.map((field) => [field, ['Du får inte ändra det här fältet']])),
    });
  }
}

export function versionConflict(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this record after you read it; current holds the stored values.',
    extensions: { current },
  });
}
