import { z } from 'zod';

export const revealResetCodeParams = z.object({ codeActivationToken: z.string().min(1).max(200) });

/** The 6-digit code, valid 15 minutes. */
export const revealResetCodeResponse = z.object({ code: z.string() });
