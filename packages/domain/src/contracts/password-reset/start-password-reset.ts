export { passwordResetStartSchema as startPasswordResetBody } from '../../schemas/auth.ts';
export { emptyResponse as startPasswordResetResponse } from '../auth/csrf-token.ts';
