import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { APP_JOBS } from '../../jobs/app-jobs.ts';
import { type JobRunner, startJobRunner } from '../../jobs/job-runner.ts';
import { readVacationSettings } from '../calendar-settings/index.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { startDueYearEnds, vacationYearEndScheduleJob } from './vacation-year-end-schedule.ts';

/*
 * Issue 20: the vacation year end starts by itself at the year's change. A fixed clock is handed to
 * `startDueYearEnds` (what the daily scheduled job runs), so nothing waits on real time. Two
 * companies: the world's with a calendar vacation year (ends 31 December), the other company with
 * the default statutory year (1 April–31 March). Times are Swedish: 00:15 on 1 January 2026 is
 * 2025-12-31T23:15Z (CET, +1), 00:15 on 1 April 2026 is 2026-03-31T22:15Z (CEST, +2).
 * Expected by hand:
 * - 31 Dec 2025 23:59: the calendar year 2025 has not ended, the statutory 2025/26 neither: none.
 * - 1 Jan 2026 00:15: the calendar year 2025 ended 0 days ago: the world's 2025 is started (by the
 *   system); the statutory year began 2025-04-01, 275 days ago: not the other company's.
 * - again on 1 Jan, and on 2 Jan: started already: none.
 * - 1 Apr 2026 00:15: the statutory 2025/26 ended 0 days ago: the other company's 2025 is started;
 *   the calendar year began 90 days ago: none of the world's.
 * - 1 Feb 2027 00:15 (2027-01-31T23:15Z): the calendar 2026 ended 31 days ago, past the 31 days of
 *   YEAR_END_START_DAYS (the first day and 30 after it): none. 31 Jan 2027 (30 days): started.
 * - The world's admin started 2027 by hand: on 1 Jan 2028 the schedule leaves it as it is.
 */

let testApp: TestApp;
let world: EventWorld;
// Enqueues on the app's queue (work: false); the app's own runner runs the year ends.
let runner: JobRunner;

const at = (iso: string) => new Date(iso);
const jobs = () => runner;

beforeAll(async () => {
  // The app's own runner keeps the schedule, as in production (test apps leave it out by default).
  testApp = await buildTestApp({ jobSchedules: true });
  runner = await startJobRunner({
    connection: testApp.testDb.jobConnection,
    db: testApp.db,
    mailer: { kind: 'log', send: async () => {}, close: () => {} },
    jobs: APP_JOBS,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    work: false,
  });
  world = await buildEventWorld(testApp, 2401);
  const settings = (await world.asAdmin('GET', '/settings/vacation')).json();
  const saved = await world.asAdmin('PUT', '/settings/vacation', {
    version: settings.version,
    value: { ...settings.value, vacationYear: 'calendar', earningYear: 'preceding' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // The other company keeps the default vacation year: 1 April–31 March.
  const other = (await readVacationSettings(testApp.db, world.otherEmployerId)) as { vacationYear: string };
  expect(other.vacationYear).toBe('statutory');
});
afterAll(async () => {
  await runner?.stop();
  await testApp.close();
});

const runsOf = () =>
  testApp.db
    .selectFrom('vacation_year_end_run')
    .select(['employer_id', 'year', 'job_id', 'started_by_identity_id'])
    .orderBy('employer_id')
    .orderBy('year')
    .execute();

const startAudits = () =>
  testApp.db
    .selectFrom('audit_event')
    .select(['employer_id', 'actor_identity_id', 'after'])
    .where('action', '=', 'employer.vacation-year-end-started')
    .orderBy('id')
    .execute();

async function waitForYearEnd(year: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await world.asAdmin('GET', `/balances/year-end/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    if (body.state === 'succeeded' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the year end did not finish');
}

describe('the vacation year end started by the schedule', () => {
  it('is a daily job at 00:15 Swedish time that the runner keeps in the queue', async () => {
    expect(APP_JOBS).toContain(vacationYearEndScheduleJob);
    expect(vacationYearEndScheduleJob.schedule).toEqual({ cron: '15 0 * * *', timeZone: 'Europe/Stockholm' });
    const schema = testApp.testDb.jobConnection.schema;
    let rows: { cron: string; timezone: string }[] = [];
    for (let attempt = 0; attempt < 100 && rows.length === 0; attempt += 1) {
      rows = (
        await sql<{ cron: string; timezone: string }>`select cron, timezone from ${sql.id(schema, 'schedule')}
          where name = ${vacationYearEndScheduleJob.kind}`.execute(testApp.db)
      ).rows;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toEqual([{ cron: '15 0 * * *', timezone: 'Europe/Stockholm' }]);
  });

  it('starts nothing before the year has ended', async () => {
    expect(await startDueYearEnds(testApp.db, jobs(), at('2025-12-31T22:59:00Z'))).toEqual([]);
    expect(await runsOf()).toEqual([]);
  });

  it('starts the calendar year end on 1 January as the system, audited without an actor', async () => {
    const started = await startDueYearEnds(testApp.db, jobs(), at('2025-12-31T23:15:00Z'));
    expect(started).toEqual([{ employerId: world.employerId, year: 2025, jobId: expect.any(String) }]);
    expect(await runsOf()).toEqual([
      { employer_id: world.employerId, year: 2025, job_id: started[0]!.jobId, started_by_identity_id: null },
    ]);
    const audits = await startAudits();
    expect(audits).toEqual([
      {
        employer_id: world.employerId,
        actor_identity_id: null,
        after: { year: 2025, jobId: started[0]!.jobId, startedBy: 'system' },
      },
    ]);

    // The year end itself, as the admin's would run: every employment closed, its balance events
    // reported and attested by nobody (the system), audited without an actor.
    const view = await waitForYearEnd(2025);
    expect(view).toMatchObject({ year: 2025, state: 'succeeded', progress: 100, employments: 3 });
    const closed = await testApp.db
      .selectFrom('audit_event')
      .select(['actor_identity_id'])
      .where('action', '=', 'employee.vacation-year-closed')
      .where('employer_id', '=', world.employerId)
      .execute();
    expect(closed).toHaveLength(3);
    expect(closed.every((row) => row.actor_identity_id === null)).toBe(true);
    const events = await testApp.db
      .selectFrom('event')
      .select(['state', 'reported_by_user_id', 'decided_by_user_id', 'reported_by_role'])
      .where('employer_id', '=', world.employerId)
      .where('kind', '=', 'balance')
      .execute();
    expect(events.length).toBeGreaterThan(0);
    expect(events).toEqual(
      events.map(() => ({
        state: 'attested',
        reported_by_user_id: null,
        decided_by_user_id: null,
        reported_by_role: 'admin',
      })),
    );
    // The process history lists the start with no person as the actor (shown as "Systemet").
    const history = await world.asAdmin(
      'GET',
      '/settings/process-history?action=employer.vacation-year-end-started',
    );
    expect(history.statusCode, history.body).toBe(200);
    const entry = history
      .json()
      .items.find((item: { action: string }) => item.action === 'employer.vacation-year-end-started');
    expect(entry).toMatchObject({ actor: null, after: { year: 2025, startedBy: 'system' } });
  }, 120_000);

  it('starts nothing more the same day or the next (idempotent)', async () => {
    const before = await runsOf();
    const eventsBefore = await testApp.db
      .selectFrom('event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'balance')
      .executeTakeFirstOrThrow();
    expect(await startDueYearEnds(testApp.db, jobs(), at('2025-12-31T23:15:00Z'))).toEqual([]);
    expect(await startDueYearEnds(testApp.db, jobs(), at('2026-01-01T23:15:00Z'))).toEqual([]);
    expect(await runsOf()).toEqual(before);
    expect(await startAudits()).toHaveLength(1);
    const eventsAfter = await testApp.db
      .selectFrom('event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'balance')
      .executeTakeFirstOrThrow();
    expect(eventsAfter.n).toBe(eventsBefore.n);
  });

  it('starts the statutory year end on 1 April, and not the calendar one 90 days late', async () => {
    const started = await startDueYearEnds(testApp.db, jobs(), at('2026-03-31T22:15:00Z'));
    expect(started).toEqual([{ employerId: world.otherEmployerId, year: 2025, jobId: expect.any(String) }]);
    expect((await runsOf()).map((run) => [run.employer_id, run.year])).toEqual(
      [
        [world.employerId, 2025],
        [world.otherEmployerId, 2025],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('starts the year end within the first 31 days of the new year only', async () => {
    expect(await startDueYearEnds(testApp.db, jobs(), at('2027-01-31T23:15:00Z'))).toEqual([]);
    const started = await startDueYearEnds(testApp.db, jobs(), at('2027-01-30T23:15:00Z'));
    expect(started).toEqual([{ employerId: world.employerId, year: 2026, jobId: expect.any(String) }]);
    expect(await waitForYearEnd(2026)).toMatchObject({ state: 'succeeded', employments: 3 });
  }, 120_000);

  it('leaves a year end an admin started by hand as it is', async () => {
    const manual = await world.asAdmin('POST', '/balances/year-end', { year: 2027 });
    expect(manual.statusCode, manual.body).toBe(202);
    const manualRun = async () =>
      (await runsOf()).find((run) => run.employer_id === world.employerId && run.year === 2027);
    const before = await manualRun();
    expect(before!.started_by_identity_id).not.toBeNull();
    // 1 January 2028 00:15: the calendar 2027 has just ended, but an admin started it already.
    expect(await startDueYearEnds(testApp.db, jobs(), at('2027-12-31T23:15:00Z'))).toEqual([]);
    expect(await manualRun()).toEqual(before);
    // The admin's start is audited too, with the admin as the actor.
    expect((await startAudits()).at(-1)).toEqual({
      employer_id: world.employerId,
      actor_identity_id: before!.started_by_identity_id,
      after: { year: 2027, jobId: before!.job_id, startedBy: 'admin' },
    });
    await waitForYearEnd(2027);
  }, 120_000);
});
