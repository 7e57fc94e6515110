import { z } from 'zod';
import { resolveEmployerScope } from '../../access/employer-scope.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { runYearEnd } from './vacation-year-end.ts';

/**
 * The vacation year end of a company (docs/balances.md *Year end*), acting for the admin who
 * started it (their role's scope, rebuilt when the job runs). Progress is employments done of
 * total. A retry starts over: the employments already closed are skipped.
 */
export const vacationYearEndJob = defineJob({
  kind: 'balances.vacation-year-end',
  payload: z.object({
    employerId: z.uuid(),
    year: z.number().int(),
    identityId: z.uuid(),
    roleId: z.uuid(),
  }),
  maxAttempts: 3,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  timeoutSeconds: 30 * 60,
  run: async ({ employerId, year, identityId, roleId }, { db, signal, progress }) => {
    const now = new Date();
    const scope = await resolveEmployerScope(db, { employerId, identityId, roleId, now });
    return runYearEnd(db, {
      scope,
      audit: { actorIdentityId: identityId, requestId: null },
      now,
      year,
      signal,
      onProgress: (done, total) =>
        progress(total === 0 ? 100 : (100 * done) / total, `Stänger semesteråret ${done} av ${total}`),
    });
  },
});

/** Enqueues the year end and records it as the company's latest for the year, in one transaction. */
export async function startYearEnd(
  jobs: Pick<JobRunner, 'transaction'>,
  input: { employerId: string; identityId: string; roleId: string; year: number },
): Promise<{ jobId: string }> {
  return jobs.transaction(async (trx, enqueue) => {
    const { employerId, identityId, roleId, year } = input;
    const jobId = await enqueue(
      vacationYearEndJob,
      { employerId, year, identityId, roleId },
      { ownerIdentityId: identityId },
    );
    await trx
      .insertInto('vacation_year_end_run')
      .values({ employer_id: employerId, year, job_id: jobId, started_by_identity_id: identityId })
      .onConflict((oc) =>
        oc.columns(['employer_id', 'year']).doUpdateSet({
          job_id: jobId,
          started_by_identity_id: identityId,
          started_at: new Date(),
        } as never),
      )
      .execute();
    return { jobId };
  });
}
