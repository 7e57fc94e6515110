export { signupStartSchema as startSignupBody } from '../../schemas/auth.ts';
export { emptyResponse as startSignupResponse } from '../auth/csrf-token.ts';
