import { z } from 'zod';
import { EVENT_KINDS, EVENT_STATES } from '../../events/event-schema.ts';
import { eventsParams, eventView } from './event-shapes.ts';

/** GET /api/employer/:employerId/events — admin: all; manager: the team; user: their own. */
export const listEventsParams = eventsParams;
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item),
  );
export const listEventsQuery = z.object({
  employmentId: z.uuid().optional(),
  /** Events touching [fromDate, toDate]. */
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  kinds: list(z.enum(EVENT_KINDS)).optional(),
  states: list(z.enum(EVENT_STATES)).optional(),
  costCentreId: z.uuid().optional(),
  search: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const listEventsResponse = z.object({ events: z.array(eventView), total: z.number() });
export type ListEventsResponse = z.output<typeof listEventsResponse>;
/** GET /api/employer/:employerId/events/export — the same filters, text/csv (admin). */
export const exportEventsQuery = listEventsQuery.omit({ offset: true, limit: true });
