import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import { z } from 'zod';
import { resolveEmployerScope } from '../../access/employer-scope.ts';
import { systemEmployerScope } from '../../access/system-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { runYearEnd } from './vacation-year-end.ts';

/**
 * The vacation year end of a company (docs/balances.md *Year end*), acting for the admin who
 * started it (their role's scope, rebuilt when the job runs), or for the system when the schedule
 * started it (`identityId` and `roleId` null: the system's scope, which may report and attest
 * balance events only, and no actor in the audit). Progress is employments done of total. A retry
 * starts over: the employments already closed are skipped.
 */
export const vacationYearEndJob = defineJob({
  kind: 'balances.vacation-year-end',
  payload: z.object({
    employerId: z.uuid(),
    year: z.number().int(),
    identityId: z.uuid().nullable(),
    roleId: z.uuid().nullable(),
  }),
  maxAttempts: 3,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  timeoutSeconds: 30 * 60,
  run: async ({ employerId, year, identityId, roleId }, { db, signal, progress }) => {
    const now = new Date();
    const scope =
      identityId && roleId
        ? await resolveEmployerScope(db, { employerId, identityId, roleId, now })
        : systemEmployerScope(employerId, [EVENT_KIND_PRIVILEGES.balance]);
    return runYearEnd(db, {
      scope,
      audit: { actorIdentityId: identityId && roleId ? identityId : null, requestId: null },
      now,
      year,
      signal,
      onProgress: (done, total) =>
        progress(total === 0 ? 100 : (100 * done) / total, `Stänger semesteråret ${done} av ${total}`),
    });
  },
});

export type StartYearEndInput = {
  employerId: string;
  year: number;
  /** Who started it: an admin (their identity and role), or the system (both null: the schedule). */
  identityId: string | null;
  roleId: string | null;
  /** The request's audit context for an admin; the system's has no actor. */
  audit: AuditContext;
  /** true: start only when the company's year end for the year was never started (the schedule). */
  onlyIfNotStarted?: boolean;
};

class AlreadyStarted extends Error {}

/**
 * Enqueues the year end, records it as the company's latest for the year and audits the start
 * (`employer.vacation-year-end-started`), in one transaction. An admin may start it again (a rerun
 * writes nothing new); with `onlyIfNotStarted` a year already started is left alone and null comes
 * back (the enqueued job is rolled back with the rest).
 */
export async function startYearEnd(
  jobs: Pick<JobRunner, 'transaction'>,
  input: StartYearEndInput,
): Promise<{ jobId: string } | null> {
  const { employerId, identityId, roleId, year } = input;
  try {
    return await jobs.transaction(async (trx, enqueue) => {
      const jobId = await enqueue(
        vacationYearEndJob,
        { employerId, year, identityId, roleId },
        { ownerIdentityId: identityId },
      );
      const values = { employer_id: employerId, year, job_id: jobId, started_by_identity_id: identityId };
      const inserted = await trx
        .insertInto('vacation_year_end_run')
        .values(values)
        .onConflict((oc) =>
          input.onlyIfNotStarted
            ? oc.columns(['employer_id', 'year']).doNothing()
            : oc.columns(['employer_id', 'year']).doUpdateSet({
                job_id: jobId,
                started_by_identity_id: identityId,
                started_at: new Date(),
              } as never),
        )
        .returning('job_id')
        .executeTakeFirst();
      // Started before (or by a concurrent start, which this insert waited for).
      if (!inserted) throw new AlreadyStarted();
      await recordAuditEvent(trx, input.audit, {
        action: 'employer.vacation-year-end-started',
        entityType: 'employer',
        entityId: employerId,
        employerId,
        before: null,
        after: { year, jobId, startedBy: identityId ? 'admin' : 'system' },
      });
      return { jobId };
    });
  } catch (error) {
    if (error instanceof AlreadyStarted) return null;
    throw error;
  }
}
