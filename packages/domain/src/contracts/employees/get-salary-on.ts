import { z } from 'zod';
import { SALARY_FORMS } from '../../employees/employment-schema.ts';
import { dateOnlySchema } from '../../employees/tax-settings.ts';

export { employmentParams as getSalaryOnParams } from './employee-shapes.ts';

export const getSalaryOnQuery = z.object({ date: dateOnlySchema });

/** The salary row in force on the date; nulls when none is (or the employment does not run then). */
export const getSalaryOnResponse = z.object({
  date: z.string(),
  salaryForm: z.enum(SALARY_FORMS),
  amountOre: z.number().nullable(),
  salaryRowId: z.string().nullable(),
  validFrom: z.string().nullable(),
});
