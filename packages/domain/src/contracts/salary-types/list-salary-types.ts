import { z } from 'zod';
import { validFromSchema } from '../../salary-types/salary-type-schema.ts';
import { salaryTypesParams, salaryTypeView } from './salary-type-shapes.ts';

export const listSalaryTypesParams = salaryTypesParams;
/** `date`: which version to show as current (default today). */
export const listSalaryTypesQuery = z.object({ date: validFromSchema.optional() });
export const listSalaryTypesResponse = z.object({
  date: z.string(),
  salaryTypes: z.array(salaryTypeView),
  /** The lowest free code from 9000 for an own type; null when none is free. */
  suggestedCode: z.string().nullable(),
});
export type ListSalaryTypesResponse = z.output<typeof listSalaryTypesResponse>;
