import { z } from 'zod';

/**
 * DELETE …/users/roles/{roleId}: the role stops working on the holder's next request. The company's
 * last admin role is refused with 409 LAST_ADMIN.
 */
export { userRoleParams as revokeRoleParams } from './user-shapes.ts';
export const revokeRoleResponse = z.object({ revoked: z.literal(true) });
