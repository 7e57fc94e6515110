import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { GetPayrollRunResponse } from '@lonsam/domain/contracts/payroll-runs/get-payroll-run';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { listEvents } from '../events/index.ts';
import { mayView } from './list-runs.ts';
import { loadRunBasis } from './run-basis.ts';
import { runNotFound } from './run-errors.ts';
import { periodDays } from './run-period.ts';
import { readApprovals, readRunOrThrow } from './run-store.ts';
import { loadRunEmployees, toRunView } from './run-views.ts';

/** The run page shows this many events of each list at most; the events area has them all. */
const MAX_EVENTS = 2000;

/**
 * The run, who it pays and who not (with the reason), the attested events it takes in (for a
 * completed run: those it paid) and the reported ones still waiting for attestation in the period,
 * which it leaves out. Events are those the caller may see (a manager: the team's).
 */
export async function getPayrollRun(
  db: Kysely<Database>,
  scope: EmployerScope,
  runId: string,
): Promise<GetPayrollRunResponse> {
  const run = await readRunOrThrow(db, { employerId: scope.employerId, runId });
  // A run the role may not see is no run for it.
  if (!mayView(scope, run)) throw runNotFound();
  const approvals = await readApprovals(db, [run.id]);
  const basis = await loadRunBasis(db, run);
  const employees = await loadRunEmployees(db, run, basis.included);
  const paid = new Set(employees.map((employee) => employee.employmentId));
  const { firstDay, lastDay } = periodDays(run.period);
  const inRun = (event: EventView) => paid.has(event.employmentId);

  const taken =
    run.status === 'completed'
      ? await listEvents(db, {
          scope,
          filters: { states: ['paid'], toDate: lastDay },
          offset: 0,
          limit: MAX_EVENTS,
        })
      : await listEvents(db, {
          scope,
          filters: { states: ['attested'], toDate: lastDay },
          offset: 0,
          limit: MAX_EVENTS,
        });
  const leftOut = await listEvents(db, {
    scope,
    filters: { states: ['reported'], fromDate: firstDay, toDate: lastDay },
    offset: 0,
    limit: MAX_EVENTS,
  });
  return {
    run: toRunView(run, approvals.get(run.id) ?? []),
    employees,
    excluded: basis.excluded,
    eventsIncluded: taken.events.filter((event) =>
      run.status === 'completed' ? event.paidInRun?.id === run.id : inRun(event),
    ),
    eventsLeftOut: run.status === 'completed' ? [] : leftOut.events.filter(inRun),
  };
}
