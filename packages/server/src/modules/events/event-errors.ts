import type { FieldErrors } from '../../errors/app-error.ts';
import { AppError } from '../../errors/app-error.ts';

/*
 * The events' problems. Each code has a Swedish and an English text in the web's errors.json;
 * the rules' own Swedish refusals (overlaps, hours over the day's schedule) travel as field errors.
 */

export function eventNotFound(): AppError {
  return new AppError({ status: 404, code: 'EVENT_NOT_FOUND', detail: 'No such event that you may see.' });
}

export function employmentNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'EMPLOYMENT_NOT_FOUND',
    detail: 'No such employment that you may see.',
  });
}

/** The rules refuse the event (overlap, over the day's hours, outside the employment, not allowed). */
export function eventRefused(fieldErrors: FieldErrors): AppError {
  return new AppError({
    status: 422,
    code: 'EVENT_REFUSED',
    detail: 'The event breaks a rule; see errors for the Swedish reasons.',
    fieldErrors,
  });
}

export function eventKindForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'EVENT_KIND_FORBIDDEN',
    detail: 'Your role may not report events of this kind.',
  });
}

/** Attested, paid or already decided: the event no longer changes this way. */
export function eventLocked(state: string, current: unknown): AppError {
  return new AppError({
    status: 409,
    code: state === 'paid' ? 'EVENT_PAID' : 'EVENT_LOCKED',
    detail:
      state === 'paid'
        ? 'A completed payroll run has paid the event; report a correction instead.'
        : `The event is ${state}; only reported or rejected events change.`,
    extensions: { current },
  });
}

export function eventNotReported(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'EVENT_ALREADY_DECIDED',
    detail: 'One or more events are no longer waiting for attestation; current holds them as stored.',
    extensions: { current },
  });
}

export function eventVersionConflict(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this event after you read it; current holds the stored values.',
    extensions: { current },
  });
}

export function ownEventAttestation(): AppError {
  return new AppError({
    status: 403,
    code: 'EVENT_OWN_ATTESTATION',
    detail: 'A manager never attests or rejects their own events.',
  });
}

export function exportForAdmins(): AppError {
  return new AppError({
    status: 403,
    code: 'EVENT_EXPORT_FORBIDDEN',
    detail: 'Only an admin exports the events of the company.',
  });
}

/** The database's completed-period lock (migration 0066) refused a change that raced a payroll run. */
export function eventPaidByDatabase(cause: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'EVENT_PAID',
    detail: 'A completed payroll run has paid the event; report a correction instead.',
    cause,
  });
}

const RESTRICT_VIOLATION = '23001';

/** Runs `work`, turning the database's lock refusal into a 409 instead of a 500. */
export async function withPaidLock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === RESTRICT_VIOLATION) throw eventPaidByDatabase(error);
    throw error;
  }
}
