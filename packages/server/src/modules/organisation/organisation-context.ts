import type { EmployerScope } from '../../access/employer-scope.ts';
import type { AuditContext } from '../../audit/record-audit-event.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';

/** Who changes the company's organisation settings, for the employer scope, the audit and the clock. */
export type OrganisationContext = { scope: EmployerScope; audit: AuditContext; now: Date };

export function validationFailed(fieldErrors: FieldErrors): AppError {
  return new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request has invalid fields; see errors.',
    fieldErrors,
  });
}

export function versionConflict(current: unknown): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed this record after you read it; current holds the stored values.',
    extensions: { current },
  });
}

const UNIQUE_VIOLATION = '23505';

/** Two requests racing for one name or code: the unique index decides, and the loser gets the field error. */
export async function translateUniqueViolation<T>(
  work: () => Promise<T>,
  fieldErrors: FieldErrors,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw validationFailed(fieldErrors);
    throw error;
  }
}
