import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { buildDemoPayrollHistory } from './insert-demo-payroll-history.ts';

/**
 * A test company's payroll history (docs/payroll-runs.md, *Sample data*), enqueued in the
 * transaction that creates the company. Progress is months done of the months to make. A retry
 * makes only the months still missing (insert-demo-payroll-history.ts), so it never makes a
 * second history.
 */
export const demoPayrollHistoryJob = defineJob({
  kind: 'demo-data.payroll-history',
  payload: z.object({
    employerId: z.uuid(),
    monthsBack: z.number().int().min(0).max(120),
    /** The company's creation: the months are counted back from its month, whenever the job runs. */
    asOf: z.iso.datetime(),
  }),
  maxAttempts: 3,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  timeoutSeconds: 30 * 60,
  run: async ({ employerId, monthsBack, asOf }, { db, signal, progress }) =>
    buildDemoPayrollHistory(db, employerId, monthsBack, {
      asOf: new Date(asOf),
      signal,
      onProgress: (done, total) =>
        progress(total === 0 ? 100 : (100 * done) / total, `Månad ${done} av ${total}`),
    }),
});
