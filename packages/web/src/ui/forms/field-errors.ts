import { isApiError } from '../../lib/api-error.ts';
import { describeApiError, type Translate } from '../../lib/api-error-handlers.ts';
import { showToast } from '../toast.ts';

export type FieldErrorMap = Record<string, string | undefined>;

/**
 * The first message of each field of a failed save; other failures become a toast whose text is
 * the Swedish text of the problem's code (a general one for an unknown code), never the server's
 * English `detail`.
 */
export function readFieldErrors(error: unknown, fallbackTitle: string, translate: Translate): FieldErrorMap {
  if (isApiError(error) && error.problem.errors) {
    return Object.fromEntries(
      Object.entries(error.problem.errors).map(([field, messages]) => [field, messages[0]]),
    );
  }
  void showToast({
    type: 'error',
    title: fallbackTitle,
    description: isApiError(error) ? describeApiError(error, translate) : undefined,
  });
  return {};
}

export function isVersionConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'VERSION_CONFLICT';
}

/** "32 000" or "32000,50" kronor → öre; undefined when not a number. */
export function parseKronor(text: string): number | undefined {
  const normalised = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Math.round(Number(normalised) * 100);
}

/** The stored values a 409 `VERSION_CONFLICT` carries (`current`), or undefined for other failures. */
export function readConflictCurrent(error: unknown): Record<string, unknown> | undefined {
  if (!isVersionConflict(error) || !isApiError(error)) return undefined;
  const current = error.problem.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
}

/** A zod error's issues as the server would send them: the first message per dotted path. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Kronor from a number field (sv-SE) → öre; undefined when empty or not a number. */
export function kronorToOre(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : undefined;
  return value.trim() === '' ? undefined : parseKronor(value);
}
