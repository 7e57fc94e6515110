import { z } from 'zod';

/** DELETE /api/employer/:employerId/events/:eventId?version=N — until attested; 204. */
export { eventParams as deleteEventParams } from './event-shapes.ts';
export const deleteEventQuery = z.object({ version: z.coerce.number().int().min(1) });
