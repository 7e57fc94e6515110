import { z } from 'zod';
import { eventsParams, eventView } from './event-shapes.ts';

export const REJECTION_COMMENT_MESSAGE = 'Skriv en kommentar som säger varför händelsen avvisas';

/**
 * POST /api/employer/:employerId/events/decisions — attest or reject one or many reported events
 * (Employee.Events.Attestation, write). All or nothing: a stale version answers 409.
 */
export const decideEventsParams = eventsParams;
export const decideEventsBody = z
  .object({
    decision: z.enum(['attest', 'reject']),
    events: z
      .array(z.object({ eventId: z.uuid(), version: z.number().int().min(1) }))
      .min(1)
      .max(500),
    comment: z.string().trim().max(500).optional(),
  })
  .refine((value) => value.decision === 'attest' || (value.comment ?? '').length > 0, {
    error: REJECTION_COMMENT_MESSAGE,
    path: ['comment'],
  });
export const decideEventsResponse = z.object({ events: z.array(eventView) });
