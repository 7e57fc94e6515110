import { z } from 'zod';

/** GET /employer/{employerId}/dashboard/events */
export const getEventSummaryParams = z.object({ employerId: z.string() });

/**
 * The events part of every role's start page (issue 17) on `today` (Europe/Stockholm):
 * - `waitingForAttestation`: reported events waiting for the caller's decision, as the attestation
 *   list counts them (an admin everyone's, a manager the team's without their own); null for a role
 *   that does not attest;
 * - `own`: for the user role, their own employment's month: events reported in it (rejected ones
 *   not counted), rejected events of any month waiting for them, and whether this month and the
 *   month before (when employed then) are marked as fully reported. Null for other roles.
 */
export const getEventSummaryResponse = z.object({
  today: z.string(),
  /** `YYYY-MM` */
  month: z.string(),
  waitingForAttestation: z.number().int().nullable(),
  own: z
    .object({
      employmentId: z.string(),
      events: z.number().int(),
      rejected: z.number().int(),
      readyMarked: z.boolean(),
      previousMonth: z.object({ month: z.string(), readyMarked: z.boolean() }).nullable(),
    })
    .nullable(),
});
export type EventSummary = z.output<typeof getEventSummaryResponse>;
