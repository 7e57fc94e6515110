import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { EventWorld } from '../../events/testing/event-test-setup.ts';

/*
 * Runs and Anna's events written straight into the tables (comp-time-earned.test.ts,
 * flex-reported.test.ts): the ledger counts an event once a completed run has paid it.
 */

export type PaidBy = { runId: string; label: string };

export function annaEvents(db: Kysely<Database>, world: EventWorld) {
  /** An ordinary run of `period`, paid on the 25th, completed or only calculated (no payslips). */
  async function insertRun(period: string, label: string, completed: boolean): Promise<PaidBy> {
    const run = await db
      .insertInto('payroll_run')
      .values({
        employer_id: world.employerId,
        kind: 'ordinary',
        period,
        pay_date: `${period}-25`,
        label,
        status: completed ? 'completed' : 'calculated',
        created_by_name: 'Test',
        ...(completed ? { completed_at: new Date() } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { runId: run.id, label };
  }

  /** Anna's event on a day or over dates: attested, or paid by `paid`. */
  async function insertEvent(
    payload: Record<string, unknown> & { kind: string },
    date: string | { from: string; to: string },
    paid?: PaidBy,
  ) {
    const dates = typeof date === 'string' ? { from: date, to: date } : date;
    await db
      .insertInto('event')
      .values({
        employer_id: world.employerId,
        employment_id: world.anna.employmentId,
        employee_id: world.anna.employeeId,
        kind: payload.kind,
        state: paid ? 'paid' : 'attested',
        payload: JSON.stringify(payload),
        from_date: dates.from,
        to_date: dates.to,
        reported_by_role: 'user',
        paid_in_run_id: paid?.runId ?? null,
        paid_in_run_label: paid?.label ?? null,
      })
      .execute();
  }

  return { insertRun, insertEvent };
}
