/** POST /api/employer/:employerId/events — report (own, for the team, or for anyone by role). 201 with the event. */
export {
  eventBody as createEventBody,
  eventsParams as createEventParams,
  eventView as createEventResponse,
} from './event-shapes.ts';
