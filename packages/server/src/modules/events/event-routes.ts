import * as createContract from '@lonsam/domain/contracts/events/create-event';
import * as decideContract from '@lonsam/domain/contracts/events/decide-events';
import * as deleteContract from '@lonsam/domain/contracts/events/delete-event';
import * as calendarContract from '@lonsam/domain/contracts/events/get-event-calendar';
import * as attestationContract from '@lonsam/domain/contracts/events/list-attestation';
import * as listContract from '@lonsam/domain/contracts/events/list-events';
import * as previewContract from '@lonsam/domain/contracts/events/preview-event';
import * as readyContract from '@lonsam/domain/contracts/events/set-ready-marker';
import * as updateContract from '@lonsam/domain/contracts/events/update-event';
import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { decideEvents } from './decide-events.ts';
import type { EventContext } from './event-context.ts';
import { getEventCalendar } from './get-event-calendar.ts';
import { listAttestation } from './list-attestation.ts';
import { exportEventsCsv, listEvents } from './list-events.ts';
import { previewEvent } from './preview-event.ts';
import { setReadyMarker } from './ready-marker.ts';
import { createEvent, deleteEvent, updateEvent } from './write-events.ts';

export type EventRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const REPORT_PRIVILEGES = Object.values(EVENT_KIND_PRIVILEGES) as PrivilegeId[];
const access = (privilege: PrivilegeId | PrivilegeId[], level: 'read' | 'write') => ({
  employerAccess: { privilege, access: level },
});
// Each report route then checks the privilege of the event's own kind (EVENT_KIND_PRIVILEGES).
const report = access(REPORT_PRIVILEGES, 'write');
const tags = ['events'];

/** The events of issue 17 under /api/employer/{employerId} (employer tree); docs/events.md "Server". */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const context = (request: FastifyRequest): EventContext => ({
    scope: request.employerScope!,
    audit: requestAudit(request),
    now: now(),
  });

  app.get(
    '/employer/:employerId/events',
    {
      config: access('Employee.Events.List', 'read'),
      schema: {
        summary: 'Events the caller may see (admin: all, manager: the team, user: their own), filtered',
        tags,
        params: listContract.listEventsParams,
        querystring: listContract.listEventsQuery,
        response: { 200: listContract.listEventsResponse },
      },
    },
    async (request) => {
      const { offset, limit, ...filters } = request.query;
      return listEvents(db, { scope: request.employerScope!, filters, offset, limit });
    },
  );

  app.get(
    '/employer/:employerId/events/export',
    {
      config: access('Employee.Events.List', 'read'),
      schema: {
        summary: 'The filtered events as CSV (;-separated, UTF-8 with BOM, Swedish headers); admins only',
        tags,
        params: listContract.listEventsParams,
        querystring: listContract.exportEventsQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await exportEventsCsv(db, { scope: request.employerScope!, filters: request.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="handelser-${toDateOnly(now())}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/employer/:employerId/events/attestation',
    {
      config: access('Employee.Events.Attestation', 'read'),
      schema: {
        summary: 'Reported events waiting for the caller to attest, by employee and month',
        tags,
        params: attestationContract.listAttestationParams,
        response: { 200: attestationContract.listAttestationResponse },
      },
    },
    async (request) => listAttestation(db, context(request)),
  );

  app.post(
    '/employer/:employerId/events',
    {
      config: report,
      schema: {
        summary: "Report an event (the kind's Employee.Events.Report.* privilege, write)",
        tags,
        params: createContract.createEventParams,
        body: createContract.createEventBody,
        response: { 201: createContract.createEventResponse },
      },
    },
    async (request, reply) => {
      const { employmentId, payload, correctsEventId } = request.body;
      const created = await createEvent(db, {
        ...context(request),
        employmentId,
        payload,
        ...(correctsEventId === undefined ? {} : { correctsEventId }),
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/employer/:employerId/events/preview',
    {
      config: report,
      schema: {
        summary: 'What an event would do and which rules it would break, without saving',
        tags,
        params: previewContract.previewEventParams,
        body: previewContract.previewEventBody,
        response: { 200: previewContract.previewEventResponse },
      },
    },
    async (request) => previewEvent(db, { ...context(request), ...request.body }),
  );

  app.post(
    '/employer/:employerId/events/decisions',
    {
      config: access('Employee.Events.Attestation', 'write'),
      schema: {
        summary: 'Attest or reject reported events, all or nothing',
        tags,
        params: decideContract.decideEventsParams,
        body: decideContract.decideEventsBody,
        response: { 200: decideContract.decideEventsResponse },
      },
    },
    async (request) => ({ events: await decideEvents(db, { ...context(request), ...request.body }) }),
  );

  app.put(
    '/employer/:employerId/events/:eventId',
    {
      config: report,
      schema: {
        summary: 'Change a reported or rejected event (409 with current when stale, attested or paid)',
        tags,
        params: updateContract.updateEventParams,
        body: updateContract.updateEventBody,
        response: { 200: updateContract.updateEventResponse },
      },
    },
    async (request) =>
      updateEvent(db, {
        ...context(request),
        eventId: request.params.eventId,
        payload: request.body.payload,
        version: request.body.version,
      }),
  );

  app.delete(
    '/employer/:employerId/events/:eventId',
    {
      config: report,
      schema: {
        summary: 'Delete a reported or rejected event',
        tags,
        params: deleteContract.deleteEventParams,
        querystring: deleteContract.deleteEventQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteEvent(db, {
        ...context(request),
        eventId: request.params.eventId,
        version: request.query.version,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/employer/:employerId/employments/:employmentId/event-calendar',
    {
      config: access(['Employee.Events.List', ...REPORT_PRIVILEGES], 'read'),
      schema: {
        summary: 'One month of one employment: schedule, events, ready marker and what may be reported',
        tags,
        params: calendarContract.getEventCalendarParams,
        querystring: calendarContract.getEventCalendarQuery,
        response: { 200: calendarContract.getEventCalendarResponse },
      },
    },
    async (request) =>
      getEventCalendar(db, {
        scope: request.employerScope!,
        employmentId: request.params.employmentId,
        month: request.query.month,
      }),
  );

  app.put(
    '/employer/:employerId/employments/:employmentId/ready-markers/:month',
    {
      config: access('Employee.Events.Report.ReadyMarker', 'write'),
      schema: {
        summary: 'Mark or unmark a month of an employment as fully reported',
        tags,
        params: readyContract.setReadyMarkerParams,
        body: readyContract.setReadyMarkerBody,
        response: { 200: readyContract.setReadyMarkerResponse },
      },
    },
    async (request) =>
      setReadyMarker(db, {
        ...context(request),
        employmentId: request.params.employmentId,
        month: request.params.month,
        ready: request.body.ready,
      }),
  );
};
