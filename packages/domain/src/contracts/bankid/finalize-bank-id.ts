import { z } from 'zod';

export const finalizeBankIdParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const finalizeBankIdQuery = z.object({ intent: z.enum(['login', 'signup']).default('login') });

/** The new session's CSRF token (the session itself is the cookie). */
export const finalizeBankIdResponse = z.object({ token: z.string() });
