import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { EventPayload } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type EffectInputs, effectOf, loadEffectInputs } from './event-effects.ts';
import { type EventRow, toEventView } from './event-store.ts';

/** The rows as views, each with its effect (the rules' inputs loaded once for all of them). */
export async function toEventViews(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly EventRow[],
  inputs?: EffectInputs,
): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const loaded =
    inputs ??
    (await loadEffectInputs(
      db,
      employerId,
      rows.map((row) => row.employment_id),
    ));
  return rows.map((row) => {
    const payload = row.payload as EventPayload;
    const salaryTypeName =
      payload.kind === 'transaction' ? (loaded.salaryTypes.get(payload.salaryTypeCode)?.name ?? null) : null;
    return toEventView(
      row,
      effectOf(loaded, { id: row.id, employmentId: row.employment_id, payload }),
      salaryTypeName,
    );
  });
}

/** What the audit keeps of an event: enough to tell what changed, without names or effects. */
export function auditedEvent(view: EventView): Record<string, unknown> {
  return {
    employmentId: view.employmentId,
    employeeId: view.employeeId,
    kind: view.kind,
    state: view.state,
    payload: view.payload,
    decisionComment: view.decisionComment,
    correctsEventId: view.correctsEventId,
    version: view.version,
  };
}
