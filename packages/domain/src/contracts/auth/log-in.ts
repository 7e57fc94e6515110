/** POST /login (HTTP Basic, no body): the new session's CSRF token. */
export { csrfTokenResponse as logInResponse } from './csrf-token.ts';
