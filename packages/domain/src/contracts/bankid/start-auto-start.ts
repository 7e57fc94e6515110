import { z } from 'zod';

export { bankIdAutoStartSchema as startAutoStartBody } from '../../schemas/auth.ts';

export const startAutoStartResponse = z.object({
  orderRef: z.string(),
  autoStartToken: z.string(),
  redirectUrl: z.string(),
});
