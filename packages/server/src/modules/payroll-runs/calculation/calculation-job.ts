import { z } from 'zod';
import { defineJob, JobFailure } from '../../../jobs/job-definition.ts';
import { calculateRun } from './calculate-run.ts';
import { giveUpCalculation } from './give-up-calculation.ts';

const MAX_ATTEMPTS = 5;

/**
 * Calculates a payroll run in the background (started by `startRunCalculation`): every included
 * employee, progress as employees done of total on the run row and on the job. A retry after a
 * crash or a lost lease starts over and rewrites the same payslips (calculateRun). When the last
 * attempt fails, the run goes back to draft so it can be started again.
 */
export const payrollRunCalculationJob = defineJob({
  kind: 'payroll.run-calculation',
  payload: z.object({ employerId: z.uuid(), runId: z.uuid() }),
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  timeoutSeconds: 30 * 60,
  run: async ({ employerId, runId }, { db, jobId, attempt, signal, progress }) => {
    try {
      const result = await calculateRun(db, {
        employerId,
        runId,
        jobId,
        signal,
        onBatch: (done, total) =>
          progress(total === 0 ? 100 : (100 * done) / total, `Beräknar lön ${done} av ${total}`),
      });
      // Another attempt holds the run (a lease taken over while the first still ran): try later.
      if (result.outcome === 'busy')
        throw new JobFailure('PAYROLL_RUN_BUSY', 'another attempt is calculating this run');
      return result;
    } catch (error) {
      if (attempt + 1 >= MAX_ATTEMPTS) await giveUpCalculation(db, { employerId, runId, jobId });
      throw error;
    }
  },
});
