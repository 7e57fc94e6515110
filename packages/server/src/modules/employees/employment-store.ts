import {
  EMPLOYMENTS_OVERLAP_MESSAGE,
  type Employment,
  INVALID_MANAGER_MESSAGE,
} from '@lonsam/domain/employees/employment-schema';
import { isOverlapping } from '@lonsam/domain/employees/salary-rows';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkEmploymentReferences } from '../organisation/index.ts';
import type { EmploymentRow, SalaryRowRow } from './employee-view.ts';

export async function loadEmployments(
  db: Kysely<Database>,
  employeeId: string,
): Promise<{ employments: EmploymentRow[]; salaryRows: SalaryRowRow[] }> {
  const employments = await db
    .selectFrom('employment')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('start_date', 'desc')
    .execute();
  const salaryRows =
    employments.length === 0
      ? []
      : await db
          .selectFrom('salary_row')
          .selectAll()
          .where(
            'employment_id',
            'in',
            employments.map((employment) => employment.id),
          )
          .orderBy('valid_from')
          .execute();
  return { employments, salaryRows };
}

/** The columns of an employment body (salary rows go to their own table). */
export function toEmploymentColumns(employment: Employment) {
  return {
    start_date: employment.startDate,
    end_date: employment.endDate,
    employment_type: employment.employmentType,
    position: employment.position,
    workplace_id: employment.workplaceId,
    cost_centre_id: employment.costCentreId,
    project_id: employment.projectId,
    dimensions: JSON.stringify(employment.dimensions),
    manager_role_id: employment.managerRoleId,
    employment_rate: employment.employmentRate,
    weekly_hours: employment.weeklyHours,
    schedule: JSON.stringify(employment.schedule),
    salary_form: employment.salaryForm,
    vacation: JSON.stringify(employment.vacation),
    pension: JSON.stringify(employment.pension),
    groups: JSON.stringify(employment.groups),
  };
}

/**
 * Checks that need the database: the manager is a manager role of this employer, the workplace,
 * cost centre and project are the employer's own (organisation module), and the employee's
 * employments do not overlap (`ignoreId`: the one being replaced).
 */
export async function checkEmploymentAgainstStore(
  db: Kysely<Database>,
  input: {
    employerId: string;
    employeeId: string;
    employment: Employment;
    ignoreId?: string;
    fieldPrefix?: string;
  },
): Promise<void> {
  const prefix = input.fieldPrefix ?? '';
  const errors: Record<string, string[]> = {};
  if (input.employment.managerRoleId) {
    const manager = await db
      .selectFrom('employer_identity_role')
      .select('id')
      .where('id', '=', input.employment.managerRoleId)
      .where('employer_id', '=', input.employerId)
      .where('role', '=', 'manager')
      .executeTakeFirst();
    if (!manager) errors[`${prefix}managerRoleId`] = [INVALID_MANAGER_MESSAGE];
  }
  const others = await db
    .selectFrom('employment')
    .select(['id', 'start_date', 'end_date', 'workplace_id', 'cost_centre_id', 'project_id'])
    .where('employee_id', '=', input.employeeId)
    .execute();
  const stored = others.find((other) => other.id === input.ignoreId);
  Object.assign(
    errors,
    await checkEmploymentReferences(
      db,
      input.employerId,
      input.employment,
      stored && {
        workplaceId: stored.workplace_id,
        costCentreId: stored.cost_centre_id,
        projectId: stored.project_id,
      },
      prefix,
    ),
  );
  const period = { from: input.employment.startDate, to: input.employment.endDate };
  const overlaps = others.some(
    (other) =>
      other.id !== input.ignoreId && isOverlapping(period, { from: other.start_date, to: other.end_date }),
  );
  if (overlaps) errors[`${prefix}startDate`] = [EMPLOYMENTS_OVERLAP_MESSAGE];
  if (Object.keys(errors).length > 0) {
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request has invalid fields; see errors.',
      fieldErrors: errors,
    });
  }
}

export async function insertEmployment(
  db: Kysely<Database>,
  input: { employerId: string; employeeId: string; employment: Employment },
): Promise<string> {
  const { id } = await db
    .insertInto('employment')
    .values({
      employer_id: input.employerId,
      employee_id: input.employeeId,
      ...toEmploymentColumns(input.employment),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('salary_row')
    .values(
      input.employment.salaryRows.map((row) => ({
        employment_id: id,
        valid_from: row.validFrom,
        valid_to: row.validTo,
        amount_ore: row.amountOre,
      })),
    )
    .execute();
  return id;
}

/**
 * Gives the person behind the employee a user role for the employment when an identity with the
 * employee's email or personnummer exists (spec §6: people are linked by personnummer and name;
 * an email proven at sign-up links too). Returns the role id, or null when nobody matches.
 */
export async function linkUserRole(
  db: Kysely<Database>,
  input: {
    employerId: string;
    employmentId: string;
    employee: { first_name: string; last_name: string; personnummer: string; email: string | null };
  },
): Promise<string | null> {
  const { employee } = input;
  const identity = await db
    .selectFrom('identity')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('personnummer', '=', employee.personnummer),
        ...(employee.email ? [eb(eb.fn('lower', ['email']), '=', employee.email.toLowerCase())] : []),
      ]),
    )
    .orderBy('created_at')
    .executeTakeFirst();
  if (!identity) return null;
  const existing = await db
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', input.employerId)
    .where('identity_id', '=', identity.id)
    .where('role', '=', 'user')
    .where('employment_id', '=', input.employmentId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const role = await db
    .insertInto('employer_identity_role')
    .values({
      employer_id: input.employerId,
      identity_id: identity.id,
      role: 'user',
      employment_id: input.employmentId,
      first_name: employee.first_name,
      last_name: employee.last_name,
      personnummer: employee.personnummer,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return role.id;
}
