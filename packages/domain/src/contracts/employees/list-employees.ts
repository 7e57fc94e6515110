import { z } from 'zod';
import { EMPLOYMENT_TYPES, SALARY_FORMS } from '../../employees/employment-schema.ts';

export { employerParams as listEmployeesParams } from './employee-shapes.ts';

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
