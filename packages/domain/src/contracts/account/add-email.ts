import { z } from 'zod';
import { emailSchema, newPasswordSchema, verificationCodeSchema } from '../../schemas/auth.ts';

// Adding an e-mail and password to a BankID-only account: the sign-up's code flow, signed in.

/** POST /account/email/start: mails a 6-digit code (the brand is the account's). */
export const addEmailStartBody = z.object({ email: emailSchema });
/** POST /account/email/verify: checks the code (5 tries, as at sign-up). */
export const addEmailVerifyBody = z.object({ email: emailSchema, code: verificationCodeSchema });
/** POST /account/email/complete: links the e-mail and password; answers the sign-in methods. */
export const addEmailCompleteBody = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type AddEmailCompleteRequest = z.infer<typeof addEmailCompleteBody>;

export { emptyResponse as addEmailStepResponse } from '../auth/csrf-token.ts';
export { signInMethodsResponse as addEmailCompleteResponse } from './sign-in-methods.ts';
