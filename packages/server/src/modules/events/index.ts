// What other modules may use of the events (biome.json's server import rules); docs/events.md.
export { decideEvents } from './decide-events.ts';
export { eventRoutes } from './event-routes.ts';
export { type EventFilters, listEvents } from './list-events.ts';
export { listPayableEvents, markEventsPaid, type PayableEvent } from './payroll-events.ts';
export { createEvent } from './write-events.ts';
