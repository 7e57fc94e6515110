import { z } from 'zod';
import { employmentEventsParams } from './event-shapes.ts';

/** PUT /api/employer/:employerId/employments/:employmentId/ready-markers/:month — mark or unmark a month as fully reported. */
export const setReadyMarkerParams = employmentEventsParams.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export const setReadyMarkerBody = z.object({ ready: z.boolean() });
export const setReadyMarkerResponse = z.object({
  readyMarker: z.object({ markedAt: z.string(), markedByName: z.string() }).nullable(),
});
