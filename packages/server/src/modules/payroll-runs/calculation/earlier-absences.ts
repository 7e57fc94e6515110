import type { EventPayload } from '@lonsam/domain/events/event-schema';
import { addDays } from '@lonsam/domain/time/calendar-date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A sick spell that ended this many days before the period may continue its sick period (§9.1). */
const SICK_PERIOD_GAP_DAYS = 5;

/**
 * Absences an earlier run has already paid that the period's payslip still needs: a spell over the
 * month's end belongs to the run of the month it starts in (docs/events.md), so March's days of a
 * sick spell from February, and its karensavdrag already taken, are known only from February's paid
 * event; a sick spell that ended up to five days before the period makes a new one in it the same
 * sick period. Read from the events table directly (paid events never change), one statement for
 * all the batch's employments; they are context for the calculation and never marked paid again.
 */
export async function loadEarlierAbsences(
  db: Kysely<Database>,
  input: { employerId: string; employmentIds: readonly string[]; firstDay: string },
): Promise<Map<string, EventPayload[]>> {
  const sickFrom = addDays(input.firstDay, -(SICK_PERIOD_GAP_DAYS + 1));
  const rows = await db
    .selectFrom('event')
    .select(['employment_id', 'payload'])
    .where('employer_id', '=', input.employerId)
    .where('employment_id', 'in', [...input.employmentIds])
    .where('state', '=', 'paid')
    .where('kind', '=', 'absence')
    .where('from_date', '<', input.firstDay)
    .where((eb) =>
      eb.or([
        eb('to_date', '>=', input.firstDay),
        eb.and([eb('to_date', '>=', sickFrom), eb(sql`payload->>'absenceType'`, '=', 'sick')]),
      ]),
    )
    .orderBy('employment_id')
    .orderBy('from_date')
    .execute();
  const byEmployment = new Map<string, EventPayload[]>();
  for (const row of rows) {
    const list = byEmployment.get(row.employment_id) ?? [];
    list.push(row.payload as EventPayload);
    byEmployment.set(row.employment_id, list);
  }
  return byEmployment;
}
