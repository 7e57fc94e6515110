import { z } from 'zod';
import { EMPLOYMENT_TYPES, SALARY_FORMS } from '../../employees/employment-schema.ts';

export { employerParams as listEmployeesParams } from './employee-shapes.ts';

export const EMPLOYEE_SORTS = ['name', 'personnummer', 'startDate', 'position', 'createdAt'] as const;

export const listEmployeesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  /** Default: by name, or by when added for a role that may not read names. */
  sort: z.enum(EMPLOYEE_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100).optional(),
  /** `active`: an employment runs today or later; `ended`: none does. */
  status: z.enum(['active', 'ended', 'all']).default('all'),
  /** Archived employees are hidden unless asked for. */
  archived: z.enum(['exclude', 'only', 'include']).default('exclude'),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  costCentre: z.string().trim().max(200).optional(),
  workplace: z.string().trim().max(200).optional(),
  taxTable: z.coerce.number().int().optional(),
});

/** A list row: a field the caller may not read is left out, by the employee's and the employment's GET. */
export const employeeListItem = z.object({
  id: z.string(),
  archived: z.boolean(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  personnummer: z.string().optional(),
  birthDate: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  employmentId: z.string().nullable().optional(),
  position: z.string().nullable().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  costCentre: z.string().nullable().optional(),
  workplace: z.string().nullable().optional(),
  currentSalaryOre: z.number().nullable().optional(),
  salaryForm: z.enum(SALARY_FORMS).nullable().optional(),
});

export const listEmployeesResponse = z.object({
  items: z.array(employeeListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
