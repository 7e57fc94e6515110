import { z } from 'zod';

export { signInMethodsResponse as linkBankIdResponse } from './sign-in-methods.ts';

/** POST /account/bankid/link/{token}: the one-time token of a BankID order the signed-in user completed. */
export const linkBankIdParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
