export { emptyResponse as initSignupResponse } from '../auth/csrf-token.ts';
