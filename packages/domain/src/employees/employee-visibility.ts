import type { PrivilegeId } from '../privileges/catalogue.ts';
import type { VisibilityRule } from '../privileges/field-visibility.ts';
import { EMPLOYEE_FIELD_PRIVILEGES } from './employee-schema.ts';

/**
 * The employee record. Which employees a caller sees at all (admins all, managers their team, users
 * themselves) is decided by the row query; this rule decides the fields.
 */
export const EMPLOYEE_VISIBILITY: VisibilityRule = {
  resource: [],
  fields: {
    ...Object.fromEntries(
      Object.entries(EMPLOYEE_FIELD_PRIVILEGES).map(([field, privilege]) => [field, [privilege]]),
    ),
    openingBalances: ['Employee.Balances.Details.Vacation', 'Employee.Balances.Details.Income'],
  } satisfies Record<string, readonly PrivilegeId[]>,
};

/** An employment: the overview privilege, and salary and pension for roles that hold those settings. */
export const EMPLOYMENT_VISIBILITY: VisibilityRule = {
  resource: ['Employee.EmploymentOverview'],
  fields: {
    salaryRows: ['Employee.EmploymentSettings.Salary'],
    pension: ['Employee.EmploymentSettings.Pension'],
  },
};

/** A salary row: every field of it is the salary. */
export const SALARY_ROW_VISIBILITY: VisibilityRule = {
  resource: ['Employee.EmploymentOverview', 'Employee.EmploymentSettings.Salary'],
  fields: {},
};

/**
 * The rule of the resource an employee audit entry records, by its action (`employee.terminated`
 * records the ends of employments); undefined for an action of no known resource, which then shows
 * nothing.
 */
export function findAuditVisibilityRule(action: string): VisibilityRule | undefined {
  if (action === 'employee.terminated') return EMPLOYMENT_VISIBILITY;
  if (action.startsWith('employee.')) return EMPLOYEE_VISIBILITY;
  if (action.startsWith('employment.')) return EMPLOYMENT_VISIBILITY;
  if (action.startsWith('salary-row.')) return SALARY_ROW_VISIBILITY;
  return undefined;
}
