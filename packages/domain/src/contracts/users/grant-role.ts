import { z } from 'zod';
import { EMPLOYMENT_REQUIRED_MESSAGE, userRoleSchema, userRoleView } from './user-shapes.ts';

export { usersParams as grantRoleParams } from './user-shapes.ts';

/** POST …/users/roles: gives a person already known to the company another role. */
export const grantRoleBody = z
  .object({
    identityId: z.uuid(),
    role: userRoleSchema,
    employmentId: z.uuid({ error: EMPLOYMENT_REQUIRED_MESSAGE }).nullish(),
  })
  .superRefine((value, context) => {
    if (value.role === 'user' && !value.employmentId)
      context.addIssue({ code: 'custom', path: ['employmentId'], message: EMPLOYMENT_REQUIRED_MESSAGE });
  });

export const grantRoleResponse = userRoleView;
