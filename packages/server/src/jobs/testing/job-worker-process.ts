import { Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { JOB_SCHEMA } from '../job-connection.ts';
import { startJobRunner } from '../job-runner.ts';
import { recordingJob, steppedJob } from './test-jobs.ts';

/**
 * A second app process for the runner's PostgreSQL tests: a job runner on JOB_TEST_URL named
 * JOB_TEST_RUNNER. Prints `ready` when it works; runs until it is killed.
 */
const url = process.env.JOB_TEST_URL!;
const runner = process.env.JOB_TEST_RUNNER ?? 'child';
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPgPool(url, { max: 2 }) }) });
const log = {
  info: () => {},
  warn: () => {},
  error: (object: object, message: string) => console.error(message, object),
};
await startJobRunner({
  connection: { engine: 'postgres', url, schema: JOB_SCHEMA },
  db,
  mailer: { kind: 'log', send: async () => {}, close: () => {} },
  jobs: [recordingJob(runner), steppedJob(runner)],
  log,
  leaseSeconds: 10,
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
console.log('ready');
