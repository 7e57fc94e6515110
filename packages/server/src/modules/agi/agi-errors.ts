import { AppError } from '../../errors/app-error.ts';

/*
 * The AGI's problems. Each code has a Swedish and an English text in the web's errors.json;
 * `detail` is for developers only. `setting` names the settings page (/{employerId}/settings/…)
 * where the admin fixes what is missing.
 */

export function declarationNotFound(): AppError {
  return new AppError({ status: 404, code: 'AGI_DECLARATION_NOT_FOUND', detail: 'No such AGI declaration.' });
}

export function periodWithoutRuns(): AppError {
  return new AppError({
    status: 404,
    code: 'AGI_PERIOD_WITHOUT_RUNS',
    detail: 'No completed payroll run was paid in this month.',
  });
}

export function agiContactMissing(): AppError {
  return new AppError({
    status: 422,
    code: 'AGI_CONTACT_MISSING',
    detail: 'The company has no AGI contact (Företagsuppgifter).',
    extensions: { setting: 'company' },
  });
}

export function organisationNumberMissing(): AppError {
  return new AppError({
    status: 422,
    code: 'ORGANISATION_NUMBER_MISSING',
    detail: 'The company has no organisation number (Företagsuppgifter).',
    extensions: { setting: 'company' },
  });
}

/** The payslips cannot be declared as they are; `problems` are Swedish, from the domain. */
export function invalidAgiInput(problems: readonly string[]): AppError {
  return new AppError({
    status: 422,
    code: 'AGI_INVALID',
    detail: 'The payslips of the period cannot be declared.',
    extensions: { problems },
  });
}

export function declarationVersionConflict(): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this declaration after you read it.',
  });
}
