import { z } from 'zod';
import { EVENT_KINDS } from '../../events/event-schema.ts';
import { employmentEventsParams, eventView } from './event-shapes.ts';

/**
 * GET /api/employer/:employerId/employments/:employmentId/event-calendar?month=YYYY-MM — one
 * month of one employment: its scheduled hours per day, holidays, the events, the ready marker,
 * and what the caller may report there (by privilege and event group) with the templates to use.
 */
export const getEventCalendarParams = employmentEventsParams;
export const getEventCalendarQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const calendarDayView = z.object({
  date: z.string(),
  scheduledHours: z.number(),
  /** Swedish name of a public holiday or company day off; null on ordinary days. */
  holidayName: z.string().nullable(),
  /** Outside the employment's dates. */
  outsideEmployment: z.boolean(),
});
export const reportableSalaryTypeView = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  kind: z.string(),
});
export const eventTemplateView = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(EVENT_KINDS),
  payload: z.record(z.string(), z.unknown()),
});
export const getEventCalendarResponse = z.object({
  month: z.string(),
  employeeName: z.string(),
  days: z.array(calendarDayView),
  events: z.array(eventView),
  readyMarker: z.object({ markedAt: z.string(), markedByName: z.string() }).nullable(),
  /** Kinds the caller may report for this employment here. */
  reportableKinds: z.array(z.enum(EVENT_KINDS)),
  /** Absence types allowed by the employee's event groups (all when no group limits them). */
  absenceTypes: z.array(z.string()),
  salaryTypes: z.array(reportableSalaryTypeView),
  templates: z.array(eventTemplateView),
  /** True when a completed payroll covers this month: new events are corrections for the next run. */
  monthCompleted: z.boolean(),
});
export type GetEventCalendarResponse = z.output<typeof getEventCalendarResponse>;
