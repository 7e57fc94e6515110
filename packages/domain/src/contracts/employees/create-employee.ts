import { z } from 'zod';
import { employeeCreateSchema } from '../../employees/employee-schema.ts';
import { employmentSchema } from '../../employees/employment-schema.ts';
import { employeeView } from './employee-shapes.ts';

export { employerParams as createEmployeeParams } from './employee-shapes.ts';

export const createEmployeeBody = employeeCreateSchema.and(
  z.object({ employment: employmentSchema.nullish() }),
);

/** 201: the new employee, its first employment and the user role linked to it (null when none). */
export const createEmployeeResponse = employeeView.extend({
  employmentId: z.string().nullable(),
  userRoleId: z.string().nullable(),
});
