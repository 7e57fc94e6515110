import { vacationYearEndJob, vacationYearEndScheduleJob } from '../modules/balances/index.ts';
import { demoPayrollHistoryJob } from '../modules/demo-data/index.ts';
import { payrollRunCalculationJob } from '../modules/payroll-runs/calculation/index.ts';
import type { JobDefinition } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { passwordResetMailJob } from './password-reset-mail-job.ts';

/** Every kind of job the app runs; a new job is added here (docs/server.md, *Background jobs*). */
export const APP_JOBS: readonly JobDefinition<any, any>[] = [
  passwordResetMailJob,
  payrollRunCalculationJob,
  vacationYearEndJob,
  vacationYearEndScheduleJob,
  demoPayrollHistoryJob,
];

/**
 * The runner of an app built without a job connection (a few tests build one on a bare Kysely
 * instance): nothing can be enqueued, and no job exists.
 */
export const noJobRunner: JobRunner = {
  ready: Promise.resolve(),
  enqueue: async () => {
    throw new Error('this app was built without a job connection (buildApp({ jobConnection }))');
  },
  transaction: async () => {
    throw new Error('this app was built without a job connection (buildApp({ jobConnection }))');
  },
  getStatus: async () => undefined,
  stop: async () => {},
};
