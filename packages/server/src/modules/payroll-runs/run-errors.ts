import { AppError } from '../../errors/app-error.ts';

/*
 * The payroll runs' problems. Each code has a Swedish and an English text in the web's
 * errors.json; `detail` is for developers only.
 */

export function runNotFound(): AppError {
  return new AppError({ status: 404, code: 'PAYROLL_RUN_NOT_FOUND', detail: 'No such payroll run.' });
}

export function runVersionConflict(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this payroll run after you read it; current holds the stored run.',
    extensions: { current },
  });
}

/** The step does not follow from the run's status (out of order, or already done). */
export function runWrongStatus(status: string, current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'PAYROLL_RUN_WRONG_STATUS',
    detail: `The run is ${status}; this step is not possible now.`,
    extensions: { current },
  });
}

export function runOpenForPeriod(): AppError {
  return new AppError({
    status: 409,
    code: 'PAYROLL_RUN_OPEN_FOR_PERIOD',
    detail: 'The company already has a run of this kind for the period that is not completed.',
  });
}

/** An ordinary run for a month already paid would pay the salaries twice. */
export function periodAlreadyCompleted(): AppError {
  return new AppError({
    status: 409,
    code: 'PAYROLL_RUN_PERIOD_COMPLETED',
    detail: 'The ordinary run of this period is completed; use an extra or a correction run.',
  });
}

export function runHasBlockingChecks(): AppError {
  return new AppError({
    status: 409,
    code: 'PAYROLL_RUN_BLOCKING_CHECKS',
    detail: 'One or more employees have blocking checks; fix and recalculate before approving.',
  });
}

export function sameApprover(): AppError {
  return new AppError({
    status: 403,
    code: 'PAYROLL_RUN_SAME_APPROVER',
    detail: 'The company requires a different person for the second approval.',
  });
}

export function runCompletedByDatabase(cause: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'PAYROLL_RUN_COMPLETED',
    detail: 'The run is completed and can no longer change.',
    cause,
  });
}

export function correctedRunInvalid(): AppError {
  return new AppError({
    status: 422,
    code: 'PAYROLL_RUN_CORRECTS_INVALID',
    detail: 'A correction names a completed run of the company of the same or an earlier period.',
  });
}

export function correctsOnlyCorrections(): AppError {
  return new AppError({
    status: 422,
    code: 'PAYROLL_RUN_CORRECTS_INVALID',
    detail: 'Only a correction run names a run it corrects, and a correction must name one.',
  });
}

export function employmentsNotInCompany(): AppError {
  return new AppError({
    status: 422,
    code: 'PAYROLL_RUN_EMPLOYMENTS_INVALID',
    detail: 'One or more chosen employments are not the company’s.',
  });
}

const RESTRICT_VIOLATION = '23001';

/** Runs `work`, turning the database's completed-run lock (migration 0067) into a 409, never a 500. */
export async function withCompletedLock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === RESTRICT_VIOLATION) throw runCompletedByDatabase(error);
    throw error;
  }
}
