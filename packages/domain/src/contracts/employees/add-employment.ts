import { z } from 'zod';

export { employmentSchema as addEmploymentBody } from '../../employees/employment-schema.ts';
export { employeeParams as addEmploymentParams } from './employee-shapes.ts';

/** 201: the new employment's id and the user role linked to it (null when none). */
export const addEmploymentResponse = z.object({
  employmentId: z.string(),
  userRoleId: z.string().nullable(),
});
