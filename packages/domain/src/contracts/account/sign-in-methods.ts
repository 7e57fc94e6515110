import { z } from 'zod';

/**
 * GET /account/sign-in-methods: how the signed-in person can sign in. The personnummer is the
 * person's own but is shown masked (birth date only), as on a screen others may see.
 */
export const signInMethodsResponse = z.object({
  email: z.string().nullable(),
  hasPassword: z.boolean(),
  bankId: z
    .object({
      personnummerMasked: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsResponse>;
