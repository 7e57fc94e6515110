import { AppError } from '../../../errors/app-error.ts';

/** The employment is not paid by this run (not included, or not the company's). */
export function employeeNotInRun(): AppError {
  return new AppError({
    status: 404,
    code: 'PAYROLL_RUN_EMPLOYEE_NOT_IN_RUN',
    detail: 'The employment is not among the employees this run pays.',
  });
}
