import { AppError } from '../../errors/app-error.ts';

export function invitationNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'INVITATION_NOT_FOUND',
    detail: 'No such invitation at this employer.',
  });
}

/** The public link: unknown, used, withdrawn and expired look the same to whoever holds it. */
export function invitationInvalid(): AppError {
  return new AppError({
    status: 404,
    code: 'INVITATION_INVALID',
    detail: 'The invitation link is unknown, used, withdrawn or expired.',
  });
}

/** The signed-in account's email is not the invited address (or it has none: BankID only). */
export function invitationEmailMismatch(): AppError {
  return new AppError({
    status: 403,
    code: 'INVITATION_EMAIL_MISMATCH',
    detail: "The invitation was sent to another email address than the signed-in account's.",
  });
}

export function invitationNotOpen(): AppError {
  return new AppError({
    status: 409,
    code: 'INVITATION_NOT_OPEN',
    detail: 'The invitation was accepted or withdrawn already.',
  });
}

export function invitationExists(): AppError {
  return new AppError({
    status: 409,
    code: 'INVITATION_EXISTS',
    detail: 'An open invitation to this address for this role exists; resend it instead.',
  });
}

export function invitationVersionConflict(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'The invitation was changed by someone else.',
    extensions: { current },
  });
}

export function roleNotFound(): AppError {
  return new AppError({ status: 404, code: 'ROLE_NOT_FOUND', detail: 'No such role at this employer.' });
}

export function roleExists(): AppError {
  return new AppError({ status: 409, code: 'ROLE_EXISTS', detail: 'The person already has this role.' });
}

export function lastAdmin(): AppError {
  return new AppError({
    status: 409,
    code: 'LAST_ADMIN',
    detail: 'The last admin role of a company cannot be removed.',
  });
}

export function userNotFound(): AppError {
  return new AppError({
    status: 404,
    code: 'USER_NOT_FOUND',
    detail: 'The person has no role, past or present, at this employer.',
  });
}

export function employmentsNotFound(field: string): AppError {
  return new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'An employment named is not one of this employer.',
    fieldErrors: { [field]: ['Anställningen finns inte hos företaget'] },
  });
}
