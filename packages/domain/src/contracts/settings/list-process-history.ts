import { z } from 'zod';
import { isDateOnly } from '../../time/date-shapes.ts';
import { settingsParams } from './settings-document.ts';

const dateFilter = z.string().refine(isDateOnly, { error: 'Ange ett datum som ÅÅÅÅ-MM-DD' }).optional();

/** The filters of the company's process history; dates are Swedish calendar days, both included. */
export const processHistoryFilters = z.object({
  from: dateFilter,
  to: dateFilter,
  /** One audit action (`settings.updated`). */
  action: z.string().max(100).optional(),
  /** Who made the change (an id from `people`; never shown). */
  actorId: z.uuid({ error: 'Okänd person' }).optional(),
});

/** GET /api/employer/:employerId/settings/process-history — Processhistorik, newest first. */
export const listProcessHistoryParams = settingsParams;
export const listProcessHistoryQuery = processHistoryFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const processHistoryEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  /** Name, else e-mail, of who did it; null for the system (sign-up, a job). */
  actor: z.string().nullable(),
  /** The name of the personal API token the change was made with (its owner is `actor`); null in a session. */
  apiToken: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Something the caller may not read changed too (an employee's hidden field); left out above. */
  hiddenChanges: z.boolean(),
});

export const listProcessHistoryResponse = z.object({
  items: z.array(processHistoryEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who appears in the company's history, for the person filter. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
