import { z } from 'zod';

export const listDevMailQuery = z.object({ to: z.string().max(320).optional() });

/** A mail the development outbox kept instead of sending it. */
export const devMail = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

export const listDevMailResponse = z.object({ messages: z.array(devMail) });
