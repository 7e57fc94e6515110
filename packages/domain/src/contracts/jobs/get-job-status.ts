import { z } from 'zod';

export const getJobStatusParams = z.object({ jobId: z.string().max(100) });

/** A job the caller started: its state, progress (0–100 % and a message), and result or error code. */
export const getJobStatusResponse = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'retrying', 'succeeded', 'failed']),
  progress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  result: z.unknown(),
  errorCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
