/** GET /poke: the live session's CSRF token (401 without a session). */
export { csrfTokenResponse as pokeResponse } from './csrf-token.ts';
