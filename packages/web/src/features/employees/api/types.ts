import type { createEmployeeResponse } from '@lonsam/domain/contracts/employees/create-employee';
import type {
  employeeView,
  employmentView,
  pensionView,
  salaryRowView,
  vacationTermsView,
} from '@lonsam/domain/contracts/employees/employee-shapes';
import type {
  commitImportResponse,
  importRowResult,
  previewImportResponse,
} from '@lonsam/domain/contracts/employees/import-employees';
import type { employeeAuditEntry } from '@lonsam/domain/contracts/employees/list-employee-audit';
import type {
  employeeListItem,
  listEmployeesResponse,
} from '@lonsam/domain/contracts/employees/list-employees';
import type { z } from 'zod';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

// The shapes the employee routes answer with, from their contracts (@lonsam/domain/contracts/employees).

/** The employee as GET /employer/{id}/employees/{employeeId} sends it; fields the role may not read are absent. */
export type Employee = z.output<typeof employeeView>;
/** 201 of POST …/employees: the employee with its first employment and user role (null when none). */
export type CreatedEmployee = z.output<typeof createEmployeeResponse>;
export type SalaryRow = z.output<typeof salaryRowView>;
/** Pension and salary rows only for roles that may read them. */
export type Employment = z.output<typeof employmentView>;
export type VacationTerms = z.output<typeof vacationTermsView>;
export type Pension = z.output<typeof pensionView>;
export type OpeningBalances = NonNullable<Employee['openingBalances']>;
/** One row of an import preview (line = the file's line number, header = 1). */
export type ImportRow = z.output<typeof importRowResult>;
export type ImportPreview = z.output<typeof previewImportResponse>;
export type ImportCommitted = z.output<typeof commitImportResponse>;
export type EmployeeListItem = z.output<typeof employeeListItem>;
export type EmployeeList = z.output<typeof listEmployeesResponse>;
export type AuditEntry = z.output<typeof employeeAuditEntry>;

/** The employee queries of one role at the employer (the role decides which employees and fields come back). */
export const employeesKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'employees'] as const;

/** Where `employeesKey` puts the resource name, to refresh it for every role of the employer at once. */
export const EMPLOYEES_KEY_INDEX = 3;
