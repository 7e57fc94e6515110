import { USER_ACCESS_DEFAULTS, userAccessSettingsSchema } from '@lonsam/domain/users/user-rules';

/** The settings document `user-access`: months an ended employment keeps the user role (default 13). */
export const USER_ACCESS_SECTION = {
  section: 'user-access',
  schema: userAccessSettingsSchema,
  defaults: USER_ACCESS_DEFAULTS,
};
