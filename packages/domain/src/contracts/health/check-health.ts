import { z } from 'zod';

/** 200 once the database answered; 503 problem+json otherwise. */
export const checkHealthResponse = z.object({ status: z.literal('ok') });
