import { z } from 'zod';
import { userRoleSchema, userStatusSchema, userView } from './user-shapes.ts';

export { usersParams as listUsersParams } from './user-shapes.ts';

/** GET /api/employer/{employerId}/users: filters as in the screen's URL. */
export const listUsersQuery = z.object({
  status: userStatusSchema.optional(),
  role: userRoleSchema.optional(),
  /** Part of a name, email or birth date. */
  q: z.string().trim().max(100).optional(),
});

export const listUsersResponse = z.object({
  users: z.array(userView),
  /** Employments the invite dialog offers (a user role's employment, a manager's team). */
  employments: z.array(z.object({ id: z.string(), employeeName: z.string(), ended: z.boolean() })),
});
