/**
 * POST /api/employer/{employerId}/users/invitations: by email (a mail with a link valid 7 days) or
 * by personnummer (granted at that person's next BankID sign-in). Needs write access to the role's
 * Users.Authorization.* privilege.
 */
export {
  invitationView as inviteUserResponse,
  inviteUserBody,
  usersParams as inviteUserParams,
} from './user-shapes.ts';
