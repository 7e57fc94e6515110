/** PUT /api/employer/:employerId/events/:eventId — until attested; a stale version answers 409 with `current`. */
export {
  eventParams as updateEventParams,
  eventUpdateBody as updateEventBody,
  eventView as updateEventResponse,
} from './event-shapes.ts';
