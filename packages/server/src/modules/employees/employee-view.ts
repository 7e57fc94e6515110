import type {
  employeeView,
  employmentView,
  salaryRowView,
} from '@lonsam/domain/contracts/employees/employee-shapes';
import { EMPLOYEE_VISIBILITY, EMPLOYMENT_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { type CanRead, canReadField, showVisibleFields } from '@lonsam/domain/privileges/field-visibility';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';

export type EmployeeRow = Selectable<Database['employee']>;
export type EmploymentRow = Selectable<Database['employment']>;
export type SalaryRowRow = Selectable<Database['salary_row']>;

/** As the employee routes send it (the contract); fields the caller may not read are left out. */
export type EmployeeView = z.output<typeof employeeView>;

/** Everything stored about the employee, before the caller's privileges filter it. */
export function toFullEmployeeView(row: EmployeeRow): Omit<EmployeeView, 'editableFields'> {
  return {
    id: row.id,
    version: row.version,
    firstName: row.first_name,
    lastName: row.last_name,
    personnummer: row.personnummer,
    birthDate: row.birth_date,
    email: row.email,
    phone: row.phone,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    city: row.city,
    clearingNumber: row.clearing_number,
    accountNumber: row.account_number,
    // Stored through taxSettingsSchema and openingBalancesSchema.
    tax: row.tax_settings as EmployeeView['tax'],
    growthSupport: row.growth_support,
    customFields: row.custom_fields,
    openingBalances: row.opening_balances as EmployeeView['openingBalances'],
    archivedAt: row.archived_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function canRead(scope: EmployerScope, privilege: PrivilegeId): boolean {
  return getAccess(scope.privileges, privilege) !== 'none';
}

export function canWrite(scope: EmployerScope, privilege: PrivilegeId): boolean {
  return getAccess(scope.privileges, privilege) === 'write';
}

/** The caller's read check, as the field-visibility rules take it. */
export function readableBy(scope: EmployerScope): CanRead {
  return (privilege) => canRead(scope, privilege);
}

/**
 * The employee as the caller may see it: fields without a readable privilege are left out
 * (`EMPLOYEE_VISIBILITY`, the rule its audit, export and 409 answer follow too).
 */
export function toEmployeeView(
  row: EmployeeRow,
  scope: EmployerScope,
  editableFields: string[],
): EmployeeView {
  const visible = showVisibleFields(EMPLOYEE_VISIBILITY, toFullEmployeeView(row), readableBy(scope));
  return { ...(visible as Omit<EmployeeView, 'editableFields'>), editableFields };
}

export type SalaryRowView = z.output<typeof salaryRowView>;

export type EmploymentView = z.output<typeof employmentView>;

export function toSalaryRowView(row: SalaryRowRow): SalaryRowView {
  return { id: row.id, validFrom: row.valid_from, validTo: row.valid_to, amountOre: Number(row.amount_ore) };
}

/** Salary and pension only for roles that hold those settings' privileges (`EMPLOYMENT_VISIBILITY`). */
export function toEmploymentView(
  row: EmploymentRow,
  salaryRows: SalaryRowRow[],
  scope: EmployerScope,
): EmploymentView {
  const view: EmploymentView = {
    id: row.id,
    employeeId: row.employee_id,
    version: row.version,
    startDate: row.start_date,
    endDate: row.end_date,
    endReason: row.end_reason,
    endNote: row.end_note,
    // The table's checks hold these to the contract's values.
    employmentType: row.employment_type as EmploymentView['employmentType'],
    position: row.position,
    workplaceId: row.workplace_id,
    workplace: row.workplace,
    costCentreId: row.cost_centre_id,
    costCentre: row.cost_centre,
    projectId: row.project_id,
    dimensions: row.dimensions,
    managerRoleId: row.manager_role_id,
    employmentRate: Number(row.employment_rate),
    weeklyHours: Number(row.weekly_hours),
    schedule: row.schedule,
    salaryForm: row.salary_form as EmploymentView['salaryForm'],
    vacation: row.vacation as EmploymentView['vacation'],
    groups: row.groups,
  };
  const readable = readableBy(scope);
  if (canReadField(EMPLOYMENT_VISIBILITY, 'pension', readable))
    view.pension = row.pension as EmploymentView['pension'];
  if (canReadField(EMPLOYMENT_VISIBILITY, 'salaryRows', readable)) {
    view.salaryRows = salaryRows
      .filter((salary) => salary.employment_id === row.id)
      .sort((a, b) => (a.valid_from < b.valid_from ? -1 : 1))
      .map(toSalaryRowView);
  }
  return view;
}
