import { z } from 'zod';

/** The CSRF token of the caller's session, answered wherever a session starts or is picked up. */
export const csrfTokenResponse = z.object({ token: z.string() });

/** A step that has nothing to answer but that it worked. */
export const emptyResponse = z.object({});
