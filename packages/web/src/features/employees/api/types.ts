import type { TaxSettings } from '@lonsam/domain/employees/tax-settings';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

/** The employee as GET /employer/{id}/employees/{employeeId} sends it; fields the role may not read are absent. */
export type Employee = {
  id: string;
  version: number;
  firstName?: string;
  lastName?: string;
  personnummer?: string;
  birthDate?: string | null;
  email?: string | null;
  phone?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  clearingNumber?: string | null;
  accountNumber?: string | null;
  tax?: TaxSettings;
  growthSupport?: boolean;
  customFields?: Record<string, string>;
  openingBalances?: {
    asOf: string;
    vacation: { savedDays: number; paidDays: number; advanceDays: number };
    yearToDate: { grossOre: number; taxOre: number; benefitsOre: number };
  } | null;
  archivedAt: string | null;
  editableFields: string[];
};

export type SalaryRow = { id: string; validFrom: string; validTo: string | null; amountOre: number };

export type Employment = {
  id: string;
  employeeId: string;
  version: number;
  startDate: string;
  endDate: string | null;
  endReason: string | null;
  endNote?: string | null;
  employmentType: 'permanent' | 'fixed-term' | 'hourly';
  position: string;
  workplace: string | null;
  costCentre: string | null;
  managerRoleId: string | null;
  employmentRate: number;
  weeklyHours: number;
  salaryForm: 'monthly' | 'hourly';
  vacation: VacationTerms;
  dimensions?: Record<string, string>;
  schedule?: number[];
  groups?: string[];
  /** Only for roles that may read pension settings. */
  pension?: Pension;
  /** Only for roles that may read salaries. */
  salaryRows?: SalaryRow[];
};

export type VacationTerms =
  | { rule: 'sammaloneregeln'; paidDaysPerYear: number; supplementPercent: number }
  | { rule: 'procentregeln'; paidDaysPerYear: number; percent: number };

export type Pension = {
  plan: 'none' | 'itp1' | 'itp2' | 'saf-lo' | 'kap-kl' | 'other';
  percent: number | null;
};

export type OpeningBalances = NonNullable<Employee['openingBalances']>;

/** One row of an import preview (line = the file's line number, header = 1). */
export type ImportRow = {
  line: number;
  firstName: string;
  lastName: string;
  personnummer: string;
  errors: Record<string, string[]>;
};

export type ImportPreview = { rows: ImportRow[]; validCount: number; invalidCount: number };

export type EmployeeListItem = {
  id: string;
  firstName: string;
  lastName: string;
  personnummer?: string;
  email?: string | null;
  archived: boolean;
  employmentId: string | null;
  position: string | null;
  employmentType: string | null;
  startDate: string | null;
  endDate: string | null;
  costCentre: string | null;
  currentSalaryOre?: number | null;
  salaryForm?: string | null;
};

export type EmployeeList = { items: EmployeeListItem[]; total: number; page: number; pageSize: number };

export type AuditEntry = {
  id: string;
  occurredAt: string;
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** A field the role may not read changed too; the server left it out of before and after. */
  hiddenChanges?: boolean;
};

/** The employee queries of one role at the employer (the role decides which employees and fields come back). */
export const employeesKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'employees'] as const;

/** Where `employeesKey` puts the resource name, to refresh it for every role of the employer at once. */
export const EMPLOYEES_KEY_INDEX = 3;
