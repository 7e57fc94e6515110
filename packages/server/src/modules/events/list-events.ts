import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import {
  ABSENCE_TYPE_LABELS,
  BALANCE_KIND_LABELS,
  DATE_MESSAGE,
  type EventKind,
  type EventState,
} from '@lonsam/domain/events/event-schema';
import { createCsv } from '@lonsam/domain/format/csv';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';
import { loadEffectInputs } from './event-effects.ts';
import { exportForAdmins } from './event-errors.ts';
import { selectEvents, visibleTo } from './event-store.ts';
import { toEventViews } from './event-views.ts';

export type EventFilters = {
  employmentId?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  kinds?: readonly EventKind[] | undefined;
  states?: readonly EventState[] | undefined;
  costCentreId?: string | undefined;
  search?: string | undefined;
};

/** The contract takes the period as text; a date that does not exist is a 400, never a database error. */
function checkPeriod(filters: EventFilters): void {
  const fieldErrors: FieldErrors = {};
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = filters[field];
    if (value !== undefined && value !== '' && !isDateOnly(value)) fieldErrors[field] = [DATE_MESSAGE];
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request has invalid fields; see errors.',
      fieldErrors,
    });
}

function filtered(db: Kysely<Database>, scope: EmployerScope, filters: EventFilters) {
  checkPeriod(filters);
  let query = visibleTo(selectEvents(db, scope.employerId), scope);
  if (filters.employmentId) query = query.where('event.employment_id', '=', filters.employmentId);
  // Events touching the period: they start before its end and end after its start.
  if (filters.toDate) query = query.where('event.from_date', '<=', filters.toDate as never);
  if (filters.fromDate) query = query.where('event.to_date', '>=', filters.fromDate as never);
  if (filters.kinds && filters.kinds.length > 0) query = query.where('event.kind', 'in', [...filters.kinds]);
  if (filters.states && filters.states.length > 0)
    query = query.where('event.state', 'in', [...filters.states]);
  if (filters.costCentreId) query = query.where('employment.cost_centre_id', '=', filters.costCentreId);
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`(employee.first_name || ' ' || employee.last_name) ilike ${pattern}`);
  }
  return query;
}

/** The events the caller may see (admin: all; manager: the team; user: their own), newest first. */
export async function listEvents(
  db: Kysely<Database>,
  input: { scope: EmployerScope; filters: EventFilters; offset: number; limit: number },
): Promise<{ events: EventView[]; total: number }> {
  const { scope, filters } = input;
  const rows = await filtered(db, scope, filters)
    .orderBy('event.from_date', 'desc')
    .orderBy('event.reported_at', 'desc')
    .orderBy('event.id')
    .offset(input.offset)
    .limit(input.limit)
    .execute();
  const count = await filtered(db, scope, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { events: await toEventViews(db, scope.employerId, rows), total: Number(count.total) };
}

const KIND_LABELS: Record<EventKind, string> = {
  absence: 'Frånvaro',
  transaction: 'Transaktion',
  travel: 'Resa',
  balance: 'Saldojustering',
};
const STATE_LABELS: Record<EventState, string> = {
  reported: 'Rapporterad',
  attested: 'Attesterad',
  rejected: 'Avvisad',
  paid: 'Betald',
};

export const EVENT_CSV_COLUMNS = [
  'Anställd',
  'Typ',
  'Beskrivning',
  'Från',
  'Till',
  'Status',
  'Timmar',
  'Dagar',
  'Belopp (kr)',
  'Rapporterad av',
  'Rapporterad',
  'Beslut av',
  'Kommentar',
  'Lönekörning',
] as const;

/** Öre as kronor with a decimal comma, as Swedish Excel reads them: 123456 → "1234,56". */
export function kronorText(ore: number | null): string {
  if (ore === null) return '';
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function decimalText(value: number | null): string {
  return value === null ? '' : String(Math.round(value * 100) / 100).replace('.', ',');
}

function describe(view: EventView, salaryTypeNames: ReadonlyMap<string, string>): string {
  const payload = view.payload;
  switch (payload.kind) {
    case 'absence':
      return ABSENCE_TYPE_LABELS[payload.absenceType];
    case 'transaction':
      return `${payload.salaryTypeCode} ${salaryTypeNames.get(payload.salaryTypeCode) ?? ''}`.trim();
    case 'travel':
      return payload.destination;
    case 'balance':
      return BALANCE_KIND_LABELS[payload.balance];
  }
}

/** The amount the effect knows, or for travel the per diem and mileage together. */
function amountOre(view: EventView): number | null {
  if (view.effect.amountOre !== null) return view.effect.amountOre;
  const travel = view.effect.travel;
  if (!travel) return null;
  return (
    travel.perDiemTaxFreeOre + travel.perDiemTaxableOre + travel.mileageTaxFreeOre + travel.mileageTaxableOre
  );
}

const MAX_EXPORT_ROWS = 50_000;

/** The filtered events as semicolon CSV with Swedish headers (UTF-8 with BOM); admins only. */
export async function exportEventsCsv(
  db: Kysely<Database>,
  input: { scope: EmployerScope; filters: EventFilters },
): Promise<string> {
  if (input.scope.role !== 'admin') throw exportForAdmins();
  const rows = await filtered(db, input.scope, input.filters)
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('event.from_date')
    .orderBy('event.id')
    .limit(MAX_EXPORT_ROWS)
    .execute();
  const inputs = await loadEffectInputs(
    db,
    input.scope.employerId,
    rows.map((row) => row.employment_id),
  );
  const views = await toEventViews(db, input.scope.employerId, rows, inputs);
  const salaryTypeNames = new Map([...inputs.salaryTypes].map(([code, type]) => [code, type.name]));
  const lines = views.map((view) => [
    view.employeeName,
    KIND_LABELS[view.kind],
    describe(view, salaryTypeNames),
    view.fromDate,
    view.toDate,
    STATE_LABELS[view.state],
    decimalText(view.effect.hours),
    decimalText(view.effect.days),
    kronorText(amountOre(view)),
    view.reportedByName,
    toDateOnly(new Date(view.reportedAt)),
    view.decidedByName ?? '',
    view.decisionComment ?? '',
    view.paidInRun?.label ?? '',
  ]);
  return `\uFEFF${createCsv(EVENT_CSV_COLUMNS, lines, { delimiter: ';' })}`;
}
