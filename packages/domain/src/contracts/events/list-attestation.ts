import { z } from 'zod';
import { eventsParams, eventView } from './event-shapes.ts';

/**
 * GET /api/employer/:employerId/events/attestation — the caller's team's reported (unattested)
 * events grouped by employee and month (manager: the team; admin: everyone).
 */
export const listAttestationParams = eventsParams;
export const listAttestationResponse = z.object({
  groups: z.array(
    z.object({
      employmentId: z.string(),
      employeeName: z.string(),
      /** `YYYY-MM` */
      month: z.string(),
      readyMarked: z.boolean(),
      events: z.array(eventView),
    }),
  ),
});
export type ListAttestationResponse = z.output<typeof listAttestationResponse>;
