import { z } from 'zod';
import { versionOnlySchema } from '../../employees/employment-schema.ts';
import { EVENT_NOTE_CODES } from '../../events/event-notes.ts';
import { EVENT_KINDS, EVENT_STATES, eventPayloadSchema } from '../../events/event-schema.ts';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * The event routes (issue #17). An event is stored with its payload (domain/events/event-schema.ts)
 * and answered with what the rules say it does (`effect`). Responses describe stored values and
 * carry no input rules.
 */

export const eventsParams = employerParams;
export const eventParams = employerParams.extend({ eventId: z.uuid() });
export const employmentEventsParams = employerParams.extend({ employmentId: z.uuid() });

/**
 * A remark of the rules: `code` and `params` for a reader to put in its own language (the web's
 * `expression` namespace, `notes.<code>`), `message` the same in Swedish. Dates in `params` are
 * `YYYY-MM-DD`, numbers plain numbers.
 */
export const eventNoteView = z.object({
  code: z.enum(EVENT_NOTE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type EventNoteView = z.output<typeof eventNoteView>;

/** What an event does, as far as the rules know before payroll: hours, days, kronor and flags. */
export const eventEffectView = z.object({
  /** Scheduled hours the absence covers (absence), or the reported quantity in hours. */
  hours: z.number().nullable(),
  /** Scheduled working days touched (absence); vacation days drawn for vacation. */
  days: z.number().nullable(),
  /** Kronor in öre where the rate is known before payroll (amount transactions, travel), else null. */
  amountOre: z.number().nullable(),
  /** Sick leave: the period's day numbers this event covers and what they mean. */
  sickPeriod: z
    .object({
      periodStart: z.string(),
      firstDay: z.number(),
      lastDay: z.number(),
      karens: z.boolean(),
      certificateNeeded: z.boolean(),
      beyondDay14: z.boolean(),
    })
    .nullable(),
  /** Travel: traktamente and milersättning, tax-free and taxable parts. */
  travel: z
    .object({
      perDiemTaxFreeOre: z.number(),
      perDiemTaxableOre: z.number(),
      mileageTaxFreeOre: z.number(),
      mileageTaxableOre: z.number(),
    })
    .nullable(),
  /** The rules' remarks ("Läkarintyg behövs från dag 8 (9 mars 2026)"), coded and in Swedish. */
  notes: z.array(eventNoteView),
});
export type EventEffectView = z.output<typeof eventEffectView>;

export const eventView = z.object({
  id: z.string(),
  employmentId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  kind: z.enum(EVENT_KINDS),
  state: z.enum(EVENT_STATES),
  payload: eventPayloadSchema,
  /** A transaction's salary type by the company's name for it (managers cannot read the catalogue); null otherwise. */
  salaryTypeName: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  effect: eventEffectView,
  reportedByName: z.string(),
  reportedByRole: z.enum(['admin', 'manager', 'user']),
  reportedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The manager's comment on a rejection (or an attestation). */
  decisionComment: z.string().nullable(),
  /** Set when a completed payroll run has paid the event: it can no longer change. */
  paidInRun: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** The event this one corrects (a correction after the period's payroll was completed). */
  correctsEventId: z.string().nullable(),
  version: z.number(),
});
export type EventView = z.output<typeof eventView>;

export const eventBody = z.object({
  employmentId: z.uuid(),
  payload: eventPayloadSchema,
  correctsEventId: z.uuid().optional(),
});
export const eventUpdateBody = z.object({ payload: eventPayloadSchema }).extend(versionOnlySchema.shape);
