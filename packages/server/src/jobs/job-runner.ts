import type { Kysely, Selectable } from 'kysely';
import { type Job, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, JobProgressTable } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  JOB_POOL_SIZE,
  type JobConnection,
  jobDatabaseOfTransaction,
  pgliteJobDatabase,
} from './job-connection.ts';
import { type JobContext, type JobDefinition, JobFailure } from './job-definition.ts';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobRunnerOptions = {
  connection: JobConnection;
  /** The app's database: job progress, and what the jobs themselves read and write. */
  db: Kysely<Database>;
  /** Handed to the jobs (JobContext). */
  mailer: Mailer;
  jobs: readonly JobDefinition<any, any>[];
  log: Log;
  /** false: enqueue only, run nothing here (a process that only serves requests). Default true. */
  work?: boolean;
  /**
   * The lease: a running job's process renews its claim every half of this; a job whose claim is
   * this old (its process died) is given to another runner as a retry. pg-boss's minimum is 10.
   */
  leaseSeconds?: number;
  /** How often each runner looks for jobs whose lease ran out. */
  superviseIntervalSeconds?: number;
  /** How often an idle runner asks for work; jobs enqueued in this process wake it at once. */
  pollingIntervalSeconds?: number;
  /** Jobs of each kind that one process runs at once. */
  concurrency?: number;
  /**
   * false: this process sends no scheduled jobs (a job kind's `schedule`). Default true where the
   * process works; pg-boss then runs its cron pass here (one process sends each occurrence).
   */
  schedules?: boolean;
  /**
   * How long closing waits for running jobs; those still running then are handed back as a failed
   * attempt (retried after the back-off, by another process or the next start).
   */
  stopTimeoutMs?: number;
};

export type JobState = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';

export type JobStatus = {
  id: string;
  kind: string;
  state: JobState;
  /** 0–100. */
  progress: number;
  message: string | null;
  attempts: number;
  maxAttempts: number;
  result: unknown;
  /** A stable code when the job failed: the job's own (JobFailure, AppError) or JOB_FAILED. */
  errorCode: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type EnqueueOptions = {
  /** The identity who may read the job's status; null for system jobs (mail). */
  ownerIdentityId?: string | null;
  /** Not before this time. */
  startAfter?: Date;
};

export type Enqueue = <Payload>(
  definition: JobDefinition<Payload, unknown>,
  payload: Payload,
  options?: EnqueueOptions,
) => Promise<string>;

export type JobRunner = {
  /** Resolves once the queue's schema and queues exist and the workers run; rejects if that failed. */
  ready: Promise<void>;
  /** Enqueues a job in a transaction of its own; returns the job id. */
  enqueue: Enqueue;
  /**
   * Runs `work` in one transaction whose `enqueue` adds jobs to it, so a job exists exactly when the
   * data it belongs to does; this process's workers are woken once it has committed.
   */
  transaction: <T>(work: (trx: Kysely<Database>, enqueue: Enqueue) => Promise<T>) => Promise<T>;
  /** The job's status, or undefined when it does not exist or belongs to someone else. */
  getStatus: (jobId: string, ownerIdentityId: string | null) => Promise<JobStatus | undefined>;
  /** Waits for running jobs (up to `stopTimeoutMs`), hands back those still running, then stops. */
  stop: () => Promise<void>;
};

const DEFAULT_LEASE_SECONDS = 30;
/** How long the owner can read a job's status after it was enqueued. */
const PROGRESS_KEPT_DAYS = 30;

/**
 * Starts the job queue (pg-boss, docs/architecture.md) on PostgreSQL or PGlite: creates or updates
 * its schema, a queue per job kind with that kind's retry policy, and (unless `work: false`) a worker
 * per kind. Claims use SKIP LOCKED, so processes on one PostgreSQL never run a job twice.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const runner = createJobRunner(options);
  await runner.ready;
  return runner;
}

/**
 * The same, started in the background: the app answers (health, sign-in) while pg-boss creates or
 * checks its schema (0.2–0.4 s on a new database); enqueueing and status reads wait for `ready`.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { connection, db, log } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const definitions = new Map(options.jobs.map((definition) => [definition.kind, definition]));
  const scheduled = [...definitions.values()].filter((definition) => definition.schedule);
  const schedules = (options.work ?? true) && (options.schedules ?? true) && scheduled.length > 0;
  const boss = new PgBoss({
    ...(connection.engine === 'postgres'
      ? { connectionString: connection.url, max: JOB_POOL_SIZE, application_name: 'lonsam-jobs' }
      : { db: pgliteJobDatabase(connection.pglite, connection.db) }),
    backend: connection.engine === 'pglite' ? 'pglite' : 'postgres',
    schema: connection.schema,
    // The cron pass (scheduled kinds only): a daily job needs no 5 s polling of pg-boss's send queue.
    schedule: schedules,
    ...(schedules ? { cronWorkerIntervalSeconds: 30, cronMonitorIntervalSeconds: 30 } : {}),
    registerInstance: false,
    openTelemetry: { enabled: false },
    // The lease check runs in the per-queue monitor pass, which has its own interval (default 60 s).
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  const workerIds = new Map<string, string>();
  const ready = (async () => {
    await boss.start();

    for (const definition of definitions.values()) {
      const queue = {
        retryLimit: definition.maxAttempts - 1,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
        expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
        heartbeatSeconds: leaseSeconds,
      };
      // createQueue leaves an existing queue as it is; updateQueue brings a changed policy to it.
      await boss.createQueue(definition.kind, queue);
      await boss.updateQueue(definition.kind, queue);
    }

    if (options.work ?? true) {
      // pg-boss deletes a finished job a week after it ended; its owner has had long enough to look.
      await db
        .deleteFrom('job_progress')
        .where('created_at', '<', new Date(Date.now() - PROGRESS_KEPT_DAYS * 24 * 3600_000))
        .execute();
      for (const definition of definitions.values()) {
        const id = await boss.work(
          definition.kind,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            localConcurrency: options.concurrency ?? 1,
          },
          async ([job]) => runOne(definition, job!),
        );
        workerIds.set(definition.kind, id);
      }
    }
    if (schedules) {
      for (const definition of scheduled) {
        const { cron, timeZone } = definition.schedule!;
        // An upsert: every process writes the same row; a changed expression replaces the old one.
        await boss.schedule(definition.kind, cron, {}, { tz: timeZone, missed: 'once' });
      }
    }
  })();
  // Callers see a failed start when they use the runner; this only keeps it from being unhandled.
  ready.catch(() => {});

  async function runOne(definition: JobDefinition, job: Job<unknown>): Promise<unknown> {
    // A worker that got a job asks again as soon as it is done instead of waiting out its polling
    // interval: there may be more (pg-boss only does so by itself for batches of several jobs).
    const workerId = workerIds.get(definition.kind);
    if (workerId) boss.notifyWorker(workerId);
    const context: JobContext = {
      jobId: job.id,
      attempt: job.retryCount,
      db,
      mailer: options.mailer,
      signal: job.signal,
      transaction,
      progress: async (percent, message) => {
        // An attempt that lost its claim (runner stopping, lease taken over) must not write over
        // the progress of the attempt that now holds the job.
        if (job.signal.aborted)
          throw new JobFailure('JOB_ABORTED', 'the job is no longer held by this attempt');
        await recordProgress(db, job.id, percent, message);
      },
    };
    try {
      const payload = definition.payload.parse(job.data);
      const result = await definition.run(payload, context);
      if (!job.signal.aborted) await recordProgress(db, job.id, 100, undefined);
      return result ?? null;
    } catch (error) {
      log.warn({ err: error, jobId: job.id, kind: definition.kind, attempt: job.retryCount }, 'job failed');
      // What pg-boss keeps as the failure: a code the owner may see, never the job's data.
      throw new JobFailure(failureCode(error), error instanceof Error ? error.message : 'job failed');
    }
  }

  async function enqueueIn(
    trx: Kysely<Database>,
    definition: JobDefinition,
    payload: unknown,
    enqueueOptions: EnqueueOptions = {},
  ): Promise<string> {
    if (!definitions.has(definition.kind))
      throw new Error(`job kind ${definition.kind} is not registered with the runner`);
    const data = definition.payload.parse(payload) as object;
    const id = await boss.send(definition.kind, data, {
      db: jobDatabaseOfTransaction(trx),
      ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
    });
    if (!id) throw new Error(`job ${definition.kind} was not enqueued`);
    await trx
      .insertInto('job_progress')
      .values({
        job_id: id,
        kind: definition.kind,
        owner_identity_id: enqueueOptions.ownerIdentityId ?? null,
      })
      .execute();
    return id;
  }

  async function transaction<T>(work: (trx: Kysely<Database>, enqueue: Enqueue) => Promise<T>): Promise<T> {
    await ready;
    const kinds = new Set<string>();
    const result = await db.transaction().execute((trx) =>
      work(trx, (definition, payload, enqueueOptions) => {
        kinds.add(definition.kind);
        return enqueueIn(trx, definition as JobDefinition, payload, enqueueOptions);
      }),
    );
    // Committed: our own workers need not wait for their next poll (other processes poll).
    for (const kind of kinds) {
      const workerId = workerIds.get(kind);
      if (workerId) boss.notifyWorker(workerId);
    }
    return result;
  }

  return {
    ready,
    enqueue: (definition, payload, enqueueOptions) =>
      transaction((_trx, enqueue) => enqueue(definition, payload, enqueueOptions)),
    transaction,

    async getStatus(jobId, ownerIdentityId) {
      await ready;
      const progress = await db
        .selectFrom('job_progress')
        .selectAll()
        .where('job_id', '=', jobId)
        .where((eb) =>
          ownerIdentityId === null
            ? eb('owner_identity_id', 'is', null)
            : eb('owner_identity_id', '=', ownerIdentityId),
        )
        .executeTakeFirst();
      if (!progress) return undefined;
      const [job] = await boss.findJobs<object>(progress.kind, { id: jobId, limit: 1 });
      // The job row knows its own retry limit, also for a kind this process does not run.
      const maxAttempts = job ? job.retryLimit + 1 : (definitions.get(progress.kind)?.maxAttempts ?? 1);
      return toStatus(progress, job, maxAttempts);
    },

    async stop() {
      await ready.catch(() => {});
      await boss.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

async function recordProgress(
  db: Kysely<Database>,
  jobId: string,
  percent: number,
  message: string | undefined,
): Promise<void> {
  if (!Number.isFinite(percent)) throw new Error('progress must be a number from 0 to 100');
  await db
    .updateTable('job_progress')
    .set({
      percent: Math.min(100, Math.max(0, Math.round(percent))),
      ...(message === undefined ? {} : { message: message.slice(0, 500) }),
      updated_at: new Date(),
    })
    .where('job_id', '=', jobId)
    .execute();
}

function failureCode(error: unknown): string {
  if (error instanceof JobFailure || error instanceof AppError) return error.code;
  return 'JOB_FAILED';
}

const STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
};

function toStatus(
  row: Selectable<JobProgressTable>,
  job: JobWithMetadata | undefined,
  maxAttempts: number,
): JobStatus {
  // A finished job's row is deleted by pg-boss after its retention; its progress row remains.
  const state: JobState = job
    ? (STATES[job.state] ?? 'failed')
    : row.percent === 100
      ? 'succeeded'
      : 'failed';
  const output = (job?.output ?? null) as { code?: unknown } | null;
  return {
    id: row.job_id,
    kind: row.kind,
    state,
    progress: row.percent,
    message: row.message,
    // pg-boss counts a retry when the job is claimed again, so a job waiting to be retried has had retryCount + 1 attempts.
    attempts: !job || job.state === 'created' ? 0 : job.retryCount + 1,
    maxAttempts,
    result: state === 'succeeded' ? (job?.output ?? null) : null,
    errorCode:
      state === 'failed'
        ? typeof output?.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(output.code)
          ? output.code
          : 'JOB_FAILED'
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
