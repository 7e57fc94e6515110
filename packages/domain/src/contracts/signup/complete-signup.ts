/** Creates the account and signs in: the new session's CSRF token. */

export { signupCompleteSchema as completeSignupBody } from '../../schemas/auth.ts';
export { csrfTokenResponse as completeSignupResponse } from '../auth/csrf-token.ts';
