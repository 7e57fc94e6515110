import { z } from 'zod';
import { userRoleSchema } from './user-shapes.ts';

/** GET /api/invitation/{token} (public): what the mailed link offers, before signing in. */
export const getInvitationParams = z.object({ token: z.string().min(20).max(100) });
export const getInvitationResponse = z.object({
  companyName: z.string(),
  role: userRoleSchema,
  /** The address the invitation was sent to, so the invitee signs up with it. */
  email: z.string().nullable(),
  expiresAt: z.string(),
});
