/** POST …/users/invitations/{invitationId}/withdraw: the link and the personnummer grant stop working. */
export {
  invitationParams as withdrawInvitationParams,
  invitationVersionBody as withdrawInvitationBody,
  invitationView as withdrawInvitationResponse,
} from './user-shapes.ts';
