import { z } from 'zod';

export { orderRefParams as collectAutoStartParams } from './order-ref.ts';

export const collectAutoStartResponse = z.object({
  bankIdStatus: z.enum(['pending', 'failed', 'complete']),
  userMessage: z.string().nullable(),
  token: z.string().nullable(),
});
