export { passwordResetCompleteSchema as completePasswordResetBody } from '../../schemas/auth.ts';
export { emptyResponse as completePasswordResetResponse } from '../auth/csrf-token.ts';
