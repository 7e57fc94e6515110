import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { defineJob, JobFailure } from '../job-definition.ts';

/**
 * Jobs for the runner's tests. Each records its attempts in `job_test_execution` (made by
 * `createExecutionTable`), named after the runner that ran it, so a test can count who ran what.
 */
export async function createExecutionTable(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists job_test_execution (
    job_id uuid not null,
    runner text not null,
    attempt integer not null,
    at timestamptz not null default clock_timestamp()
  )`.execute(db);
}

export type Execution = { job_id: string; runner: string; attempt: number; at: Date };

export async function readExecutions(db: Kysely<Database>, jobId?: string): Promise<Execution[]> {
  const { rows } = await sql<Execution>`select job_id, runner, attempt, at from job_test_execution
    where ${jobId ?? null}::uuid is null or job_id = ${jobId ?? null}::uuid
    order by at, attempt`.execute(db);
  return rows;
}

async function record(db: Kysely<Database>, jobId: string, runner: string, attempt: number): Promise<void> {
  await sql`insert into job_test_execution (job_id, runner, attempt) values (${jobId}::uuid, ${runner}, ${attempt})`.execute(
    db,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes `ms`, then succeeds with `{ n }`. */
export function recordingJob(runner: string) {
  return defineJob({
    kind: 'test.record',
    payload: z.object({ n: z.number().int(), ms: z.number().int().min(0) }),
    maxAttempts: 3,
    retryDelaySeconds: 1,
    run: async ({ n, ms }, { db, jobId, attempt }) => {
      await record(db, jobId, runner, attempt);
      await sleep(ms);
      return { n };
    },
  });
}

/** Fails its first `failures` attempts (JobFailure TEST_NOT_YET), then succeeds. */
export const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: z.object({ failures: z.number().int().min(0) }),
  maxAttempts: 3,
  retryDelaySeconds: 1,
  run: async ({ failures }, { db, jobId, attempt }) => {
    await record(db, jobId, 'flaky', attempt);
    if (attempt < failures) throw new JobFailure('TEST_NOT_YET', `attempt ${attempt} fails on purpose`);
    return { attempt };
  },
});

/**
 * Reports progress, then waits until `release(jobId)` (this process) before it succeeds. The runner
 * `blocker` never releases: its process is killed (or its connection cut) while the job runs.
 */
const releases = new Map<string, () => void>();

export function release(jobId: string): boolean {
  const resolve = releases.get(jobId);
  releases.delete(jobId);
  resolve?.();
  return resolve !== undefined;
}

export function steppedJob(runner: string) {
  return defineJob({
    kind: 'test.stepped',
    payload: z.object({ label: z.string() }),
    maxAttempts: 3,
    retryDelaySeconds: 1,
    run: async ({ label }, { db, jobId, attempt, progress }) => {
      // Waiting starts before the attempt is recorded: a test that saw the record may release at once.
      const released = new Promise<void>((resolve) => releases.set(jobId, resolve));
      await record(db, jobId, runner, attempt);
      await progress(40, `Steg 1 av 2: ${label}`);
      await released;
      await progress(90, 'Steg 2 av 2');
      return { label, runner };
    },
  });
}

export const TEST_JOB_KINDS = ['test.record', 'test.flaky', 'test.stepped'];
