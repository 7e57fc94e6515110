import { z } from 'zod';
import { userRoleSchema } from './user-shapes.ts';

/** POST /api/invitation/{token}/accept (signed in): the caller gets the role; the link is used up. */
export { getInvitationParams as acceptInvitationParams } from './get-invitation.ts';
export const acceptInvitationResponse = z.object({
  employerId: z.string(),
  roleId: z.string(),
  role: userRoleSchema,
});
