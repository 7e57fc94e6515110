import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import type { JobConnection } from './job-connection.ts';
import type { JobDefinition } from './job-definition.ts';
import { type JobRunner, type JobRunnerOptions, type JobStatus, startJobRunner } from './job-runner.ts';
import {
  createExecutionTable,
  flakyJob,
  readExecutions,
  recordingJob,
  release,
  steppedJob,
} from './testing/test-jobs.ts';

const WORKER_PROCESS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/job-worker-process.ts',
);
const quiet = process.env.JOB_TEST_LOG
  ? { info: () => {}, warn: console.warn, error: console.error }
  : { info: () => {}, warn: () => {}, error: () => {} };
const noMail = { kind: 'log' as const, send: async () => {}, close: () => {} };

let testDb: TestDatabase;
const running: JobRunner[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createExecutionTable(testDb.db);
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await testDb.close();
});

async function startRunner(
  jobs: JobDefinition<any, any>[],
  options: Partial<JobRunnerOptions> = {},
): Promise<JobRunner> {
  const runner = await startJobRunner({
    connection: testDb.jobConnection,
    db: testDb.db,
    mailer: noMail,
    jobs,
    log: quiet,
    leaseSeconds: 10,
    superviseIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 2_000,
    ...options,
  });
  running.push(runner);
  return runner;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function waitForState(runner: JobRunner, jobId: string, states: JobStatus['state'][], timeoutMs?: number) {
  return waitFor(
    () => runner.getStatus(jobId, null),
    (status) => status !== undefined && states.includes(status.state),
    `job ${jobId} to be ${states.join(' or ')}`,
    timeoutMs,
  ) as Promise<JobStatus>;
}

describe('job runner', () => {
  it('retries a failing job with growing back-off, then reports its result', async () => {
    const runner = await startRunner([flakyJob]);
    const jobId = await runner.enqueue(flakyJob, { failures: 2 });
    const status = await waitForState(runner, jobId, ['succeeded', 'failed']);
    expect(status).toMatchObject({ state: 'succeeded', attempts: 3, maxAttempts: 3, result: { attempt: 2 } });
    const attempts = await readExecutions(testDb.db, jobId);
    expect(attempts.map((execution) => execution.attempt)).toEqual([0, 1, 2]);
    const firstWait = attempts[1]!.at.getTime() - attempts[0]!.at.getTime();
    const secondWait = attempts[2]!.at.getTime() - attempts[1]!.at.getTime();
    // retryDelaySeconds 1 doubling with jitter: the first retry after 1–2 s, the second after 2–4 s.
    expect(firstWait).toBeGreaterThanOrEqual(950);
    expect(secondWait).toBeGreaterThanOrEqual(1_950);
  });

  it('gives up after maxAttempts and reports the job’s own error code, never its message', async () => {
    const runner = await startRunner([flakyJob]);
    const jobId = await runner.enqueue(flakyJob, { failures: 10 });
    const status = await waitForState(runner, jobId, ['failed']);
    expect(status).toMatchObject({ state: 'failed', attempts: 3, errorCode: 'TEST_NOT_YET', result: null });
    expect(await readExecutions(testDb.db, jobId)).toHaveLength(3);
  });

  it('shows progress (percent and message) while the job runs, 100 % and the result when it is done', async () => {
    const runner = await startRunner([steppedJob('one')]);
    const jobId = await runner.enqueue(steppedJob('one'), { label: 'löner' }, { ownerIdentityId: null });
    const queuedOrRunning = await runner.getStatus(jobId, null);
    expect(['queued', 'running']).toContain(queuedOrRunning?.state);
    const running = await waitFor(
      () => runner.getStatus(jobId, null),
      (status) => status?.progress === 40,
      'progress 40',
    );
    expect(running).toMatchObject({
      state: 'running',
      progress: 40,
      message: 'Steg 1 av 2: löner',
      attempts: 1,
    });
    expect(release(jobId)).toBe(true);
    const done = await waitForState(runner, jobId, ['succeeded']);
    expect(done).toMatchObject({
      progress: 100,
      message: 'Steg 2 av 2',
      result: { label: 'löner', runner: 'one' },
      errorCode: null,
    });
  });

  it('shows a job only to the identity that owns it', async () => {
    const runner = await startRunner([recordingJob('one')]);
    const { id: owner } = await testDb.db
      .insertInto('identity')
      .values({ email: `owner-${crypto.randomUUID()}@example.se` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await runner.enqueue(recordingJob('one'), { n: 1, ms: 0 }, { ownerIdentityId: owner });
    expect(await runner.getStatus(jobId, owner)).toMatchObject({ id: jobId, kind: 'test.record' });
    expect(await runner.getStatus(jobId, crypto.randomUUID())).toBeUndefined();
    expect(await runner.getStatus(jobId, null)).toBeUndefined();
  });

  it('forgets the status of jobs enqueued over 30 days ago when a runner starts', async () => {
    const jobIds = [crypto.randomUUID(), crypto.randomUUID()];
    await testDb.db
      .insertInto('job_progress')
      .values([
        { job_id: jobIds[0]!, kind: 'test.record', created_at: new Date(Date.now() - 31 * 24 * 3600_000) },
        { job_id: jobIds[1]!, kind: 'test.record', created_at: new Date(Date.now() - 29 * 24 * 3600_000) },
      ])
      .execute();
    await startRunner([recordingJob('one')]);
    const kept = await testDb.db
      .selectFrom('job_progress')
      .select('job_id')
      .where('job_id', 'in', jobIds)
      .execute();
    expect(kept).toEqual([{ job_id: jobIds[1] }]);
  });

  it('refuses a payload its schema does not accept, before anything is queued', async () => {
    const runner = await startRunner([recordingJob('one')]);
    await expect(runner.enqueue(recordingJob('one'), { n: 1.5, ms: 0 })).rejects.toThrow();
    await expect(runner.enqueue(flakyJob, { failures: 1 })).rejects.toThrow(/not registered/);
  });

  it('on close, lets a running job go back to the queue at once, and another runner finishes it', async () => {
    const first = await startRunner([steppedJob('first')], { stopTimeoutMs: 1_000 });
    const jobId = await first.enqueue(steppedJob('first'), { label: 'avslut' });
    await waitFor(
      () => readExecutions(testDb.db, jobId),
      (rows) => rows.length === 1,
      'the first attempt',
    );
    await first.stop();
    const second = await startRunner([recordingJob('second'), { ...steppedJob('second'), maxAttempts: 3 }]);
    const retried = await waitFor(
      () => readExecutions(testDb.db, jobId),
      (rows) => rows.length === 2,
      'the second attempt',
    );
    expect(retried.map((row) => row.runner)).toEqual(['first', 'second']);
    release(jobId);
    expect(await waitForState(second, jobId, ['succeeded'])).toMatchObject({ result: { runner: 'second' } });
  });

  it('picks up a job whose runner died while running it, once the lease has run out', async () => {
    const { jobId, kill } =
      testDb.engine === 'postgres' ? await claimInChildProcess() : await claimInCutRunner();
    const claimedAt = Date.now();
    kill();
    // The lease is 10 s (pg-boss's least): a runner started now takes the job over after it.
    const survivor = await startRunner([steppedJob('survivor')]);
    const rows = await waitFor(
      () => readExecutions(testDb.db, jobId),
      (found) => found.length === 2,
      'the job to be picked up again',
      40_000,
    );
    expect(rows.map((row) => [row.runner, row.attempt])).toEqual([
      ['blocker', 0],
      ['survivor', 1],
    ]);
    expect(rows[1]!.at.getTime() - claimedAt).toBeGreaterThanOrEqual(9_000);
    release(jobId);
    expect(await waitForState(survivor, jobId, ['succeeded'])).toMatchObject({ attempts: 2 });
  }, 60_000);

  it(`never runs a job twice when two ${getProcessWord()} share the queue`, async () => {
    const jobCount = 40;
    const local = await startRunner([recordingJob('local')]);
    if (testDb.engine === 'postgres') {
      await startChild('remote');
    } else {
      await startRunner([recordingJob('remote')]);
    }
    const jobIds: string[] = [];
    for (let n = 0; n < jobCount; n++) jobIds.push(await local.enqueue(recordingJob('local'), { n, ms: 40 }));
    for (const jobId of jobIds) await waitForState(local, jobId, ['succeeded', 'failed'], 30_000);
    const rows = (await readExecutions(testDb.db)).filter((row) => jobIds.includes(row.job_id));
    expect(rows).toHaveLength(jobCount);
    expect(new Set(rows.map((row) => row.job_id)).size).toBe(jobCount);
    // Both took part (so the test shows sharing, not one runner doing everything).
    expect(rows.filter((row) => row.runner === 'local').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.runner === 'remote').length).toBeGreaterThan(0);
  }, 60_000);
});

function getProcessWord(): string {
  return process.env.TEST_DB === 'postgres' ? 'processes' : 'runners on one PGlite';
}

/** PostgreSQL: a job runner in a child process; resolves once it works. */
async function startChild(runner: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER_PROCESS], {
    env: { PATH: process.env.PATH, JOB_TEST_URL: testDb.url, JOB_TEST_RUNNER: runner },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`job process ended (${code}): ${output}`)));
  });
  return child;
}

/** PostgreSQL: a child process claims a stepped job (which never finishes there); kill is SIGKILL. */
async function claimInChildProcess(): Promise<{ jobId: string; kill: () => void }> {
  const enqueuer = await startRunner([steppedJob('blocker')], { work: false });
  const child = await startChild('blocker');
  const jobId = await enqueuer.enqueue(steppedJob('blocker'), { label: 'dies' });
  await waitFor(
    () => readExecutions(testDb.db, jobId),
    (rows) => rows.length === 1,
    'the child to claim',
  );
  return { jobId, kill: () => child.kill('SIGKILL') };
}

/**
 * PGlite has one process: the runner "dies" by losing its database (every statement fails from then
 * on, so it neither renews its lease nor hands the job back), as a killed process would.
 */
async function claimInCutRunner(): Promise<{ jobId: string; kill: () => void }> {
  const connection = testDb.jobConnection as Extract<JobConnection, { engine: 'pglite' }>;
  let cut = false;
  const pglite = new Proxy(connection.pglite, {
    get(target, property) {
      if (cut && (property === 'query' || property === 'exec'))
        return () => Promise.reject(new Error('the process is gone'));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as PGlite;
  const blocker = await startRunner([steppedJob('blocker')], {
    connection: { ...connection, pglite },
    stopTimeoutMs: 1_000,
  });
  const jobId = await blocker.enqueue(steppedJob('blocker'), { label: 'dies' });
  await waitFor(
    () => readExecutions(testDb.db, jobId),
    (rows) => rows.length === 1,
    'the blocker to claim',
  );
  return {
    jobId,
    kill: () => {
      cut = true;
    },
  };
}
