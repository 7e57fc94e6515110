/** POST …/users/invitations/{invitationId}/resend: a new link valid 7 more days; the old link stops working. */
export {
  invitationParams as resendInvitationParams,
  invitationVersionBody as resendInvitationBody,
  invitationView as resendInvitationResponse,
} from './user-shapes.ts';
