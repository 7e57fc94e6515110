import { z } from 'zod';

/** An order of the in-app BankID simulator, as its user side (`/api/dev/bankid/*`) answers. */
export const simulatorOrder = z.object({
  orderRef: z.string(),
  kind: z.enum(['auth', 'sign']),
  status: z.enum(['pending', 'failed', 'complete']),
  hintCode: z.string().nullable(),
  autoStartToken: z.string(),
  personalNumber: z.string().nullable(),
  name: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
});

export const simulatorOrderParams = z.object({ orderRef: z.uuid() });
