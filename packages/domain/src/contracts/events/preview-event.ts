import { z } from 'zod';
import { eventBody, eventEffectView, eventsParams } from './event-shapes.ts';
/**
 * POST /api/employer/:employerId/events/preview — what an event would do, without saving: the
 * effect, or the Swedish refusals (overlap, over the day's hours) it would get on save.
 */
export const previewEventParams = eventsParams;
export const previewEventBody = eventBody.extend({ eventId: z.uuid().optional() });
export const previewEventResponse = z.object({ effect: eventEffectView, problems: z.array(z.string()) });
export type PreviewEventResponse = z.output<typeof previewEventResponse>;
