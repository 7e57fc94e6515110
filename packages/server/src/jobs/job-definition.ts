import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobRunner } from './job-runner.ts';

/** What a job's `run` gets besides its payload. */
export type JobContext = {
  jobId: string;
  /** 0 on the first attempt, 1 on the first retry, … */
  attempt: number;
  db: Kysely<Database>;
  mailer: Mailer;
  /** Aborted when the runner stops or the job's claim is lost; long jobs check it between steps. */
  signal: AbortSignal;
  /** Records how far the job is (0–100 %) and what it is doing, for `GET /api/jobs/:jobId`. */
  progress: (percent: number, message?: string) => Promise<void>;
  /** The runner's transaction with `enqueue`: a job that starts other jobs (a scheduled one). */
  transaction: JobRunner['transaction'];
};

/**
 * When a job is sent by itself: a cron expression (minute hour day month weekday) read in a time
 * zone. pg-boss keeps the schedule in the database and sends one job per occurrence however many
 * processes run (an occurrence missed while none ran is sent once when one starts); the job gets
 * an empty payload.
 */
export type JobSchedule = { cron: string; timeZone: string };

/**
 * One kind of background job: a name, a zod schema for its payload (checked when it is enqueued and
 * again when it runs, since a payload may have waited in the database across a deploy), the retry
 * policy and the work. `run` returns the job's result (JSON), shown to its owner when it succeeded.
 */
export type JobDefinition<Payload = unknown, Result = unknown> = {
  kind: string;
  payload: z.ZodType<Payload>;
  /** Attempts in all (the first one and the retries); 1 means no retry. */
  maxAttempts: number;
  /** Wait before the first retry; each later retry waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** Longest wait between two attempts. */
  retryDelayMaxSeconds?: number;
  /** Longest time one attempt may run before it counts as failed (default 15 minutes). */
  timeoutSeconds?: number;
  /** Sent by the runner on this schedule (its payload schema must accept `{}`). */
  schedule?: JobSchedule;
  run: (payload: Payload, context: JobContext) => Promise<Result>;
};

export function defineJob<Payload, Result>(
  definition: JobDefinition<Payload, Result>,
): JobDefinition<Payload, Result> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/.test(definition.kind))
    throw new Error(`job kind "${definition.kind}" must be lower-case words with - and .`);
  if (!Number.isInteger(definition.maxAttempts) || definition.maxAttempts < 1)
    throw new Error(`job ${definition.kind}: maxAttempts must be a positive integer`);
  return definition;
}

/**
 * A failure with a stable code (CONSTANT_CASE) for the job's owner; the web shows its text like an
 * error code of a problem. Anything else a job throws is reported as JOB_FAILED.
 */
export class JobFailure extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobFailure';
    this.code = code;
  }
}
