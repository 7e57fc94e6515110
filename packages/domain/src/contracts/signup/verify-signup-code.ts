export { signupVerifySchema as verifySignupCodeBody } from '../../schemas/auth.ts';
export { emptyResponse as verifySignupCodeResponse } from '../auth/csrf-token.ts';
