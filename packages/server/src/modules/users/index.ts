// What other modules may use of users (biome.json's server import rules).
export {
  acceptPersonnummerInvitations,
  hasOpenPersonnummerInvitation,
} from './accept-invitation.ts';
export { USER_ACCESS_SECTION } from './user-access-settings.ts';
export { invitationPublicRoutes, invitationSignedInRoutes, userRoutes } from './user-routes.ts';
