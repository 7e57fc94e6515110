import { AppError } from '../../errors/app-error.ts';

/*
 * The salary payment files' problems. Each code has a Swedish and an English text in the web's
 * errors.json; `detail` is for developers only; `setting` names the settings page to fix it on.
 */

export function runNotFound(): AppError {
  return new AppError({ status: 404, code: 'PAYROLL_RUN_NOT_FOUND', detail: 'No such payroll run.' });
}

export function bankFileNotFound(): AppError {
  return new AppError({ status: 404, code: 'BANK_FILE_NOT_FOUND', detail: 'No such payment file.' });
}

export function runNotCompleted(): AppError {
  return new AppError({
    status: 409,
    code: 'BANK_FILE_RUN_NOT_COMPLETED',
    detail: 'Payment files are made from completed runs only.',
  });
}

/** A setting the format cannot be written without; `code` names it for the web's text. */
export function settingMissing(code: string): AppError {
  return new AppError({
    status: 422,
    code,
    detail: 'The payout settings lack what this file format needs.',
    extensions: { setting: 'payout' },
  });
}

export type PayeeProblem = { employeeId: string; name: string; reason: string; message: string };

/** Fail closed: no file while a payee cannot be paid; `problems` lists who and why (Swedish). */
export function invalidAccounts(problems: readonly PayeeProblem[]): AppError {
  return new AppError({
    status: 422,
    code: 'BANK_FILE_INVALID_ACCOUNTS',
    detail: 'Some payees cannot be paid; fix their accounts or leave them out explicitly.',
    extensions: { problems },
  });
}

export function nothingToPay(): AppError {
  return new AppError({
    status: 422,
    code: 'BANK_FILE_NOTHING_TO_PAY',
    detail: 'No payee is left to pay in this file.',
  });
}

export function formatNotAllowed(): AppError {
  return new AppError({
    status: 403,
    code: 'PRIVILEGE_MISSING',
    detail: "The role lacks the privilege for the company's payment file format.",
  });
}

export function bankFileVersionConflict(): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this payment file after you read it.',
  });
}
