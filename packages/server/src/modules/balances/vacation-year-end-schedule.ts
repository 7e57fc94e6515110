import { findVacationYear } from '@lonsam/domain/settings/vacation-rules';
import type { VacationSettings } from '@lonsam/domain/settings/vacation-settings';
import { differenceInDays, toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readVacationSettings } from '../calendar-settings/index.ts';
import { startYearEnd } from './vacation-year-end-job.ts';

/**
 * How many days after a company's new vacation year began its year end is still started by itself
 * (the first day and the 30 after it): a server down at the change catches up, while a company that
 * starts using the product months later is not handed a year end it never asked for.
 */
export const YEAR_END_START_DAYS = 31;

export type StartedYearEnd = { employerId: string; year: number; jobId: string };

/**
 * The year ends the schedule starts on `now` (docs/balances.md *Year end*): for every company whose
 * vacation year (its vacation settings: calendar year or 1 April–31 March) ended at most
 * `YEAR_END_START_DAYS` days before today in Swedish time, the closing year's year end, started the
 * way the admin's "Stäng semesteråret" starts it (`startYearEnd`), by the system, and only when it
 * was never started for that year. Running it again the same day, or every day after, starts
 * nothing more. A company whose start fails does not keep the others from theirs; the failure is
 * thrown at the end, so the job is retried (which starts only what is still missing).
 */
export async function startDueYearEnds(
  db: Kysely<Database>,
  jobs: Pick<JobRunner, 'transaction'>,
  now: Date,
): Promise<StartedYearEnd[]> {
  const today = toDateOnly(now);
  const started: StartedYearEnd[] = [];
  const failures: unknown[] = [];
  const employers = await db.selectFrom('employer').select('id').orderBy('id').execute();
  const alreadyStarted = new Set(
    (await db.selectFrom('vacation_year_end_run').select(['employer_id', 'year']).execute()).map(
      (row) => `${row.employer_id}:${row.year}`,
    ),
  );
  for (const { id: employerId } of employers) {
    try {
      const settings = (await readVacationSettings(db, employerId)) as VacationSettings;
      const newYear = findVacationYear(today, settings).vacationYear.from;
      if (differenceInDays(today, newYear) >= YEAR_END_START_DAYS) continue;
      // The closing year is named by the calendar year it starts in (newYearStartOf's inverse).
      const year = Number(newYear.slice(0, 4)) - 1;
      if (alreadyStarted.has(`${employerId}:${year}`)) continue;
      const start = await startYearEnd(jobs, {
        employerId,
        year,
        identityId: null,
        roleId: null,
        audit: { actorIdentityId: null, requestId: null },
        onlyIfNotStarted: true,
      });
      if (start) started.push({ employerId, year, jobId: start.jobId });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} vacation year ends could not be started`);
  }
  return started;
}

/**
 * The schedule: every day at 00:15 Swedish time (after the vacation year's change at midnight),
 * `startDueYearEnds`. An occurrence missed while no process ran is sent once when one starts.
 */
export const vacationYearEndScheduleJob = defineJob({
  kind: 'balances.vacation-year-end-schedule',
  payload: z.object({}),
  maxAttempts: 3,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 600,
  schedule: { cron: '15 0 * * *', timeZone: 'Europe/Stockholm' },
  run: async (_payload, { db, transaction }) => {
    const started = await startDueYearEnds(db, { transaction }, new Date());
    return { started: started.length };
  },
});
