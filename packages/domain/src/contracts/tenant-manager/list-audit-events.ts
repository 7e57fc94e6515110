import { z } from 'zod';

export { tenantManagerParams as listAuditEventsParams } from './tenant-manager-shapes.ts';

// audit_event.id is a bigint: a larger number would make PostgreSQL refuse the query (a 500).
const MAX_BIGINT = 2n ** 63n - 1n;
export const AUDIT_EVENT_ID_MESSAGE = 'Ska vara ett händelse-id: ett heltal från 0 till 9223372036854775807';
const auditEventIdSchema = z
  .string()
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_BIGINT, {
    error: AUDIT_EVENT_ID_MESSAGE,
  });

export const listAuditEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: auditEventIdSchema.optional(),
});

export const auditEvent = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ identityId: z.string(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});

/** Newest first. */
export const listAuditEventsResponse = z.object({ data: z.array(auditEvent) });
