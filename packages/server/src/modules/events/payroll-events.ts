import type { EventKind, EventPayload } from '@lonsam/domain/events/event-schema';
import { type Kysely, sql } from 'kysely';
import { type AuditContext, recordAuditEvents } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** An attested event the payroll pays (issue 18). */
export type PayableEvent = {
  id: string;
  employmentId: string;
  employeeId: string;
  kind: EventKind;
  payload: EventPayload;
  fromDate: string;
  toDate: string;
  correctsEventId: string | null;
  version: number;
};

/**
 * The attested events no payroll has paid yet that start on or before `toDate`, for the given
 * employments: what a payroll run up to that date takes in. Corrections of paid events are
 * ordinary events here, so the next run picks them up.
 */
export async function listPayableEvents(
  db: Kysely<Database>,
  input: { employerId: string; employmentIds: readonly string[]; toDate: string },
): Promise<PayableEvent[]> {
  if (input.employmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('event')
    .select([
      'id',
      'employment_id',
      'employee_id',
      'kind',
      'payload',
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_date'),
      sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to_date'),
      'corrects_event_id',
      'version',
    ])
    .where('employer_id', '=', input.employerId)
    .where('employment_id', 'in', [...input.employmentIds])
    .where('state', '=', 'attested')
    .where('paid_in_run_id', 'is', null)
    .where('from_date', '<=', input.toDate)
    .orderBy('employment_id')
    .orderBy('from_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    employmentId: row.employment_id,
    employeeId: row.employee_id,
    kind: row.kind as EventKind,
    payload: row.payload as EventPayload,
    fromDate: row.from_date,
    toDate: row.to_date,
    correctsEventId: row.corrects_event_id,
    version: row.version,
  }));
}

/**
 * Marks attested events as paid by a completed run, in the run's transaction (`trx`). From then on
 * the database refuses to change or delete them (migration 0066). Every event must be attested
 * and unpaid, else nothing is marked (409 `EVENT_NOT_PAYABLE`). Audited per event, by the run's
 * actor when `audit` is given (else as the system).
 */
export async function markEventsPaid(
  trx: Kysely<Database>,
  input: {
    employerId: string;
    eventIds: readonly string[];
    runId: string;
    runLabel: string;
    audit?: AuditContext;
  },
): Promise<void> {
  const ids = [...new Set(input.eventIds)];
  if (ids.length === 0) return;
  const updated = await trx
    .updateTable('event')
    .set((eb) => ({
      state: 'paid',
      paid_in_run_id: input.runId,
      paid_in_run_label: input.runLabel,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('employer_id', '=', input.employerId)
    .where('id', 'in', ids)
    .where('state', '=', 'attested')
    .where('paid_in_run_id', 'is', null)
    .returning(['id', 'employment_id', 'version'])
    .execute();
  if (updated.length !== ids.length)
    // Thrown inside the run's transaction, so the rows marked above roll back with it.
    throw new AppError({
      status: 409,
      code: 'EVENT_NOT_PAYABLE',
      detail: 'One or more events are not attested or already paid; the run takes in none of them.',
    });
  const { employerId } = input;
  await recordAuditEvents(
    trx,
    input.audit ?? { actorIdentityId: null, requestId: null },
    updated.map((row) => ({
      action: 'event.paid' as const,
      entityType: 'event' as const,
      entityId: row.id,
      employerId,
      before: { employerId, state: 'attested', version: row.version - 1 },
      after: {
        employerId,
        employmentId: row.employment_id,
        state: 'paid',
        paidInRun: { id: input.runId, label: input.runLabel },
        version: row.version,
      },
    })),
  );
}
